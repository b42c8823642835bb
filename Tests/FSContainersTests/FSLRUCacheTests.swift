import FSTestSupport
import Testing

@testable import FSContainers

/// Random operation sequences on FSLRUCache mirrored on the simplest cache there is: an array
/// of entries kept from the most recently used to the least, which evicts from its end.
@Suite struct FSLRUCacheTests {
    /// The model: entries most recent first, limits as plain numbers.
    struct Model {
        var entries: [FSLRUCache<Int, String>.Entry] = []
        var countLimit: Int?
        var costLimit: Int?

        var totalCost: Int { entries.reduce(0) { $0 + $1.cost } }

        mutating func touch(_ key: Int) -> String? {
            guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
            let entry = entries.remove(at: index)
            entries.insert(entry, at: 0)
            return entry.value
        }

        mutating func evict() -> [FSLRUCache<Int, String>.Entry] {
            var evicted: [FSLRUCache<Int, String>.Entry] = []
            while entries.count > max(0, countLimit ?? .max) || totalCost > max(0, costLimit ?? .max) {
                evicted.append(entries.removeLast())
            }
            return evicted
        }

        mutating func set(_ value: String, forKey key: Int, cost: Int) -> [FSLRUCache<Int, String>.Entry] {
            entries.removeAll { $0.key == key }
            entries.insert(.init(key: key, value: value, cost: max(0, cost)), at: 0)
            return evict()
        }
    }

    @Test(arguments: 0..<300)
    func randomOperationsMatchARecencyOrderedArray(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let countLimit = seed % 3 == 0 ? nil : Int.random(in: 0...8, using: &rng)
        let costLimit = seed % 5 == 0 ? nil : Int.random(in: 0...40, using: &rng)
        var cache = FSLRUCache<Int, String>(countLimit: countLimit, totalCostLimit: costLimit)
        var model = Model(countLimit: countLimit, costLimit: costLimit)
        for step in 0..<Int.random(in: 1...300, using: &rng) {
            let context: Comment = "seed \(seed) step \(step)"
            let key = Int.random(in: 0..<12, using: &rng)
            switch rng.next() % 20 {
            case 0..<7:
                let cost = Int.random(in: -2...12, using: &rng)
                let evicted = cache.setValue("\(step)", forKey: key, cost: cost)
                #expect(evicted == model.set("\(step)", forKey: key, cost: cost), context)
            case 7..<12:
                #expect(cache.value(forKey: key) == model.touch(key), context)
            case 12..<14:
                #expect(cache.peekValue(forKey: key) == model.entries.first { $0.key == key }?.value, context)
            case 14..<16:
                let index = model.entries.firstIndex { $0.key == key }
                #expect(cache.removeValue(forKey: key) == index.map { model.entries.remove(at: $0).value }, context)
            case 16:
                #expect(cache.removeLeastRecent() == model.entries.popLast(), context)
            case 17:
                let limit = Int.random(in: -1...10, using: &rng)
                cache.countLimit = limit
                model.countLimit = limit
                _ = model.evict()
            case 18:
                let limit = Int.random(in: -1...50, using: &rng)
                cache.totalCostLimit = limit
                model.costLimit = limit
                _ = model.evict()
            default:
                if rng.next() % 4 == 0 {
                    cache.removeAll(keepingCapacity: rng.next() % 2 == 0)
                    model.entries.removeAll()
                }
            }
            #expect(Array(cache) == model.entries, context)
            #expect(cache.count == model.entries.count && cache.isEmpty == model.entries.isEmpty, context)
            #expect(cache.totalCost == model.totalCost, context)
        }
    }

    /// The DocC example.
    @Test func theLeastRecentlyUsedGoesFirst() {
        var recent = FSLRUCache<String, Int>(countLimit: 2)
        recent.setValue(1, forKey: "a")
        recent.setValue(2, forKey: "b")
        #expect(recent.value(forKey: "a") == 1)
        let evicted = recent.setValue(3, forKey: "c")
        #expect(evicted.map(\.key) == ["b"])
        #expect(recent.map(\.key) == ["c", "a"])
        #expect(recent.peekValue(forKey: "a") == 1)
        #expect(recent.map(\.key) == ["c", "a"])
    }

    /// An entry too costly for the limit goes too, after every older one.
    @Test func anEntryOverTheCostLimitEvictsEverythingAndItself() {
        var cache = FSLRUCache<String, Int>(totalCostLimit: 10)
        cache.setValue(1, forKey: "a", cost: 4)
        cache.setValue(2, forKey: "b", cost: 4)
        let evicted = cache.setValue(3, forKey: "c", cost: 11)
        #expect(evicted.map(\.key) == ["a", "b", "c"] && evicted.map(\.cost) == [4, 4, 11])
        #expect(cache.isEmpty && cache.totalCost == 0)
    }

    /// Costs that add up past `Int.max` are summed exactly: the sum reads `Int.max` while it
    /// is larger, and comes back exactly when entries leave.
    @Test func costsPastIntMaxAddUpExactly() {
        var cache = FSLRUCache<Int, Int>()
        cache.setValue(0, forKey: 0, cost: .max)
        cache.setValue(1, forKey: 1, cost: .max)
        cache.setValue(2, forKey: 2, cost: 5)
        #expect(cache.totalCost == .max)
        cache.removeValue(forKey: 0)
        #expect(cache.totalCost == .max)
        cache.removeValue(forKey: 1)
        #expect(cache.totalCost == 5)
        cache.totalCostLimit = Int.max
        #expect(cache.setValue(3, forKey: 3, cost: .max).map(\.key) == [2])
        #expect(cache.totalCost == .max && cache.count == 1)
    }

    @Test func aZeroCountLimitKeepsNothing() {
        var cache = FSLRUCache<Int, String>(countLimit: 0)
        #expect(cache.setValue("x", forKey: 1, cost: 3) == [.init(key: 1, value: "x", cost: 3)])
        #expect(cache.isEmpty && cache.value(forKey: 1) == nil)
    }

    /// A copy is a snapshot: writing to one leaves the other's entries and order alone.
    @Test func copiesAreIndependent() {
        var original = FSLRUCache<Int, Int>(countLimit: 3)
        for key in 0..<3 { original.setValue(key * 10, forKey: key) }
        var copy = original
        _ = copy.value(forKey: 0)
        copy.setValue(99, forKey: 7)
        #expect(original.map(\.key) == [2, 1, 0] && copy.map(\.key) == [7, 0, 2])
        let iterator = original.makeIterator()
        original.removeAll()
        #expect(Array(IteratorSequence(iterator)).map(\.value) == [20, 10, 0])
    }

    @Test func descriptionsListTheMostRecentFirst() {
        var cache = FSLRUCache<String, Int>()
        #expect(cache.description == "[:]" && cache.debugDescription == "FSLRUCache([:])")
        cache.setValue(1, forKey: "a")
        cache.setValue(2, forKey: "b")
        #expect(cache.description == #"["b": 2, "a": 1]"#)
        #expect(cache.debugDescription == #"FSLRUCache(["b": 2, "a": 1])"#)
    }
}
