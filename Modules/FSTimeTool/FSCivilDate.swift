internal import FSInternal
import Foundation

/// A day of the Gregorian calendar — a year, a month and a day, with no time and no zone: a
/// birthday, a public holiday, the day a solar term falls on.
///
/// ```swift
/// let day = try FSCivilDate(year: 2025, month: 10, day: 1)
/// day.weekday                          // .wednesday
/// day.advanced(by: 7).description      // "2025-10-08"
/// FSCivilDate(Date(), timeZone: TimeZone(identifier: "Asia/Shanghai")!)   // today in China
/// ```
///
/// Days compare and count in calendar order (`Strideable`: `day + 1`, `a.distance(to: b)`) and
/// code as `"yyyy-MM-dd"`.
public struct FSCivilDate: Hashable, Comparable, Strideable, Sendable, CustomStringConvertible, Codable {
    /// Days since 1970-01-01.
    public let dayNumber: Int

    /// The year, 1…9999.
    public var year: Int { fields.year }
    /// The month, 1…12.
    public var month: Int { fields.month }
    /// The day of the month, 1…31.
    public var day: Int { fields.day }
    /// The day of the week.
    public var weekday: FSWeekday { FSWeekday(number: Civil.weekday(days: Int64(dayNumber))) }

    private var fields: (year: Int, month: Int, day: Int) { Civil.civil(days: Int64(dayNumber)) }

    /// The valid range: 0001-01-01 … 9999-12-31, the years patterns can write.
    static let dayNumbers = Int(Civil.days(year: 1, month: 1, day: 1))...Int(Civil.days(year: 9999, month: 12, day: 31))

    /// The day `year`-`month`-`day`.
    ///
    /// - Throws: ``FSTimeToolError/invalidField(_:text:)`` for a month or day that does not
    ///   exist (31 April, 29 February 2025), ``FSTimeToolError/outOfRange(text:)`` outside the
    ///   years 1…9999.
    public init(year: Int, month: Int, day: Int) throws(FSTimeToolError) {
        let text = "\(year)-\(month)-\(day)"
        guard (1...9999).contains(year) else { throw .outOfRange(text: text) }
        guard (1...12).contains(month) else { throw .invalidField("month", text: text) }
        guard (1...Civil.daysInMonth(year: year, month: month)).contains(day) else {
            throw .invalidField("day", text: text)
        }
        dayNumber = Int(Civil.days(year: year, month: month, day: day))
    }

    /// The day `dayNumber` days after 1970-01-01 (clamped to the years 1…9999).
    public init(dayNumber: Int) {
        self.dayNumber = dayNumber.clamped(to: Self.dayNumbers)
    }

    /// The day `date` falls on in `timeZone`.
    public init(_ date: Date, timeZone: TimeZone) {
        self.init(dayNumber: FSDateFields(date, timeZone: timeZone).dayNumber)
    }

    /// The first instant of the day in `timeZone` (the first that exists, where a
    /// daylight-saving change skips midnight).
    ///
    /// - Complexity: a lookup in the zone's table of offsets, built on the zone's first use.
    public func start(in timeZone: TimeZone) -> Date {
        let zone = ZoneOffsets.forZone(timeZone)
        let midnight = Int64(dayNumber) * Civil.secondsPerDay
        let utc = zone.utcReadings(forLocal: midnight)?.earliest ?? zone.firstUTC(afterGapAtLocal: midnight)
        return Date(timeIntervalSince1970: TimeInterval(utc))
    }

    /// `2025-10-01`.
    public var description: String {
        let (year, month, day) = fields
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let paddedYear = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        return "\(paddedYear)-\(two(month))-\(two(day))"
    }

    /// Earlier days first.
    public static func < (lhs: FSCivilDate, rhs: FSCivilDate) -> Bool { lhs.dayNumber < rhs.dayNumber }

    /// The day `days` later (earlier when negative).
    public func advanced(by days: Int) -> FSCivilDate { FSCivilDate(dayNumber: dayNumber + days) }

    /// The days from this day to `other`: 1 from a day to the next.
    public func distance(to other: FSCivilDate) -> Int { other.dayNumber - dayNumber }

    /// Decodes `"yyyy-MM-dd"`, refusing any other text with a `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            let date = try? FSCivilDate(year: year, month: month, day: day)
        else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(text)\" is not a yyyy-MM-dd date")
        }
        self = date
    }

    /// Encodes ``description``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
