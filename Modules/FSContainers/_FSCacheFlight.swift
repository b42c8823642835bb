public import FSInternal

/// A value of an ``FSCache`` being computed by one caller of `value(forKey:orInsert:)`, which
/// the others asking for the same key wait for instead of computing it again.
@usableFromInline
final class _FSCacheFlight<Value: Sendable>: Sendable {
    /// The thread computing the value: if it asks for the same key again from inside the
    /// computation, it computes that value itself rather than wait for itself.
    @usableFromInline let thread: ThreadIdentity
    /// The value, or `nil` when the computation threw: each waiter then asks again.
    @usableFromInline let result = WaitableResult<Value?>()

    @inlinable
    init(thread: ThreadIdentity) {
        self.thread = thread
    }
}
