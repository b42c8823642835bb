public import FSInternal

/// What an ``FSCache`` keeps under its lock: the entries in recency order, their expiry times
/// earliest first, and the values being computed.
@usableFromInline
struct _FSCacheState<Key: Hashable & Sendable, Value: Sendable> {
    @usableFromInline typealias Items = FSLRUCache<Key, _FSCacheItem<Value>>
    @usableFromInline typealias Expiries = DeadlineHeap<Int64, Key>

    @usableFromInline var items: Items
    /// One entry for each item with a deadline; an item removed leaves its entry stale.
    @usableFromInline var expiries = Expiries()
    /// How many items have a deadline: while none has, nothing reads the clock.
    @usableFromInline var expiringCount = 0
    @usableFromInline var flights: [Key: _FSCacheFlight<Value>] = [:]
    @usableFromInline var writes: UInt64 = 0

    @inlinable
    init(countLimit: Int?, totalCostLimit: Int?) {
        items = Items(countLimit: countLimit, totalCostLimit: totalCostLimit)
    }

    /// Whether an expiry entry is still its key's current item.
    @inlinable
    static func isLive(_ entry: Expiries.Entry, in items: Items) -> Bool {
        items.peekValue(forKey: entry.payload)?.sequence == entry.sequence
    }

    /// Removes every item due by `now`.
    ///
    /// - Returns: The items removed, earliest deadline first.
    @inlinable
    mutating func removeExpired(now: Int64) -> [Items.Entry] {
        var expired: [Items.Entry] = []
        while let due = expiries.popFirstLive(dueBy: now, in: items, isLive: Self.isLive),
            let entry = items._removeEntry(forKey: due.payload)
        {
            expiringCount -= 1
            expired.append(entry)
        }
        return expired
    }

    /// Stores `value` as the most recent item of `key`, to expire at `deadline`.
    ///
    /// - Returns: The items evicted to keep the limits, least recently used first; the new
    ///   item last if its cost alone is over the limit.
    @inlinable
    mutating func store(_ value: Value, forKey key: Key, cost: Int, deadline: Int64?) -> [Items.Entry] {
        writes &+= 1
        let item = _FSCacheItem(value: value, deadline: deadline, sequence: writes)
        // Only an item with a deadline needs forgetting when it is replaced.
        let replaced = expiringCount > 0 ? items.peekValue(forKey: key) : nil
        let evicted = items.setValue(item, forKey: key, cost: cost)
        if let replaced { forget(replaced) }
        var kept = true
        for entry in evicted {
            if entry.value.sequence == item.sequence { kept = false } else { forget(entry.value) }
        }
        if kept, let deadline {
            expiringCount += 1
            expiries.push(
                Expiries.Entry(deadline: deadline, sequence: item.sequence, payload: key), in: items,
                isLive: Self.isLive)
        }
        return evicted
    }

    /// Removes the item of `key`.
    @inlinable
    mutating func remove(forKey key: Key) -> Value? {
        guard let item = items.removeValue(forKey: key) else { return nil }
        forget(item)
        return item.value
    }

    /// Removes the least recently used items until at most `count` remain and their costs add
    /// up to at most `totalCost` (`nil`: no limit).
    ///
    /// - Returns: The items removed, least recently used first.
    @inlinable
    mutating func evict(downToCount count: Int?, totalCost: Int?) -> [Items.Entry] {
        let evicted = items._evict(downToCount: count, totalCost: totalCost)
        for entry in evicted { forget(entry.value) }
        return evicted
    }

    /// Removes every item.
    @inlinable
    mutating func removeAll() {
        items.removeAll()
        expiries = Expiries()
        expiringCount = 0
    }

    /// Notes that `item` left the cache: its expiry entry, if it has one, is stale.
    @inlinable
    mutating func forget(_ item: _FSCacheItem<Value>) {
        guard item.deadline != nil else { return }
        expiringCount -= 1
        expiries.abandonOne(in: items, isLive: Self.isLive)
    }
}
