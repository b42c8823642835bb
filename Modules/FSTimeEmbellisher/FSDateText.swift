import FSTimeTool
import Foundation

/// The original `TimeEmbellisher` helpers, built on FSTimeTool's exact patterns. Every
/// string input is parsed strictly; malformed text is a typed error, never a wrong date.
///
/// ```swift
/// try FSDateText.date(from: "2024-01-05 09:30", format: "yyyy-MM-dd HH:mm")
/// FSDateText.localString(from: date)                 // "2024年1月5日 09:30:00"
/// FSDateText.localString(from: date, isShort: true)  // "2024年1月5日"
/// try FSDateText.string(fromTimestamp: 1_700_000_000, format: "yyyy/MM/dd")
/// ```
public enum FSDateText {
    /// Parses `text` written in `format` (the original `date(from:format:)`).
    ///
    /// - Throws: `FSTimeToolError` for a bad pattern or text that does not match it.
    public static func date(
        from text: String, format: String, timeZone: TimeZone = .current
    ) throws(FSTimeToolError) -> Date {
        try FSDatePattern(format, timeZone: timeZone).date(from: text)
    }

    /// Parses a string written by ``localString(from:isShort:timeZone:)`` (the original
    /// `date(from localStr:isShort:)`).
    public static func date(
        fromLocalString text: String, isShort: Bool = false, timeZone: TimeZone = .current
    ) throws(FSTimeToolError) -> Date {
        try localPattern(isShort, timeZone).date(from: text)
    }

    /// `date` in `format` (the original `string(from:format:)`).
    public static func string(
        from date: Date, format: String, timeZone: TimeZone = .current
    ) throws(FSTimeToolError) -> String {
        try FSDatePattern(format, timeZone: timeZone).string(from: date)
    }

    /// A Unix timestamp in seconds or milliseconds (told apart as in
    /// `FSTimestamp.date(guessing:)`) in `format` (the original
    /// `string(from timeStamp:format:)`).
    public static func string(
        fromTimestamp timestamp: Int64, format: String, timeZone: TimeZone = .current
    ) throws(FSTimeToolError) -> String {
        try string(from: FSTimestamp.date(guessing: timestamp), format: format, timeZone: timeZone)
    }

    /// `2024年1月5日 09:30:00`, or `2024年1月5日` when `isShort` (the original `localString`).
    public static func localString(from date: Date, isShort: Bool = false, timeZone: TimeZone = .current) -> String {
        (try? localPattern(isShort, timeZone).string(from: date)) ?? ""
    }

    private static func localPattern(_ isShort: Bool, _ timeZone: TimeZone) throws(FSTimeToolError) -> FSDatePattern {
        try FSDatePattern(isShort ? "y年M月d日" : "y年M月d日 HH:mm:ss", timeZone: timeZone)
    }
}
