internal import FSInternal

/// An ordered list of slots holding objects weakly: a slot reads `nil` once its object dies.
///
/// ```swift
/// let delegates = FSWeakArray<Delegate>()
/// delegates.append(first)
/// delegates.append(second)
/// delegates[0]          // first, while it lives
/// // … `first` is deallocated …
/// delegates[0]          // nil: the slot stays, empty
/// delegates.count       // 2 slots
/// delegates.liveCount   // 1
/// delegates.compact()   // drops the empty slot; count becomes 1
/// ```
///
/// The pure-Swift replacement for `NSPointerArray.weakObjects()`, which does not exist on
/// Linux. Slots are positions the caller manages, so dead slots are not removed behind the
/// caller's back: ``count`` is the number of **slots** (as the original's `count` was),
/// ``liveCount`` the number of live objects, and ``compact()`` removes the empty slots.
/// Iteration and ``allObjects`` yield live objects only, in order.
///
/// A thread-safe reference type, `Sendable` when `Element` is; iteration runs over a
/// snapshot that holds the objects strongly.
public final class FSWeakArray<Element: AnyObject> {
    // Boxes of `AnyObject`, so the slot code is concrete rather than generic over `Element`.
    private let slots = FSLocked<[WeakBox<AnyObject>]>([])

    /// Creates an empty array.
    public init() {}

    /// Creates an array with a slot for each of `objects`, in order.
    public init<S: Sequence>(_ objects: S) where S.Element == Element {
        slots.withLock { $0 = objects.map { WeakBox($0) } }
    }

    /// The number of slots, empty ones included.
    ///
    /// - Complexity: O(1)
    public var count: Int {
        slots.withLock { $0.count }
    }

    /// The number of slots whose object is alive.
    ///
    /// - Complexity: O(*n*)
    public var liveCount: Int {
        slots.withLock { slots in slots.reduce(0) { $0 + ($1.isAlive ? 1 : 0) } }
    }

    /// The live objects, in slot order.
    ///
    /// - Complexity: O(*n*)
    public var allObjects: [Element] {
        slots.withLock { $0.compactMap { $0.object(as: Element.self) } }
    }

    /// The object in slot `index`, or `nil` when it died or `index` is out of bounds.
    /// Setting replaces the slot's object (``replace(at:with:)``); setting out of bounds
    /// does nothing.
    ///
    /// - Complexity: O(1)
    public subscript(index: Int) -> Element? {
        get {
            slots.withLock { slots in
                guard slots.indices.contains(index) else { return nil }
                return slots[index].object(as: Element.self)
            }
        }
        set {
            replace(at: index, with: newValue)
        }
    }

    /// Adds a slot for `object` at the end.
    ///
    /// - Complexity: O(1) amortized.
    public func append(_ object: Element) {
        slots.withLock { $0.append(WeakBox(object)) }
    }

    /// Inserts a slot for `object` at `index` (0...count).
    ///
    /// - Returns: `false`, changing nothing, when `index` is out of bounds.
    /// - Complexity: O(*n*)
    @discardableResult
    public func insert(_ object: Element, at index: Int) -> Bool {
        slots.withLock { slots in
            guard (0...slots.count).contains(index) else { return false }
            slots.insert(WeakBox(object), at: index)
            return true
        }
    }

    /// Removes slot `index`.
    ///
    /// - Returns: The slot's object if it was alive, or `nil` when it was empty or `index` is
    ///   out of bounds.
    /// - Complexity: O(*n*)
    @discardableResult
    public func remove(at index: Int) -> Element? {
        slots.withLock { slots in
            guard slots.indices.contains(index) else { return nil }
            return slots.remove(at: index).object(as: Element.self)
        }
    }

    /// Puts `object` (or an empty slot, for `nil`) in slot `index`.
    ///
    /// - Returns: `false`, changing nothing, when `index` is out of bounds.
    /// - Complexity: O(1)
    @discardableResult
    public func replace(at index: Int, with object: Element?) -> Bool {
        slots.withLock { slots in
            guard slots.indices.contains(index) else { return false }
            slots[index].object = object
            return true
        }
    }

    /// Removes every empty slot, keeping the order of the others.
    ///
    /// - Complexity: O(*n*)
    public func compact() {
        slots.withLock { $0.removeAll { !$0.isAlive } }
    }

    /// Removes every slot.
    ///
    /// - Complexity: O(*n*)
    public func removeAll() {
        slots.withLock { $0.removeAll() }
    }
}

extension FSWeakArray: Sequence {
    /// Iterates over a snapshot of the live objects, in slot order, taken when iteration
    /// starts; the snapshot keeps them alive until the iterator is gone.
    ///
    /// - Complexity: O(*n*) to take the snapshot.
    public func makeIterator() -> IndexingIterator<[Element]> {
        allObjects.makeIterator()
    }
}

extension FSWeakArray: ExpressibleByArrayLiteral {
    /// Creates an array with a slot for each of the literal's objects.
    public convenience init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension FSWeakArray: CustomStringConvertible {
    /// The live objects in order: `FSWeakArray([<object>, …])`.
    public var description: String { weakDescription("FSWeakArray", allObjects) }
}

extension FSWeakArray: @unchecked Sendable where Element: Sendable {}
