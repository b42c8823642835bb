/// A dictionary with limits that, when full, drops the entry used least recently: an LRU cache.
///
/// `FSLRUCache` is a value type. Each entry has a cost (bytes, say) beside its key and value;
/// the cache keeps at most ``countLimit`` entries whose costs add up to at most
/// ``totalCostLimit``, and whenever an insertion goes past either, it evicts entries strictly
/// from the least recently used until both hold again, and returns them. Reading with
/// ``value(forKey:)`` or writing with ``setValue(_:forKey:cost:)`` makes an entry the most
/// recently used; ``peekValue(forKey:)`` reads without that. Iteration goes from the most
/// recently used entry to the least.
///
/// ```swift
/// var recent = FSLRUCache<String, Int>(countLimit: 2)
/// recent.setValue(1, forKey: "a")
/// recent.setValue(2, forKey: "b")
/// recent.value(forKey: "a")               // 1, and "a" is now the most recent
/// let evicted = recent.setValue(3, forKey: "c")
/// evicted.map(\.key)                      // ["b"]: the least recently used
/// recent.map(\.key)                       // ["c", "a"]
/// recent.peekValue(forKey: "a")           // 1, recency unchanged
/// ```
///
/// Every operation is O(1), evicting aside (O(1) for each entry evicted). For a cache shared
/// between threads, with expiry and a value computed once however many threads ask for it,
/// use ``FSCache``.
///
/// A cache holds at most 2³¹ − 1 entries, whatever its ``countLimit``.
public struct FSLRUCache<Key: Hashable, Value> {
    /// Where each key's node is in `_nodes`.
    @usableFromInline var _slots: [Key: Int32]
    /// The entries, in no particular order: a removal moves the last node into the gap.
    @usableFromInline var _nodes: ContiguousArray<_FSLRUNode<Key, Value>>
    @usableFromInline var _mostRecent: Int32
    @usableFromInline var _leastRecent: Int32
    @usableFromInline var _totalCost: _FSCostTotal

    /// The end of the list of nodes in either direction.
    @inlinable
    static var _none: Int32 { -1 }

    /// The most entries the cache keeps, or `nil` for no limit. Lowering it evicts the least
    /// recently used entries until it holds (to see which, take them yourself first with
    /// ``removeLeastRecent()``); a negative limit counts as zero.
    public var countLimit: Int? {
        didSet { _ = _evict(downToCount: countLimit, totalCost: totalCostLimit) }
    }

    /// The most the costs of the entries may add up to, or `nil` for no limit. Lowering it
    /// evicts the least recently used entries until it holds; a negative limit counts as zero.
    public var totalCostLimit: Int? {
        didSet { _ = _evict(downToCount: countLimit, totalCost: totalCostLimit) }
    }

    /// An entry of the cache: a key, its value and its cost.
    public struct Entry {
        /// The entry's key.
        public let key: Key
        /// The entry's value.
        public let value: Value
        /// The entry's cost, at least zero.
        public let cost: Int

        /// An entry of `key` and `value` at `cost`.
        @inlinable
        public init(key: Key, value: Value, cost: Int) {
            self.key = key
            self.value = value
            self.cost = cost
        }
    }

    /// An empty cache that keeps at most `countLimit` entries whose costs add up to at most
    /// `totalCostLimit` (`nil`: no limit).
    ///
    /// - Complexity: O(1)
    @inlinable
    public init(countLimit: Int? = nil, totalCostLimit: Int? = nil) {
        _slots = [:]
        _nodes = []
        _mostRecent = Self._none
        _leastRecent = Self._none
        _totalCost = _FSCostTotal()
        self.countLimit = countLimit
        self.totalCostLimit = totalCostLimit
    }

    /// The number of entries.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var count: Int { _nodes.count }

    /// Whether the cache has no entries.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var isEmpty: Bool { _nodes.isEmpty }

    /// The costs of the entries added up (`Int.max` if the sum is larger).
    ///
    /// - Complexity: O(1)
    @inlinable
    public var totalCost: Int { _totalCost.clamped }

