/// Why a quantity or unit name could not be understood. Every case names the offending text.
public enum FSUnitError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text does not start with a number (`"kg"`, `"abc"`).
    case invalidNumber(String)
    /// A number with no unit after it.
    case missingUnit(String)
    /// No unit of any dimension has this name.
    case unknownUnit(String)
    /// The unit exists, but measures another dimension than the one asked for.
    case dimensionMismatch(unit: String, expected: String, found: String)

    /// A sentence saying what was wrong.
    public var description: String {
        switch self {
        case .invalidNumber(let text): "no number at the start of \"\(text)\""
        case .missingUnit(let text): "no unit after the number in \"\(text)\""
        case .unknownUnit(let name): "unknown unit \"\(name)\""
        case .dimensionMismatch(let unit, let expected, let found):
            "\"\(unit)\" is a unit of \(found), not of \(expected)"
        }
    }
}
