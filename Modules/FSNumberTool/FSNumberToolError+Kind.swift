extension FSNumberToolError {
    /// Whether the text from outside was wrong or the caller's arguments were.
    ///
    /// Kinds are values with static members rather than enum cases, so a later release can
    /// add one without breaking any caller: a `switch` over them ends with `default`.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name, as spelled after the dot (`"invalidInput"`).
        public let description: String

        private init(_ description: String) {
            self.description = description
        }

        /// The text is not a number.
        public static let invalidInput = Self("invalidInput")

        /// The arguments ask for something impossible: a zero step, a result too large.
        public static let invalidArgument = Self("invalidArgument")
    }
}