    /// The value of `key`, which becomes the most recently used entry; `nil` if there is none.
    ///
    /// - Complexity: O(1)
    @inlinable
    public mutating func value(forKey key: Key) -> Value? {
        guard let slot = _slots[key] else { return nil }
        _moveToFront(slot)
        return _nodes[Int(slot)].value
    }

    /// The value of `key` without making it the most recently used; `nil` if there is none.
    ///
    /// - Complexity: O(1)
    @inlinable
    public func peekValue(forKey key: Key) -> Value? {
        guard let slot = _slots[key] else { return nil }
        return _nodes[Int(slot)].value
    }

    /// Stores `value` for `key` at `cost` (a negative cost counts as zero) as the most recently
    /// used entry, replacing the key's old value, then evicts the least recently used entries
    /// until both limits hold.
    ///
    /// - Returns: The entries evicted, least recently used first. An entry whose cost alone
    ///   exceeds ``totalCostLimit`` is evicted itself, after every other entry.
    /// - Complexity: O(1), and O(1) for each entry evicted.
    @inlinable
    @discardableResult
    public mutating func setValue(_ value: Value, forKey key: Key, cost: Int = 0) -> [Entry] {
        let cost = Swift.max(0, cost)
        let countLimit = Self._countCeiling(self.countLimit)
        guard countLimit > 0 else { return [Entry(key: key, value: value, cost: cost)] }
        // A new key takes the next free position, or the least recently used entry's when the
        // cache is full: one look-up of the key decides between replacing and inserting.
        let full = _nodes.count >= countLimit
        let free = full ? _leastRecent : Int32(truncatingIfNeeded: _nodes.count)
        var slot = free
        let inserted = Self._claim(&_slots[key, default: Self._none], free: &slot)
        var evicted: [Entry] = []
        if !inserted {
            let index = Int(slot)
            _totalCost.subtract(_nodes[index].cost)
            _nodes[index].value = value
            _nodes[index].cost = cost
            _moveToFront(slot)
        } else if full {
            let old = _nodes[Int(slot)]
            _slots.removeValue(forKey: old.key)
            evicted.append(Entry(key: old.key, value: old.value, cost: old.cost))
            _totalCost.subtract(old.cost)
            _unlink(slot)
            _nodes[Int(slot)] = _FSLRUNode(key: key, value: value, cost: cost, newer: Self._none, older: Self._none)
            _linkAtFront(slot)
        } else {
            _appendNode(_FSLRUNode(key: key, value: value, cost: cost, newer: Self._none, older: Self._none))
            _linkAtFront(slot)
        }
        _totalCost.add(cost)
        if _totalCost.exceeds(totalCostLimit) {
            evicted.append(contentsOf: _evict(downToCount: self.countLimit, totalCost: totalCostLimit))
        }
        return evicted
    }

    /// Removes the entry of `key`.
    ///
    /// - Returns: The value removed, or `nil` if the key had none.
    /// - Complexity: O(1)
    @inlinable
    @discardableResult
    public mutating func removeValue(forKey key: Key) -> Value? {
        _removeEntry(forKey: key)?.value
    }

    /// Removes the least recently used entry — the one the cache would evict next.
    ///
    /// - Returns: The entry removed, or `nil` if the cache is empty.
    /// - Complexity: O(1)
    @inlinable
    @discardableResult
    public mutating func removeLeastRecent() -> Entry? {
        guard _leastRecent != Self._none else { return nil }
        return _removeEntry(forKey: _nodes[Int(_leastRecent)].key)
    }

