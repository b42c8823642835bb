internal import FSInternal
import FSTimeTool
import Foundation

/// The numeric style's calendar counting on local wall-clock dates, with FSTimeTool's fields
/// instead of `Calendar`: the same answers as the calendar wherever no daylight-saving change
/// lies within a day of the instants compared, which the tests check against Foundation.
extension FSRelativeTimeFormatter {
    /// A local date and time of day, in whole seconds.
    struct WallTime {
        var dayNumber: Int
        var second: Int
        var year: Int
        var month: Int
        var day: Int
        var weekday: Int

        init(_ fields: FSDateFields) {
            dayNumber = fields.dayNumber
            second = fields.hour * 3600 + fields.minute * 60 + fields.second
            year = fields.year
            month = fields.month
            day = fields.day
            weekday = fields.weekday.rawValue
        }

        /// Local seconds since 1970-01-01T00:00 local.
        var localSeconds: Int { dayNumber * FSTimeConstants.secondsInDay + second }

        /// The wall time at `second` on the day `dayNumber` (days since 1970-01-01).
        init(dayNumber: Int, second: Int) {
            let civil = FSCivilDate(dayNumber: dayNumber)
            self.dayNumber = dayNumber
            self.second = second
            year = civil.year
            month = civil.month
            day = civil.day
            weekday = civil.weekday.rawValue
        }
    }

    /// The unit and signed count of the numeric style, or `nil` where a daylight-saving change
    /// lies near enough to the instants involved that only the calendar answers exactly.
    /// `start` is `date` moved by a whole number of seconds.
    func wallClockCount(of date: Date, from start: Date) -> (Unit, Int)? {
        let dateSeconds = date.timeIntervalSince1970.rounded(.down)
        let fraction = date.timeIntervalSince1970 - dateSeconds
        let startSeconds = Int64(dateSeconds + start.timeIntervalSince(date))
        guard let a = steadyWallTime(at: startSeconds), let b = steadyWallTime(at: Int64(dateSeconds)) else {
            return nil
        }
        let forward = start < date
        let largest = firstNonZero(from: a, to: b, fraction: 0)
        switch largest.unit {
        case .hour, .minute, .second:
            // No change of offset nearby: elapsed seconds are wall-clock seconds, and 24 hours
            // (23 h 40 min rounded) is a calendar day.
            let counted = Self.clockCount(seconds: b.localSeconds - a.localSeconds)
            return counted.0 == .hour && abs(counted.1) == 24 ? (.day, counted.1.signum()) : counted
        case .day, .week, .month, .year:
            let anchor = periodBoundary(largest.unit, of: a, atStart: forward)
            // The boundary is an instant too: it must not sit near a change of offset either.
            let offset = a.localSeconds - Int(startSeconds)
            guard steadyWallTime(at: Int64(anchor.localSeconds - offset)) != nil else { return nil }
            return firstNonZero(from: anchor, to: b, fraction: fraction)
        }
    }

    /// The wall time at `seconds` (UTC), or `nil` when the zone's offset a day before and a
    /// day after differ: a daylight-saving change (or a zone's jump) is near.
    private func steadyWallTime(at seconds: Int64) -> WallTime? {
        FSDateFields(steadyAtUTC: seconds, zone: zone, margin: 93_600).map(WallTime.init)
    }

    /// The first second of the day, week, month or year containing `time`, or its last second.
    private func periodBoundary(_ unit: Unit, of time: WallTime, atStart: Bool) -> WallTime {
        let first: Int
        let length: Int
        switch unit {
        case .week:
            first = time.dayNumber - (time.weekday - firstWeekday.rawValue + 7) % 7
            length = 7
        case .month:
            first = time.dayNumber - (time.day - 1)
            length = FSCalendarMath.daysInMonth(year: time.year, month: time.month)
        case .year:
            let dayOfYear = (1..<time.month).reduce(time.day) {
                $0 + FSCalendarMath.daysInMonth(year: time.year, month: $1)
            }
            first = time.dayNumber - (dayOfYear - 1)
            length = FSCalendarMath.isLeapYear(time.year) ? 366 : 365
        default:
            first = time.dayNumber
            length = 1
        }
        return atStart
            ? WallTime(dayNumber: first, second: 0) : WallTime(dayNumber: first + length - 1, second: 86_399)
    }

    /// The largest non-zero unit from `x` to `y` and its signed count, as the calendar counts
    /// a difference: whole months first (a month on from 31 January is the last of February),
    /// then weeks and days at the same time of day, then elapsed seconds. `y` lies `fraction`
    /// of a second after its whole second, `x` on one.
    private func firstNonZero(from x: WallTime, to y: WallTime, fraction: Double) -> (unit: Unit, count: Int) {
        let forward =
            (y.dayNumber, y.second) > (x.dayNumber, x.second)
            || ((y.dayNumber, y.second) == (x.dayNumber, x.second) && fraction > 0)
        // `x` moved by whole months: (year, month, clamped day), same time of day.
        func moved(_ months: Int) -> (Int, Int, Int, Int) {
            let total = x.year * 12 + (x.month - 1) + months
            let year = total >= 0 ? total / 12 : (total - 11) / 12
            let month = total - year * 12 + 1
            return (year, month, min(x.day, FSCalendarMath.daysInMonth(year: year, month: month)), x.second)
        }
        let target = (y.year, y.month, y.day, y.second)
        var months = (y.year - x.year) * 12 + (y.month - x.month)
        if forward {
            if moved(months) > target { months -= 1 }
        } else if moved(months) < target || (moved(months) == target && fraction > 0) {
            months += 1
        }
        if abs(months) >= 12 { return (.year, months / 12) }
        if months != 0 { return (.month, months) }
        let days: Int
        if forward {
            days = y.dayNumber - x.dayNumber - (y.second < x.second ? 1 : 0)
        } else {
            let later = y.second > x.second || (y.second == x.second && fraction > 0)
            days = -(x.dayNumber - y.dayNumber - (later ? 1 : 0))
        }
        if abs(days) >= 7 { return (.week, days / 7) }
        if days != 0 { return (.day, days) }
        let seconds = y.localSeconds - x.localSeconds
        if seconds / 3600 != 0 { return (.hour, seconds / 3600) }
        if seconds / 60 != 0 { return (.minute, seconds / 60) }
        return (.second, seconds)
    }
}
