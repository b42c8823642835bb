import FSTestSupport
import Testing

@testable import FSWeakCollections

@Suite struct WeakDictionaryTests {
    @Test func entriesLeaveWhenTheirValueDies() {
        let cache = FSWeakDictionary<String, Probe>()
        var image: Probe? = Probe(1)
        let icon = Probe(2)
        cache["image"] = image
        cache["icon"] = icon
        #expect(cache["image"] === image && cache.count == 2)
        image = nil
        #expect(cache["image"] == nil)
        #expect(cache.count == 1 && cache.keys == ["icon"] && cache.values.map(\.id) == [2])
        #expect(cache.snapshot.mapValues(\.id) == ["icon": 2])
        #expect(Array(cache).map(\.key) == ["icon"])
    }

    @Test(arguments: ["first", "middle", "last", "all"])
    func deathInEveryPosition(position: String) {
        var objects: [Probe?] = (0..<5).map(Probe.init)
        let dictionary = FSWeakDictionary<Int, Probe>()
        for case let object? in objects { dictionary[object.id] = object }
        let dying: [Int] = ["first": [0], "middle": [2], "last": [4], "all": Array(0..<5)][position] ?? []
        for i in dying { objects[i] = nil }
        let survivors = Set(objects.compactMap { $0?.id })
        #expect(dictionary.count == survivors.count && Set(dictionary.keys) == survivors)
        for i in 0..<5 { #expect((dictionary[i] != nil) == survivors.contains(i)) }
        #expect(dictionary.isEmpty == survivors.isEmpty)
    }

    /// Unique keys, so no entry is ever overwritten: only the purge schedule bounds storage.
    @Test func manyShortLivedValuesKeepStorageBounded() {
        let dictionary = FSWeakDictionary<Int, Probe>()
        let window = 100
        var alive: [Probe] = []
        for i in 0..<100_000 {
            let object = Probe(i)
            dictionary[i] = object
            alive.append(object)
            if alive.count > window { alive.removeFirst() }
            if dictionary.storedEntryCount > 2 * max(8, window) + 1 {
                Issue.record("step \(i): \(dictionary.storedEntryCount) entries stored for \(alive.count) live")
                break
            }
        }
        alive.removeAll()
        #expect(dictionary.count == 0 && dictionary.storedEntryCount == 0)
    }

    @Test func settingNilAndRemoving() {
        let a = Probe(1)
        let dictionary: FSWeakDictionary = ["a": a, "b": a]
        dictionary["a"] = nil
        #expect(dictionary["a"] == nil && dictionary.count == 1)
        #expect(dictionary.removeValue(forKey: "b") === a)
        #expect(dictionary.removeValue(forKey: "b") == nil && dictionary.isEmpty)
        dictionary["c"] = a
        dictionary.removeAll()
        #expect(dictionary.count == 0)
    }
}

@Suite struct WeakKeyDictionaryTests {
    @Test func valuesAreReleasedPromptlyAfterTheKeyDies() {
        let map = FSWeakKeyDictionary<Probe, Tracked>()
        var key: Probe? = Probe(1)
        var value: Tracked? = Tracked(7)
        weak let watchedValue = value
        map[key!] = value
        value = nil
        #expect(watchedValue != nil, "the map holds the value strongly")
        #expect(map[key!]?.value == 7)
        key = nil
        // The first full scan after the key's death releases the value.
        #expect(map.count == 0)
        #expect(watchedValue == nil)
    }

    @Test func valuesAreReleasedWithinBoundedOperationsWithoutAScan() {
        let map = FSWeakKeyDictionary<Probe, Tracked>()
        let others = (0..<50).map(Probe.init)
        for other in others { map[other] = Tracked(other.id) }
        var key: Probe? = Probe(99)
        var value: Tracked? = Tracked(99)
        weak let watchedValue = value
        map[key!] = value
        value = nil
        key = nil
        var operations = 0
        while watchedValue != nil && operations < 1_000 {
            _ = map[others[operations % others.count]]  // lookups only: no scan, no reap call
            operations += 1
        }
        #expect(watchedValue == nil)
        #expect(operations <= max(8, others.count + 1), "released after \(operations) operations")
    }

    @Test(.enabled(if: addressesAreReused, "AddressSanitizer reuses no address"))
    func keysAreIdentitiesNotAddresses() throws {
        let map = FSWeakKeyDictionary<Probe, String>()
        let newcomer = try #require(reusedAddress { map[$0] = "dead" }, "the allocator never reused an address")
        #expect(map[newcomer] == nil && map.removeValue(forKey: newcomer) == nil)
        map[newcomer] = "new"
        #expect(map[newcomer] == "new" && map.count == 1)
    }

    @Test func editingEntries() {
        let (a, b) = (Probe(1), Probe(2))
        let map: FSWeakKeyDictionary = [a: "a", b: "b"]
        #expect(Set(map.values) == ["a", "b"] && Set(map.keys.map(\.id)) == [1, 2])
        map[a] = nil
        #expect(map.removeValue(forKey: b) == "b" && map.isEmpty)
        map[a] = "again"
        #expect(map.entries.map(\.value) == ["again"])
        map.removeAll()
        #expect(map.count == 0)
    }

    @Test(.hangLimit)
    func aValueWhoseDeinitUsesTheMapDoesNotDeadlock() {
        final class Token: Sendable {
            let map: FSWeakKeyDictionary<Probe, Token>
            init(_ map: FSWeakKeyDictionary<Probe, Token>) { self.map = map }
            deinit { _ = map.count }
        }
        let map = FSWeakKeyDictionary<Probe, Token>()
        var key: Probe? = Probe(1)
        map[key!] = Token(map)
        key = nil
        #expect(map.count == 0)
        let other = Probe(2)
        map[other] = Token(map)
        map[other] = Token(map)  // replacing releases the first token
        map.removeAll()
        #expect(map.isEmpty)
    }
}
