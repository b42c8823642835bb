extension FSThreadManagerError {
    /// The ways an operation fails, for callers that need no more detail.
    ///
    /// Kinds are values with static members rather than enum cases, so a later release can
    /// add one without breaking any caller: a `switch` over them ends with `default`.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name, as spelled after the dot (`"invalidArgument"`).
        public let description: String

        private init(_ description: String) {
            self.description = description
        }

        /// The caller asked for something impossible: a graph that cannot be run.
        public static let invalidArgument = Self("invalidArgument")

        /// The work did not finish in the time it was given.
        public static let timedOut = Self("timedOut")
    }
}
