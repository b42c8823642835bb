#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#endif

/// State guarded by a mutex: the one lock of FrameworkStruct's thread-safe types.
///
/// A pthread mutex rather than `Synchronization.Mutex`, which needs macOS 15 / iOS 18, and
/// rather than Foundation's `NSLock`, which stdlib-only modules may not import.
@usableFromInline
package final class FSLocked<State>: @unchecked Sendable {
    /// Only touched under `mutex`, which already excludes overlapping access: the runtime's
    /// dynamic exclusivity check on a class property would add a few percent to every use.
    @exclusivity(unchecked) @usableFromInline var state: State
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// Creates a lock guarding `initialState`.
    package init(_ initialState: State) {
        state = initialState
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the state. Inlinable, so callers specialize it
    /// for their state instead of going through generic dispatch.
    @inlinable
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}
