extension FSPriceEmbellisherError {
    /// What went wrong: one code per failure a caller may handle differently, each of one
    /// ``FSPriceEmbellisherError/Kind``.
    ///
    /// Codes are values with static members rather than enum cases, so a later release can
    /// add one without breaking any caller: compare with `==`, or `switch` and end with
    /// `default`.
    ///
    /// ```swift
    /// switch error.code {
    /// case .invalidAmount: handle(error)
    /// default: show(error.description)
    /// }
    /// ```
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, as spelled after the dot (`"invalidAmount"`).
        public let description: String
        /// The kind of failure the code is.
        public let kind: Kind

        private init(_ description: String, kind: Kind) {
            self.description = description
            self.kind = kind
        }

        /// The text (or `Double`) is not a decimal amount.
        public static let invalidAmount = Self("invalidAmount", kind: .invalidInput)

        /// The amount does not fit in 64-bit minor units.
        public static let overflow = Self("overflow", kind: .invalidInput)

        /// The text has more decimals than the currency's minor unit (`¥1.234` in CNY).
        public static let tooManyDecimals = Self("tooManyDecimals", kind: .invalidInput)

        /// The text names another currency than the one asked for, or (read strictly) none.
        public static let unexpectedCurrency = Self("unexpectedCurrency", kind: .invalidInput)

        /// A locale whose way of writing a currency is unknown, so text in it cannot be read.
        public static let unsupportedLocale = Self("unsupportedLocale", kind: .unsupported)

        /// 人民币大写 needs a CNY amount below one trillion yuan (9999亿).
        public static let outOfRange = Self("outOfRange", kind: .unsupported)

        /// The operation needs a particular currency (人民币大写 needs CNY).
        public static let wrongCurrency = Self("wrongCurrency", kind: .unsupported)

        /// Two amounts of different currencies were compared.
        public static let currencyMismatch = Self("currencyMismatch", kind: .invalidArgument)

        /// An amount cannot be split as asked (no parts, a negative ratio, …).
        public static let invalidAllocation = Self("invalidAllocation", kind: .invalidArgument)
    }
}
