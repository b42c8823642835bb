/// A value in an ``FSCache``: the value, when it expires, and the number of the write that
/// stored it, which tells the cache's expiry heap whether its entry for the key is this one.
@usableFromInline
struct _FSCacheItem<Value> {
    @usableFromInline let value: Value
    /// Nanoseconds after the cache was made, or `nil` for never.
    @usableFromInline let deadline: Int64?
    @usableFromInline let sequence: UInt64

    @inlinable
    init(value: Value, deadline: Int64?, sequence: UInt64) {
        self.value = value
        self.deadline = deadline
        self.sequence = sequence
    }
}

extension _FSCacheItem: Sendable where Value: Sendable {}
