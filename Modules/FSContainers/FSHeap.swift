public import FSInternal

/// A collection that hands out its smallest and its largest element in O(1) and removes either
/// in O(log *n*): a min-max heap.
///
/// `FSHeap` is a value type with copy-on-write storage. Use it when you need the extremes of
/// a changing set of values — the next deadline, the best *k* scores, a running median's two
/// halves — without keeping the whole set sorted.
///
/// ```swift
/// var scores: FSHeap = [72, 95, 60, 88]
/// scores.insert(99)
/// scores.min        // 60
/// scores.max        // 99
/// scores.popMax()   // 99
/// scores.popMin()   // 60
/// scores.count      // 3
/// ```
///
/// Equal elements come out in no particular order; for elements that are not `Comparable`
/// themselves, or when equal priorities must come out first-in first-out, use
/// ``FSPriorityQueue``. ``unordered`` shows the elements in the heap's own order, which is
/// neither sorted nor stable.
@frozen
public struct FSHeap<Element: Comparable> {
    @usableFromInline var _heap: MinMaxHeap<Element>

    /// An empty heap.
    ///
    /// - Complexity: O(1)
    @inlinable
    public init() {
        _heap = MinMaxHeap()
    }

    /// A heap of `elements`.
    ///
    /// - Complexity: O(*n*), where *n* is the number of elements: faster than inserting them one
    ///   by one, O(*n* log *n*).
    @inlinable
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        _heap = MinMaxHeap(elements)
    }

    /// The number of elements.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var count: Int { _heap.count }

    /// Whether the heap has no elements.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var isEmpty: Bool { _heap.isEmpty }

    /// The smallest element, or `nil` when the heap is empty.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var min: Element? { _heap.min }

    /// The largest element, or `nil` when the heap is empty.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var max: Element? { _heap.max }

    /// The elements in the heap's internal order: every element once, neither sorted nor in
    /// the order they were inserted.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var unordered: [Element] { _heap.storage }

    /// Adds `element`.
    ///
    /// - Complexity: O(log *n*)
    @inlinable
    public mutating func insert(_ element: Element) {
        _heap.insert(element)
    }

    /// Adds every element of `elements`.
    ///
    /// - Complexity: O(*k* log *n*) for *k* new elements, or O(*n* + *k*) when that is less: a
    ///   batch larger than the heap is added by rebuilding it.
    @inlinable
    public mutating func insert<S: Sequence>(contentsOf elements: S) where S.Element == Element {
        _heap.insert(contentsOf: elements)
    }

    /// Removes and returns the smallest element, or returns `nil` when the heap is empty.
    ///
    /// - Complexity: O(log *n*)
    @inlinable
    @discardableResult
    public mutating func popMin() -> Element? {
        _heap.popMin()
    }

    /// Removes and returns the largest element, or returns `nil` when the heap is empty.
    ///
    /// - Complexity: O(log *n*)
    @inlinable
    @discardableResult
    public mutating func popMax() -> Element? {
        _heap.popMax()
    }

    /// Removes and returns the smallest element.
    ///
    /// - Precondition: The heap is not empty; use ``popMin()`` when it may be.
    /// - Complexity: O(log *n*)
    @inlinable
    @discardableResult
    public mutating func removeMin() -> Element {
        guard let element = _heap.popMin() else { preconditionFailure("removeMin() on an empty FSHeap") }
        return element
    }

    /// Removes and returns the largest element.
    ///
    /// - Precondition: The heap is not empty; use ``popMax()`` when it may be.
    /// - Complexity: O(log *n*)
    @inlinable
    @discardableResult
    public mutating func removeMax() -> Element {
        guard let element = _heap.popMax() else { preconditionFailure("removeMax() on an empty FSHeap") }
        return element
    }

    /// Replaces the smallest element with `replacement` and returns the element replaced: one
    /// pass instead of a removal and an insertion (the *k* largest of a stream, kept in a heap
    /// of *k*, replace their minimum with each larger newcomer).
    ///
    /// - Precondition: The heap is not empty.
    /// - Complexity: O(log *n*)
    @inlinable
    @discardableResult
    public mutating func replaceMin(with replacement: Element) -> Element {
        _heap.replaceMin(with: replacement)
    }

    /// Replaces the largest element with `replacement` and returns the element replaced.
    ///
    /// - Precondition: The heap is not empty.
    /// - Complexity: O(log *n*)
    @inlinable
    @discardableResult
    public mutating func replaceMax(with replacement: Element) -> Element {
        _heap.replaceMax(with: replacement)
    }

    /// Removes every element.
    ///
    /// - Parameter keepCapacity: Whether to keep the storage for reuse.
    /// - Complexity: O(*n*)
    @inlinable
    public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
        _heap.storage.removeAll(keepingCapacity: keepCapacity)
    }
}

extension FSHeap: Sendable where Element: Sendable {}
