import FSTestSupport
import Testing

@testable import FSContainers

/// Thousands of random operation sequences on FSVector, each mirrored on an Array model.
@Suite struct FSVectorModelTests {
    @Test(arguments: 0..<2_000)
    func randomOperationsMatchArray(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        var vector = FSVector<Int>()
        var model: [Int] = []
        var snapshots: [(FSVector<Int>, [Int])] = []
        for step in 0..<Int.random(in: 1...120, using: &rng) {
            let value = Int(rng.next() % 1000)
            switch rng.next() % 14 {
            case 0, 1: vector.pushBack(value); model.append(value)
            case 2, 3: vector.pushFront(value); model.insert(value, at: 0)
            case 4:
                #expect(vector.popFirst() == (model.isEmpty ? nil : model.removeFirst()), "seed \(seed) step \(step)")
            case 5: #expect(vector.popLast() == model.popLast(), "seed \(seed) step \(step)")
            case 6:
                let i = Int.random(in: 0...model.count, using: &rng)
                vector.insert(value, at: i); model.insert(value, at: i)
            case 7 where !model.isEmpty:
                let i = Int.random(in: 0..<model.count, using: &rng)
                #expect(vector.remove(at: i) == model.remove(at: i), "seed \(seed) step \(step)")
            case 8 where !model.isEmpty:
                let i = Int.random(in: 0..<model.count, using: &rng)
                vector[i] = value; model[i] = value
            case 9:
                let lower = Int.random(in: 0...model.count, using: &rng)
                let upper = Int.random(in: lower...model.count, using: &rng)
                let new = (0..<Int(rng.next() % 6)).map { value + $0 }
                vector.replaceSubrange(lower..<upper, with: new); model.replaceSubrange(lower..<upper, with: new)
            case 10:
                let k = Int.random(in: 0...model.count, using: &rng)
                if rng.next() % 2 == 0 {
                    vector.removeFirst(k); model.removeFirst(k)
                } else {
                    vector.removeLast(k); model.removeLast(k)
                }
            case 11: snapshots.append((vector, model))
            case 12: vector.append(contentsOf: [value, value + 1]); model.append(contentsOf: [value, value + 1])
            default:
                if rng.next() % 8 == 0 {
                    let keep = rng.next() % 2 == 0
                    vector.removeAll(keepingCapacity: keep); model.removeAll()
                }
            }
            #expect(Array(vector) == model, "seed \(seed) step \(step)")
        }
        #expect(vector.count == model.count, "seed \(seed)")
        #expect(vector.first == model.first && vector.last == model.last, "seed \(seed)")
        for (copy, expected) in snapshots {
            #expect(Array(copy) == expected, "seed \(seed): a copy changed when the original was mutated")
        }
    }

    @Test func everyWrapPositionAndGrowth() {
        // For each head position in a capacity-8 ring, fill past capacity and check order.
        for shift in 0..<8 {
            for extra in 0..<12 {
                var vector = FSVector<Int>()
                vector.reserveCapacity(8)
                for i in 0..<shift { vector.pushBack(i) }
                for _ in 0..<shift { vector.popFirst() }
                let expected = Array(0..<(8 + extra))
                for value in expected { vector.pushBack(value) }
                #expect(Array(vector) == expected, "shift \(shift) extra \(extra)")
                #expect(vector.capacity >= vector.count)
            }
        }
    }

    @Test func elementsAreDestroyedExactlyOnce() {
        let before = Tracked.liveCount
        do {
            var rng = SeededGenerator(seed: 42)
            var vector = FSVector<Tracked>()
            var copies: [FSVector<Tracked>] = []
            for step in 0..<5_000 {
                switch rng.next() % 9 {
                case 0, 1: vector.pushBack(Tracked(step))
                case 2: vector.pushFront(Tracked(step))
                case 3: vector.popFirst()
                case 4: vector.popLast()
                case 5 where !vector.isEmpty: vector.remove(at: Int(rng.next() % UInt64(vector.count)))
                case 6: vector.insert(Tracked(step), at: Int(rng.next() % UInt64(vector.count + 1)))
                case 7 where vector.count > 2: vector.replaceSubrange(1..<2, with: [Tracked(step), Tracked(-step)])
                default: if copies.count < 20 { copies.append(vector) }
                }
            }
            #expect(Tracked.liveCount > before)
        }
        #expect(Tracked.liveCount == before)
    }
}
