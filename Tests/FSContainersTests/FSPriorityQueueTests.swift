import FSTestSupport
import Testing

@testable import FSContainers

/// Random operation sequences on FSPriorityQueue in both orders, mirrored on an array kept in
/// service order by a stable sort: equal priorities leave first in, first out.
@Suite struct FSPriorityQueueTests {
    @Test(arguments: 0..<300)
    func randomOperationsMatchAStablySortedArray(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let order: FSPriorityOrder = seed.isMultiple(of: 2) ? .lowestFirst : .highestFirst
        var queue = FSPriorityQueue<String, Int>(order: order)
        // Service order: by priority in the queue's order, then by insertion.
        var model: [(element: String, priority: Int)] = []
        func serveFirst(_ a: Int, before b: Int) -> Bool { order == .lowestFirst ? a < b : a > b }
        for step in 0..<Int.random(in: 1...200, using: &rng) {
            let context: Comment = "seed \(seed) step \(step)"
            switch rng.next() % 6 {
            case 0, 1, 2:
                let priority = Int.random(in: 0...5, using: &rng)
                let element = "\(step)"
                queue.insert(element, priority: priority)
                // After every entry served before it or tied with it: stable.
                let place = model.firstIndex { serveFirst(priority, before: $0.priority) } ?? model.endIndex
                model.insert((element, priority), at: place)
            case 3:
                #expect(queue.popFirst() == (model.isEmpty ? nil : model.removeFirst().element), context)
            case 4:
                #expect(queue.popLast() == model.popLast()?.element, context)
            default:
                let digit = Character("\(Int.random(in: 0...9, using: &rng))")
                queue.removeAll { $0.last == digit }
                model.removeAll { $0.element.last == digit }
            }
            #expect(queue.count == model.count, context)
            #expect(queue.first == model.first?.element && queue.firstPriority == model.first?.priority, context)
            #expect(queue.last == model.last?.element && queue.lastPriority == model.last?.priority, context)
        }
        #expect(queue.unorderedElements.sorted() == model.map(\.element).sorted())
        var served: [String] = []
        while let next = queue.popFirst() { served.append(next) }
        #expect(served == model.map(\.element))
    }

    /// The DocC example: urgent work first, and within a level in the order it came.
    @Test func urgentWorkFirstThenInArrivalOrder() {
        var jobs = FSPriorityQueue<String, Int>(order: .highestFirst)
        jobs.insert("sync contacts", priority: 0)
        jobs.insert("load feed", priority: 1)
        jobs.insert("open photo", priority: 2)
        jobs.insert("load avatars", priority: 1)
        #expect(jobs.popFirst() == "open photo")
        #expect(jobs.popFirst() == "load feed")
        #expect(jobs.popFirst() == "load avatars")
        #expect(jobs.popLast() == "sync contacts")
        #expect(jobs.isEmpty && jobs.popFirst() == nil && jobs.popLast() == nil)
    }

    @Test func removeAllEmptiesTheQueue() {
        var queue = FSPriorityQueue<Int, Double>()
        for value in 0..<10 { queue.insert(value, priority: Double(value % 3)) }
        queue.removeAll()
        #expect(queue.isEmpty && queue.first == nil && queue.order == .lowestFirst)
    }
}
