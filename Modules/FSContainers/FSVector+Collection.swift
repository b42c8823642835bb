extension FSVector: RandomAccessCollection, MutableCollection {
    /// The position of the first element: always 0.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var startIndex: Int { 0 }

    /// One past the last element: the number of elements.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var endIndex: Int { _ring.count }

    /// The number of elements in the vector.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var count: Int { _ring.count }

    /// Whether the vector has no elements.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var isEmpty: Bool { _ring.count == 0 }

    /// Reads or replaces the element at `position`; traps when out of bounds. Use
    /// ``element(at:)`` for a lookup that may miss.
    ///
    /// - Complexity: O(1), plus O(*n*) for the first write to storage shared with a copy.
    @inlinable
    public subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < _ring.count, "FSVector index out of range")
            return _ring[position]
        }
        _modify {
            precondition(position >= 0 && position < _ring.count, "FSVector index out of range")
            yield &_ring[position]
        }
    }
}

// Not a `RangeReplaceableCollection`: that protocol promises that `append` adds an element and
// `insert` inserts one, which a full bounded vector does not do, and generic code relying on it
// would silently lose elements. The same methods, with the bound applied, are members here.
extension FSVector {
    /// Replaces the elements in `subrange` with `newElements`, then applies the bound.
    ///
    /// A bounded vector with `.dropOldest` evicts any excess from the end opposite the
    /// change (from the back when `subrange` starts at 0, else from the front); with
    /// `.reject` it inserts only as many leading new elements as fit.
    ///
    /// - Complexity: O(*n* + *m*), where *m* is the number of new elements.
    @inlinable
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
    where C.Element == Element {
        precondition(subrange.lowerBound >= 0 && subrange.upperBound <= _ring.count, "FSVector range out of bounds")
        guard let _limit else {
            _ring.replaceSubrange(subrange, with: newElements)
            return
        }
        let kept = _ring.count - subrange.count
        switch _limit.policy {
        case .reject:
            _ring.replaceSubrange(subrange, with: newElements.prefix(Swift.max(0, _limit.maxCount - kept)))
        case .dropOldest:
            _ring.replaceSubrange(subrange, with: newElements)
            let excess = _ring.count - _limit.maxCount
            guard excess > 0 else { return }
            if subrange.lowerBound == 0 && kept > 0 { _ring.removeLast(excess) } else { _ring.removeFirst(excess) }
        }
    }

    /// Adds `newElement` at the back, like ``pushBack(_:)``.
    ///
    /// - Complexity: O(1) amortized.
    @inlinable
    public mutating func append(_ newElement: Element) {
        pushBack(newElement)
    }

    /// Adds `newElements` at the back in order, applying the bound after each one.
    ///
    /// - Complexity: O(*m*) amortized, where *m* is the number of new elements.
    @inlinable
    public mutating func append<S: Sequence>(contentsOf newElements: S) where S.Element == Element {
        if _limit == nil { _ring.reserveCapacity(_ring.count + newElements.underestimatedCount) }
        for element in newElements { pushBack(element) }
    }

    /// Inserts `newElement` at `i`, shifting whichever side is shorter.
    ///
    /// When a bounded vector is full, `.dropOldest` evicts the first element (the last one
    /// when `i` is 0) and `.reject` leaves the vector unchanged.
    ///
    /// - Complexity: O(min(*i*, *n* − *i*)) amortized.
    @inlinable
    public mutating func insert(_ newElement: Element, at i: Int) {
        precondition(i >= 0 && i <= _ring.count, "FSVector index out of range")
        let wasFull = isFull
        if let _limit, !_ring.makeRoom(under: _limit, evictingFirst: i != 0) { return }
        _ring.insert(newElement, at: wasFull && i != 0 ? i - 1 : i)
    }

    /// Removes and returns the element at `i`, closing the gap from the shorter side.
    ///
    /// - Complexity: O(min(*i*, *n* − *i*))
    @inlinable
    @discardableResult
    public mutating func remove(at i: Int) -> Element {
        precondition(i >= 0 && i < _ring.count, "FSVector index out of range")
        return _ring.remove(at: i)
    }

    /// Removes every element for which `shouldBeRemoved` is `true`, keeping the rest in order.
    ///
    /// - Complexity: O(*n*)
    @inlinable
    public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
        let kept = try filter { try !shouldBeRemoved($0) }
        guard kept.count < _ring.count else { return }
        _ring = _FSRing(kept)
    }

    /// Removes and returns the first element; traps when empty (see ``popFirst()``).
    ///
    /// - Complexity: O(1)
    @inlinable
    @discardableResult
    public mutating func removeFirst() -> Element {
        precondition(_ring.count > 0, "removeFirst() on an empty FSVector")
        return _ring.removeFirst()
    }

    /// Removes and returns the last element; traps when empty (see ``popLast()``).
    ///
    /// - Complexity: O(1)
    @inlinable
    @discardableResult
    public mutating func removeLast() -> Element {
        precondition(_ring.count > 0, "removeLast() on an empty FSVector")
        return _ring.removeLast()
    }

    /// Removes the first `k` elements.
    ///
    /// - Complexity: O(*k*)
    @inlinable
    public mutating func removeFirst(_ k: Int) {
        precondition(k >= 0 && k <= _ring.count, "FSVector cannot remove more elements than it has")
        _ring.removeFirst(k)
    }

    /// Removes the last `k` elements.
    ///
    /// - Complexity: O(*k*)
    @inlinable
    public mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= _ring.count, "FSVector cannot remove more elements than it has")
        _ring.removeLast(k)
    }

    /// Removes every element and rewinds the cursor; the bound is kept.
    ///
    /// - Parameter keepCapacity: Whether to keep the storage for reuse.
    /// - Complexity: O(*n*)
    @inlinable
    public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
        _ring.removeAll(keepingCapacity: keepCapacity)
        _cursor = 0
    }
}
