import Testing

@testable import FSContainers

@Suite struct FSVectorTests {
    @Test func originalVocabulary() {
        var vector: FSVector = ["b", "c"]
        vector.pushFront("a")
        vector.pushBack("d")
        #expect(Array(vector) == ["a", "b", "c", "d"])
        #expect(vector.element(at: 1) == "b" && vector.element(at: 4) == nil && vector.element(at: -1) == nil)
        #expect(vector.firstIndex(of: "c") == 2 && vector.firstIndex(of: "z") == nil)
        let removed = [vector.remove("b"), vector.remove("z")]
        #expect(removed == [true, false])
        #expect(vector.popFirst() == "a" && vector.popLast() == "d")
        #expect(Array(vector) == ["c"])
    }

    @Test func worksWithoutEquatableElements() {
        struct Opaque { let id: Int }
        var vector = FSVector<Opaque>()
        vector.pushBack(Opaque(id: 1))
        vector.pushFront(Opaque(id: 0))
        #expect(vector.map(\.id) == [0, 1])
    }

    @Test func cursorReadsAdvancesAndRewinds() {
        var vector: FSVector = [10, 20]
        #expect(vector.next() == 10 && vector.cursor == 1)
        #expect(vector.next() == 20)
        #expect(vector.next() == nil && vector.cursor == 0)
        #expect(vector.next() == 10)
        vector.moveToFront()
        #expect(vector.next() == 10)
        vector.removeAll()
        #expect(vector.cursor == 0 && vector.next() == nil)
    }

    @Test func boundedDropOldestEvictsOppositeEnd() {
        var vector = FSVector<Int>(maxCount: 3)
        for value in 1...5 { vector.pushBack(value) }
        #expect(Array(vector) == [3, 4, 5])
        vector.pushFront(0)
        #expect(Array(vector) == [0, 3, 4])
        vector.insert(9, at: 2)
        #expect(Array(vector) == [3, 9, 4])
        vector.append(contentsOf: [7, 8])
        #expect(Array(vector) == [4, 7, 8])
        vector.replaceSubrange(0..<0, with: [1, 2])
        #expect(Array(vector) == [1, 2, 4])
        vector.replaceSubrange(3..<3, with: [5, 6, 7, 8])
        #expect(Array(vector) == [6, 7, 8])
    }

    @Test func boundedRejectInsertsOnlyWhatFits() {
        var vector = FSVector<Int>(maxCount: 3, overflowPolicy: .reject)
        vector.append(contentsOf: [1, 2, 3, 4])
        #expect(Array(vector) == [1, 2, 3])
        let accepted = [vector.pushFront(0), vector.pushBack(0)]
        #expect(accepted == [false, false])
        vector.insert(0, at: 1)
        #expect(Array(vector) == [1, 2, 3])
        vector.replaceSubrange(0..<1, with: [7, 8])
        #expect(Array(vector) == [7, 2, 3])
    }

    @Test func standardAlgorithmsWork() {
        var vector = FSVector(1...6)
        vector.pushFront(0)
        vector.reverse()
        #expect(Array(vector) == [6, 5, 4, 3, 2, 1, 0])
        vector.sort()
        #expect(Array(vector) == Array(0...6))
        vector.removeAll(where: { $0.isMultiple(of: 2) })
        #expect(Array(vector) == [1, 3, 5])
        #expect(vector.reduce(0, +) == 9)
    }
}
