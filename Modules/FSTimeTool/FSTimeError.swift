/// Why a pattern or a date string could not be used. Every case names the offending input.
public enum FSTimeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The pattern has a letter FSTimeTool does not support, or a field of unsupported width.
    case unsupportedField(String)
    /// The pattern uses `Y` (the week-based year), which differs from the calendar year
    /// around New Year: 2019-12-30 is in week-year 2020. Use `y`.
    case weekBasedYear
    /// The pattern has an unterminated quote.
    case unterminatedQuote(String)
    /// The text does not match the pattern; `position` is the offset (in characters) where
    /// matching failed.
    case mismatch(text: String, position: Int)
    /// A field is out of range: month 13, 31 April, hour 24, ….
    case invalidField(String, text: String)
    /// The weekday in the text does not fall on the date in the text.
    case inconsistentWeekday(text: String)
    /// The local time does not exist in the time zone (it falls in a daylight-saving gap).
    case nonexistentLocalTime(text: String)
    /// The date is outside the years 1…9999 that patterns can represent.
    case outOfRange(text: String)

    /// A sentence saying what was wrong.
    public var description: String {
        switch self {
        case .unsupportedField(let field): "unsupported pattern field \"\(field)\""
        case .weekBasedYear:
            "\"Y\" is the week-based year (2019-12-30 falls in week-year 2020); use \"y\" for the calendar year"
        case .unterminatedQuote(let pattern): "unterminated quote in pattern \"\(pattern)\""
        case .mismatch(let text, let position): "\"\(text)\" does not match the pattern at character \(position)"
        case .invalidField(let field, let text): "\(field) out of range in \"\(text)\""
        case .inconsistentWeekday(let text): "the weekday does not match the date in \"\(text)\""
        case .nonexistentLocalTime(let text): "\"\(text)\" does not exist in the time zone (a daylight-saving gap)"
        case .outOfRange(let text): "\"\(text)\" is outside the years 1…9999"
        }
    }
}
