/// One entry of an ``FSLRUCache`` in its node array, linked to its neighbours in recency by
/// their positions in that array: 32-bit positions keep a node of `Int` key and value at 32
/// bytes, and links by position cost no reference counting.
@usableFromInline
struct _FSLRUNode<Key, Value> {
    @usableFromInline var key: Key
    @usableFromInline var value: Value
    @usableFromInline var cost: Int
    /// The node used more recently than this one, or ``FSLRUCache/_none``.
    @usableFromInline var newer: Int32
    /// The node used less recently than this one, or ``FSLRUCache/_none``.
    @usableFromInline var older: Int32

    @inlinable
    init(key: Key, value: Value, cost: Int, newer: Int32, older: Int32) {
        self.key = key
        self.value = value
        self.cost = cost
        self.newer = newer
        self.older = older
    }
}

extension _FSLRUNode: Sendable where Key: Sendable, Value: Sendable {}
