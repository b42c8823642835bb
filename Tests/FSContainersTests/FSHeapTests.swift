import FSTestSupport
import Foundation
import HeapModule
import Testing

@testable import FSContainers

/// Random operation sequences on FSHeap, each mirrored on a sorted array (the model) and on
/// swift-collections' `Heap` (a peer no one here wrote), and the heap's shape checked after
/// every step.
@Suite struct FSHeapTests {
    @Test(arguments: 0..<300)
    func randomOperationsMatchASortedArrayAndSwiftCollectionsHeap(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        // Small values, so that equal elements are common.
        let range = seed.isMultiple(of: 2) ? 0...20 : 0...1_000_000
        let initial = (0..<Int.random(in: 0...60, using: &rng)).map { _ in Int.random(in: range, using: &rng) }
        var heap = FSHeap(initial)
        var peer = Heap(initial)
        var model = initial.sorted()
        for step in 0..<Int.random(in: 1...200, using: &rng) {
            let value = Int.random(in: range, using: &rng)
            let context: Comment = "seed \(seed) step \(step)"
            switch rng.next() % 10 {
            case 0, 1, 2:
                heap.insert(value)
                peer.insert(value)
                model.insert(value, at: model.firstIndex { $0 > value } ?? model.endIndex)
            case 3:
                #expect(heap.popMin() == peer.popMin(), context)
                if !model.isEmpty { model.removeFirst() }
            case 4:
                #expect(heap.popMax() == peer.popMax(), context)
                _ = model.popLast()
            case 5 where !model.isEmpty:
                #expect(heap.replaceMin(with: value) == peer.replaceMin(with: value), context)
                model.removeFirst()
                model.insert(value, at: model.firstIndex { $0 > value } ?? model.endIndex)
            case 6 where !model.isEmpty:
                #expect(heap.replaceMax(with: value) == peer.replaceMax(with: value), context)
                model.removeLast()
                model.insert(value, at: model.firstIndex { $0 > value } ?? model.endIndex)
            case 7:
                let batch = (0..<Int.random(in: 0...20, using: &rng)).map { _ in Int.random(in: range, using: &rng) }
                heap.insert(contentsOf: batch)
                peer.insert(contentsOf: batch)
                model = (model + batch).sorted()
            case 8 where !model.isEmpty:
                #expect(heap.removeMin() == model.removeFirst(), context)
                _ = peer.popMin()
            case 9 where !model.isEmpty:
                #expect(heap.removeMax() == model.removeLast(), context)
                _ = peer.popMax()
            default:
                break
            }
            #expect(heap.count == model.count, context)
            #expect(heap.min == model.first && heap.max == model.last, context)
            #expect(heap.min == peer.min && heap.max == peer.max, context)
            #expect(isMinMaxHeap(heap.unordered), context)
        }
        #expect(heap.unordered.sorted() == model)
        var drained: [Int] = []
        while let next = heap.popMin() { drained.append(next) }
        #expect(drained == model)
    }

    /// Sorting by popping from both ends: the whole heap comes out in order from the bottom and
    /// from the top, for every size around the boundaries of its levels.
    @Test(arguments: 0..<70)
    func drainingFromBothEndsSorts(count: Int) {
        var rng = SeededGenerator(seed: UInt64(count))
        let values = (0..<count).map { _ in Int.random(in: -50...50, using: &rng) }
        var fromBottom = FSHeap(values)
        var fromTop = fromBottom
        var ascending: [Int] = []
        var descending: [Int] = []
        while let next = fromBottom.popMin() { ascending.append(next) }
        while let next = fromTop.popMax() { descending.append(next) }
        #expect(ascending == values.sorted())
        #expect(descending == values.sorted(by: >))
    }

    @Test func anEmptyHeapHasNoExtremes() {
        var heap = FSHeap<Int>()
        #expect(heap.isEmpty && heap.min == nil && heap.max == nil)
        #expect(heap.popMin() == nil && heap.popMax() == nil)
        heap.insert(7)
        #expect(heap.min == 7 && heap.max == 7)
        heap.removeAll()
        #expect(heap.isEmpty)
    }

    @Test func copiesAreIndependent() {
        var original: FSHeap = [5, 1, 9]
        let copy = original
        original.insert(0)
        original.popMax()
        #expect(copy.unordered.sorted() == [1, 5, 9])
        #expect(original.unordered.sorted() == [0, 1, 5])
    }

    @Test func codableRoundTripAndAnyArrayDecodes() throws {
        let heap: FSHeap = [3, 1, 4, 1, 5, 9, 2, 6]
        let data = try JSONEncoder().encode(heap)
        let decoded = try JSONDecoder().decode(FSHeap<Int>.self, from: data)
        #expect(decoded.unordered.sorted() == heap.unordered.sorted())
        let unsorted = try JSONDecoder().decode(FSHeap<Int>.self, from: Data("[8, 3, 7, 1, 9]".utf8))
        #expect(unsorted.min == 1 && unsorted.max == 9 && isMinMaxHeap(unsorted.unordered))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(FSHeap<Int>.self, from: Data("{}".utf8)) }
    }

    @Test func descriptionsListTheElementsInOrder() {
        let heap: FSHeap = [3, 1, 2]
        #expect(heap.description == "[1, 2, 3]")
        #expect(heap.debugDescription == "FSHeap([1, 2, 3])")
    }
}

/// Whether `storage` is in min-max heap order: a node on an even level is no larger than
/// anything below it, one on an odd level no smaller. Checked as each node against its parent
/// and grandparent, which by transitivity orders it against every ancestor.
func isMinMaxHeap<Element: Comparable>(_ storage: [Element]) -> Bool {
    func onMinLevel(_ index: Int) -> Bool { (Int.bitWidth - 1 - (index + 1).leadingZeroBitCount).isMultiple(of: 2) }
    func fits(_ index: Int, below ancestor: Int) -> Bool {
        onMinLevel(ancestor) ? storage[ancestor] <= storage[index] : storage[ancestor] >= storage[index]
    }
    return storage.indices.dropFirst().allSatisfy { index in
        let parent = (index - 1) / 2
        return fits(index, below: parent) && (parent == 0 || fits(index, below: (parent - 1) / 2))
    }
}
