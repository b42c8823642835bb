import FSTestSupport
import Testing

@testable import FSContainers

@Suite struct FSQueueTests {
    @Test(arguments: 0..<1_000)
    func randomPushPopMatchesArray(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        var queue = FSQueue<Int>()
        var model: [Int] = []
        for step in 0..<Int.random(in: 1...200, using: &rng) {
            if rng.next() % 5 < 3 {
                queue.push(step); model.append(step)
            } else {
                #expect(queue.pop() == (model.isEmpty ? nil : model.removeFirst()), "seed \(seed) step \(step)")
            }
            #expect(queue.peek == model.first && queue.count == model.count, "seed \(seed) step \(step)")
        }
        #expect(Array(queue) == model, "seed \(seed)")
        #expect(queue.popAll() == model && queue.isEmpty, "seed \(seed)")
    }

    @Test func originalVocabulary() {
        var queue: FSQueue = [1, 2, 3]
        #expect(queue.peek == 1)
        #expect(queue.pop() == 1)
        queue.push(4)
        #expect(queue.popAll() == [2, 3, 4])
        #expect(queue.popAll() == [])
        #expect(queue.pop() == nil && queue.peek == nil)
        queue.push(9)
        queue.removeAll()
        #expect(queue.isEmpty)
    }

    @Test func boundedDropOldestKeepsTheLastElements() {
        var queue = FSQueue<Int>(maxCount: 100)
        let accepted = (0..<1_000).map { queue.push($0) }
        #expect(accepted.allSatisfy { $0 })
        #expect(Array(queue) == Array(900..<1_000))
        #expect(queue.isFull && queue.maxCount == 100 && queue.overflowPolicy == .dropOldest)
    }

    @Test func boundedRejectRefusesWhenFull() {
        var queue = FSQueue<Int>(maxCount: 2, overflowPolicy: .reject)
        let accepted = [queue.push(1), queue.push(2), queue.push(3)]
        #expect(accepted == [true, true, false])
        #expect(Array(queue) == [1, 2])
        queue.pop()
        let acceptedAfterPop = queue.push(3)
        #expect(acceptedAfterPop && Array(queue) == [2, 3])
    }

    @Test func zeroBoundHoldsNothing() {
        var dropping = FSQueue<Int>(maxCount: 0)
        var rejecting = FSQueue<Int>(maxCount: 0, overflowPolicy: .reject)
        let accepted = [dropping.push(1), rejecting.push(1)]
        #expect(accepted == [false, false])
        #expect(dropping.isEmpty && rejecting.isEmpty)
    }

    @Test func drainingManyElementsKeepsOrder() {
        var queue = FSQueue(0..<20_000)
        var next = 0
        while let value = queue.pop() {
            #expect(value == next)
            next += 1
        }
        #expect(next == 20_000)
    }
}
