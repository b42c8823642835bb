internal import FSInternal
import FSTimeTool
import Foundation

/// Relative time as social apps write it — 刚刚, 3分钟前, 昨天 14:05, 12-31 — or numerically,
/// exactly like Foundation's `Date.RelativeFormatStyle`, in simplified and traditional
/// Chinese, Japanese, Korean and English. Works on Linux, where `RelativeDateTimeFormatter`
/// does not exist.
///
/// ```swift
/// let relative = FSRelativeTimeFormatter(language: .chinese, timeZone: beijing)
/// relative.string(for: now.addingTimeInterval(-30), relativeTo: now)      // "刚刚"
/// relative.string(for: now.addingTimeInterval(-300), relativeTo: now)     // "5分钟前"
/// relative.string(for: yesterdayAt1405, relativeTo: now)                  // "昨天 14:05"
/// relative.string(for: now.addingTimeInterval(600), relativeTo: now)      // "10分钟后"
///
/// let numeric = FSRelativeTimeFormatter(language: .english, style: .numeric)
/// numeric.string(for: now.addingTimeInterval(-7200), relativeTo: now)     // "2 hours ago"
/// let short = FSRelativeTimeFormatter(language: .japanese, style: .short)
/// short.string(for: now.addingTimeInterval(-180), relativeTo: now)        // "3分前"
/// ```
///
/// The social style, past (the future mirrors it: 后 / 後 / 後 / 후 / "in …", 明天 / 明日 /
/// 내일 / "tomorrow", 后天 / 後天 / 明後日 / 모레):
///
/// | elapsed | 简体中文 | 繁體中文 | 日本語 | 한국어 | English |
/// |---|---|---|---|---|---|
/// | under ``justNowInterval`` (60 s) | 刚刚 | 剛剛 | たった今 | 방금 | just now |
/// | under an hour | N分钟前 | N分鐘前 | N分前 | N분 전 | N minutes ago |
/// | earlier the same day | N小时前 | N小時前 | N時間前 | N시간 전 | N hours ago |
/// | the previous calendar day | 昨天 HH:mm | 昨天 HH:mm | 昨日 HH:mm | 어제 HH:mm | yesterday HH:mm |
/// | two calendar days back | 前天 | 前天 | 一昨日 | 그저께 | 2 days ago |
/// | under ``dayLimit`` (7) calendar days | N天前 | N天前 | N日前 | N일 전 | N days ago |
/// | the same year | MM-dd | MM-dd | MM-dd | MM-dd | MM-dd |
/// | an earlier year | yyyy-MM-dd | yyyy-MM-dd | yyyy-MM-dd | yyyy-MM-dd | yyyy-MM-dd |
///
/// Counts are whole units rounded down (59 s is "just now", 119 s is 1 minute). Calendar days
/// are counted in ``timeZone``, so 23:59 and 00:01 are a day apart.
public struct FSRelativeTimeFormatter: Sendable {
    /// How the text is built.
    public enum Style: Sendable, Hashable {
        /// The table above: exact times and dates beyond a day.
        case social
        /// Always "N units ago / in N units" (3秒钟前 / 3秒钟后), the text of Foundation's
        /// `Date.RelativeFormatStyle` with the numeric presentation and wide units in the
        /// language's locale (``FSTimeLanguage/localeIdentifier``), on a Gregorian calendar in ``timeZone`` whose weeks start
        /// on ``firstWeekday``. Seconds are rounded to the nearest whole second; hours, minutes
        /// and seconds to the nearest unit (90 s is 2 minutes, 23 h 40 min is a day); days,
        /// weeks, months and years count the calendar boundaries crossed (tomorrow 09:00 seen
        /// from today 22:00 is "in 1 day"). The same instant is "in 0 seconds". See the DocC
        /// article for how this differs from the social style.
        case numeric
        /// The numeric style in CLDR's narrow units, as `Date.RelativeFormatStyle` writes them
        /// with `unitsStyle: .narrow`: "3m ago", "in 2h", 3秒前, 3分前, 3분 전. The count is the
        /// numeric style's.
        case short
    }

    /// The language of the text.
    public var language: FSTimeLanguage
    /// The style of the text.
    public var style: Style
    /// The zone whose calendar days and clock times the text uses.
    public var timeZone: TimeZone {
        didSet { prepare() }
    }
    /// The first day of the week, which decides where weeks begin in the numeric style: Sunday
    /// by default, as in Foundation's Gregorian calendar.
    public var firstWeekday: FSWeekday = .sunday {
        didSet { prepare() }
    }
    /// Below this many seconds the text is 刚刚 / just now (social style).
    public var justNowInterval: TimeInterval = 60
    /// From this many calendar days on, the social style writes a date instead of N天前.
    public var dayLimit = 7

