extension FSUnitToolError {
    /// What went wrong: one code per failure a caller may handle differently, each of one
    /// ``FSUnitToolError/Kind``.
    ///
    /// Codes are values with static members rather than enum cases, so a later release can
    /// add one without breaking any caller: compare with `==`, or `switch` and end with
    /// `default`.
    ///
    /// ```swift
    /// switch error.code {
    /// case .invalidNumber: handle(error)
    /// default: show(error.description)
    /// }
    /// ```
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, as spelled after the dot (`"invalidNumber"`).
        public let description: String
        /// The kind of failure the code is.
        public let kind: Kind

        private init(_ description: String, kind: Kind) {
            self.description = description
            self.kind = kind
        }

        /// The text does not start with a number (`"kg"`, `"abc"`).
        public static let invalidNumber = Self("invalidNumber", kind: .invalidInput)

        /// A number with no unit after it.
        public static let missingUnit = Self("missingUnit", kind: .invalidInput)

        /// No unit of any dimension has this name.
        public static let unknownUnit = Self("unknownUnit", kind: .invalidInput)

        /// The unit exists, but measures another dimension than the one asked for.
        public static let dimensionMismatch = Self("dimensionMismatch", kind: .invalidInput)
    }
}
