import FSTestSupport
import Testing

@testable import FSWeakCollections

@Suite struct WeakSetTests {
    @Test func membersLeaveWhenTheyDie() {
        let set = FSWeakSet<Probe>()
        var a: Probe? = Probe(1)
        let b = Probe(2)
        set.insert(a!)
        set.insert(b)
        #expect(set.count == 2 && set.contains(a!) && set.contains(b))
        a = nil
        #expect(set.count == 1)
        #expect(set.allObjects.map(\.id) == [2])
        #expect(Array(set).map(\.id) == [2])
        #expect(set.anyObject === b)
        #expect(!set.isEmpty)
    }

    @Test(arguments: ["first", "middle", "last", "all"])
    func deathInEveryPosition(position: String) {
        var objects: [Probe?] = (0..<5).map(Probe.init)
        let set: FSWeakSet<Probe> = FSWeakSet(objects.compactMap { $0 })
        let dying: [Int] = ["first": [0], "middle": [2], "last": [4], "all": Array(0..<5)][position] ?? []
        for i in dying { objects[i] = nil }
        let survivors = Set(objects.compactMap { $0?.id })
        #expect(set.count == survivors.count)
        #expect(Set(set.map(\.id)) == survivors)
        #expect(set.isEmpty == survivors.isEmpty)
        #expect((set.anyObject == nil) == survivors.isEmpty)
        for case let object? in objects { #expect(set.contains(object)) }
    }

    @Test func insertAndRemoveReportChanges() {
        let set = FSWeakSet<Probe>()
        let a = Probe(1)
        let inserted = [set.insert(a), set.insert(a)]
        #expect(inserted == [true, false])
        let removed = [set.remove(a), set.remove(a)]
        #expect(removed == [true, false])
        #expect(set.isEmpty && !set.contains(a))
        let literal: FSWeakSet = [a]
        #expect(literal.contains(a))
        literal.removeAll()
        #expect(literal.count == 0)
    }

    @Test func iterationSnapshotKeepsMembersAliveUntilItEnds() {
        let set = FSWeakSet<Probe>()
        var objects: [Probe]? = (0..<4).map(Probe.init)
        for object in objects! { set.insert(object) }
        var seen = 0
        for object in set {
            objects = nil  // drop every outside reference mid-iteration
            #expect(object.id >= 0)
            seen += 1
        }
        #expect(seen == 4)
        #expect(set.count == 0 && set.allObjects.isEmpty)
    }

    @Test(.enabled(if: addressesAreReused, "AddressSanitizer reuses no address"))
    func anObjectAtADeadMembersAddressIsNotAMember() throws {
        let set = FSWeakSet<Probe>()
        let newcomer = try #require(reusedAddress { set.insert($0) }, "the allocator never reused an address")
        #expect(!set.contains(newcomer))
        #expect(!set.remove(newcomer))
        #expect(set.count == 0)
        let inserted = set.insert(newcomer)
        #expect(inserted && set.contains(newcomer) && set.count == 1)
    }

    @Test(arguments: 0..<300)
    func randomOperationsMatchAStrongModel(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let set = FSWeakSet<Probe>()
        var pool: [Probe?] = (0..<24).map(Probe.init)
        var members = Set<Int>()  // indices into pool the model says are members
        for step in 0..<200 {
            let i = Int(rng.next() % UInt64(pool.count))
            switch rng.next() % 5 {
            case 0, 1:
                if let object = pool[i] {
                    #expect(set.insert(object) == !members.contains(i), "seed \(seed) step \(step)")
                    members.insert(i)
                }
            case 2:
                if let object = pool[i] {
                    #expect(set.remove(object) == members.contains(i), "seed \(seed) step \(step)")
                    members.remove(i)
                }
            case 3:
                pool[i] = nil  // the object dies: it leaves the set by itself
                members.remove(i)
            default:
                if pool[i] == nil { pool[i] = Probe(1000 + step) }
            }
            let live = Set(members.compactMap { pool[$0].map(ObjectIdentifier.init) })
            #expect(Set(set.allObjects.map(ObjectIdentifier.init)) == live, "seed \(seed) step \(step)")
            #expect(set.count == live.count, "seed \(seed) step \(step)")
            for case let object? in pool {
                #expect(set.contains(object) == live.contains(ObjectIdentifier(object)), "seed \(seed) step \(step)")
            }
        }
    }
}
