public import FSInternal

/// A cache that threads share: limits on count and cost with least-recently-used eviction,
/// an optional time to live for each entry, and a missing value computed once however many
/// threads ask for it at the same time.
///
/// `FSCache` is the thread-safe, `Sendable` counterpart of ``FSLRUCache``, and a replacement
/// for `NSCache` that behaves the same on Apple platforms and Linux: it keeps at most
/// ``countLimit`` entries whose costs add up to at most ``totalCostLimit``, evicts exactly the
/// least recently used entries when a write goes past either, and forgets an entry once its
/// time to live has passed. NSCache's names are here too (``object(forKey:)``,
/// ``setObject(_:forKey:cost:)``, ``removeObject(forKey:)``, ``removeAllObjects()``).
///
/// An image cache that holds 50 MB of decoded images for ten minutes each, and reads an image
/// once when several screens ask for it at once:
///
/// ```swift
/// import Foundation
/// import FSContainers
///
/// let images = FSCache<URL, Data>(totalCostLimit: 50 << 20, timeToLive: .seconds(600))
///
/// func image(at url: URL) throws -> Data {
///     try images.value(forKey: url, cost: { $0.count }) {
///         try Data(contentsOf: url)   // runs once; callers asking meanwhile wait for it
///     }
/// }
/// ```
///
/// Every method is O(1), O(log *n*) while entries have a time to live, plus O(1) for each
/// entry it evicts; the cache reads its clock only while some entry has a time to live. An
/// eviction handler, if given, runs after the cache's lock is released, on the thread whose
/// call evicted.
public final class FSCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    @usableFromInline let _state: FSLocked<_FSCacheState<Key, Value>>
    /// Nanoseconds since the cache was made, on its clock.
    @usableFromInline let _now: @Sendable () -> Int64
    @usableFromInline let _onEviction: (@Sendable (Key, Value) -> Void)?

    /// How long an entry stored without a time of its own stays, or `nil` for as long as the
    /// limits allow.
    public let timeToLive: Duration?

    /// A cache on `ContinuousClock` (which counts time the device sleeps).
    ///
    /// - Parameters:
    ///   - countLimit: The most entries kept, or `nil` for no limit.
    ///   - totalCostLimit: The most the entries' costs add up to, or `nil` for no limit.
    ///   - timeToLive: How long an entry stays when it is stored without a time of its own;
    ///     `nil`: until the limits evict it.
    ///   - purgesOnMemoryWarning: Whether ``FSMemoryWarning/purgeCaches()`` empties it.
    ///   - onEviction: Called with each entry the cache drops by itself — for the limits, on
    ///     expiry, or on a memory warning — but not with those removed or replaced by a call.
    public convenience init(
        countLimit: Int? = nil, totalCostLimit: Int? = nil, timeToLive: Duration? = nil,
        purgesOnMemoryWarning: Bool = true, onEviction: (@Sendable (Key, Value) -> Void)? = nil
    ) {
        self.init(
            countLimit: countLimit, totalCostLimit: totalCostLimit, timeToLive: timeToLive, clock: ContinuousClock(),
            purgesOnMemoryWarning: purgesOnMemoryWarning, onEviction: onEviction)
    }

    /// A cache whose times to live are measured on `clock` (a test's manual clock, say).
    ///
    /// The parameters other than `clock` are those of
    /// ``init(countLimit:totalCostLimit:timeToLive:purgesOnMemoryWarning:onEviction:)``.
    public init<C: Clock>(
        countLimit: Int? = nil, totalCostLimit: Int? = nil, timeToLive: Duration? = nil, clock: C,
        purgesOnMemoryWarning: Bool = true, onEviction: (@Sendable (Key, Value) -> Void)? = nil
    ) where C.Duration == Duration {
        _state = FSLocked(_FSCacheState(countLimit: countLimit, totalCostLimit: totalCostLimit))
        let start = clock.now
        _now = { start.duration(to: clock.now).saturatingNanoseconds }
        _onEviction = onEviction
        self.timeToLive = timeToLive
        if purgesOnMemoryWarning { FSMemoryWarning.register(self) }
    }

    deinit {
        FSMemoryWarning.unregister(ObjectIdentifier(self))
    }

    /// The most entries the cache keeps, or `nil` for no limit. Lowering it evicts the least
    /// recently used entries until it holds; a negative limit counts as zero.
    ///
    /// NSCache's `countLimit`, with `nil` where NSCache has 0.
    public var countLimit: Int? {
        get { _state.withLock { $0.items.countLimit } }
        set {
            _locked { state, dropped in
                dropped += state.evict(downToCount: newValue, totalCost: state.items.totalCostLimit)
                state.items.countLimit = newValue
            }
        }
    }

    /// The most the costs of the entries may add up to, or `nil` for no limit. Lowering it
    /// evicts the least recently used entries until it holds; a negative limit counts as zero.
    ///
    /// NSCache's `totalCostLimit`, with `nil` where NSCache has 0.
    public var totalCostLimit: Int? {
        get { _state.withLock { $0.items.totalCostLimit } }
        set {
            _locked { state, dropped in
                dropped += state.evict(downToCount: state.items.countLimit, totalCost: newValue)
                state.items.totalCostLimit = newValue
            }
        }
    }

    /// The number of entries that have not expired.
    ///
    /// - Complexity: O(1), and O(log *n*) for each entry that expired since the last call.
    public var count: Int {
        _locked { state, _ in state.items.count }
    }

    /// The costs of the entries that have not expired, added up (`Int.max` if the sum is larger).
    ///
    /// - Complexity: O(1), and O(log *n*) for each entry that expired since the last call.
    public var totalCost: Int {
        _locked { state, _ in state.items.totalCost }
    }

    /// The value of `key`, which becomes the most recently used entry; `nil` if there is none
    /// or it has expired.
    ///
    /// - Complexity: O(1), and O(log *n*) for each entry that expired since the last call.
    @inlinable
    public func value(forKey key: Key) -> Value? {
        _locked { state, _ in state.items.value(forKey: key)?.value }
    }

    /// Stores `value` for `key` at `cost` (a negative cost counts as zero) as the most recently
    /// used entry, replacing the key's old value, then evicts the least recently used entries
    /// until both limits hold.
    ///
    /// - Parameters:
    ///   - value: The value to store.
    ///   - key: The key to store it for.
    ///   - cost: What the entry counts against ``totalCostLimit``: its size in bytes, say.
    ///   - timeToLive: How long the entry stays; `nil`: the cache's ``timeToLive``. An entry
    ///     given zero or less expires at once.
    /// - Complexity: O(log *n*) with a time to live, O(1) without, and O(1) for each entry
    ///   evicted.
    @inlinable
    public func setValue(_ value: Value, forKey key: Key, cost: Int = 0, expiresAfter timeToLive: Duration? = nil) {
        _locked { state, dropped in
            dropped += _store(value, forKey: key, cost: cost, timeToLive: timeToLive, in: &state)
        }
    }

    /// The value of `key`; if there is none, `make`'s value, stored at the cost `cost` gives it.
    ///
    /// However many threads ask for a missing key at the same time, `make` runs once, on the
    /// first one's thread, while the others wait for its value. If it throws, the error goes
    /// to that caller alone and nothing is stored; each waiting caller then asks again, and
    /// one of them runs its own `make`. A `make` that asks this cache for its own key gets it
    /// computed by a nested call of its own rather than waiting for itself (asking for another
    /// key that is being computed on a thread that waits for this one deadlocks, as two
    /// locks taken in opposite orders do).
    ///
    /// - Parameters:
    ///   - key: The key to look up, and to store `make`'s value for.
    ///   - cost: The cost of the value `make` returns.
    ///   - timeToLive: How long a value `make` returns stays; `nil`: the cache's ``timeToLive``.
    ///   - make: Computes the value when the key has none; runs outside the cache's lock.
    /// - Complexity: That of ``value(forKey:)``, and of ``setValue(_:forKey:cost:expiresAfter:)``
    ///   when `make` runs.
    @inlinable
    public func value<Failure: Error>(
        forKey key: Key, cost: (Value) -> Int = { _ in 0 }, expiresAfter timeToLive: Duration? = nil,
        orInsert make: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        while true {
            let step = _locked { state, _ -> _FSCacheStep<Value> in
                if let item = state.items.value(forKey: key) { return .found(item.value) }
                if let flight = state.flights[key] {
                    return flight.thread == .current ? .computeUnshared : .wait(flight)
                }
                let flight = _FSCacheFlight<Value>(thread: .current)
                state.flights[key] = flight
                return .compute(flight)
            }
            switch step {
            case .found(let value):
                return value
            case .computeUnshared:
                return try make()
            case .wait(let flight):
                if let value = flight.result.wait() { return value }
            case .compute(let flight):
                let outcome = Result { () throws(Failure) -> Value in try make() }
                let value = try? outcome.get()
                _locked { state, dropped in
                    state.flights[key] = nil
                    if let value {
                        dropped += _store(value, forKey: key, cost: cost(value), timeToLive: timeToLive, in: &state)
                    }
                }
                flight.result.deliver(value)
                return try outcome.get()
            }
        }
    }

    /// Removes the entry of `key`.
    ///
    /// - Returns: The value removed, or `nil` if the key had none, or it had expired.
    /// - Complexity: O(1), and O(log *n*) for each entry that expired since the last call.
    @inlinable
    @discardableResult
    public func removeValue(forKey key: Key) -> Value? {
        _locked { state, _ in state.remove(forKey: key) }
    }

    /// Removes every entry; the limits stay. Values being computed are stored when they are
    /// ready.
    ///
    /// - Complexity: O(*n*)
    public func removeAll() {
        _state.withLock { $0.removeAll() }
    }

    // MARK: - NSCache's names

    /// ``value(forKey:)``, under NSCache's name.
    @inlinable
    public func object(forKey key: Key) -> Value? { value(forKey: key) }

    /// ``setValue(_:forKey:cost:expiresAfter:)`` with the cache's time to live, under NSCache's
    /// name.
    @inlinable
    public func setObject(_ object: Value, forKey key: Key, cost: Int = 0) {
        setValue(object, forKey: key, cost: cost)
    }

    /// ``removeValue(forKey:)``, under NSCache's name.
    @inlinable
    public func removeObject(forKey key: Key) { removeValue(forKey: key) }

    /// ``removeAll()``, under NSCache's name.
    public func removeAllObjects() { removeAll() }

    // MARK: - Under the lock

    /// Runs `body` under the lock once the expired entries are removed (the clock is read only
    /// while some entry can expire), then hands those and what `body` adds to `dropped` to the
    /// eviction handler, outside the lock.
    @inlinable
    func _locked<Result>(
        _ body: (inout _FSCacheState<Key, Value>, inout [_FSCacheState<Key, Value>.Items.Entry]) -> Result
    ) -> Result {
        var dropped: [_FSCacheState<Key, Value>.Items.Entry] = []
        let result = _state.withLock { state in
            if state.expiringCount > 0 { dropped = state.removeExpired(now: _now()) }
            return body(&state, &dropped)
        }
        _report(dropped)
        return result
    }

    /// Stores `value` as the most recent item of `key`, to expire after `timeToLive` or the
    /// cache's own; returns the items it evicted (the value itself, if it expires at once).
    @inlinable
    func _store(
        _ value: Value, forKey key: Key, cost: Int, timeToLive: Duration?, in state: inout _FSCacheState<Key, Value>
    ) -> [_FSCacheState<Key, Value>.Items.Entry] {
        guard let timeToLive = timeToLive ?? self.timeToLive else {
            return state.store(value, forKey: key, cost: cost, deadline: nil)
        }
        let now = _now()
        let deadline = now.saturatingAdding(timeToLive.saturatingNanoseconds)
        guard deadline > now else {
            _ = state.remove(forKey: key)
            return [.init(key: key, value: _FSCacheItem(value: value, deadline: nil, sequence: 0), cost: cost)]
        }
        return state.store(value, forKey: key, cost: cost, deadline: deadline)
    }

    /// Hands the entries the cache dropped to the eviction handler, outside the lock.
    @inlinable
    func _report(_ dropped: [_FSCacheState<Key, Value>.Items.Entry]) {
        guard let _onEviction, !dropped.isEmpty else { return }
        for entry in dropped { _onEviction(entry.key, entry.value.value) }
    }
}

extension FSCache: _FSPurgeable {
    @usableFromInline
    func purgeForMemoryWarning() {
        _report(
            _state.withLock { state in
                let removed = Array(state.items)
                state.removeAll()
                return removed
            })
    }
}