    private(set) var zone: ZoneOffsets
    private var clock: FSDatePattern?
    private var monthDay: FSDatePattern?
    private var fullDate: FSDatePattern?
    private var calendar = Calendar(identifier: .gregorian)

    /// A formatter for `language` and `style` in `timeZone`.
    public init(language: FSTimeLanguage = .chinese, style: Style = .social, timeZone: TimeZone = .current) {
        self.language = language
        self.style = style
        self.timeZone = timeZone
        zone = ZoneOffsets.forZone(timeZone)
        prepare()
    }

    private mutating func prepare() {
        zone = ZoneOffsets.forZone(timeZone)
        clock = try? FSDatePattern("HH:mm", timeZone: timeZone)
        monthDay = try? FSDatePattern("MM-dd", timeZone: timeZone)
        fullDate = try? FSDatePattern("yyyy-MM-dd", timeZone: timeZone)
        calendar.timeZone = timeZone
        calendar.firstWeekday = firstWeekday.rawValue
    }

    /// The fields of `date` in ``timeZone``, from the formatter's own offset table (which saves
    /// the shared cache's lookup of the zone).
    func fields(of date: Date) -> FSDateFields {
        FSDateFields(date, zone: zone)
    }

    /// The text for `date` seen from `now`.
    public func string(for date: Date, relativeTo now: Date = Date()) -> String {
        let seconds = now.timeIntervalSince(date)
        switch style {
        case .numeric: return numeric(date, now: now, narrow: false)
        case .short: return numeric(date, now: now, narrow: true)
        case .social: return social(date, now: now, seconds: seconds)
        }
    }

    private func social(_ date: Date, now: Date, seconds: TimeInterval) -> String {
        let words = RelativeWords.of(language)
        let past = seconds >= 0
        let elapsed = abs(seconds)
        // Japanese feeds write 3分前, without the space of CLDR's wide units.
        let narrow = language == .japanese
        if elapsed < justNowInterval { return past ? words.justNow : words.inAMoment }
        if elapsed < 3600 { return phrase(Int(elapsed / 60), .minute, past: past, narrow: narrow) }
        let then = fields(of: date)
        let today = fields(of: now)
        let days = abs(today.dayNumber - then.dayNumber)
        switch days {
        case 0:
            return phrase(Int(elapsed / 3600), .hour, past: past, narrow: narrow)
        case 1:
            return (past ? words.yesterday : words.tomorrow) + (clock?.string(from: date) ?? "")
        case 2 where dayLimit > 2:
            if let word = past ? words.dayBeforeYesterday : words.dayAfterTomorrow { return word }
            return phrase(days, .day, past: past, narrow: narrow)
        case let days where days < dayLimit:
            return phrase(days, .day, past: past, narrow: narrow)
        default:
            // Each pattern used in place: choosing one into a variable would copy it.
            return (then.year == today.year ? monthDay?.string(from: date) : fullDate?.string(from: date)) ?? ""
        }
    }

    private func numeric(_ date: Date, now: Date, narrow: Bool) -> String {
        let (unit, count) = numericCount(of: date, from: now)
        return phrase(abs(count), unit, past: count < 0, narrow: narrow)
    }

    /// The unit and signed count Foundation's numeric relative style picks, rebuilt on the same
    /// calendar primitives: the two dates are put a whole number of seconds apart (rounding half
    /// away from zero), the largest non-zero calendar unit between them is found, then hours,
    /// minutes and seconds are rounded by the next smaller unit (carrying into the next larger
    /// one, so 23 h 40 min is a day), while days, weeks, months and years count the boundaries
    /// crossed from `now`'s day, week, month or year.
    func numericCount(of date: Date, from now: Date) -> (Unit, Int) {
        let apart = now.timeIntervalSince(date).rounded(.toNearestOrAwayFromZero)
        guard apart.isFinite, abs(date.timeIntervalSince1970) < Self.calendarLimit,
            abs(now.timeIntervalSince1970) < Self.calendarLimit
        else {
            // Beyond the calendar's range (or NaN): average-length years, NaN as no time at all.
            if apart.isNaN { return (.second, 0) }
            return (.year, Int((-apart / Unit.averageYear).clamped(to: -1e15...1e15)))
        }
        if abs(apart) < Self.clockOnlyLimit { return Self.clockCount(seconds: Int(-apart)) }
        let start = date.addingTimeInterval(apart)
        if let counted = wallClockCount(of: date, from: start) { return counted }
        let difference = calendar.dateComponents(Unit.components, from: start, to: date)
        let largest = Unit.allCases.first { difference.count(of: $0) != 0 } ?? .second
        switch largest {
        case .hour, .minute, .second: return rounded(largest, from: start, to: date)
        case .day, .week, .month, .year: return aligned(largest, from: start, to: date)
        }
    }

