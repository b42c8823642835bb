extension FSVector {
    /// The index the original FrameworkStruct cursor reads next with ``next()``.
    ///
    /// The cursor is a plain index: inserting or removing elements does not move it, so after
    /// a mutation it may point at a different element or past the end.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var cursor: Int { _cursor }

    /// Returns the element at the cursor and advances the cursor; at the end, returns `nil`
    /// and rewinds the cursor to the first element (the original semantics).
    ///
    /// ```swift
    /// var steps: FSVector = ["a", "b"]
    /// steps.next()  // "a"
    /// steps.next()  // "b"
    /// steps.next()  // nil, and the cursor is back at "a"
    /// steps.next()  // "a"
    /// ```
    ///
    /// - Complexity: O(1)
    @inlinable
    public mutating func next() -> Element? {
        guard _cursor < _ring.count else {
            _cursor = 0
            return nil
        }
        defer { _cursor += 1 }
        return _ring[_cursor]
    }

    /// Rewinds the cursor to the first element.
    ///
    /// - Complexity: O(1)
    @inlinable
    public mutating func moveToFront() {
        _cursor = 0
    }
}
