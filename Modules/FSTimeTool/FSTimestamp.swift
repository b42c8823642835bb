import Foundation

/// Unix timestamps in seconds and milliseconds.
///
/// ```swift
/// FSTimestamp.seconds(of: date)                  // 1700000000
/// FSTimestamp.milliseconds(of: date)             // 1700000000123
/// FSTimestamp.date(fromMilliseconds: 1_700_000_000_123)
/// FSTimestamp.date(guessing: 1_700_000_000_123)  // milliseconds: more than 11 digits
/// ```
public enum FSTimestamp {
    /// Whole seconds since 1970-01-01T00:00:00Z, rounded down; `Int64.min` or `Int64.max`
    /// for a date beyond that range (an infinite one), 0 for a NaN one.
    public static func seconds(of date: Date) -> Int64 {
        Civil.saturatingFloor(date.timeIntervalSince1970)
    }

    /// Whole milliseconds since 1970, rounded down; saturating like ``seconds(of:)``, at
    /// about 292 million years.
    public static func milliseconds(of date: Date) -> Int64 {
        Civil.saturatingFloor(date.timeIntervalSince1970 * 1000)
    }

    /// The date `seconds` after 1970-01-01T00:00:00Z.
    public static func date(fromSeconds seconds: Int64) -> Date {
        Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// The date `milliseconds` after 1970-01-01T00:00:00Z.
    public static func date(fromMilliseconds milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: TimeInterval(milliseconds) / 1000)
    }

    /// A timestamp whose unit is unknown (the original `date(from timeStamp:)`): values of
    /// magnitude 10¹¹ or more are read as milliseconds — 10¹¹ seconds is the year 5138, while
    /// 10¹¹ milliseconds is 1973.
    public static func date(guessing timestamp: Int64) -> Date {
        timestamp.magnitude >= 100_000_000_000 ? date(fromMilliseconds: timestamp) : date(fromSeconds: timestamp)
    }
}

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
