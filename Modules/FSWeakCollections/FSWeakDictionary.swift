internal import FSInternal

/// A dictionary whose values are held weakly: an entry disappears when its value dies.
///
/// ```swift
/// let cache = FSWeakDictionary<String, Image>()
/// cache["avatar"] = image
/// cache["avatar"]      // the image, while something else keeps it alive
/// // … the last strong reference to the image goes away …
/// cache["avatar"]      // nil
/// cache.count          // 0
/// ```
///
/// The pure-Swift replacement for `NSMapTable.strongToWeakObjects()` (keys strong, values
/// weak), which does not exist on Linux. An entry whose value died is never observable:
/// lookups, `count`, ``keys``, ``values``, iteration and ``snapshot`` reflect live values
/// only. The dead entry's key is released when the entry is purged (see <doc:Purging>).
///
/// Like ``FSWeakSet`` it is a thread-safe reference type, `Sendable` when its key and value
/// are; iteration runs over a snapshot that holds the values strongly.
public final class FSWeakDictionary<Key: Hashable, Value: AnyObject> {
    // Values boxed as `AnyObject`, so only the key type makes the table generic.
    private let table = FSLocked(WeakTable<Key, WeakBox<AnyObject>>())

    /// Creates an empty dictionary.
    public init() {}

    /// Creates a dictionary from `(key, value)` pairs; a later pair replaces an earlier one
    /// with the same key.
    public init<S: Sequence>(_ pairs: S) where S.Element == (Key, Value) {
        for (key, value) in pairs { self[key] = value }
    }

    /// The live value for `key`, or `nil` when there is none or it died. Setting `nil`
    /// removes the entry.
    ///
    /// - Complexity: O(1) amortized.
    public subscript(key: Key) -> Value? {
        get {
            table.withTable { table in
                table.lookup(key) { $0.object(as: Value.self) } ?? nil
            }
        }
        set {
            table.withTable { table in
                table.set(newValue.map { WeakBox($0) }, for: key)
            }
        }
    }

    /// Removes the entry for `key`.
    ///
    /// - Returns: The value that was removed, or `nil` when there was no live one.
    /// - Complexity: O(1) amortized.
    @discardableResult
    public func removeValue(forKey key: Key) -> Value? {
        table.withTable { table in
            table.set(nil, for: key)?.object(as: Value.self)
        }
    }

    /// Removes every entry.
    ///
    /// - Complexity: O(*n*)
    public func removeAll() {
        table.withTable { $0.removeAll() }
    }

    /// The live entries as an ordinary dictionary, holding the values strongly.
    ///
    /// - Complexity: O(*n*)
    public var snapshot: [Key: Value] {
        table.withTable { $0.sweep().compactMapValues { $0.object(as: Value.self) } }
    }

    /// The number of entries whose value is alive.
    ///
    /// - Complexity: O(*n*): deaths are not announced, so every entry is looked at.
    public var count: Int {
        table.withTable { $0.sweep().count }
    }

    /// Whether no entry has a live value.
    ///
    /// - Complexity: O(*n*) at worst.
    public var isEmpty: Bool {
        table.withTable { table in !table.entries.values.contains { $0.isAlive } }
    }

    /// The keys of the live entries, in no particular order.
    ///
    /// - Complexity: O(*n*)
    public var keys: [Key] { Array(snapshot.keys) }

    /// The live values, in no particular order.
    ///
    /// - Complexity: O(*n*)
    public var values: [Value] { Array(snapshot.values) }

    /// The number of entries stored right now, dead ones not yet purged included: a
    /// diagnostic for memory use, never a count of entries.
    ///
    /// - Complexity: O(1)
    public var storedEntryCount: Int {
        table.withTable { $0.entries.count }
    }
}

extension FSWeakDictionary: Sequence {
    /// Iterates over a snapshot of the live entries taken when iteration starts.
    ///
    /// - Complexity: O(*n*) to take the snapshot.
    public func makeIterator() -> Dictionary<Key, Value>.Iterator {
        snapshot.makeIterator()
    }
}

extension FSWeakDictionary: ExpressibleByDictionaryLiteral {
    /// Creates a dictionary from a literal, holding the values weakly.
    public convenience init(dictionaryLiteral elements: (Key, Value)...) {
        self.init(elements)
    }
}

extension FSWeakDictionary: CustomStringConvertible {
    /// The live entries: `FSWeakDictionary([key: <object>, …])`.
    public var description: String { weakDescription("FSWeakDictionary", snapshot) }
}

extension FSWeakDictionary: @unchecked Sendable where Key: Sendable, Value: Sendable {}
