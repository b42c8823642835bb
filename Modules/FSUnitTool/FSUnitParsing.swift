import Foundation

extension FSUnit {
    /// The unit of this dimension named `name`: its symbol (`kg`, `斤`), its English name in
    /// any case, singular or plural (`Kilograms`), or an alias from the dimension's catalog
    /// (`公斤`, `lbs`).
    ///
    /// - Throws: ``FSUnitToolError/dimensionMismatch(unit:expected:found:)`` when `name` is a unit
    ///   of another dimension, ``FSUnitToolError/unknownUnit(_:)`` when it is no unit at all.
    public init(named name: String) throws(FSUnitToolError) {
        let trimmed = name.trimmingWhitespace()
        if let entry = Dimension.catalog.first(where: { $0.matches(trimmed) }) {
            self = entry.unit
            return
        }
        if let other = FSAnyUnit.dimensions(named: trimmed).first {
            throw .dimensionMismatch(unit: trimmed, expected: Dimension.name, found: other)
        }
        throw .unknownUnit(trimmed)
    }
}

extension FSQuantity {
    /// Parses a number followed by a unit of this dimension: `"3斤"`, `"2.5 km/h"`,
    /// `"10 °F"`, `"1.5亩"`, `"−40℃"`, `"１２ 公斤"`.
    ///
    /// The number may have a sign (`-`, `+`, `−`), a decimal point and an exponent; full-width
    /// digits and signs are read as ASCII. Spaces between number and unit are optional.
    ///
    /// - Throws: ``FSUnitToolError/invalidNumber(_:)``, ``FSUnitToolError/missingUnit(_:)``,
    ///   ``FSUnitToolError/unknownUnit(_:)`` or ``FSUnitToolError/dimensionMismatch(unit:expected:found:)``.
    public init(parsing text: String) throws(FSUnitToolError) {
        let (value, unitText) = try splitQuantity(text)
        self.init(value, try FSUnit<Dimension>(named: unitText))
    }
}

/// Splits `"2.5 km/h"` into 2.5 and `"km/h"`.
func splitQuantity(_ text: String) throws(FSUnitToolError) -> (Double, String) {
    let folded = String(String.UnicodeScalarView(text.trimmingWhitespace().unicodeScalars.map(foldFullWidth)))
    let numberCharacters = Set("0123456789+-.eE")
    var prefix = String(folded.prefix { numberCharacters.contains($0) })
    // Shrink past a trailing "e" or sign that belongs to the unit ("5em" is not 5e…).
    while !prefix.isEmpty && Double(prefix) == nil { prefix.removeLast() }
    guard let value = Double(prefix), value.isFinite else { throw .invalidNumber(text) }
    let unit = String(folded.dropFirst(prefix.count)).trimmingWhitespace()
    guard !unit.isEmpty else { throw .missingUnit(text) }
    return (value, unit)
}

/// Full-width digits, signs and point (U+FF10…) to ASCII, U+2212 MINUS SIGN to `-`.
private func foldFullWidth(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0xFF10...0xFF19, 0xFF0B, 0xFF0D, 0xFF0E: Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar
    case 0x2212: "-"
    default: scalar
    }
}

extension String {
    func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}

/// A unit of any dimension, for code that learns the units at run time: a command line, a
/// configuration file.
///
/// ```swift
/// let result = try FSAnyUnit.convert(3, from: "jin", to: "kg")   // (1.5, "kg")
/// FSAnyUnit.all.filter { $0.dimension == "area" }.map(\.symbol)  // ["m²", "km²", …]
/// ```
public struct FSAnyUnit: Sendable, Hashable {
    /// The dimension's name: `mass`, `length`, ….
    public let dimension: String
    /// The unit's symbol.
    public let symbol: String
    /// The unit's English name.
    public let name: String
    /// The other names parsing accepts.
    public let aliases: [String]
    private let numerator: Double
    private let denominator: Double
    private let shift: Double

    init<D: FSDimension>(_ entry: FSUnitEntry<D>) {
        dimension = D.name
        symbol = entry.unit.symbol.description
        name = entry.unit.name.description
        aliases = entry.aliases
        numerator = entry.unit.numerator
        denominator = entry.unit.denominator
        shift = entry.unit.shift
        matcher = entry.matches
    }

    private let matcher: @Sendable (String) -> Bool

    /// Every unit of every dimension, dimension by dimension.
    public static let all: [FSAnyUnit] = {
        func units<D: FSDimension>(_: D.Type) -> [FSAnyUnit] { D.catalog.map(FSAnyUnit.init) }
        return units(FSLength.self) + units(FSMass.self) + units(FSArea.self) + units(FSVolume.self)
            + units(FSTemperature.self) + units(FSSpeed.self) + units(FSAngle.self) + units(FSPressure.self)
            + units(FSEnergy.self) + units(FSPower.self)
    }()

    /// The units named `name`, in any dimension (a few names, such as `分` or `pt`, exist in
    /// more than one).
    public static func units(named name: String) -> [FSAnyUnit] {
        let trimmed = name.trimmingWhitespace()
        return all.filter { $0.matcher(trimmed) }
    }

    static func dimensions(named name: String) -> [String] {
        units(named: name).map(\.dimension)
    }

    /// Converts `value` between two units named at run time. When a name exists in several
    /// dimensions, the dimension the two names share is used.
    ///
    /// - Returns: The converted value and the target unit's symbol.
    /// - Throws: ``FSUnitToolError/unknownUnit(_:)`` for a name no unit has,
    ///   ``FSUnitToolError/dimensionMismatch(unit:expected:found:)`` when the units measure
    ///   different dimensions.
    public static func convert(
        _ value: Double, from source: String, to target: String
    ) throws(FSUnitToolError) -> (value: Double, symbol: String) {
        let sources = units(named: source)
        let targets = units(named: target)
        guard let firstSource = sources.first else { throw .unknownUnit(source) }
        guard let firstTarget = targets.first else { throw .unknownUnit(target) }
        for from in sources {
            if let to = targets.first(where: { $0.dimension == from.dimension }) {
                let base = (value + from.shift) * from.numerator / from.denominator
                return (base * to.denominator / to.numerator - to.shift, to.symbol)
            }
        }
        throw .dimensionMismatch(unit: target, expected: firstSource.dimension, found: firstTarget.dimension)
    }

    /// A value followed by a unit symbol as people write it: `1.5 kg`, `3斤`, `98.6°F`.
    ///
    /// The number is shown to 12 significant digits, which hides the last-bit noise of
    /// binary arithmetic (37 °C is 98.59999999999997 °F in `Double`); read the value itself
    /// for full precision. Chinese symbols and degree signs follow the number directly.
    public static func describe(_ value: Double, _ symbol: String) -> String {
        let number = String(format: "%.12g", value)
        let attached = symbol.unicodeScalars.first.map { $0.properties.isIdeographic || $0 == "°" } ?? false
        return attached ? number + symbol : number + " " + symbol
    }

    /// Units are equal when they are the same unit of the same dimension.
    public static func == (lhs: FSAnyUnit, rhs: FSAnyUnit) -> Bool {
        lhs.dimension == rhs.dimension && lhs.symbol == rhs.symbol && lhs.name == rhs.name
    }

    /// Hashes the dimension, symbol and name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(dimension)
        hasher.combine(symbol)
        hasher.combine(name)
    }
}
