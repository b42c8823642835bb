import Dispatch
import FSTestSupport
import Testing

@testable import FSContainers

/// FSCache against a model with explicit recency, costs and deadlines on a manual clock; its
/// once-only computation and its lock hammered from eight threads (run under
/// `swift test --sanitize=thread` in CI).
@Suite struct FSCacheTests {
    typealias Cache = FSCache<Int, String>

    /// The model: entries most recent first, each with its deadline and the number of the
    /// write that stored it (which orders equal deadlines); expiry runs before every call.
    struct Model {
        struct Entry: Equatable {
            var key: Int
            var value: String
            var cost: Int
            var deadline: Duration?
            var write: Int
        }

        var entries: [Entry] = []
        var countLimit: Int?
        var costLimit: Int?
        var timeToLive: Duration?
        var now = Duration.zero
        var writes = 0
        /// What the cache should have reported to its eviction handler, in order.
        var evicted: [String] = []

        var totalCost: Int { entries.reduce(0) { $0 + $1.cost } }

        mutating func expire() {
            let due = entries.filter { $0.deadline.map { $0 <= now } ?? false }
                .sorted { ($0.deadline ?? .zero, $0.write) < ($1.deadline ?? .zero, $1.write) }
            entries.removeAll { entry in due.contains { $0.write == entry.write } }
            evicted += due.map(\.value)
        }

        mutating func get(_ key: Int) -> String? {
            expire()
            guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
            let entry = entries.remove(at: index)
            entries.insert(entry, at: 0)
            return entry.value
        }

        mutating func set(_ value: String, forKey key: Int, cost: Int, timeToLive: Duration?) {
            expire()
            writes += 1
            entries.removeAll { $0.key == key }
            let timeToLive = timeToLive ?? self.timeToLive
            if let timeToLive, timeToLive <= .zero {
                evicted.append(value)
                return
            }
            entries.insert(
                Entry(key: key, value: value, cost: max(0, cost), deadline: timeToLive.map { now + $0 }, write: writes),
                at: 0)
            evictToLimits()
        }

        mutating func evictToLimits() {
            while entries.count > max(0, countLimit ?? .max) || totalCost > max(0, costLimit ?? .max) {
                evicted.append(entries.removeLast().value)
            }
        }
    }

