extension Comparable {
    /// The value limited to `bounds`; a value not equal to itself (NaN) becomes the lower
    /// bound.
    ///
    /// FSNumberTool's public `clamped(to:)` is the same function for users; this one serves
    /// the modules that do not depend on FSNumberTool. A module that imports both has only
    /// FSNumberTool's in scope where it does not also import FSInternal.
    @inlinable
    package func clamped(to bounds: ClosedRange<Self>) -> Self {
        self != self ? bounds.lowerBound : Swift.min(Swift.max(self, bounds.lowerBound), bounds.upperBound)
    }
}
