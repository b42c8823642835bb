import Testing

@testable import FSContainers

@Suite struct CopyOnWriteTests {
    private func storage<E>(_ vector: FSVector<E>) -> ObjectIdentifier { ObjectIdentifier(vector._ring._storage) }
    private func storage<E>(_ queue: FSQueue<E>) -> ObjectIdentifier { ObjectIdentifier(queue._ring._storage) }

    @Test func mutatingACopyNeverChangesTheOriginal() {
        let original: FSVector = [1, 2, 3]
        let mutations: [(inout FSVector<Int>) -> Void] = [
            { $0.pushBack(4) }, { $0.pushFront(0) }, { $0.popFirst() }, { $0.popLast() },
            { $0[1] = 99 }, { $0.insert(7, at: 1) }, { $0.remove(at: 1) }, { $0.removeFirst(2) },
            { $0.removeLast(2) }, { $0.replaceSubrange(0..<2, with: [8]) }, { $0.removeAll(keepingCapacity: true) },
            { $0.reserveCapacity(100) }, { $0.sort(by: >) },
        ]
        for (number, mutate) in mutations.enumerated() {
            var copy = original
            mutate(&copy)
            #expect(Array(original) == [1, 2, 3], "mutation \(number) leaked into the original")
        }
        var queue: FSQueue = [1, 2]
        let queueCopy = queue
        queue.push(3)
        queue.pop()
        #expect(Array(queueCopy) == [1, 2] && Array(queue) == [2, 3])
    }

    @Test func uniqueStorageIsNotCopied() {
        var vector = FSVector<Int>()
        vector.reserveCapacity(128)
        let before = storage(vector)
        for i in 0..<64 { vector.pushBack(i) }
        vector[3] = 0
        vector.popFirst()
        vector.pushFront(1)
        vector.insert(5, at: 10)
        vector.remove(at: 20)
        #expect(storage(vector) == before)

        var queue = FSQueue<Int>()
        queue.reserveCapacity(16)
        let queueBefore = storage(queue)
        for i in 0..<1_000 {
            queue.push(i)
            queue.pop()
        }
        #expect(storage(queue) == queueBefore)
    }

    @Test func sharedStorageIsCopiedOnceThenReused() {
        var vector = FSVector(0..<10)
        let copy = vector
        #expect(storage(vector) == storage(copy))
        vector.pushBack(10)
        let afterFirstWrite = storage(vector)
        #expect(afterFirstWrite != storage(copy))
        vector[0] = 5
        #expect(storage(vector) == afterFirstWrite)
    }
}
