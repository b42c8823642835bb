extension BinaryFloatingPoint {
    /// Whether `self` and `other` are equal within a relative or an absolute tolerance —
    /// Python's `math.isclose`, with the same tolerances giving the same answers.
    ///
    /// The test is `|self − other| ≤ max(absoluteTolerance, relativeTolerance × max(|self|, |other|))`.
    /// A fixed epsilon (the original `doubleEqual`) is too strict for large magnitudes —
    /// `1e20` and its successor differ by 16384 — and too loose for small ones, where every
    /// value below epsilon compares equal. The relative term scales with the operands; the
    /// absolute term is for comparisons with zero, where no relative tolerance can help.
    ///
    /// ```swift
    /// (0.1 + 0.2).isClose(to: 0.3)                 // true
    /// 1e20.isClose(to: 1e20 + 16384)               // true
    /// 1e-20.isClose(to: 0)                         // false
    /// 1e-20.isClose(to: 0, absoluteTolerance: 1e-12)  // true
    /// ```
    ///
    /// - Parameters:
    ///   - other: The value to compare with.
    ///   - relativeTolerance: A fraction of the larger magnitude; the default, the square root
    ///     of the type's epsilon, keeps about half the significant digits.
    ///   - absoluteTolerance: A difference that is always accepted; 0 by default.
    /// - Returns: `false` whenever either value is NaN; infinities equal only themselves.
    public func isClose(
        to other: Self,
        relativeTolerance: Self = Self.ulpOfOne.squareRoot(),
        absoluteTolerance: Self = 0
    ) -> Bool {
        guard isFinite && other.isFinite else { return self == other }
        let difference = (self - other).magnitude
        return difference <= Swift.max(absoluteTolerance, relativeTolerance * Swift.max(magnitude, other.magnitude))
    }

    /// The number of representable values between `self` and `other` (0 when equal, 1 for
    /// neighbours), or `nil` when either is NaN or the format is wider than 64 bits
    /// (`Float80`). +0 and −0 are 0 apart.
    ///
    /// ```swift
    /// 1.0.ulpDistance(to: 1.0.nextUp)   // 1
    /// ```
    ///
    /// - Complexity: O(1)
    public func ulpDistance(to other: Self) -> UInt64? {
        guard !isNaN && !other.isNaN, let a = orderedBits, let b = other.orderedBits else { return nil }
        // The true difference is below 2^64, so the wrapped difference read unsigned is exact.
        return a >= b ? UInt64(bitPattern: a &- b) : UInt64(bitPattern: b &- a)
    }

    /// Whether `other` is at most `ulps` representable values away.
    ///
    /// - Returns: `false` when either value is NaN.
    public func isWithin(ulps: UInt64, of other: Self) -> Bool {
        guard let distance = ulpDistance(to: other) else { return false }
        return distance <= ulps
    }

    /// The value's position on a line of all representable values, monotonic in the value,
    /// for formats of up to 64 bits.
    private var orderedBits: Int64? {
        guard Self.exponentBitCount + Self.significandBitCount < 64 else { return nil }
        let magnitudeBits =
            Int64(truncatingIfNeeded: UInt64(exponentBitPattern)) << Self.significandBitCount
            | Int64(truncatingIfNeeded: UInt64(significandBitPattern))
        return sign == .minus ? -magnitudeBits : magnitudeBits
    }
}

extension BinaryInteger {
    /// Whether the integer is divisible by 2.
    @inlinable
    public var isEven: Bool { self & 1 == 0 }

    /// Whether the integer is not divisible by 2.
    @inlinable
    public var isOdd: Bool { self & 1 != 0 }
}

extension BinaryFloatingPoint {
    /// Whether the value is finite and has no fractional part (`3.0`, `-0.0`, `1e300`).
    @inlinable
    public var isInteger: Bool { isFinite && rounded(.towardZero) == self }
}

extension Comparable {
    /// Whether `self` lies between `a` and `b`, both included, in either order (the original
    /// `numberIn(_:lhs:rhs:)`).
    ///
    /// ```swift
    /// 5.isBetween(10, and: 1)   // true
    /// ```
    @inlinable
    public func isBetween(_ a: Self, and b: Self) -> Bool {
        a <= b ? (a <= self && self <= b) : (b <= self && self <= a)
    }
}
