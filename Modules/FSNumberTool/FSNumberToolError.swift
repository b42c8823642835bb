/// Why FSNumberTool could not do what was asked: a ``code`` to act on, its ``kind``, a
/// sentence saying what was wrong, and the offending ``input`` text where there is one.
///
/// ```swift
/// do {
///     let cents = try FSRoundingMode.halfUp.round(field.text, places: 2)
/// } catch {
///     show(error.description)          // not a decimal number: "12a"
/// }
/// ```
///
/// Errors compare equal when every field does; the static members make each one
/// (`FSNumberToolError.invalidNumber("12a")`).
public struct FSNumberToolError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public let code: Code
    /// A sentence saying what was wrong (the same as ``description``).
    public let message: String
    /// The text that could not be read, for ``Code/invalidNumber``.
    public let input: String?

    private init(_ code: Code, _ message: String, input: String? = nil) {
        self.code = code
        self.message = message
        self.input = input
    }

    /// The kind of failure: the kind of its ``code``.
    public var kind: Kind { code.kind }

    /// The message.
    public var description: String { message }

    /// The text is not a decimal number.
    public static func invalidNumber(_ text: String) -> Self {
        Self(.invalidNumber, "not a decimal number: \"\(text)\"", input: text)
    }

    /// A stepping sequence was given a step of zero.
    public static let zeroStep = Self(.zeroStep, "the step of a stepping sequence must not be zero")

    /// A bound or step is NaN or infinite.
    public static let nonFinite = Self(.nonFinite, "bounds and step must be finite numbers")

    /// The result does not fit the type.
    public static let overflow = Self(.overflow, "the result does not fit in the type")

    /// The unit to round to is zero or negative.
    public static let nonPositiveUnit = Self(.nonPositiveUnit, "the unit to round to must be positive")
}
