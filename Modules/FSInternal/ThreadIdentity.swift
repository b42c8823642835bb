#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#endif

/// Which thread is running: `pthread_self()`, compared with `pthread_equal`. Lets a type that
/// blocks callers for another caller's work tell a caller asking again from inside that work,
/// who would otherwise wait for itself.
@usableFromInline
package struct ThreadIdentity: Equatable, @unchecked Sendable {
    // A `pthread_t` is an integer on Linux and a pointer on Darwin; only `pthread_equal` reads it.
    @usableFromInline let thread: pthread_t

    @inlinable
    init(thread: pthread_t) {
        self.thread = thread
    }

    /// The calling thread.
    @inlinable
    package static var current: ThreadIdentity { ThreadIdentity(thread: pthread_self()) }

    /// Whether both are the same thread.
    @inlinable
    package static func == (lhs: ThreadIdentity, rhs: ThreadIdentity) -> Bool {
        pthread_equal(lhs.thread, rhs.thread) != 0
    }
}
