extension Comparable {
    /// The value limited to `bounds` (the original `limitIn`).
    ///
    /// ```swift
    /// 120.clamped(to: 0...100)      // 100
    /// Double.nan.clamped(to: 0...1) // 0
    /// ```
    ///
    /// A value that is not equal to itself (a floating-point NaN) becomes the lower bound, so
    /// the result always lies in `bounds`.
    @inlinable
    public func clamped(to bounds: ClosedRange<Self>) -> Self {
        if self != self { return bounds.lowerBound }
        return Swift.min(Swift.max(self, bounds.lowerBound), bounds.upperBound)
    }

    /// The value raised to at least `bounds.lowerBound` (the original `limitMin`); NaN becomes
    /// the bound.
    @inlinable
    public func clamped(to bounds: PartialRangeFrom<Self>) -> Self {
        self != self ? bounds.lowerBound : Swift.max(self, bounds.lowerBound)
    }

    /// The value lowered to at most `bounds.upperBound` (the original `limitMax`); NaN becomes
    /// the bound.
    @inlinable
    public func clamped(to bounds: PartialRangeThrough<Self>) -> Self {
        self != self ? bounds.upperBound : Swift.min(self, bounds.upperBound)
    }
}
