internal import FSInternal

/// A dictionary whose keys are objects held weakly, by identity, and whose values are held
/// strongly — released promptly once their key dies.
///
/// ```swift
/// let metadata = FSWeakKeyDictionary<UIView, String>()
/// metadata[view] = "hero image"
/// metadata[view]        // "hero image"
/// // … the view is deallocated …
/// metadata.count        // 0; the string is released by the next purge
/// ```
///
/// The pure-Swift counterpart of `NSMapTable.weakToStrongObjects()`, which keeps a dead
/// key's value alive "until the table resizes". Here *promptly* means: the value is
/// released by the first full scan (`count`, iteration, ``keys``, ``values``) after the
/// key dies, and in any case within max(8, stored entries) operations on the map, with no
/// reap call (see <doc:Purging>).
///
/// Keys are compared by identity (`===`): an object allocated later at a dead key's address
/// is a different key. A thread-safe reference type, `Sendable` when key and value are.
public final class FSWeakKeyDictionary<Key: AnyObject, Value> {
    private let table = FSLocked(WeakTable<ObjectIdentifier, WeakKeyEntry<Key, Value>>())

    /// Creates an empty map.
    public init() {}

    /// Creates a map from `(key, value)` pairs; a later pair replaces an earlier one with the
    /// same key.
    public init<S: Sequence>(_ pairs: S) where S.Element == (Key, Value) {
        for (key, value) in pairs { self[key] = value }
    }

    /// The value for `key` (by identity), or `nil`. Setting `nil` removes the entry.
    ///
    /// - Complexity: O(1) amortized.
    public subscript(key: Key) -> Value? {
        get {
            table.withTable { table in
                table.lookup(ObjectIdentifier(key)) { $0.key === key ? $0.value : nil } ?? nil
            }
        }
        set {
            table.withTable { table in
                table.set(newValue.map { WeakKeyEntry(key: key, value: $0) }, for: ObjectIdentifier(key))
            }
        }
    }

    /// Removes the entry for `key` (by identity).
    ///
    /// - Returns: The value that was removed, or `nil` when `key` had none.
    /// - Complexity: O(1) amortized.
    @discardableResult
    public func removeValue(forKey key: Key) -> Value? {
        table.withTable { table in
            let id = ObjectIdentifier(key)
            guard table.lookup(id, { $0.key === key }) == true else { return nil }
            return table.set(nil, for: id)?.value
        }
    }

    /// Removes every entry, releasing every value.
    ///
    /// - Complexity: O(*n*)
    public func removeAll() {
        table.withTable { $0.removeAll() }
    }

    /// The live entries as `(key, value)` pairs, holding the keys strongly.
    ///
    /// - Complexity: O(*n*)
    public var entries: [(key: Key, value: Value)] {
        table.withTable { table in
            table.sweep().values.compactMap { entry in entry.key.map { ($0, entry.value) } }
        }
    }

    /// The number of entries whose key is alive.
    ///
    /// - Complexity: O(*n*): every entry is looked at, and dead ones are released.
    public var count: Int {
        table.withTable { $0.sweep().count }
    }

    /// Whether no entry has a live key.
    ///
    /// - Complexity: O(*n*) at worst.
    public var isEmpty: Bool {
        table.withTable { table in !table.entries.values.contains { $0.isAlive } }
    }

    /// The live keys, in no particular order.
    ///
    /// - Complexity: O(*n*)
    public var keys: [Key] { entries.map(\.key) }

    /// The values of the live keys, in no particular order.
    ///
    /// - Complexity: O(*n*)
    public var values: [Value] { entries.map(\.value) }

    /// The number of entries stored right now, dead ones not yet purged included: a
    /// diagnostic for memory use, never a count of entries.
    ///
    /// - Complexity: O(1)
    public var storedEntryCount: Int {
        table.withTable { $0.entries.count }
    }
}

extension FSWeakKeyDictionary: Sequence {
    /// Iterates over a snapshot of the live entries taken when iteration starts; the snapshot
    /// holds the keys strongly until the iterator is gone.
    ///
    /// - Complexity: O(*n*) to take the snapshot.
    public func makeIterator() -> IndexingIterator<[(key: Key, value: Value)]> {
        entries.makeIterator()
    }
}

extension FSWeakKeyDictionary: ExpressibleByDictionaryLiteral {
    /// Creates a map from a literal, holding the keys weakly.
    public convenience init(dictionaryLiteral elements: (Key, Value)...) {
        self.init(elements)
    }
}

extension FSWeakKeyDictionary: CustomStringConvertible {
    /// The live entries: `FSWeakKeyDictionary([(key: <object>, value: …), …])`.
    public var description: String { weakDescription("FSWeakKeyDictionary", entries) }
}

extension FSWeakKeyDictionary: @unchecked Sendable where Key: Sendable, Value: Sendable {}
