/// A double-ended vector: O(1) push and pop at both ends, O(1) indexing, optionally bounded,
/// with the original FrameworkStruct cursor.
///
/// `FSVector` is a value type backed by a copy-on-write ring buffer. Unlike the original it
/// does not require `Equatable` elements; searching (`firstIndex(of:)`, ``remove(_:)``) is
/// available when they are.
///
/// ```swift
/// var tabs: FSVector = ["home", "search"]
/// tabs.pushFront("login")
/// tabs.pushBack("profile")
/// tabs[1]                  // "home"
/// tabs.popFirst()          // "login"
/// tabs.firstIndex(of: "search")  // 1
/// ```
///
/// It is a `RandomAccessCollection` and a `MutableCollection`, so every standard algorithm
/// that reads or reorders works on it, and it has `RangeReplaceableCollection`'s methods
/// (`append`, `insert(_:at:)`, `replaceSubrange(_:with:)`, `remove(at:)`, …) with the bound
/// applied. It does not conform to that protocol, whose generic algorithms count on every
/// insertion adding an element: a full bounded vector drops or refuses one. Call
/// `Array(vector)` where a `RangeReplaceableCollection` is needed. Equality, hashing and
/// iteration consider the elements only: the cursor and the bound are not part of the value
/// (like capacity).
@frozen
public struct FSVector<Element> {
    @usableFromInline var _ring: _FSRing<Element>
    @usableFromInline var _limit: _FSLimit?
    @usableFromInline var _cursor: Int

    /// Creates an empty, unbounded vector.
    ///
    /// - Complexity: O(1)
    @inlinable
    public init() {
        _ring = _FSRing()
        _limit = nil
        _cursor = 0
    }

    /// Creates an empty vector that holds at most `maxCount` elements.
    ///
    /// - Parameters:
    ///   - maxCount: The largest number of elements the vector keeps; must not be negative.
    ///   - overflowPolicy: What an insertion does when the vector is full. `.dropOldest`
    ///     evicts from the opposite end: the first element, or the last one when inserting
    ///     at the front. `.reject` refuses the insertion.
    /// - Complexity: O(1)
    @inlinable
    public init(maxCount: Int, overflowPolicy: FSOverflowPolicy = .dropOldest) {
        self.init()
        _limit = _FSLimit(maxCount: maxCount, policy: overflowPolicy)
    }

    /// Creates an unbounded vector holding `elements` in order.
    ///
    /// - Complexity: O(*n*)
    @inlinable
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        self.init()
        _ring = _FSRing(elements)
    }

    /// The largest number of elements a bounded vector keeps, or `nil` when unbounded.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var maxCount: Int? { _limit?.maxCount }

    /// What a bounded vector does when full, or `nil` when unbounded.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var overflowPolicy: FSOverflowPolicy? { _limit?.policy }

    /// Whether a bounded vector holds ``maxCount`` elements; always `false` when unbounded.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var isFull: Bool { _ring.isFull(under: _limit) }

    /// The number of elements the vector can hold before it must reallocate.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var capacity: Int { _ring.capacity }

    /// Adds `element` at the front.
    ///
    /// When a bounded vector is full, `.dropOldest` first removes the last element and
    /// `.reject` leaves the vector unchanged.
    ///
    /// - Returns: `false` if a full bounded vector rejected the element, else `true`.
    /// - Complexity: O(1) amortized.
    @inlinable
    @discardableResult
    public mutating func pushFront(_ element: Element) -> Bool {
        if let _limit, !_ring.makeRoom(under: _limit, evictingFirst: false) { return false }
        _ring.prepend(element)
        return true
    }

    /// Adds `element` at the back.
    ///
    /// When a bounded vector is full, `.dropOldest` first removes the first element and
    /// `.reject` leaves the vector unchanged.
    ///
    /// - Returns: `false` if a full bounded vector rejected the element, else `true`.
    /// - Complexity: O(1) amortized.
    @inlinable
    @discardableResult
    public mutating func pushBack(_ element: Element) -> Bool {
        if let _limit, !_ring.makeRoom(under: _limit, evictingFirst: true) { return false }
        _ring.append(element)
        return true
    }

    /// Removes and returns the first element, or `nil` when empty.
    ///
    /// - Complexity: O(1)
    @inlinable
    @discardableResult
    public mutating func popFirst() -> Element? {
        _ring.popFirst()
    }

    /// Removes and returns the last element, or `nil` when empty.
    ///
    /// - Complexity: O(1)
    @inlinable
    @discardableResult
    public mutating func popLast() -> Element? {
        _ring.popLast()
    }

    /// The element at `index`, or `nil` when `index` is out of bounds (the original
    /// `itemAt(_:)`).
    ///
    /// - Complexity: O(1)
    @inlinable
    public func element(at index: Int) -> Element? {
        index >= 0 && index < _ring.count ? _ring[index] : nil
    }

    /// Makes room for at least `minimumCapacity` elements without further allocation.
    ///
    /// - Complexity: O(*n*) when it reallocates, else O(1).
    @inlinable
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        _ring.reserveCapacity(minimumCapacity)
    }
}

extension FSVector: Sendable where Element: Sendable {}

extension FSVector where Element: Equatable {
    /// Removes the first element equal to `element` (the original `pop(item:)`).
    ///
    /// - Returns: Whether an element was found and removed.
    /// - Complexity: O(*n*)
    @inlinable
    @discardableResult
    public mutating func remove(_ element: Element) -> Bool {
        guard let index = firstIndex(of: element) else { return false }
        _ = _ring.remove(at: index)
        return true
    }
}
