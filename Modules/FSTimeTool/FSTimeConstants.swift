/// The original TimeTool's constants, as exact integers.
public enum FSTimeConstants {
    /// 60 (the original `tSecondsInMinute`).
    public static let secondsInMinute = 60
    /// 3600.
    public static let secondsInHour = 3600
    /// 86 400 — a calendar day may be 23 or 25 hours across a daylight-saving change; use
    /// ``FSCalendarMath`` to add days.
    public static let secondsInDay = 86_400
    /// 604 800.
    public static let secondsInWeek = 604_800
    /// Seconds in a 28-, 29-, 30- and 31-day month.
    public static let secondsInMonth28 = 2_419_200
    /// Seconds in a 29-day month.
    public static let secondsInMonth29 = 2_505_600
    /// Seconds in a 30-day month.
    public static let secondsInMonth30 = 2_592_000
    /// Seconds in a 31-day month.
    public static let secondsInMonth31 = 2_678_400
    /// Seconds in a 365-day year.
    public static let secondsInYear = 31_536_000
    /// Seconds in a 366-day year.
    public static let secondsInLeapYear = 31_622_400
}
