internal import FSInternal

/// A set of objects held weakly, by identity: an object leaves the set when it dies.
///
/// ```swift
/// let observers = FSWeakSet<Observer>()
/// observers.insert(screen)
/// observers.contains(screen)   // true
/// // … the last strong reference to `screen` goes away …
/// observers.count              // 0, with no reap call
/// for observer in observers { observer.refresh() }   // live objects only
/// ```
///
/// `FSWeakSet` is the pure-Swift replacement for `NSHashTable.weakObjects()`, which does not
/// exist on Linux. Membership is identity (`===`), not `Equatable`. A dead member is never
/// observable: `count`, iteration, ``contains(_:)`` and ``anyObject`` see live objects only,
/// right after the last strong reference goes away. An object allocated later at a dead
/// member's address is not a member.
///
/// It is a thread-safe reference type, like `NSHashTable`: one set is meant to be shared
/// by its owners (an observer registry), every method takes an internal lock, and it is
/// `Sendable` when `Element` is. Iteration runs over a snapshot taken at its start, which
/// holds the objects strongly until the iteration ends.
///
/// Dead entries are purged without a full scan per call — see <doc:Purging>.
public final class FSWeakSet<Element: AnyObject> {
    // Boxes of `AnyObject`, not of `Element`: the table is then one concrete type whatever
    // `Element` is, so its hashing and storage code is specialized rather than generic.
    private let table = FSLocked(WeakTable<ObjectIdentifier, WeakBox<AnyObject>>())

    /// Creates an empty set.
    public init() {}

    /// Creates a set holding `objects` weakly.
    public init<S: Sequence>(_ objects: S) where S.Element == Element {
        for object in objects { insert(object) }
    }

    /// The number of live members.
    ///
    /// - Complexity: O(*n*) in the stored entries: deaths are not announced, so the set
    ///   looks at each entry (and drops the dead ones it finds).
    public var count: Int {
        table.withTable { $0.sweep().count }
    }

    /// Whether the set has no live member.
    ///
    /// - Complexity: O(*n*) at worst; stops at the first live member.
    public var isEmpty: Bool {
        table.withTable { table in !table.entries.values.contains { $0.isAlive } }
    }

    /// The live members, in no particular order.
    ///
    /// - Complexity: O(*n*)
    public var allObjects: [Element] {
        table.withTable { $0.sweep().values.compactMap { $0.object(as: Element.self) } }
    }

    /// Some live member, or `nil` when there is none.
    ///
    /// - Complexity: O(*n*) at worst.
    public var anyObject: Element? {
        table.withTable { table in
            for entry in table.entries.values {
                if let object = entry.object(as: Element.self) { return object }
            }
            return nil
        }
    }

    /// Whether `object` itself (by identity) is a live member.
    ///
    /// - Complexity: O(1) amortized.
    public func contains(_ object: Element) -> Bool {
        table.withTable { table in
            table.lookup(ObjectIdentifier(object)) { $0.object === object } ?? false
        }
    }

    /// Adds `object`, held weakly.
    ///
    /// - Returns: `true` if it was not already a member.
    /// - Complexity: O(1) amortized.
    @discardableResult
    public func insert(_ object: Element) -> Bool {
        table.withTable { table in
            let key = ObjectIdentifier(object)
            // A dead entry under the same identifier belonged to an earlier object at this address.
            if table.lookup(key, { $0.object === object }) == true { return false }
            table.set(WeakBox(object), for: key)
            return true
        }
    }

    /// Removes `object` (by identity).
    ///
    /// - Returns: `true` if it was a live member.
    /// - Complexity: O(1) amortized.
    @discardableResult
    public func remove(_ object: Element) -> Bool {
        table.withTable { table in
            let key = ObjectIdentifier(object)
            guard table.lookup(key, { $0.object === object }) == true else { return false }
            table.set(nil, for: key)
            return true
        }
    }

    /// Removes every member.
    ///
    /// - Complexity: O(*n*)
    public func removeAll() {
        table.withTable { $0.removeAll() }
    }

    /// The number of entries stored right now, dead ones not yet purged included: a
    /// diagnostic for memory use, never a count of members.
    ///
    /// - Complexity: O(1)
    public var storedEntryCount: Int {
        table.withTable { $0.entries.count }
    }
}

extension FSWeakSet: Sequence {
    /// Iterates over a snapshot of the live members taken when iteration starts; the
    /// snapshot keeps them alive until the iterator is gone.
    ///
    /// - Complexity: O(*n*) to take the snapshot.
    public func makeIterator() -> IndexingIterator<[Element]> {
        allObjects.makeIterator()
    }
}

extension FSWeakSet: ExpressibleByArrayLiteral {
    /// Creates a set holding the literal's objects weakly.
    public convenience init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension FSWeakSet: CustomStringConvertible {
    /// The live members: `FSWeakSet([<object>, …])`.
    public var description: String { weakDescription("FSWeakSet", allObjects) }
}

extension FSWeakSet: @unchecked Sendable where Element: Sendable {}
