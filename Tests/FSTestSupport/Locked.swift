import Foundation

/// A value behind a lock, for tests that collect what callbacks on other threads saw.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    /// A lock around `value`.
    public init(_ value: Value) { stored = value }

    /// Runs `body` with exclusive access to the value.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&stored)
    }

    /// A copy of the value.
    public var value: Value { withLock { $0 } }
}
