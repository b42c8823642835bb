extension FSPriceEmbellisherError {
    /// The three ways an operation fails, for callers that need no more detail.
    ///
    /// Kinds are values with static members rather than enum cases, so a later release can
    /// add one without breaking any caller: a `switch` over them ends with `default`.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name, as spelled after the dot (`"invalidInput"`).
        public let description: String

        private init(_ description: String) {
            self.description = description
        }

        /// The text or number is not an amount FSMoney can hold.
        public static let invalidInput = Self("invalidInput")

        /// A valid amount that the operation does not cover (人民币大写 of dollars, or of
        /// ten thousand 亿 yuan).
        public static let unsupported = Self("unsupported")

        /// The caller asked for something meaningless: comparing yuan with dollars.
        public static let invalidArgument = Self("invalidArgument")
    }
}
