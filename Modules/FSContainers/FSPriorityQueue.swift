public import FSInternal

/// A queue that serves its elements by priority — equal priorities first in, first out — for
/// elements that are not ordered themselves: jobs, requests, messages.
///
/// `FSPriorityQueue` is a value type on the same min-max heap as ``FSHeap``. Each element is
/// inserted with a priority; ``popFirst()`` returns the element with the lowest priority (or,
/// with ``FSPriorityOrder/highestFirst``, the highest), and of several with the same
/// priority the one inserted first. ``popLast()`` takes from the other end: the element that
/// would be served last.
///
/// A scheduler that runs urgent work first and, within a level, in the order it came:
///
/// ```swift
/// enum Urgency: Int, Comparable {
///     case background, normal, userInitiated
///     static func < (a: Urgency, b: Urgency) -> Bool { a.rawValue < b.rawValue }
/// }
///
/// var jobs = FSPriorityQueue<String, Urgency>(order: .highestFirst)
/// jobs.insert("sync contacts", priority: .background)
/// jobs.insert("load feed", priority: .normal)
/// jobs.insert("open photo", priority: .userInitiated)
/// jobs.insert("load avatars", priority: .normal)
///
/// jobs.popFirst()   // "open photo"
/// jobs.popFirst()   // "load feed"
/// jobs.popFirst()   // "load avatars" — after "load feed", which came first
/// jobs.popLast()    // "sync contacts"
/// ```
@frozen
public struct FSPriorityQueue<Element, Priority: Comparable> {
    @usableFromInline var _heap: MinMaxHeap<_FSPrioritized<Element, Priority>>
    @usableFromInline var _inserted: Int64

    /// Which priority is served first.
    public let order: FSPriorityOrder

    /// An empty queue that serves the lowest priority first, or the highest with
    /// `.highestFirst`.
    ///
    /// - Complexity: O(1)
    @inlinable
    public init(order: FSPriorityOrder = .lowestFirst) {
        _heap = MinMaxHeap()
        _inserted = 0
        self.order = order
    }

    /// The number of elements.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var count: Int { _heap.count }

    /// Whether the queue has no elements.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var isEmpty: Bool { _heap.isEmpty }

    /// The element ``popFirst()`` would return, or `nil` when the queue is empty.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var first: Element? { firstEntry?.element }

    /// The priority of ``first``.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var firstPriority: Priority? { firstEntry?.priority }

    /// The element ``popLast()`` would return: the one that would be served last.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var last: Element? { lastEntry?.element }

    /// The priority of ``last``.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var lastPriority: Priority? { lastEntry?.priority }

    /// Every element, in no particular order.
    ///
    /// - Complexity: O(*n*)
    @inlinable
    public var unorderedElements: [Element] { _heap.storage.map(\.element) }

    /// Adds `element` with `priority`; among equal priorities it is served after those
    /// already in the queue.
    ///
    /// - Complexity: O(log *n*)
    @inlinable
    public mutating func insert(_ element: Element, priority: Priority) {
        _inserted += 1
        // Served lowest first, equal priorities must leave in insertion order from the heap's
        // minimum: rank by the count so far. Highest first they leave from its maximum, where
        // the larger rank comes first: rank by the count's negation.
        let rank = order == .lowestFirst ? _inserted : -_inserted
        _heap.insert(_FSPrioritized(element: element, priority: priority, rank: rank))
    }

    /// Removes and returns the element with the first priority — of several, the one inserted
    /// first — or returns `nil` when the queue is empty.
    ///
    /// - Complexity: O(log *n*)
    @inlinable
    @discardableResult
    public mutating func popFirst() -> Element? {
        (order == .lowestFirst ? _heap.popMin() : _heap.popMax())?.element
    }

    /// Removes and returns the element that would be served last — of the last priority, the
    /// one inserted last — or returns `nil` when the queue is empty.
    ///
    /// - Complexity: O(log *n*)
    @inlinable
    @discardableResult
    public mutating func popLast() -> Element? {
        (order == .lowestFirst ? _heap.popMax() : _heap.popMin())?.element
    }

    /// Removes every element `shouldBeRemoved` accepts; the others keep their order.
    ///
    /// - Complexity: O(*n*)
    @inlinable
    public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
        try _heap.removeAll { try shouldBeRemoved($0.element) }
    }

    /// Removes every element.
    ///
    /// - Parameter keepCapacity: Whether to keep the storage for reuse.
    /// - Complexity: O(*n*)
    @inlinable
    public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
        _heap.storage.removeAll(keepingCapacity: keepCapacity)
    }

    @inlinable
    var firstEntry: _FSPrioritized<Element, Priority>? { order == .lowestFirst ? _heap.min : _heap.max }

    @inlinable
    var lastEntry: _FSPrioritized<Element, Priority>? { order == .lowestFirst ? _heap.max : _heap.min }
}

extension FSPriorityQueue: Sendable where Element: Sendable, Priority: Sendable {}
