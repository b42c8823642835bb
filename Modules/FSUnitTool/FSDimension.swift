/// A physical dimension: the type parameter that keeps masses apart from lengths.
///
/// Each dimension has a base unit — the same one Foundation's matching `Dimension` uses, so
/// bridging is exact — and a catalog of the units FSUnitTool defines, with the names and
/// aliases that parsing accepts.
public protocol FSDimension: Sendable {
    /// The dimension's name in English, e.g. `mass`.
    static var name: String { get }

    /// The unit whose value is the base value: kilogram, metre, kelvin, ….
    static var baseUnit: FSUnit<Self> { get }

    /// Every unit defined for the dimension, each with the extra names parsing accepts.
    static var catalog: [FSUnitEntry<Self>] { get }
}

/// A unit and the names it is known by when parsing, besides its symbol and name.
public struct FSUnitEntry<Dimension: FSDimension>: Sendable {
    /// The unit.
    public let unit: FSUnit<Dimension>
    /// Other spellings: Chinese names, plurals, ASCII forms of symbols.
    public let aliases: [String]

    /// A unit with extra names.
    public init(_ unit: FSUnit<Dimension>, _ aliases: [String] = []) {
        self.unit = unit
        self.aliases = aliases
    }

    /// Whether `text` names this unit: the symbol or an alias exactly, or the English name
    /// (or its plural) in any case.
    func matches(_ text: String) -> Bool {
        if text == unit.symbol.description || aliases.contains(text) { return true }
        let lower = text.lowercased()
        let name = unit.name.description.lowercased()
        return lower == name || lower == name + "s" || lower == name + "es"
    }
}

/// Length; base unit the metre.
public enum FSLength: FSDimension {
    /// `length`
    public static let name = "length"
    /// The metre.
    public static var baseUnit: FSUnit<FSLength> { .meter }
}

/// Mass; base unit the kilogram.
public enum FSMass: FSDimension {
    /// `mass`
    public static let name = "mass"
    /// The kilogram.
    public static var baseUnit: FSUnit<FSMass> { .kilogram }
}

/// Area; base unit the square metre.
public enum FSArea: FSDimension {
    /// `area`
    public static let name = "area"
    /// The square metre.
    public static var baseUnit: FSUnit<FSArea> { .squareMeter }
}

/// Volume; base unit the litre (as in Foundation's `UnitVolume`).
public enum FSVolume: FSDimension {
    /// `volume`
    public static let name = "volume"
    /// The litre.
    public static var baseUnit: FSUnit<FSVolume> { .liter }
}

/// Temperature; base unit the kelvin.
public enum FSTemperature: FSDimension {
    /// `temperature`
    public static let name = "temperature"
    /// The kelvin.
    public static var baseUnit: FSUnit<FSTemperature> { .kelvin }
}

/// Speed; base unit the metre per second.
public enum FSSpeed: FSDimension {
    /// `speed`
    public static let name = "speed"
    /// The metre per second.
    public static var baseUnit: FSUnit<FSSpeed> { .meterPerSecond }
}

/// Plane angle; base unit the degree (as in Foundation's `UnitAngle`).
public enum FSAngle: FSDimension {
    /// `angle`
    public static let name = "angle"
    /// The degree.
    public static var baseUnit: FSUnit<FSAngle> { .degree }
}

/// Pressure; base unit the pascal.
public enum FSPressure: FSDimension {
    /// `pressure`
    public static let name = "pressure"
    /// The pascal.
    public static var baseUnit: FSUnit<FSPressure> { .pascal }
}

/// Energy; base unit the joule.
public enum FSEnergy: FSDimension {
    /// `energy`
    public static let name = "energy"
    /// The joule.
    public static var baseUnit: FSUnit<FSEnergy> { .joule }
}

/// Power; base unit the watt.
public enum FSPower: FSDimension {
    /// `power`
    public static let name = "power"
    /// The watt.
    public static var baseUnit: FSUnit<FSPower> { .watt }
}

/// Information storage; base unit the bit (as in Foundation's `UnitInformationStorage`).
public enum FSInformationStorage: FSDimension {
    /// `information`
    public static let name = "information"
    /// The bit.
    public static var baseUnit: FSUnit<FSInformationStorage> { .bit }
}

/// Duration; base unit the second (as in Foundation's `UnitDuration`). Not `FSDuration`, the
/// name of FSTimeEmbellisher's duration formatter.
public enum FSTimeSpan: FSDimension {
    /// `duration`
    public static let name = "duration"
    /// The second.
    public static var baseUnit: FSUnit<FSTimeSpan> { .second }
}

/// Frequency; base unit the hertz.
public enum FSFrequency: FSDimension {
    /// `frequency`
    public static let name = "frequency"
    /// The hertz.
    public static var baseUnit: FSUnit<FSFrequency> { .hertz }
}
