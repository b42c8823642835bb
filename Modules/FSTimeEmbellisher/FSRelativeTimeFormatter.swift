import FSTimeTool
import Foundation

/// Relative time as social apps write it — 刚刚, 3分钟前, 昨天 14:05, 12-31 — or numerically,
/// like Foundation's relative date formatter, in Chinese or English. Works on Linux, where
/// `RelativeDateTimeFormatter` does not exist.
///
/// ```swift
/// let relative = FSRelativeTimeFormatter(language: .chinese, timeZone: beijing)
/// relative.string(for: now.addingTimeInterval(-30), relativeTo: now)      // "刚刚"
/// relative.string(for: now.addingTimeInterval(-300), relativeTo: now)     // "5分钟前"
/// relative.string(for: yesterdayAt1405, relativeTo: now)                  // "昨天 14:05"
/// relative.string(for: now.addingTimeInterval(600), relativeTo: now)      // "10分钟后"
///
/// var numeric = FSRelativeTimeFormatter(language: .english, style: .numeric)
/// numeric.string(for: now.addingTimeInterval(-7200), relativeTo: now)     // "2 hours ago"
/// ```
///
/// The social style, past (future mirrors it with 后 / "in …", 明天 / "tomorrow", 后天):
///
/// | elapsed | Chinese | English |
/// |---|---|---|
/// | under ``justNowInterval`` (60 s) | 刚刚 | just now |
/// | under an hour | N分钟前 | N minutes ago |
/// | earlier the same day | N小时前 | N hours ago |
/// | the previous calendar day | 昨天 HH:mm | yesterday HH:mm |
/// | two calendar days back | 前天 | 2 days ago |
/// | under ``dayLimit`` (7) calendar days | N天前 | N days ago |
/// | the same year | MM-dd | MM-dd |
/// | an earlier year | yyyy-MM-dd | yyyy-MM-dd |
///
/// Counts are whole units rounded down (59 s is "just now", 119 s is 1 minute). Calendar days
/// are counted in ``timeZone``, so 23:59 and 00:01 are a day apart.
public struct FSRelativeTimeFormatter: Sendable {
    /// How the text is built.
    public enum Style: Sendable, Hashable {
        /// The table above: exact times and dates beyond a day.
        case social
        /// Always "N units ago / in N units", like Foundation's numeric relative style: the
        /// largest unit the time rounds up to at least one of (seconds, minutes, hours, days,
        /// weeks, months, years), the count rounded to the nearest. Months and years are
        /// average lengths (30.44 and 365.25 days), not calendar months.
        case numeric
    }

    /// The language of the text.
    public var language: FSTimeLanguage
    /// The style of the text.
    public var style: Style
    /// The zone whose calendar days and clock times the text uses.
    public var timeZone: TimeZone {
        didSet { prepare() }
    }
    /// Below this many seconds the text is 刚刚 / just now (social style).
    public var justNowInterval: TimeInterval = 60
    /// From this many calendar days on, the social style writes a date instead of N天前.
    public var dayLimit = 7

    private var clock: FSDatePattern?
    private var monthDay: FSDatePattern?
    private var fullDate: FSDatePattern?

    /// A formatter for `language` and `style` in `timeZone`.
    public init(language: FSTimeLanguage = .chinese, style: Style = .social, timeZone: TimeZone = .current) {
        self.language = language
        self.style = style
        self.timeZone = timeZone
        prepare()
    }

    private mutating func prepare() {
        clock = try? FSDatePattern("HH:mm", timeZone: timeZone)
        monthDay = try? FSDatePattern("MM-dd", timeZone: timeZone)
        fullDate = try? FSDatePattern("yyyy-MM-dd", timeZone: timeZone)
    }

    /// The text for `date` seen from `now`.
    public func string(for date: Date, relativeTo now: Date = Date()) -> String {
        let seconds = now.timeIntervalSince(date)
        switch style {
        case .numeric: return numeric(seconds)
        case .social: return social(date, now: now, seconds: seconds)
        }
    }

    private func social(_ date: Date, now: Date, seconds: TimeInterval) -> String {
        let past = seconds >= 0
        let elapsed = abs(seconds)
        if elapsed < justNowInterval {
            return language == .chinese ? (past ? "刚刚" : "即将") : (past ? "just now" : "in a moment")
        }
        if elapsed < 3600 { return phrase(Int(elapsed / 60), .minute, past: past) }
        let then = FSDateFields(date, timeZone: timeZone)
        let today = FSDateFields(now, timeZone: timeZone)
        let days = abs(today.dayNumber - then.dayNumber)
        switch days {
        case 0:
            return phrase(Int(elapsed / 3600), .hour, past: past)
        case 1:
            let time = clock?.string(from: date) ?? ""
            return language == .chinese ? (past ? "昨天 " : "明天 ") + time : (past ? "yesterday " : "tomorrow ") + time
        case 2 where language == .chinese && dayLimit > 2:
            return past ? "前天" : "后天"
        case let days where days < dayLimit:
            return phrase(days, .day, past: past)
        default:
            let pattern = then.year == today.year ? monthDay : fullDate
            return pattern?.string(from: date) ?? ""
        }
    }

    private func numeric(_ seconds: TimeInterval) -> String {
        let past = seconds >= 0
        let elapsed = abs(seconds)
        // Like Foundation's numeric style: the largest unit the elapsed time rounds up to at
        // least one of, then the count rounded to the nearest. Months and years are their
        // average lengths (30.436875 and 365.25 days) instead of calendar months.
        var chosen = Unit.second
        for unit in [Unit.minute, .hour, .day, .week, .month, .year] where elapsed >= unit.threshold {
            chosen = unit
        }
        // NaN (an invalid date) reads as no time at all; counts beyond Int saturate.
        let count = (elapsed / chosen.seconds).rounded()
        return phrase(count.isNaN ? 0 : Int(min(count, Double(Int.max / 2))), chosen, past: past)
    }

    private enum Unit {
        case second, minute, hour, day, week, month, year

        var seconds: Double {
            switch self {
            case .second: 1
            case .minute: 60
            case .hour: 3600
            case .day: 86_400
            case .week: 604_800
            case .month: 2_629_746
            case .year: 31_557_600
            }
        }

        /// From here on, a duration is counted in this unit: half a smaller unit short of one
        /// whole unit (59.5 s is a minute, 23.5 h a day), and a whole month for months.
        var threshold: Double {
            switch self {
            case .second: 0
            case .minute: 59.5
            case .hour: 3570
            case .day: 84_600
            case .week: 561_600
            case .month: 2_629_746
            case .year: 30_242_727
            }
        }

        var chinese: String {
            switch self {
            case .second: "秒"
            case .minute: "分钟"
            case .hour: "小时"
            case .day: "天"
            case .week: "周"
            case .month: "个月"
            case .year: "年"
            }
        }

        var english: String {
            switch self {
            case .second: "second"
            case .minute: "minute"
            case .hour: "hour"
            case .day: "day"
            case .week: "week"
            case .month: "month"
            case .year: "year"
            }
        }
    }

    private func phrase(_ count: Int, _ unit: Unit, past: Bool) -> String {
        switch language {
        case .chinese:
            return "\(count)\(unit.chinese)\(past ? "前" : "后")"
        case .english:
            let units = count == 1 ? unit.english : unit.english + "s"
            return past ? "\(count) \(units) ago" : "in \(count) \(units)"
        }
    }
}
