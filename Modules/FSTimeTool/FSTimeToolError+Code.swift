extension FSTimeToolError {
    /// What went wrong: one code per failure a caller may handle differently, each of one
    /// ``FSTimeToolError/Kind``.
    ///
    /// Codes are values with static members rather than enum cases, so a later release can
    /// add one without breaking any caller: compare with `==`, or `switch` and end with
    /// `default`.
    ///
    /// ```swift
    /// switch error.code {
    /// case .unsupportedField: handle(error)
    /// default: show(error.description)
    /// }
    /// ```
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, as spelled after the dot (`"unsupportedField"`).
        public let description: String
        /// The kind of failure the code is.
        public let kind: Kind

        private init(_ description: String, kind: Kind) {
            self.description = description
            self.kind = kind
        }

        /// The pattern has a letter FSTimeTool does not support, or a field of unsupported width.
        public static let unsupportedField = Self("unsupportedField", kind: .unsupported)

        /// The pattern uses `Y` (the week-based year), which differs from the calendar year
        /// around New Year: 2019-12-30 is in week-year 2020. Use `y`.
        public static let weekBasedYear = Self("weekBasedYear", kind: .unsupported)

        /// The pattern has an unterminated quote.
        public static let unterminatedQuote = Self("unterminatedQuote", kind: .invalidArgument)

        /// The text does not match the pattern; ``FSTimeToolError/position`` says where.
        public static let mismatch = Self("mismatch", kind: .invalidInput)

        /// A field is out of range: month 13, 31 April, hour 24, ….
        public static let invalidField = Self("invalidField", kind: .invalidInput)

        /// The weekday in the text does not fall on the date in the text.
        public static let inconsistentWeekday = Self("inconsistentWeekday", kind: .invalidInput)

        /// The local time does not exist in the time zone (it falls in a daylight-saving gap).
        public static let nonexistentLocalTime = Self("nonexistentLocalTime", kind: .invalidInput)

        /// The date is outside the years 1…9999 that patterns can represent.
        public static let outOfRange = Self("outOfRange", kind: .invalidInput)

        /// Parsing with a pattern that has a field twice (`EEE MMM M`).
        public static let repeatedField = Self("repeatedField", kind: .unsupported)

        /// Parsing with a pattern that has narrow names that repeat (`MMMMM`: J is January, June
        /// and July), which no other field fixes.
        public static let ambiguousField = Self("ambiguousField", kind: .unsupported)

        /// The pattern is longer than 1,024 UTF-16 code units.
        public static let patternTooLong = Self("patternTooLong", kind: .unsupported)

        /// The locale writes dates in a way patterns cannot match `DateFormatter` in: digits
        /// other than 0–9, or an offset format unlike `GMT+08:00`.
        public static let unsupportedLocale = Self("unsupportedLocale", kind: .unsupported)

        /// The lunar date does not exist: a 30th in a 29-day month, a leap month the year
        /// does not have.
        public static let nonexistentLunarDate = Self("nonexistentLunarDate", kind: .invalidInput)

        /// The date is outside the years a table covers (lunar years and solar terms
        /// 1900–2100, holidays from 2004).
        public static let notCovered = Self("notCovered", kind: .unsupported)

        /// The holidays of the year are not yet announced (or not yet in the table).
        public static let notYetAnnounced = Self("notYetAnnounced", kind: .unsupported)

        /// A time of day that is not one: an hour outside 0–23, a minute outside 0–59, text that
        /// is not `HH:mm`, or a schedule on no day of the week.
        public static let invalidTimeOfDay = Self("invalidTimeOfDay", kind: .invalidInput)
    }
}
