/// A first-in, first-out queue with O(1) push and pop, optionally bounded.
///
/// `FSQueue` is a value type backed by a copy-on-write ring buffer: copies share storage
/// until one of them is mutated, and pushing or popping never shifts the other elements
/// (the original `FSQueue` popped with `Array.remove(at: 0)`, which is O(*n*)).
///
/// ```swift
/// var jobs: FSQueue = ["resize", "upload"]
/// jobs.push("notify")
/// jobs.pop()        // "resize"
/// jobs.peek         // "upload"
/// jobs.popAll()     // ["upload", "notify"], oldest first
/// ```
///
/// A bounded queue keeps at most ``maxCount`` elements and applies its
/// ``overflowPolicy`` when a push would exceed it:
///
/// ```swift
/// var lastEvents = FSQueue<Int>(maxCount: 3)
/// for event in 1...5 { lastEvents.push(event) }
/// Array(lastEvents)  // [3, 4, 5]
/// ```
///
/// The queue is a `RandomAccessCollection` whose index 0 is the front (the next element to
/// pop). Equality, hashing and iteration consider the elements only; the bound is
/// configuration and is preserved by `Codable`.
@frozen
public struct FSQueue<Element> {
    @usableFromInline var _ring: _FSRing<Element>
    @usableFromInline var _limit: _FSLimit?

    /// Creates an empty, unbounded queue without allocating storage for elements.
    ///
    /// - Complexity: O(1)
    @inlinable
    public init() {
        _ring = _FSRing()
        _limit = nil
    }

    /// Creates an empty queue that holds at most `maxCount` elements.
    ///
    /// - Parameters:
    ///   - maxCount: The largest number of elements the queue keeps; must not be negative.
    ///   - overflowPolicy: What ``push(_:)`` does when the queue is full: drop the oldest
    ///     element (the default) or reject the new one.
    /// - Complexity: O(1)
    @inlinable
    public init(maxCount: Int, overflowPolicy: FSOverflowPolicy = .dropOldest) {
        _limit = _FSLimit(maxCount: maxCount, policy: overflowPolicy)
        _ring = _FSRing()
    }

    /// Creates an unbounded queue holding `elements`, the first one at the front.
    ///
    /// - Complexity: O(*n*), where *n* is the number of elements.
    @inlinable
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        _ring = _FSRing(elements)
        _limit = nil
    }

    /// The largest number of elements a bounded queue keeps, or `nil` when unbounded.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var maxCount: Int? { _limit?.maxCount }

    /// What a bounded queue does when full, or `nil` when unbounded.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var overflowPolicy: FSOverflowPolicy? { _limit?.policy }

    /// Whether a bounded queue holds ``maxCount`` elements; always `false` when unbounded.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var isFull: Bool { _ring.isFull(under: _limit) }

    /// The number of elements the queue can hold before it must reallocate.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var capacity: Int { _ring.capacity }

    /// Adds `element` at the back of the queue.
    ///
    /// When a bounded queue is full, `.dropOldest` first removes the front element and
    /// `.reject` leaves the queue unchanged.
    ///
    /// - Returns: `false` if the element was rejected by a full bounded queue, else `true`.
    /// - Complexity: O(1) amortized.
    @inlinable
    @discardableResult
    public mutating func push(_ element: Element) -> Bool {
        if let _limit, !_ring.makeRoom(under: _limit, evictingFirst: true) { return false }
        _ring.append(element)
        return true
    }

    /// Removes and returns the front (oldest) element, or `nil` when the queue is empty.
    ///
    /// - Complexity: O(1)
    @inlinable
    @discardableResult
    public mutating func pop() -> Element? {
        _ring.popFirst()
    }

    /// The front element, the one ``pop()`` would return, or `nil` when empty.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var peek: Element? {
        _ring.count == 0 ? nil : _ring[0]
    }

    /// Removes every element and returns them in FIFO order (front first).
    ///
    /// Returns an empty array for an empty queue (the original returned `nil`).
    ///
    /// - Complexity: O(*n*)
    @inlinable
    public mutating func popAll() -> [Element] {
        let all = Array(self)
        _ring.removeAll(keepingCapacity: true)
        return all
    }

    /// Removes every element, keeping the bound.
    ///
    /// - Parameter keepCapacity: Whether to keep the storage for reuse.
    /// - Complexity: O(*n*)
    @inlinable
    public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
        _ring.removeAll(keepingCapacity: keepCapacity)
    }

    /// Makes room for at least `minimumCapacity` elements without further allocation.
    ///
    /// - Complexity: O(*n*) when it reallocates, else O(1).
    @inlinable
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        _ring.reserveCapacity(minimumCapacity)
    }
}

extension FSQueue: RandomAccessCollection {
    /// The position of the front element: always 0.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var startIndex: Int { 0 }

    /// One past the back element: the number of elements.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var endIndex: Int { _ring.count }

    /// The number of elements in the queue.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var count: Int { _ring.count }

    /// Whether the queue has no elements.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var isEmpty: Bool { _ring.count == 0 }

    /// The element `position` places behind the front; traps when out of bounds.
    ///
    /// - Complexity: O(1)
    @inlinable
    public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < _ring.count, "FSQueue index out of range")
        return _ring[position]
    }
}

extension FSQueue: Sendable where Element: Sendable {}
