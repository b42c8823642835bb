extension FixedWidthInteger {
    /// The sum, saturated at the type's bounds instead of trapping or wrapping: for times, a
    /// delay of centuries must stay in the future, not come round into the past.
    @inlinable
    package func saturatingAdding(_ other: Self) -> Self {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other < 0 ? .min : .max) : sum
    }

    /// The difference, saturated at the type's bounds instead of trapping or wrapping.
    @inlinable
    package func saturatingSubtracting(_ other: Self) -> Self {
        let (difference, overflow) = subtractingReportingOverflow(other)
        return overflow ? (other > 0 ? .min : .max) : difference
    }

    /// The product, saturated at the type's bounds instead of trapping or wrapping: for sizes a
    /// file claims, a product past the type's range means "more than anything".
    @inlinable
    package func saturatingMultiplied(by other: Self) -> Self {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? ((self < 0) != (other < 0) ? .min : .max) : product
    }
}
