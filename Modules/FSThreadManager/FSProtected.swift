internal import FSInternal

/// A value that several threads share, read and changed only under a lock.
///
/// `Synchronization.Mutex` does the same from macOS 15 and iOS 18; this works wherever
/// Dispatch does, and is the lock FrameworkStruct's own thread-safe types use.
///
/// ```swift
/// let hits = FSProtected([String: Int]())
/// urls.concurrentForEach { url in
///     hits.withLock { $0[url.host, default: 0] += 1 }
/// }
/// print(hits.value)
/// ```
///
/// It is `Sendable` when its value is. Keep the work inside ``withLock(_:)`` short, and never call back into the same box from
/// it: the lock is not recursive.
public final class FSProtected<Value> {
    private let storage: FSLocked<Value>

    /// A box holding `value`.
    public init(_ value: Value) {
        storage = FSLocked(value)
    }

    /// Runs `body` with exclusive access to the value, and returns what it returns.
    public func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let outcome = storage.withLock { value -> Swift.Result<Result, Failure> in
            do throws(Failure) { return .success(try body(&value)) } catch { return .failure(error) }
        }
        return try outcome.get()
    }
}

// Every access to the value holds the lock.
extension FSProtected: @unchecked Sendable where Value: Sendable {}

extension FSProtected where Value: Sendable {
    /// A copy of the value, read under the lock.
    public var value: Value {
        storage.withLock { $0 }
    }

    /// Replaces the value, returning the one it had: one step, so no other thread's change
    /// falls between the read and the write.
    @discardableResult
    public func exchange(with newValue: Value) -> Value {
        storage.withLock { value in
            defer { value = newValue }
            return value
        }
    }
}
