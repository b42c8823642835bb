internal import FSInternal

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
            + units(FSEnergy.self) + units(FSPower.self) + units(FSInformationStorage.self) + units(FSTimeSpan.self)
            + units(FSFrequency.self)
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
        let number = Platform.formatted(value, significantDigits: 12)
        return attachesSymbol(symbol) ? number + symbol : number + " " + symbol
    }

    /// Whether the symbol follows the number directly: Chinese symbols and degree signs.
    static func attachesSymbol(_ symbol: String) -> Bool {
        symbol.unicodeScalars.first.map { $0.properties.isIdeographic || $0 == "°" } ?? false
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
