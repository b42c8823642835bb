import Foundation

/// A date's calendar fields in a time zone, computed without `Calendar`: the fast path for
/// code that needs a year, a weekday or a day number many times.
///
/// ```swift
/// let fields = FSDateFields(Date(timeIntervalSince1970: 1_700_000_000), timeZone: TimeZone(identifier: "Asia/Shanghai")!)
/// fields.year      // 2023
/// fields.hour      // 6
/// fields.weekday   // .wednesday
/// ```
///
/// Fields are proleptic Gregorian, rounded to the millisecond as ``FSDatePattern`` rounds.
public struct FSDateFields: Sendable, Hashable {
    /// The year, e.g. 2024.
    public let year: Int
    /// The month, 1…12.
    public let month: Int
    /// The day of the month, 1…31.
    public let day: Int
    /// The hour, 0…23.
    public let hour: Int
    /// The minute, 0…59.
    public let minute: Int
    /// The second, 0…59.
    public let second: Int
    /// The millisecond, 0…999.
    public let millisecond: Int
    /// The day of the week.
    public let weekday: FSWeekday
    /// Days since 1970-01-01 in this time zone: the difference of two day numbers counts the
    /// midnights between them.
    public let dayNumber: Int

    /// The fields of `date` in `timeZone`. (Each call looks the zone's offset table up in a
    /// shared cache; for many dates in one zone, ``FSDatePattern/fields(of:)`` skips that.)
    ///
    /// A date more than about 5.8 million years from 1970 — the range `DateFormatter` can
    /// format — is clamped to that range's nearest end; a NaN date reads as 1970-01-01 UTC.
    public init(_ date: Date, timeZone: TimeZone) {
        self.init(
            LocalFields(utcMilliseconds: FSDatePattern.clampedMilliseconds(date), zone: ZoneOffsets.forZone(timeZone))
        )
    }

    /// The fields of `date` in the zone of `zone`, clamped as ``init(_:timeZone:)`` clamps.
    package init(_ date: Date, zone: ZoneOffsets) {
        self.init(LocalFields(utcMilliseconds: FSDatePattern.clampedMilliseconds(date), zone: zone))
    }

    /// The fields at `seconds` since 1970 UTC in the zone of `zone`, or `nil` when the zone's
    /// offset `margin` seconds before or after differs from the one at `seconds`: one call for
    /// FSTimeEmbellisher's check that no daylight-saving change is near.
    package init?(steadyAtUTC seconds: Int64, zone: ZoneOffsets, margin: Int64) {
        let offset = zone.offset(atUTC: seconds)
        guard zone.offset(atUTC: seconds - margin) == offset, zone.offset(atUTC: seconds + margin) == offset else {
            return nil
        }
        self.init(LocalFields(utcMilliseconds: seconds &* 1000, zone: zone))
    }

    init(_ fields: LocalFields) {
        year = fields.year
        month = fields.month
        day = fields.day
        hour = fields.hour
        minute = fields.minute
        second = fields.second
        millisecond = fields.millisecond
        weekday = FSWeekday(number: fields.weekday)
        dayNumber = Int(fields.days)
    }
}
