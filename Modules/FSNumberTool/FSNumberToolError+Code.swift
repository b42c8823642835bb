extension FSNumberToolError {
    /// What went wrong: one code per failure a caller may handle differently, each of one
    /// ``FSNumberToolError/Kind``.
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

        /// The text is not a decimal number (`"12a"`, `""`, `"--1"`).
        public static let invalidNumber = Self("invalidNumber", kind: .invalidInput)

        /// A stepping sequence was given a step of zero.
        public static let zeroStep = Self("zeroStep", kind: .invalidArgument)

        /// A bound or step is NaN or infinite.
        public static let nonFinite = Self("nonFinite", kind: .invalidArgument)

        /// The result does not fit the type (a count, a multiple, an lcm).
        public static let overflow = Self("overflow", kind: .invalidArgument)

        /// The unit to round to is zero or negative.
        public static let nonPositiveUnit = Self("nonPositiveUnit", kind: .invalidArgument)
    }
}
