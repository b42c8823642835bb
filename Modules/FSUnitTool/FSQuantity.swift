/// A value with a unit of a given dimension: `FSQuantity<FSMass>`, `FSQuantity<FSLength>`, ….
///
/// ```swift
/// let rice = FSQuantity(3, .jin)
/// rice.converted(to: .kilogram)            // 1.5 kg
/// rice + FSQuantity(500, .gram)            // 4 斤
/// rice > FSQuantity(1, .kilogram)          // true
/// let fever = try FSQuantity<FSTemperature>(parsing: "39.5 °C")
/// ```
///
/// Quantities of different dimensions are different types, so adding a mass to a length, or
/// converting one into the other, is a compile-time error.
public struct FSQuantity<Dimension: FSDimension>: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The number of units.
    public var value: Double
    /// The unit.
    public var unit: FSUnit<Dimension>

    /// `value` units.
    @inlinable
    public init(_ value: Double, _ unit: FSUnit<Dimension>) {
        self.value = value
        self.unit = unit
    }

    /// The same quantity expressed in `other`.
    ///
    /// - Complexity: O(1); no allocation.
    @inlinable
    public func converted(to other: FSUnit<Dimension>) -> FSQuantity<Dimension> {
        FSQuantity(unit.convert(value, to: other), other)
    }

    /// The quantity in the dimension's base unit.
    @inlinable
    public var baseValue: Double { unit.baseValue(of: value) }

    /// The sum, in the left operand's unit: the right operand is converted, then the values
    /// are added. (For temperatures that adds readings, `10 °C + 50 °F = 20 °C`; add a
    /// difference by giving it in the left operand's unit.)
    public static func + (lhs: Self, rhs: Self) -> Self {
        FSQuantity(lhs.value + rhs.unit.convert(rhs.value, to: lhs.unit), lhs.unit)
    }

    /// The difference, in the left operand's unit, the right operand converted first.
    public static func - (lhs: Self, rhs: Self) -> Self {
        FSQuantity(lhs.value - rhs.unit.convert(rhs.value, to: lhs.unit), lhs.unit)
    }

    /// The quantity scaled by `factor`, in the same unit.
    public static func * (lhs: Self, factor: Double) -> Self {
        FSQuantity(lhs.value * factor, lhs.unit)
    }

    /// Orders by the amount in base units; equal amounts in different units (`1 kg` and
    /// `2 斤`) by the unit, so that `<` is a strict total order that agrees with `==` — of two
    /// quantities exactly one is less, greater or equal. A NaN value is unordered, as a NaN
    /// `Double` is.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        let (left, right) = (lhs.baseValue, rhs.baseValue)
        if left != right { return left < right }
        let (a, b) = (lhs.unit, rhs.unit)
        return (a.symbol.description, a.numerator, a.denominator, a.shift, lhs.value)
            < (b.symbol.description, b.numerator, b.denominator, b.shift, rhs.value)
    }

    /// Equal amounts in the same unit. (`1 kg` and `2 斤` are not `==`; compare
    /// ``baseValue`` or use `<` / `>` for amounts across units.)
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.value == rhs.value && lhs.unit == rhs.unit
    }

    /// Hashes the value and unit, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
        hasher.combine(unit)
    }

    /// The value and symbol, `1.5 kg`; symbols of Chinese units follow the number directly
    /// (`3斤`), as they are written.
    public var description: String {
        FSAnyUnit.describe(value, unit.symbol.description)
    }
}
