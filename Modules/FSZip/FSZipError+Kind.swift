extension FSZipError {
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

        /// The archive is damaged or hostile: corrupt records, bad checksums, unsafe paths,
        /// overlapping entries, limits exceeded.
        public static let invalidInput = Self("invalidInput")

        /// A well-formed archive uses something FSZip does not do (a method, encryption).
        public static let unsupported = Self("unsupported")

        /// The caller asked for something impossible: an entry that does not exist, a name too
        /// long for a zip field.
        public static let invalidArgument = Self("invalidArgument")

        /// The system refused: ``FSZipError/errno`` has its reason.
        public static let io = Self("io")

        /// The caller cancelled.
        public static let cancelled = Self("cancelled")
    }
}
