extension FSStringEmbellisherError {
    /// What went wrong: one code per failure a caller may handle differently, each of one
    /// ``FSStringEmbellisherError/Kind``.
    ///
    /// Codes are values with static members rather than enum cases, so a later release can
    /// add one without breaking any caller: compare with `==`, or `switch` and end with
    /// `default`.
    ///
    /// ```swift
    /// switch error.code {
    /// case .emptyNumeral: handle(error)
    /// default: show(error.description)
    /// }
    /// ```
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, as spelled after the dot (`"emptyNumeral"`).
        public let description: String
        /// The kind of failure the code is.
        public let kind: Kind

        private init(_ description: String, kind: Kind) {
            self.description = description
            self.kind = kind
        }

        /// No Chinese numeral to read (empty, or only 负).
        public static let emptyNumeral = Self("emptyNumeral", kind: .invalidInput)

        /// A character that is not a Chinese digit or unit.
        public static let unexpectedCharacter = Self("unexpectedCharacter", kind: .invalidInput)

        /// Two nonzero digits in a row (一二), or a unit where it cannot stand (百千, 万万).
        public static let malformedNumeral = Self("malformedNumeral", kind: .invalidInput)

        /// The numeral's value does not fit in `Int64`.
        public static let numeralOverflow = Self("numeralOverflow", kind: .invalidInput)

        /// An ID card number that has neither 18 nor 15 characters.
        public static let idCardLength = Self("idCardLength", kind: .invalidInput)

        /// An ID card number with a character other than a digit (or a final `X`).
        public static let idCardCharacter = Self("idCardCharacter", kind: .invalidInput)

        /// An ID card number whose birth date is not a real date, or lies in the future.
        public static let idCardBirthDate = Self("idCardBirthDate", kind: .invalidInput)

        /// An ID card number whose 18th character is not the GB 11643-1999 check character.
        public static let idCardChecksum = Self("idCardChecksum", kind: .invalidInput)
    }
}
