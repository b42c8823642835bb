internal import FSInternal
import Foundation

/// Calendar arithmetic in one time zone, on the Gregorian calendar, that respects
/// daylight-saving time: adding a day keeps the wall-clock time, and days between two dates
/// count calendar days, not multiples of 86 400 seconds (the original's two DST bugs).
///
/// ```swift
/// let math = FSCalendarMath(timeZone: TimeZone(identifier: "America/New_York")!)
/// let evening = … // 2024-03-09 18:00 EST
/// math.adding(days: 1, to: evening)          // 2024-03-10 18:00 EDT: 23 hours later
/// math.calendarDays(from: evening, to: …)    // counts midnights crossed
/// math.startOfWeek(containing: date)         // Sunday 00:00, or Monday with firstWeekday: .monday
/// ```
public struct FSCalendarMath: Sendable, Hashable {
    /// The Gregorian calendar in the chosen time zone with the chosen first weekday.
    public let calendar: Calendar

    /// Arithmetic in `timeZone`, with weeks starting on `firstWeekday`.
    public init(timeZone: TimeZone = .current, firstWeekday: FSWeekday = .sunday) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.firstWeekday = firstWeekday.rawValue
        calendar.minimumDaysInFirstWeek = 1
        self.calendar = calendar
    }

    /// `date` plus `days` calendar days, at the same wall-clock time (moved forward past a
    /// daylight-saving gap). Results beyond Foundation's calendar saturate at `Date.distantPast`
    /// or `Date.distantFuture`, here and in the other `adding` methods.
    public func adding(days: Int, to date: Date) -> Date {
        add(.day, days, to: date)
    }

    /// `date` plus `months` calendar months; the day is clamped to the month's length
    /// (Jan 31 + 1 month = Feb 28 or 29).
    public func adding(months: Int, to date: Date) -> Date {
        add(.month, months, to: date)
    }

    /// `date` plus `years`; Feb 29 becomes Feb 28 in a common year.
    public func adding(years: Int, to date: Date) -> Date {
        add(.year, years, to: date)
    }

    private func add(_ component: Calendar.Component, _ value: Int, to date: Date) -> Date {
        let limit: Date = value < 0 ? .distantPast : .distantFuture
        // Foundation returns nil for some results beyond its range and, for others (a count
        // near Int.max), a date that did not move the right way: results saturate at
        // `distantPast` and `distantFuture`.
        guard let result = calendar.date(byAdding: component, value: value, to: date) else { return limit }
        if value > 0 && result <= date || value < 0 && result >= date { return limit }
        return result.clamped(to: .distantPast ... .distantFuture)
    }

    /// The number of midnights from `start` to `end` in this time zone: 1 from 23:59 to 00:01
    /// the next day, negative when `end` is earlier.
    ///
    /// Counted on the two local dates, not between instants: a day whose midnight daylight
    /// saving skips (America/Sao_Paulo until 2018, Asia/Shanghai in the 1940s) counts like any
    /// other, where counting from the day's first instant (01:00) came one short.
    public func calendarDays(from start: Date, to end: Date) -> Int {
        FSDateFields(end, timeZone: calendar.timeZone).dayNumber
            - FSDateFields(start, timeZone: calendar.timeZone).dayNumber
    }

    /// Midnight at the start of the day containing `date` (or the first instant of the day
    /// where midnight is skipped by daylight saving).
    public func startOfDay(_ date: Date) -> Date {
        calendar.startOfDay(for: date)
    }

    /// The last millisecond of the day containing `date`.
    public func endOfDay(_ date: Date) -> Date {
        interval(.day, containing: date).end.addingTimeInterval(-0.001)
    }

    /// The first instant of the week containing `date`, weeks starting on `firstWeekday`.
    public func startOfWeek(containing date: Date) -> Date {
        interval(.weekOfYear, containing: date).start
    }

    /// The first instant of the month containing `date`.
    public func startOfMonth(containing date: Date) -> Date {
        interval(.month, containing: date).start
    }

    /// The first instant of the year containing `date`.
    public func startOfYear(containing date: Date) -> Date {
        interval(.year, containing: date).start
    }

    /// The day, week, month or year containing `date`, as a half-open interval.
    public func interval(_ component: Calendar.Component, containing date: Date) -> DateInterval {
        calendar.dateInterval(of: component, for: date) ?? DateInterval(start: date, duration: 0)
    }

    /// Whether `date` is before `now` (the original `isTimePasted`).
    public func isPast(_ date: Date, now: Date = Date()) -> Bool {
        date < now
    }

    /// Whole years from `birthday` to `date`: the age on that day. Someone born on Feb 29 turns
    /// a year older on Feb 28 in common years.
    public func age(birthday: Date, on date: Date = Date()) -> Int {
        // Whole years between the two local dates, counted on dates alone (as midnights in a
        // zone without daylight saving), so a skipped midnight cannot cost an hour and a year.
        let days = { FSDateFields($0, timeZone: calendar.timeZone).dayNumber }
        let born = Date(timeIntervalSince1970: TimeInterval(Int64(days(birthday)) * Civil.secondsPerDay))
        let today = Date(timeIntervalSince1970: TimeInterval(Int64(days(date)) * Civil.secondsPerDay))
        return Self.dateCalendar.dateComponents([.year], from: born, to: today).year ?? 0
    }

    /// A Gregorian calendar in UTC, for arithmetic on dates without a time of day.
    private static let dateCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }()

    /// The day of the week of `date` in this time zone.
    public func weekday(of date: Date) -> FSWeekday {
        FSWeekday(number: calendar.component(.weekday, from: date))
    }

    /// The day `date` falls on in this time zone.
    public func civilDate(of date: Date) -> FSCivilDate {
        FSCivilDate(date, timeZone: calendar.timeZone)
    }

    /// The date at a wall-clock time in this time zone, or `nil` when a field is out of range
    /// (years before 1 or beyond Foundation's calendar) or the time does not exist (a
    /// daylight-saving gap) — the original `dateByComponent`.
    public func date(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) -> Date? {
        guard (1...12).contains(month), (1...Self.daysInMonth(year: year, month: month)).contains(day),
            (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second)
        else { return nil }
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        guard let date = calendar.date(from: components) else { return nil }
        // Foundation maps years beyond its range to wrong dates, and moves a time in a gap:
        // only a date that reads back as asked is the answer.
        let check = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return check.year == year && check.month == month && check.day == day && check.hour == hour
            && check.minute == minute ? date : nil
    }

    /// The number of days in a month of the Gregorian calendar.
    public static func daysInMonth(year: Int, month: Int) -> Int {
        let wrapped = (month % 12 + 12) % 12  // 13 is January, 0 December; never overflows
        return Civil.daysInMonth(year: year, month: wrapped == 0 ? 12 : wrapped)
    }

    /// Whether `year` has 366 days in the Gregorian calendar.
    public static func isLeapYear(_ year: Int) -> Bool {
        Civil.isLeapYear(year)
    }
}
