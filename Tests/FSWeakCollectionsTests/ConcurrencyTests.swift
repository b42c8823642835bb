import Dispatch
import FSTestSupport
import Foundation
import Testing

@testable import FSWeakCollections

/// Many threads inserting, querying, removing and letting objects die at once. Run under
/// `swift test --sanitize=thread` in CI.
@Suite struct ConcurrencyTests {
    @Test func sharedCollectionsUnderContention() {
        let set = FSWeakSet<Probe>()
        let array = FSWeakArray<Probe>()
        let dictionary = FSWeakDictionary<Int, Probe>()
        let map = FSWeakKeyDictionary<Probe, Int>()
        let keepers = (0..<8).map(Probe.init)
        for keeper in keepers {
            set.insert(keeper)
            map[keeper] = keeper.id
        }
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for step in 0..<2_000 {
                let object = Probe(worker * 10_000 + step)  // dies at the end of this iteration
                set.insert(object)
                array.append(object)
                dictionary[object.id] = object
                map[object] = step
                #expect(set.contains(object) && map[object] == step && dictionary[object.id] === object)
                if step.isMultiple(of: 3) { set.remove(object) }
                if step.isMultiple(of: 100) {
                    _ = set.count
                    array.compact()
                    _ = dictionary.snapshot
                    _ = Array(map)
                }
            }
        }
        #expect(set.count == 8 && map.count == 8)
        #expect(Set(set.map(\.id)) == Set(0..<8))
        #expect(dictionary.count == 0)
        array.compact()
        #expect(array.count == 0)
        withExtendedLifetime(keepers) {}
    }

    @Test func objectsDyingOnOtherThreads() {
        let set = FSWeakSet<Probe>()
        let map = FSWeakKeyDictionary<Probe, Int>()
        let holder = BatchHolder((0..<8).map { batch in (0..<500).map { Probe(batch * 1_000 + $0) } })
        holder.forEachObject {
            set.insert($0)
            map[$0] = $0.id
        }
        #expect(set.count == 4_000 && map.count == 4_000)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            holder.release(batch: worker)  // the batch's objects die on this thread
            _ = set.count
            _ = map[Probe(-1)]
        }
        #expect(set.count == 0 && map.count == 0 && set.storedEntryCount == 0)
    }
}

/// Owns batches of objects so that each can be released on a thread of the test's choosing.
final class BatchHolder: Sendable {
    private let batches: Locked<[[Probe]?]>

    init(_ batches: [[Probe]]) { self.batches = Locked(batches) }

    func forEachObject(_ body: (Probe) -> Void) {
        batches.withLock { $0.compactMap { $0 } }.joined().forEach(body)
    }

    func release(batch: Int) {
        let released = batches.withLock { batches -> [Probe]? in
            defer { batches[batch] = nil }
            return batches[batch]
        }
        _ = released  // the last references go away here, outside the lock
    }
}
