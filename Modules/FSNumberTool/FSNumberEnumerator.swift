/// An arithmetic progression — `start`, `start + step`, … up to `end` — as a random-access
/// collection, with the original `NumberEnumerator`'s cursor.
///
/// ```swift
/// let prices = try FSNumberEnumerator(from: 0.0, through: 1.0, by: 0.1)
/// prices.count         // 11
/// prices[3]            // 0.30000000000000004 (= 0.0 + 3 × 0.1), computed, not summed
/// Array(try FSNumberEnumerator(from: 10, through: 1, by: -3))   // [10, 7, 4, 1]
///
/// var pages = try FSNumberEnumerator(from: 1, through: 3, by: 1)
/// pages.next()   // 1
/// pages.next()   // 2
/// pages.reset()
/// pages.next()   // 1
/// ```
///
/// The *i*-th value is computed as `start + i × step`, so floating-point error does not
/// accumulate over a long progression as it does when a running total adds the step again
/// and again. The step's sign sets the direction (the original was ascending only); when
/// `end` lies the other way, the progression is empty. For floating-point values, `end` is
/// included when the last step lands within a few ULPs of it, so `0 through 1 by 0.1` has
/// 11 values although `1.0 / 0.1` is not exactly 10 in binary.
public struct FSNumberEnumerator<Value: Numeric & Comparable & Sendable>: Sendable {
    /// The first value.
    public let start: Value
    /// The difference between consecutive values; never zero.
    public let step: Value
    /// The number of values.
    public let count: Int
    private let value: @Sendable (Value, Value, Int) -> Value
    /// The index ``next()`` reads.
    public private(set) var cursor = 0

    /// The progression of integers from `start` through `end` by `step`.
    ///
    /// - Throws: ``FSNumberToolError/zeroStep`` when `step` is 0, ``FSNumberToolError/overflow``
    ///   when the count does not fit in `Int`.
    public init(from start: Value, through end: Value, by step: Value) throws(FSNumberToolError)
    where Value: FixedWidthInteger {
        guard step != 0 else { throw .zeroStep }
        self.start = start
        self.step = step
        let ascending = step > 0
        guard ascending ? start <= end : start >= end else {
            count = 0
            value = { start, _, _ in start }
            return
        }
        // Differences and products are taken in the unsigned type of the same width, where
        // they cannot overflow; wrapping back gives the exact in-range value.
        let distance =
            ascending
            ? Value.Magnitude(truncatingIfNeeded: end &- start) : Value.Magnitude(truncatingIfNeeded: start &- end)
        guard let count = Int(exactly: distance / step.magnitude), count < Int.max else { throw .overflow }
        self.count = count + 1
        value = { start, step, index in
            let offset = Value(truncatingIfNeeded: Value.Magnitude(truncatingIfNeeded: index) &* step.magnitude)
            return step > 0 ? start &+ offset : start &- offset
        }
    }

    /// The progression of floating-point values from `start` through `end` by `step`.
    ///
    /// - Throws: ``FSNumberToolError/zeroStep`` when `step` is 0, ``FSNumberToolError/nonFinite`` when
    ///   a bound or the step is NaN or infinite, ``FSNumberToolError/overflow`` when the count
    ///   does not fit in `Int` or cannot be represented exactly in `Value`.
    public init(from start: Value, through end: Value, by step: Value) throws(FSNumberToolError)
    where Value: BinaryFloatingPoint {
        guard start.isFinite && end.isFinite && step.isFinite else { throw .nonFinite }
        guard step != 0 else { throw .zeroStep }
        self.start = start
        self.step = step
        value = { start, step, index in start + Value(index) * step }
        let quotient = (end - start) / step
        guard quotient >= 0 else {
            count = 0
            return
        }
        // 2^significandBitCount: beyond it, consecutive indices are no longer distinct values.
        let exactLimit = Value(sign: .plus, exponent: Value.Exponent(Value.significandBitCount), significand: 1)
        guard quotient.isFinite, quotient < exactLimit, quotient < Value(Int.max) else { throw .overflow }
        let nearest = quotient.rounded()
        let steps = quotient.isWithin(ulps: 4, of: nearest) ? nearest : quotient.rounded(.down)
        count = Int(steps) + 1
    }

    /// Returns the value at the cursor and advances it; past the last value, returns `nil`
    /// and stays at the end until ``reset()``.
    public mutating func next() -> Value? {
        guard cursor < count else { return nil }
        defer { cursor += 1 }
        return self[cursor]
    }

    /// Whether the cursor has passed the last value (the original `isOver`).
    public var isOver: Bool { cursor >= count }

    /// Moves the cursor back to the first value.
    public mutating func reset() {
        cursor = 0
    }
}

extension FSNumberEnumerator: RandomAccessCollection {
    /// The index of the first value: 0.
    public var startIndex: Int { 0 }

    /// The number of values.
    public var endIndex: Int { count }

    /// The value at `index`, `start + index × step` (the original `enumAt(_:)`); traps when
    /// out of bounds — use ``value(at:)`` for a lookup that may miss.
    ///
    /// - Complexity: O(1)
    public subscript(index: Int) -> Value {
        precondition(index >= 0 && index < count, "FSNumberEnumerator index out of range")
        return value(start, step, index)
    }

    /// The value at `index`, or `nil` when out of bounds.
    public func value(at index: Int) -> Value? {
        index >= 0 && index < count ? value(start, step, index) : nil
    }
}
