extension FSLRUCache: Sequence {
    /// Walks the entries from the most recently used to the least.
    public struct Iterator: IteratorProtocol {
        @usableFromInline let _nodes: ContiguousArray<_FSLRUNode<Key, Value>>
        @usableFromInline var _next: Int32

        @inlinable
        init(nodes: ContiguousArray<_FSLRUNode<Key, Value>>, first: Int32) {
            _nodes = nodes
            _next = first
        }

        /// The next entry, or `nil` after the least recently used one.
        ///
        /// - Complexity: O(1)
        @inlinable
        public mutating func next() -> Entry? {
            guard _next != FSLRUCache._none else { return nil }
            let node = _nodes[Int(_next)]
            _next = node.older
            return Entry(key: node.key, value: node.value, cost: node.cost)
        }
    }

    /// An iterator from the most recently used entry to the least; it walks the entries as
    /// they were when it was made.
    ///
    /// - Complexity: O(1)
    @inlinable
    public func makeIterator() -> Iterator { Iterator(nodes: _nodes, first: _mostRecent) }

    /// The number of entries.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var underestimatedCount: Int { count }
}

extension FSLRUCache.Iterator: Sendable where Key: Sendable, Value: Sendable {}

extension FSLRUCache: CustomStringConvertible, CustomDebugStringConvertible {
    /// The entries from the most recently used to the least, like a dictionary literal:
    /// `["b": 2, "a": 1]`.
    ///
    /// - Complexity: O(*n*)
    public var description: String { describeEntries(debug: false) }

    /// The entries from the most recently used to the least, with the type name:
    /// `FSLRUCache(["b": 2, "a": 1])`.
    ///
    /// - Complexity: O(*n*)
    public var debugDescription: String { describeEntries(debug: true) }

    private func describeEntries(debug: Bool) -> String {
        guard !isEmpty else { return debug ? "FSLRUCache([:])" : "[:]" }
        var result = debug ? "FSLRUCache([" : "["
        for (offset, entry) in enumerated() {
            if offset > 0 { result += ", " }
            debugPrint(entry.key, terminator: ": ", to: &result)
            debugPrint(entry.value, terminator: "", to: &result)
        }
        return result + (debug ? "])" : "]")
    }
}
