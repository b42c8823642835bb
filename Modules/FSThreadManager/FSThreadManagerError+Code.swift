extension FSThreadManagerError {
    /// What went wrong: one code per failure a caller may handle differently, each of one
    /// ``FSThreadManagerError/Kind``.
    ///
    /// Codes are values with static members rather than enum cases, so a later release can
    /// add one without breaking any caller: compare with `==`, or `switch` and end with
    /// `default`.
    ///
    /// ```swift
    /// switch error.code {
    /// case .cycle: handle(error)
    /// default: show(error.description)
    /// }
    /// ```
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, as spelled after the dot (`"cycle"`).
        public let description: String
        /// The kind of failure the code is.
        public let kind: Kind

        private init(_ description: String, kind: Kind) {
            self.description = description
            self.kind = kind
        }

        /// Tasks depend on each other in a cycle, so none of them could ever start.
        public static let cycle = Self("cycle", kind: .invalidArgument)

        /// A task depends on a task the graph does not have.
        public static let unknownDependency = Self("unknownDependency", kind: .invalidArgument)

        /// Two tasks have the same identifier.
        public static let duplicateTask = Self("duplicateTask", kind: .invalidArgument)

        /// The operation did not finish by its deadline.
        public static let timeout = Self("timeout", kind: .timedOut)
    }
}
