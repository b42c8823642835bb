extension FSEncryptError {
    /// The four ways an operation fails, for callers that need no more detail.
    ///
    /// Kinds are values with static members rather than enum cases, so a later release can
    /// add one without breaking any caller: a `switch` over them ends with `default`.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name, as spelled after the dot (`"invalidInput"`).
        public let description: String

        private init(_ description: String) {
            self.description = description
        }

        /// The bytes or text from outside are wrong: damaged or forged ciphertext, bad
        /// encodings, unreadable keys.
        public static let invalidInput = Self("invalidInput")

        /// Well formed, but something FSEncrypt does not do.
        public static let unsupported = Self("unsupported")

        /// The caller asked for something impossible: a key or IV of the wrong length, an
        /// option that does not fit the mode.
        public static let invalidArgument = Self("invalidArgument")

        /// The system refused: ``FSEncryptError/errno`` has its reason.
        public static let io = Self("io")
    }
}
