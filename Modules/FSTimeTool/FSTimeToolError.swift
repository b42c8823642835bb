/// Why a pattern or a date string could not be used: a ``code`` to act on, its ``kind``, a
/// sentence saying what was wrong and where, the offending ``input`` and, for text that does
/// not match its pattern, the ``position`` where matching failed.
///
/// ```swift
/// do {
///     let date = try FSDatePattern("yyyy-MM-dd").date(from: field.text)
/// } catch let error where error.code == .mismatch {
///     highlight(field, at: error.position ?? 0)
/// } catch {
///     show(error.description)     // month out of range in "2024-13-05"
/// }
/// ```
///
/// Errors compare equal when every field does; the static members make each one
/// (`FSTimeToolError.mismatch(text: "x", position: 0)`).
public struct FSTimeToolError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public let code: Code
    /// A sentence saying what was wrong and where (the same as ``description``).
    public let message: String
    /// The text, pattern or pattern field concerned; `nil` for ``Code/weekBasedYear``.
    public let input: String?
    /// For ``Code/mismatch``, the offset in characters where matching failed.
    public let position: Int?

    private init(_ code: Code, _ message: String, input: String? = nil, position: Int? = nil) {
        self.code = code
        self.message = message
        self.input = input
        self.position = position
    }

    /// The kind of failure: the kind of its ``code``.
    public var kind: Kind { code.kind }

    /// The message.
    public var description: String { message }

    /// The pattern has a letter FSTimeTool does not support, or a field of unsupported width.
    public static func unsupportedField(_ field: String) -> Self {
        Self(.unsupportedField, "unsupported pattern field \"\(field)\"", input: field)
    }

    /// The pattern uses `Y`, the week-based year.
    public static let weekBasedYear = Self(
        .weekBasedYear,
        "\"Y\" is the week-based year (2019-12-30 falls in week-year 2020); use \"y\" for the calendar year")

    /// The pattern has an unterminated quote.
    public static func unterminatedQuote(_ pattern: String) -> Self {
        Self(.unterminatedQuote, "unterminated quote in pattern \"\(pattern)\"", input: pattern)
    }

    /// `text` does not match the pattern at character `position`.
    public static func mismatch(text: String, position: Int) -> Self {
        Self(
            .mismatch, "\"\(text)\" does not match the pattern at character \(position)", input: text,
            position: position)
    }

    /// `field` (month, day, hour, …) is out of range in `text`.
    public static func invalidField(_ field: String, text: String) -> Self {
        Self(.invalidField, "\(field) out of range in \"\(text)\"", input: text)
    }

    /// The weekday in `text` does not fall on its date.
    public static func inconsistentWeekday(text: String) -> Self {
        Self(.inconsistentWeekday, "the weekday does not match the date in \"\(text)\"", input: text)
    }

    /// The local time in `text` falls in a daylight-saving gap of the time zone.
    public static func nonexistentLocalTime(text: String) -> Self {
        Self(.nonexistentLocalTime, "\"\(text)\" does not exist in the time zone (a daylight-saving gap)", input: text)
    }

    /// The date in `text` is outside the years 1…9999.
    public static func outOfRange(text: String) -> Self {
        Self(.outOfRange, "\"\(text)\" is outside the years 1…9999", input: text)
    }

    /// Parsing with `pattern`, which has `field` twice.
    public static func repeatedField(_ field: String, pattern: String) -> Self {
        Self(
            .repeatedField, "the pattern \"\(pattern)\" has the \(field) twice, so a text could give it two values",
            input: pattern)
    }

    /// Parsing with `pattern`, whose narrow-name `field` (`MMMMM`, `EEEEE`, `aaaaa`) repeats
    /// names in the pattern's locale, and which nothing else in the pattern fixes.
    public static func ambiguousField(_ field: String, pattern: String) -> Self {
        let example =
            switch field.first {
            case "E", "c":
                "S is Sunday and Saturday, T Tuesday and Thursday; a pattern with the year, month and day reads it"
            case "a": "the day periods are written alike"
            default: "J is January, June and July"
            }
        return Self(
            .ambiguousField,
            "the pattern \"\(pattern)\" has the narrow field \(field), whose names repeat (\(example)), so text in it cannot be read",
            input: pattern)
    }

    /// `pattern` is longer than 1,024 UTF-16 code units, for which DateFormatter writes nothing.
    public static func patternTooLong(_ pattern: String) -> Self {
        Self(
            .patternTooLong,
            "the pattern has \(pattern.utf16.count) UTF-16 code units; at most 1,024 are supported, as DateFormatter writes nothing for longer ones",
            input: String(pattern.prefix(64)))
    }

    /// The locale `identifier` writes digits other than 0–9 or offsets unlike `GMT+08:00`.
    public static func unsupportedLocale(_ identifier: String) -> Self {
        Self(
            .unsupportedLocale,
            "the locale \"\(identifier)\" writes dates with digits other than 0–9 or offsets unlike GMT+08:00, which patterns do not reproduce",
            input: identifier)
    }

    /// The lunar date `text` does not exist: `reason` says why.
    public static func nonexistentLunarDate(_ text: String, reason: String) -> Self {
        Self(.nonexistentLunarDate, "\(text) does not exist: \(reason)", input: text)
    }

    /// `text` is not a time of day a schedule can use: `reason` says why.
    public static func invalidTimeOfDay(_ text: String, reason: String) -> Self {
        Self(.invalidTimeOfDay, "\"\(text)\" is not a time of day for a schedule: \(reason)", input: text)
    }

    /// `text` is outside the `range` of years `table` covers.
    public static func notCovered(_ text: String, table: String, range: ClosedRange<Int>) -> Self {
        Self(
            .notCovered,
            "\(text) is outside the \(table) table, which covers \(range.lowerBound)–\(range.upperBound)",
            input: text)
    }

    /// The holidays of `year` are not yet announced, or not yet in the table, which ends with
    /// `lastYear`.
    public static func notYetAnnounced(year: Int, lastYear: Int) -> Self {
        Self(
            .notYetAnnounced,
            "the public holidays of \(year) are not in the table, which ends with \(lastYear): "
                + "not yet announced, or announced after this release (Scripts/gen-china-holidays)",
            input: String(year))
    }
}