    /// Below 20 hours apart no calendar day can lie between two instants (the shortest day,
    /// with a daylight-saving gap, has 22 hours), so hours, minutes and seconds are plain
    /// arithmetic on elapsed seconds, as the calendar computes them too: the common case
    /// ("5 minutes ago") never touches `Calendar`.
    private static let clockOnlyLimit: TimeInterval = 20 * 3600

    /// The rounded hour, minute or second count of `seconds` (whole, signed) elapsed.
    static func clockCount(seconds: Int) -> (Unit, Int) {
        let hours = seconds / 3600
        let minutes = seconds % 3600 / 60
        let remainder = seconds % 60
        // The largest non-zero unit, rounded by the next smaller one; 59.5 minutes carries
        // into an hour, 59.5 seconds into a minute.
        if hours != 0 { return (.hour, hours + (abs(minutes) >= 30 ? minutes.signum() : 0)) }
        if minutes != 0 {
            let count = minutes + (abs(remainder) >= 30 ? remainder.signum() : 0)
            return abs(count) == 60 ? (.hour, count.signum()) : (.minute, count)
        }
        return (.second, remainder)
    }

    /// Dates this far from 1970 (about 31,700 years) are left to average-length years: beyond
    /// them Foundation's calendar arithmetic no longer answers reliably.
    private static let calendarLimit = 1e12

    private func rounded(_ unit: Unit, from start: Date, to date: Date) -> (Unit, Int) {
        let difference = calendar.dateComponents(Unit.components, from: start, to: date)
        var count = difference.count(of: unit)
        // Minutes in an hour and seconds in a minute: 60 either way. Seconds have no smaller
        // unit left, since the dates are whole seconds apart.
        if let smaller = unit.smaller {
            let remainder = difference.count(of: smaller)
            if abs(remainder) * 2 >= 60 { count += remainder > 0 ? 1 : -1 }
        }
        // 59.5 minutes is 60 minutes, which reads as an hour: see which unit the rounded count
        // spans on the calendar.
        guard let shifted = calendar.date(byAdding: unit.component, value: -count, to: date) else {
            return (unit, count)
        }
        let carried = calendar.dateComponents(Unit.components, from: shifted, to: date)
        if let larger = Unit.allCases.first(where: { carried.count(of: $0) != 0 }), larger != unit {
            return (larger, carried.count(of: larger))
        }
        return (unit, count)
    }

    private func aligned(_ unit: Unit, from start: Date, to date: Date) -> (Unit, Int) {
        guard let period = calendar.dateInterval(of: unit.component, for: start) else {
            return (unit, calendar.dateComponents(Unit.components, from: start, to: date).count(of: unit))
        }
        // Count from the start of `now`'s period towards a later date, from its last second
        // towards an earlier one: tomorrow 09:00 seen from today 10:00 is a day away.
        let anchor = start < date ? period.start : period.end.addingTimeInterval(-1)
        let difference = calendar.dateComponents(Unit.components, from: anchor, to: date)
        let found = Unit.allCases.first { difference.count(of: $0) != 0 } ?? unit
        return (found, difference.count(of: found))
    }

    enum Unit: Int, CaseIterable {
        case year, month, week, day, hour, minute, second

        /// The units from the largest to the smallest, as calendar components.
        static let components: Set<Calendar.Component> = Set(allCases.map(\.component))
        static let averageYear = 31_556_952.0

        var component: Calendar.Component {
            switch self {
            case .year: .year
            case .month: .month
            case .week: .weekOfMonth
            case .day: .day
            case .hour: .hour
            case .minute: .minute
            case .second: .second
            }
        }

        /// The next smaller unit that rounds this one, for the units that are rounded.
        var smaller: Unit? {
            switch self {
            case .hour: .minute
            case .minute: .second
            default: nil
            }
        }
    }

    /// "N units ago" or "in N units" in the formatter's language: CLDR's wide units, or its
    /// narrow ones (`narrow`), from the table Scripts/gen-relative-words reads from Foundation.
    private func phrase(_ count: Int, _ unit: Unit, past: Bool, narrow: Bool = false) -> String {
        let language =
            switch self.language {
            case .chinese: 0
            case .english: 1
            case .traditionalChinese: 2
            case .japanese: 3
            case .korean: 4
            }
        // The table's order: language, width, unit, direction, then singular and plural.
        var index = language
        index = index * 2 + (narrow ? 1 : 0)
        index = index * (Unit.second.rawValue + 1) + unit.rawValue
        index = index * 2 + (past ? 0 : 1)
        index = index * 2 + (count == 1 ? 0 : 1)
        let (prefix, suffix) = RelativeUnitWords.affixes[index]
        // Appends rather than interpolation: most results fit a small (inline) string, and
        // this builds them without a heap allocation.
        var text = prefix
        text += String(count)
        text += suffix
        return text
    }
}

extension DateComponents {
    fileprivate func count(of unit: FSRelativeTimeFormatter.Unit) -> Int {
        value(for: unit.component) ?? 0
    }
}
