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
