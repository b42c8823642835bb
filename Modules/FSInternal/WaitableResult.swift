#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#endif

/// A result one thread delivers once and other threads block for: the hand-over of a value
/// computed by a caller that is running it now (FSCache's `value(forKey:orInsert:)`), never of
/// work queued somewhere, so a waiter waits only for a thread that is already working for it.
///
/// A pthread mutex and condition variable, as ``FSLocked`` is a pthread mutex: the same on
/// every platform and OS version, and no Foundation.
@usableFromInline
package final class WaitableResult<Result>: @unchecked Sendable {
    /// Only touched under `mutex`.
    private var result: Result?
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    /// A result not yet delivered.
    @usableFromInline
    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deinitialize(count: 1)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Delivers `value` to every waiter, present and future. Only the first delivery counts.
    @usableFromInline
    package func deliver(_ value: Result) {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard result == nil else { return }
        result = value
        pthread_cond_broadcast(condition)
    }

    /// The delivered result, after blocking the calling thread until it is delivered.
    @usableFromInline
    package func wait() -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        // A loop, because a condition variable may wake a waiter with nothing delivered.
        while true {
            if let result { return result }
            pthread_cond_wait(condition, mutex)
        }
    }
}
