import Foundation

/// A time of day on chosen days in a time zone — "09:00 every day in Beijing", "18:00 on
/// workdays in mainland China, 调休 included" — and the instants it falls on.
///
/// ```swift
/// let reminder = try FSDailySchedule("09:00", on: .workdaysInChina, timeZone: .chinaStandardTime)
/// let start = try FSISO8601.date(from: "2025-09-28T00:00:00+08:00")
/// let next = try reminder.next(after: start)           // 2025-09-28 09:00 +08:00, a Sunday worked
/// let tenMore = try reminder.instants(after: start, count: 10)
/// ```
///
/// Times are wall-clock times in the schedule's zone, so the instants follow daylight saving
/// time (09:00 stays 09:00 through the change), and what is found is always strictly after the
/// given instant. Around a change:
///
/// - A time that falls in a gap (02:30 on a night that jumps from 02:00 to 03:00) is moved
///   forward by the gap's length: 03:30 — as `Calendar`'s `nextTimePreservingSmallerComponents`
///   policy does, and Python's `zoneinfo` with `fold=0`.
/// - A time that occurs twice (01:30 on a night that goes back from 02:00 to 01:00) falls on its
///   first occurrence only.
///
/// Workdays in China are read from ``FSChinaHolidays`` by the local date in the schedule's zone:
/// a weekend day worked (调休) counts, a holiday does not.
public struct FSDailySchedule: Hashable, Sendable {
    /// The days a schedule falls on.
    public enum Days: Hashable, Sendable {
        /// Every day.
        case everyDay
        /// These days of the week (at least one).
        case weekdays(Set<FSWeekday>)
        /// Workdays in mainland China: Monday to Friday but holidays, and the weekend days
        /// worked instead (调休), by ``FSChinaHolidays``.
        case workdaysInChina
    }

    /// The hour, 0–23.
    public let hour: Int
    /// The minute, 0–59.
    public let minute: Int
    /// The days.
    public let days: Days
    /// The zone the time of day is read in.
    public let timeZone: TimeZone

    /// A schedule at `hour`:`minute` on `days` in `timeZone`.
    ///
    /// - Throws: ``FSTimeToolError/invalidTimeOfDay(_:reason:)`` for an hour outside 0–23, a
    ///   minute outside 0–59 or an empty set of weekdays.
    public init(hour: Int, minute: Int, on days: Days = .everyDay, timeZone: TimeZone) throws(FSTimeToolError) {
        let text = "\(hour):" + (0..<10 ~= minute ? "0" : "") + "\(minute)"
        guard (0..<24).contains(hour), (0..<60).contains(minute) else {
            throw .invalidTimeOfDay(text, reason: "the hour must be 0–23 and the minute 0–59")
        }
        if case .weekdays(let set) = days, set.isEmpty {
            throw .invalidTimeOfDay(text, reason: "no day of the week is chosen")
        }
        self.hour = hour
        self.minute = minute
        self.days = days
        self.timeZone = timeZone
    }

    /// A schedule at `time`, written `HH:mm` ("09:00", "18:30"), on `days` in `timeZone`.
    ///
    /// - Throws: ``FSTimeToolError/invalidTimeOfDay(_:reason:)`` for text that is not `HH:mm` with
    ///   an hour 00–23 and a minute 00–59, or an empty set of weekdays.
    public init(_ time: String, on days: Days = .everyDay, timeZone: TimeZone) throws(FSTimeToolError) {
        let parts = time.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2,
            parts.allSatisfy({
                $0.utf8.count == 2 && $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            }),
            let hour = Int(parts[0]), let minute = Int(parts[1])
        else {
            throw .invalidTimeOfDay(time, reason: "write it HH:mm, as 09:00")
        }
        try self.init(hour: hour, minute: minute, on: days, timeZone: timeZone)
    }

    /// The first instant of the schedule strictly after `instant`.
    ///
    /// - Throws: ``FSTimeToolError/notYetAnnounced(year:lastYear:)`` for workdays in China past
    ///   the last year ``FSChinaHolidays`` knows, or
    ///   ``FSTimeToolError/notCovered(_:table:range:)`` before 2004.
    public func next(after instant: Date) throws(FSTimeToolError) -> Date {
        let zone = ZoneOffsets.forZone(timeZone)
        let after = instant.timeIntervalSince1970
        // The day before the instant's local day may still have an instant after it: a time in a
        // gap late in the evening moves into the next day.
        var day = FSDateFields(instant, zone: zone).dayNumber - 1
        while true {
            if try falls(on: day) {
                let candidate = Self.firstUTC(at: Int64(day) * Civil.secondsPerDay + secondsIntoDay, zone: zone)
                if TimeInterval(candidate) > after { return Date(timeIntervalSince1970: TimeInterval(candidate)) }
            }
            day += 1
        }
    }

    /// The first `count` instants of the schedule after `instant`, in order.
    ///
    /// - Throws: what ``next(after:)`` throws.
    public func instants(after instant: Date, count: Int) throws(FSTimeToolError) -> [Date] {
        var instants: [Date] = []
        instants.reserveCapacity(max(0, count))
        var last = instant
        for _ in 0..<max(0, count) {
            last = try next(after: last)
            instants.append(last)
        }
        return instants
    }

    private var secondsIntoDay: Int64 {
        Int64(hour * FSTimeConstants.secondsInHour + minute * FSTimeConstants.secondsInMinute)
    }

    /// Whether the schedule falls on local day `dayNumber`.
    private func falls(on dayNumber: Int) throws(FSTimeToolError) -> Bool {
        switch days {
        case .everyDay: true
        case .weekdays(let set): set.contains(FSWeekday(number: Civil.weekday(days: Int64(dayNumber))))
        case .workdaysInChina: try FSChinaHolidays.isWorkday(FSCivilDate(dayNumber: dayNumber))
        }
    }

    /// The UTC second of local time `local`: its first occurrence, or, in a gap, the time the
    /// gap's length later (read with the offset before the change).
    private static func firstUTC(at local: Int64, zone: ZoneOffsets) -> Int64 {
        if let readings = zone.utcReadings(forLocal: local) { return readings.earliest }
        let change = zone.firstUTC(afterGapAtLocal: local)
        return local - zone.offset(atUTC: change - 1)
    }
}