    /// Removes every entry; the limits stay.
    ///
    /// - Complexity: O(*n*)
    @inlinable
    public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
        _slots.removeAll(keepingCapacity: keepCapacity)
        _nodes.removeAll(keepingCapacity: keepCapacity)
        _mostRecent = Self._none
        _leastRecent = Self._none
        _totalCost = _FSCostTotal()
    }

    // MARK: - The list of nodes

    /// The most nodes `limit` allows: at least zero, and no more than a node's position can
    /// address.
    @inlinable
    static func _countCeiling(_ limit: Int?) -> Int { Swift.min(Int(Int32.max), Swift.max(0, limit ?? .max)) }

    /// Evicts the least recently used entries until at most `count` remain and their costs add
    /// up to at most `totalCost` (`nil`: no limit): the cache's own limits, or limits about to
    /// replace them (FSCache, which must see what is evicted).
    @inlinable
    mutating func _evict(downToCount count: Int?, totalCost: Int?) -> [Entry] {
        var evicted: [Entry] = []
        let countCeiling = Self._countCeiling(count)
        while _nodes.count > countCeiling || _totalCost.exceeds(totalCost), let entry = removeLeastRecent() {
            evicted.append(entry)
        }
        return evicted
    }

    /// Appends `node`, growing the array no further than the count limit needs.
    @inlinable
    mutating func _appendNode(_ node: _FSLRUNode<Key, Value>) {
        if _nodes.count == _nodes.capacity, let countLimit {
            _nodes.reserveCapacity(Swift.min(countLimit, Swift.max(2 * _nodes.count, 1)))
        }
        _nodes.append(node)
    }

    /// Removes the entry of `key` and returns it, cost included.
    @inlinable
    mutating func _removeEntry(forKey key: Key) -> Entry? {
        guard let slot = _slots.removeValue(forKey: key) else { return nil }
        let node = _removeNode(at: slot)
        return Entry(key: node.key, value: node.value, cost: node.cost)
    }

    /// Unlinks the node at `slot` (its key already gone from `_slots`), moves the last node
    /// into its place, and returns it.
    @inlinable
    mutating func _removeNode(at slot: Int32) -> _FSLRUNode<Key, Value> {
        _unlink(slot)
        let index = Int(slot)
        _totalCost.subtract(_nodes[index].cost)
        let last = Int32(truncatingIfNeeded: _nodes.count - 1)
        if slot != last {
            _nodes.swapAt(index, Int(last))
            let moved = _nodes[index]
            if moved.newer == Self._none { _mostRecent = slot } else { _nodes[Int(moved.newer)].older = slot }
            if moved.older == Self._none { _leastRecent = slot } else { _nodes[Int(moved.older)].newer = slot }
            _slots[moved.key] = slot
        }
        return _nodes.removeLast()
    }

    /// Gives a key that has no position (`_none`, just added to the dictionary) the position in
    /// `slot`, or reports the key's position in `slot`: one look-up for both cases.
    ///
    /// - Returns: Whether the key was added.
    @inlinable
    static func _claim(_ position: inout Int32, free slot: inout Int32) -> Bool {
        guard position == _none else {
            slot = position
            return false
        }
        position = slot
        return true
    }

    @inlinable
    mutating func _moveToFront(_ slot: Int32) {
        guard slot != _mostRecent else { return }
        _unlink(slot)
        _linkAtFront(slot)
    }

    @inlinable
    mutating func _unlink(_ slot: Int32) {
        let node = _nodes[Int(slot)]
        if node.newer == Self._none { _mostRecent = node.older } else { _nodes[Int(node.newer)].older = node.older }
        if node.older == Self._none { _leastRecent = node.newer } else { _nodes[Int(node.older)].newer = node.newer }
    }

    @inlinable
    mutating func _linkAtFront(_ slot: Int32) {
        _nodes[Int(slot)].newer = Self._none
        _nodes[Int(slot)].older = _mostRecent
        if _mostRecent == Self._none { _leastRecent = slot } else { _nodes[Int(_mostRecent)].newer = slot }
        _mostRecent = slot
    }
}

extension FSLRUCache: Sendable where Key: Sendable, Value: Sendable {}
extension FSLRUCache.Entry: Sendable where Key: Sendable, Value: Sendable {}
extension FSLRUCache.Entry: Equatable where Value: Equatable {}
extension FSLRUCache.Entry: Hashable where Value: Hashable {}