    @Test(arguments: 0..<200)
    func randomOperationsMatchAModelWithAClock(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let clock = TestClock()
        let evicted = Locked([String]())
        let countLimit = seed % 3 == 0 ? nil : Int.random(in: 1...8, using: &rng)
        let costLimit = seed % 4 == 0 ? nil : Int.random(in: 0...40, using: &rng)
        let timeToLive = seed % 2 == 0 ? nil : Duration.seconds(Int.random(in: 1...6, using: &rng))
        let cache = Cache(
            countLimit: countLimit, totalCostLimit: costLimit, timeToLive: timeToLive, clock: clock,
            purgesOnMemoryWarning: false
        ) { _, value in evicted.withLock { $0.append(value) } }
        var model = Model(countLimit: countLimit, costLimit: costLimit, timeToLive: timeToLive)
        for step in 0..<Int.random(in: 1...250, using: &rng) {
            let context: Comment = "seed \(seed) step \(step)"
            let key = Int.random(in: 0..<10, using: &rng)
            switch rng.next() % 20 {
            case 0..<6:
                let cost = Int.random(in: -1...12, using: &rng)
                let ttl: Duration? =
                    switch rng.next() % 4 {
                    case 0: .seconds(Int.random(in: -1...8, using: &rng))
                    case 1: .milliseconds(Int.random(in: 1...3_000, using: &rng))
                    default: nil
                    }
                cache.setValue("\(step)", forKey: key, cost: cost, expiresAfter: ttl)
                model.set("\(step)", forKey: key, cost: cost, timeToLive: ttl)
            case 6..<10:
                #expect(cache.value(forKey: key) == model.get(key), context)
            case 10..<12:
                let value = cache.value(forKey: key, cost: { $0.count }) { "made \(step)" }
                if let expected = model.get(key) {
                    #expect(value == expected, context)
                } else {
                    #expect(value == "made \(step)", context)
                    model.set(value, forKey: key, cost: value.count, timeToLive: nil)
                }
            case 12..<14:
                model.expire()
                let index = model.entries.firstIndex { $0.key == key }
                #expect(cache.removeValue(forKey: key) == index.map { model.entries.remove(at: $0).value }, context)
            case 14..<17:
                let advance = Duration.milliseconds(Int.random(in: 0...2_500, using: &rng))
                clock.advance(by: advance)
                model.now += advance
            case 17:
                let limit = Int.random(in: -1...10, using: &rng)
                cache.countLimit = limit
                model.expire()
                model.countLimit = limit
                model.evictToLimits()
            case 18:
                let limit = Int.random(in: -1...50, using: &rng)
                cache.totalCostLimit = limit
                model.expire()
                model.costLimit = limit
                model.evictToLimits()
            default:
                cache.removeAll()
                model.entries.removeAll()
            }
            model.expire()
            #expect(cache.count == model.entries.count, context)
            #expect(cache.totalCost == model.totalCost, context)
            #expect(evicted.value == model.evicted, context)
        }
        for entry in model.entries { #expect(cache.value(forKey: entry.key) == entry.value) }
    }

    /// Eight threads ask for sixteen keys over and over: each key's value is made exactly once,
    /// and every caller gets it.
    @Test func aMissingValueIsMadeOnceUnderContention() {
        let cache = Cache(purgesOnMemoryWarning: false)
        let makes = Locked([Int: Int]())
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for round in 0..<400 {
                let key = (worker + round) % 16
                let value = cache.value(forKey: key) {
                    makes.withLock { $0[key, default: 0] += 1 }
                    // Widens the window in which the other threads ask for the same key.
                    let start = ContinuousClock.now
                    while ContinuousClock.now - start < .microseconds(200) {}
                    return "value \(key)"
                }
                #expect(value == "value \(key)")
            }
        }
        #expect(makes.value == Dictionary(uniqueKeysWithValues: (0..<16).map { ($0, 1) }))
    }

