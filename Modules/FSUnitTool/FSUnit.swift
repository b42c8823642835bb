/// A unit of one physical dimension, defined exactly relative to the dimension's base unit.
///
/// A value `v` in this unit is `(v + shift) × numerator / denominator` base units. Most units
/// have no shift, and a ratio of two exactly representable numbers (1 foot = 3048 / 10000 m,
/// 1 亩 = 10000 / 15 m²), so the definition in the source is the statutory one, digit for
/// digit. Temperatures use the shift (°F = (v + 459.67) × 5 / 9 K).
///
/// ```swift
/// FSUnit.jin.convert(3, to: .kilogram)     // 1.5
/// FSUnit.mile.convert(1, to: .kilometer)   // 1.609344
/// // FSUnit.jin.convert(3, to: .meter)     // does not compile: mass vs length
/// ```
///
/// Units are plain values (two static strings and three numbers), so converting allocates
/// nothing and costs a few floating-point operations.
public struct FSUnit<Dimension: FSDimension>: Sendable, Hashable, CustomStringConvertible {
    /// The unit's symbol, as printed after a value: `kg`, `斤`, `°F`.
    public let symbol: StaticString
    /// The unit's name in English: `kilogram`, `jin`, `degree Fahrenheit`.
    public let name: StaticString
    /// Base units per unit, as a ratio: numerator…
    public let numerator: Double
    /// …over denominator.
    public let denominator: Double
    /// Added to a value before scaling to the base unit (temperatures only).
    public let shift: Double

    /// Defines a unit as `(value + shift) × numerator / denominator` base units.
    ///
    /// Use exactly representable numbers (integers, or decimals such as 0.3048) so the
    /// definition stays exact; a denominator carries divisions such as 1/3 or 5/9.
    @inlinable
    public init(
        symbol: StaticString, name: StaticString, _ numerator: Double, per denominator: Double = 1, shift: Double = 0
    ) {
        self.symbol = symbol
        self.name = name
        self.numerator = numerator
        self.denominator = denominator
        self.shift = shift
    }

    /// The value in the dimension's base unit.
    @inlinable
    public func baseValue(of value: Double) -> Double {
        (value + shift) * numerator / denominator
    }

    /// The value in this unit of `baseValue` base units.
    @inlinable
    public func value(fromBase baseValue: Double) -> Double {
        baseValue * denominator / numerator - shift
    }

    /// `value` of this unit expressed in `other` (the original `C2K`, `kg2jin`, … in one call).
    ///
    /// - Complexity: O(1); no allocation.
    @inlinable
    public func convert(_ value: Double, to other: FSUnit<Dimension>) -> Double {
        if shift == 0 && other.shift == 0 {
            // One ratio: the products of exact definitions are usually exact themselves.
            return value * (numerator * other.denominator) / (denominator * other.numerator)
        }
        return other.value(fromBase: baseValue(of: value))
    }

    /// The symbol, e.g. `kg`.
    public var description: String { symbol.description }

    /// Units are equal when they have the same symbol and definition.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.symbol.description == rhs.symbol.description && lhs.numerator == rhs.numerator
            && lhs.denominator == rhs.denominator && lhs.shift == rhs.shift
    }

    /// Hashes the symbol and definition, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(symbol.description)
        hasher.combine(numerator / denominator)
        hasher.combine(shift)
    }
}
