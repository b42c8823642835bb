/// One month of a lunar year: its number, whether it is the year's leap month (闰月), and its
/// length.
///
/// ```swift
/// let months = FSLunarDate.monthLengths(of: 2023)!   // 13 months: 2023 has 闰二月
/// months[2]                                          // month 2, leap, 29 days
/// ```
public struct FSLunarMonth: Hashable, Sendable, Codable {
    /// The month's number, 1–12; a leap month has the number of the month it follows.
    public let month: Int
    /// Whether this is the year's leap month.
    public let isLeap: Bool
    /// The month's length: 29 (小月) or 30 (大月) days.
    public let days: Int

    init(month: Int, isLeap: Bool, days: Int) {
        self.month = month
        self.isLeap = isLeap
        self.days = days
    }
}