    /// Thirty-two tasks and eight GCD threads ask for one missing key at once: the waiters block
    /// only for a caller that is computing already, never for work queued behind them, so the
    /// cooperative pool's few threads cannot deadlock; the value is made once.
    @Test func tasksAndThreadsAskingAtOnceShareOneComputation() async {
        let cache = Cache(purgesOnMemoryWarning: false)
        let makes = Locked(0)
        @Sendable func ask() -> String {
            cache.value(forKey: 42) {
                makes.withLock { $0 += 1 }
                let start = ContinuousClock.now
                while ContinuousClock.now - start < .milliseconds(20) {}
                return "shared"
            }
        }
        async let fromThreads: Void = withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                DispatchQueue.concurrentPerform(iterations: 8) { _ in #expect(ask() == "shared") }
                continuation.resume()
            }
        }
        let values = await withTaskGroup(of: String.self) { group in
            for _ in 0..<32 { group.addTask { ask() } }
            return await group.reduce(into: [String]()) { $0.append($1) }
        }
        await fromThreads
        #expect(values == Array(repeating: "shared", count: 32) && makes.value == 1)
    }

    struct Refused: Error, Equatable {}

    /// A failed computation stores nothing and throws to its own caller only; the next caller
    /// computes afresh.
    @Test func aFailedComputationIsNotStored() throws {
        let cache = Cache(purgesOnMemoryWarning: false)
        #expect(throws: Refused()) { try cache.value(forKey: 1) { () throws(Refused) -> String in throw Refused() } }
        #expect(cache.count == 0 && cache.value(forKey: 1) == nil)
        #expect(try cache.value(forKey: 1) { () throws(Refused) -> String in "second" } == "second")
        #expect(cache.value(forKey: 1) == "second")
    }

    /// Waiters for a computation that throws each ask again: every caller ends with a value
    /// or its own error, and the key holds a value at the end.
    @Test func waitersOfAFailedComputationAskAgain() {
        let cache = Cache(purgesOnMemoryWarning: false)
        let attempts = Locked(0)
        let results = Locked([String?]())
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let value = try? cache.value(forKey: 7) { () throws(Refused) -> String in
                let attempt = attempts.withLock { count in
                    count += 1
                    return count
                }
                let start = ContinuousClock.now
                while ContinuousClock.now - start < .milliseconds(2) {}
                if attempt < 3 { throw Refused() }
                return "attempt \(attempt)"
            }
            results.withLock { $0.append(value) }
        }
        let values = results.value.compactMap { $0 }
        #expect(results.value.count == 8 && results.value.filter { $0 == nil }.count == 2)
        #expect(Set(values) == ["attempt 3"] && cache.value(forKey: 7) == "attempt 3")
        #expect(attempts.value == 3)
    }

    /// A computation that asks for its own key computes it again instead of waiting for itself.
    @Test func aComputationAskingForItsOwnKeyDoesNotDeadlock() {
        let cache = Cache(purgesOnMemoryWarning: false)
        let value = cache.value(forKey: 1) { "outer of " + cache.value(forKey: 1) { "inner" } }
        #expect(value == "outer of inner" && cache.value(forKey: 1) == "outer of inner")
    }

    @Test func aMemoryWarningEmptiesTheCachesThatAskedForIt() {
        let evicted = Locked([String]())
        let purged = Cache { _, value in evicted.withLock { $0.append(value) } }
        let kept = Cache(purgesOnMemoryWarning: false)
        purged.setValue("a", forKey: 1)
        purged.setValue("b", forKey: 2)
        kept.setValue("c", forKey: 3)
        FSMemoryWarning.purgeCaches()
        #expect(purged.count == 0 && kept.value(forKey: 3) == "c")
        #expect(evicted.value.sorted() == ["a", "b"])
    }

    /// NSCache's names do what the cache's own do.
    @Test func nsCacheNamesAreAliases() {
        let cache = Cache(countLimit: 2, purgesOnMemoryWarning: false)
        cache.setObject("a", forKey: 1, cost: 3)
        cache.setObject("b", forKey: 2)
        #expect(cache.object(forKey: 1) == "a" && cache.totalCost == 3)
        cache.setObject("c", forKey: 3)
        #expect(cache.object(forKey: 2) == nil && cache.count == 2)
        cache.removeObject(forKey: 1)
        #expect(cache.object(forKey: 1) == nil && cache.count == 1)
        cache.removeAllObjects()
        #expect(cache.count == 0 && cache.countLimit == 2 && cache.totalCostLimit == nil)
    }

    /// Eight threads read, write, remove, compute and change limits at once; afterwards the
    /// limits hold and every value read was one written for its key.
    @Test func eightThreadsHammerOneCache() {
        let clock = TestClock()
        let cache = Cache(
            countLimit: 50, totalCostLimit: 400, timeToLive: .seconds(5), clock: clock, purgesOnMemoryWarning: false)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            var rng = SeededGenerator(seed: UInt64(worker))
            for step in 0..<3_000 {
                let key = Int.random(in: 0..<80, using: &rng)
                switch step % 7 {
                case 0, 1: cache.setValue("\(key)", forKey: key, cost: Int.random(in: 0...20, using: &rng))
                case 2, 3: #expect(cache.value(forKey: key).map { $0 == "\(key)" } ?? true)
                case 4: #expect(cache.value(forKey: key, cost: { _ in 5 }) { "\(key)" } == "\(key)")
                case 5: cache.removeValue(forKey: key)
                default:
                    if worker == 0 { clock.advance(by: .seconds(1)) }
                    if worker == 1 { cache.countLimit = Int.random(in: 20...60, using: &rng) }
                }
            }
        }
        #expect(cache.count <= 60 && cache.totalCost <= 400)
    }
}
