internal import FSInternal
import Foundation

// Spellings replaced in 1.0.0, kept for one major release so that code written against them
// still builds (with a warning that names the new spelling).

extension FSCalendarMath {
    /// Arithmetic in `timeZone`, with weeks starting on weekday number `firstWeekday` (1 =
    /// Sunday … 7 = Saturday, clamped), as 0.x took it.
    @available(*, deprecated, message: "pass an FSWeekday: firstWeekday: .monday")
    public init(timeZone: TimeZone, firstWeekday: Int) {
        self.init(timeZone: timeZone, firstWeekday: FSWeekday(number: firstWeekday.clamped(to: 1...7)))
    }

    /// The year, month and day of `date` in this time zone, as 0.x's tuple.
    @available(*, deprecated, renamed: "civilDate(of:)")
    public func yearMonthDay(of date: Date) -> (year: Int, month: Int, day: Int) {
        let day = civilDate(of: date)
        return (day.year, day.month, day.day)
    }
}
