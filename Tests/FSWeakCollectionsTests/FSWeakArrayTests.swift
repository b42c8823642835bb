import Testing

@testable import FSWeakCollections

@Suite struct WeakArrayTests {
    @Test func slotsEmptyWhenObjectsDie() {
        var a: Probe? = Probe(1)
        let b = Probe(2)
        let array: FSWeakArray = [a!, b]
        #expect(array.count == 2 && array.liveCount == 2)
        a = nil
        #expect(array[0] == nil && array[1] === b)
        #expect(array.count == 2 && array.liveCount == 1)
        #expect(array.allObjects.map(\.id) == [2] && array.map(\.id) == [2])
        array.compact()
        #expect(array.count == 1 && array[0] === b)
    }

    @Test(arguments: ["first", "middle", "last", "all"])
    func deathInEveryPosition(position: String) {
        var objects: [Probe?] = (0..<5).map(Probe.init)
        let array = FSWeakArray(objects.compactMap { $0 })
        let dying: [Int] = ["first": [0], "middle": [2], "last": [4], "all": Array(0..<5)][position] ?? []
        for i in dying { objects[i] = nil }
        #expect(array.count == 5)
        for i in 0..<5 { #expect(array[i] === objects[i]) }
        #expect(array.allObjects.map(\.id) == objects.compactMap { $0?.id })
        array.compact()
        #expect(array.count == 5 - dying.count)
        #expect(array.allObjects.map(\.id) == objects.compactMap { $0?.id })
    }

    @Test func editingSlots() {
        let (a, b, c) = (Probe(1), Probe(2), Probe(3))
        let array = FSWeakArray<Probe>()
        array.append(a)
        #expect(array.insert(b, at: 0) && array.insert(c, at: 2))
        #expect(!array.insert(c, at: 9) && !array.insert(c, at: -1))
        #expect(array.allObjects.map(\.id) == [2, 1, 3])
        #expect(array.replace(at: 1, with: nil) && array[1] == nil && array.count == 3)
        #expect(!array.replace(at: 3, with: a))
        array[1] = a
        #expect(array[1] === a && array[7] == nil && array[-1] == nil)
        #expect(array.remove(at: 0) === b && array.remove(at: 5) == nil)
        #expect(array.allObjects.map(\.id) == [1, 3])
        array.removeAll()
        #expect(array.count == 0)
    }

    @Test func removingAnEmptySlotReturnsNil() {
        var a: Probe? = Probe(1)
        let array = FSWeakArray([a!])
        a = nil
        #expect(array.remove(at: 0) == nil && array.count == 0)
    }

    @Test func iterationSnapshotKeepsObjectsAlive() {
        var objects: [Probe]? = (0..<3).map(Probe.init)
        let array = FSWeakArray(objects!)
        var ids: [Int] = []
        for object in array {
            objects = nil
            ids.append(object.id)
        }
        #expect(ids == [0, 1, 2] && array.liveCount == 0 && array.count == 3)
    }
}

@Suite struct OriginalNameTests {
    /// The original FrameworkStruct names are the same types, not look-alikes.
    @Test func originalNamesAreTheSameTypes() {
        #expect(ObjectIdentifier(WeakArray<Probe>.self) == ObjectIdentifier(FSWeakArray<Probe>.self))
        #expect(ObjectIdentifier(WeakSet<Probe>.self) == ObjectIdentifier(FSWeakSet<Probe>.self))
        #expect(
            ObjectIdentifier(WeakDictionary<Int, Probe>.self) == ObjectIdentifier(FSWeakDictionary<Int, Probe>.self))
    }
}
