extension FSTimeToolError {
    /// The three ways a pattern or a text fails, for callers that need no more detail.
    ///
    /// Kinds are values with static members rather than enum cases, so a later release can
    /// add one without breaking any caller: a `switch` over them ends with `default`.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name, as spelled after the dot (`"invalidInput"`).
        public let description: String

        private init(_ description: String) {
            self.description = description
        }

        /// The text is not a date in the pattern: it does not match, or names no real instant.
        public static let invalidInput = Self("invalidInput")

        /// The pattern is well formed but asks for something FSTimeTool does not do (a field it
        /// does not support, the week-based year, parsing a field given twice).
        public static let unsupported = Self("unsupported")

        /// The pattern itself is malformed (an unterminated quote).
        public static let invalidArgument = Self("invalidArgument")
    }
}
