/// Why a quantity or unit name could not be understood: a ``code`` to act on, a sentence
/// saying what was wrong, and the offending ``input`` text.
///
/// ```swift
/// do {
///     let weight = try FSQuantity<FSMass>(parsing: field.text)
/// } catch {
///     show(error.description)          // "m" is a unit of length, not of mass
/// }
/// ```
///
/// Every failure here is text from outside that does not say what it must, so ``kind`` is
/// always ``Kind/invalidInput``; it is there so that code handling every module's errors
/// reads the same. Errors compare equal when every field does.
public struct FSUnitToolError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public let code: Code
    /// A sentence saying what was wrong (the same as ``description``).
    public let message: String
    /// The text or unit name that could not be used.
    public let input: String

    private init(_ code: Code, _ message: String, input: String) {
        self.code = code
        self.message = message
        self.input = input
    }

    /// The kind of failure: the kind of its ``code``.
    public var kind: Kind { code.kind }

    /// The message.
    public var description: String { message }

    /// The text does not start with a number.
    public static func invalidNumber(_ text: String) -> Self {
        Self(.invalidNumber, "no number at the start of \"\(text)\"", input: text)
    }

    /// A number with no unit after it.
    public static func missingUnit(_ text: String) -> Self {
        Self(.missingUnit, "no unit after the number in \"\(text)\"", input: text)
    }

    /// No unit of any dimension has this name.
    public static func unknownUnit(_ name: String) -> Self {
        Self(.unknownUnit, "unknown unit \"\(name)\"", input: name)
    }

    /// `unit` measures `found`, not the dimension `expected`.
    public static func dimensionMismatch(unit: String, expected: String, found: String) -> Self {
        Self(.dimensionMismatch, "\"\(unit)\" is a unit of \(found), not of \(expected)", input: unit)
    }
}
