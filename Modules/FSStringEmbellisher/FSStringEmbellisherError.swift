/// Why a Chinese numeral or an ID card number was refused: a ``code`` to act on, a sentence
/// saying what was wrong, and the offending ``input`` text.
///
/// ```swift
/// do {
///     let holder = try FSValidation.idCard(field.text)
/// } catch let error where error.code == .idCardChecksum {
///     show("mistyped?")                    // the check character should be X
/// } catch {
///     show(error.description)
/// }
/// ```
///
/// Every failure here is text from outside, so ``kind`` is always ``Kind/invalidInput``; it
/// is there so that code handling every module's errors reads the same. Errors compare equal
/// when every field does.
public struct FSStringEmbellisherError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public let code: Code
    /// A sentence saying what was wrong (the same as ``description``).
    public let message: String
    /// The text refused.
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

    /// No Chinese numeral to read in `text`.
    public static func emptyNumeral(_ text: String) -> Self {
        Self(.emptyNumeral, "no numeral to read in \"\(text)\"", input: text)
    }

    /// `character` in `text` is not a Chinese digit or unit.
    public static func unexpectedCharacter(_ character: Character, in text: String) -> Self {
        Self(.unexpectedCharacter, "\"\(character)\" in \"\(text)\" is not a Chinese digit or unit", input: text)
    }

    /// `text` is not a well-formed Chinese numeral.
    public static func malformedNumeral(_ text: String) -> Self {
        Self(.malformedNumeral, "\"\(text)\" is not a well-formed Chinese numeral", input: text)
    }

    /// The value of `text` does not fit in `Int64`.
    public static func numeralOverflow(_ text: String) -> Self {
        Self(.numeralOverflow, "\"\(text)\" is too large for a 64-bit integer", input: text)
    }

    /// `text` has neither 18 nor 15 characters.
    public static func idCardLength(_ text: String) -> Self {
        Self(
            .idCardLength, "an ID card number has 18 characters (or 15 in the old form), not \(text.count)",
            input: text)
    }

    /// `text` has a character other than a digit or a final `X`.
    public static func idCardCharacter(_ text: String) -> Self {
        Self(.idCardCharacter, "an ID card number has digits only, with an optional final X", input: text)
    }

    /// The birth date in `text` is not a real date, or lies in the future.
    public static func idCardBirthDate(_ text: String) -> Self {
        Self(.idCardBirthDate, "the birth date in the ID card number is not a valid date", input: text)
    }

    /// The check character of `text` should be `expected`.
    public static func idCardChecksum(_ text: String, expected: Character) -> Self {
        Self(.idCardChecksum, "the check character should be \(expected)", input: text)
    }
}
