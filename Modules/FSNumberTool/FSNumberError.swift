/// Why FSNumberTool could not do what was asked. Every case names the offending input.
public enum FSNumberError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is not a decimal number (`"12a"`, `""`, `"--1"`).
    case invalidNumber(String)
    /// A stepping sequence was given a step of zero.
    case zeroStep
    /// A bound or step is NaN or infinite.
    case nonFinite
    /// The result does not fit the type (a count, a multiple, an lcm).
    case overflow
    /// The unit to round to is zero or negative.
    case nonPositiveUnit

    /// A sentence saying what was wrong.
    public var description: String {
        switch self {
        case .invalidNumber(let text): "not a decimal number: \"\(text)\""
        case .zeroStep: "the step of a stepping sequence must not be zero"
        case .nonFinite: "bounds and step must be finite numbers"
        case .overflow: "the result does not fit in the type"
        case .nonPositiveUnit: "the unit to round to must be positive"
        }
    }
}
