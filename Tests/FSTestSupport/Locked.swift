internal import FSInternal

/// A value behind a lock, for tests that collect what callbacks on other threads saw: the
/// package's one lock, `FSLocked`, with a `value` to read.
public final class Locked<Value>: @unchecked Sendable {
    private let storage: FSLocked<Value>

    /// A lock around `value`.
    public init(_ value: Value) { storage = FSLocked(value) }

    /// Runs `body` with exclusive access to the value.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try storage.withLock(body)
    }

    /// A copy of the value.
    public var value: Value { withLock { $0 } }
}
