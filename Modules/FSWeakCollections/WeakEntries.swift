internal import FSInternal

/// An entry of a weak table: it dies when the object it holds weakly dies.
protocol WeakEntry {
    var isAlive: Bool { get }
    /// Whether releasing the entry can release an object (and run its `deinit`).
    static var holdsStrongReferences: Bool { get }
}

/// A weak reference to an object. Once the object dies the reference reads `nil` forever,
/// even if a new object is later allocated at the same address: that is what makes
/// identity checks through a box safe against address reuse.
struct WeakBox<Object: AnyObject>: WeakEntry {
    weak var object: Object?

    init(_ object: Object) { self.object = object }

    var isAlive: Bool { object != nil }
    static var holdsStrongReferences: Bool { false }
}

extension WeakBox where Object == AnyObject {
    /// The object as the collection's element type, which is the only type ever stored.
    func object<T: AnyObject>(as type: T.Type) -> T? {
        object.map { unsafeDowncast($0, to: type) }
    }
}

/// A weakly held key object with a strongly held value.
struct WeakKeyEntry<Key: AnyObject, Value>: WeakEntry {
    weak var key: Key?
    var value: Value

    var isAlive: Bool { key != nil }
    static var holdsStrongReferences: Bool { !_isPOD(Value.self) }
}

/// A hash table whose entries die on their own, with the purge schedule every weak
/// collection shares.
///
/// Deaths are not announced in Swift, so dead entries are found by looking. Two rules keep
/// that cheap and bounded:
/// - every full scan (count, iteration, snapshots) drops the dead entries it sees, at no
///   extra asymptotic cost;
/// - any other operation counts towards a sweep, which runs once the operations since the
///   last sweep reach the number of stored entries (at least 8), or once stored entries
///   exceed twice the live entries found by the last sweep. A sweep costs O(*n*) after at
///   least *n* / 2 operations: O(1) amortized per operation.
/// So a dead entry — and whatever it holds strongly — is released within
/// max(8, stored entries) operations, or by the next full scan, whichever comes first.
///
/// Whatever the table drops is parked in `dropped` until ``FSLocked/withTable(_:)`` lets go
/// of the lock: releasing a strongly held key or value may run a `deinit` that calls back
/// into the same collection, which would deadlock inside the lock.
struct WeakTable<Key: Hashable, Entry: WeakEntry> {
    private(set) var entries: [Key: Entry] = [:]
    private var liveAtLastSweep = 0
    private var operationsSinceSweep = 0
    private var dropped: [[Key: Entry]] = []
    /// Whether dropping an entry can run a `deinit`; only then is it parked.
    private static var mustPark: Bool { !_isPOD(Key.self) || Entry.holdsStrongReferences }

    /// Runs `body` on the entry stored for `key`, dead or alive, in place (copying an entry
    /// would copy its weak reference, which costs atomic operations); counts as one operation.
    mutating func lookup<Result>(_ key: Key, _ body: (borrowing Entry) -> Result) -> Result? {
        noteOperation()
        guard let index = entries.index(forKey: key) else { return nil }
        return body(entries.values[index])
    }

    /// Stores or (with `nil`) removes the entry for `key`; counts as one operation.
    ///
    /// - Returns: The entry that was stored before, if any (moved out, not copied).
    @discardableResult
    mutating func set(_ entry: Entry?, for key: Key) -> Entry? {
        noteOperation()
        let index = entries.index(forKey: key)
        if Self.mustPark, let index {
            dropped.append([entries.keys[index]: entries.values[index]])
        }
        guard let entry else { return index.map { entries.remove(at: $0).value } }
        return entries.updateValue(entry, forKey: key)
    }

    mutating func removeAll() {
        if Self.mustPark { dropped.append(entries) }
        entries = [:]
        liveAtLastSweep = 0
        operationsSinceSweep = 0
    }

    /// Drops every dead entry; returns the live ones.
    @discardableResult
    mutating func sweep() -> [Key: Entry] {
        if entries.values.contains(where: { !$0.isAlive }) {
            if Self.mustPark { dropped.append(entries) }
            entries = entries.filter { $0.value.isAlive }
        }
        liveAtLastSweep = entries.count
        operationsSinceSweep = 0
        return entries
    }

    /// Hands over what the table dropped, to be released once the lock is free.
    mutating func takeDropped() -> [[Key: Entry]] {
        guard !dropped.isEmpty else { return [] }
        defer { dropped = [] }
        return dropped
    }

    /// Records one operation and sweeps when the schedule says so.
    private mutating func noteOperation() {
        operationsSinceSweep += 1
        let stored = entries.count
        if operationsSinceSweep >= Swift.max(8, stored) || stored > 2 * Swift.max(8, liveAtLastSweep) {
            sweep()
        }
    }
}

extension FSLocked {
    /// Runs `body` on the weak table under the lock, then releases what it dropped after the
    /// lock is let go.
    @discardableResult
    func withTable<Key, Entry, Result>(_ body: (inout WeakTable<Key, Entry>) -> Result) -> Result
    where State == WeakTable<Key, Entry> {
        let (result, dropped) = withLock { table in (body(&table), table.takeDropped()) }
        withExtendedLifetime(dropped) {}
        return result
    }
}

/// `Name([a, b])`: the description every weak collection gives of its live contents.
func weakDescription<Contents>(_ typeName: String, _ contents: Contents) -> String {
    "\(typeName)(\(contents))"
}
