extension FSStringEmbellisherError {
    /// The kind of failure, as every module of the package classifies its errors.
    ///
    /// Kinds are values with static members rather than enum cases, so a later release can
    /// add one without breaking any caller: a `switch` over them ends with `default`.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name, as spelled after the dot (`"invalidInput"`).
        public let description: String

        private init(_ description: String) {
            self.description = description
        }

        /// The text is not what it must be.
        public static let invalidInput = Self("invalidInput")
    }
}
