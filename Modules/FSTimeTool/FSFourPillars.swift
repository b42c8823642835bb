import Foundation

/// The four pillars (四柱, the 八字) of a moment: the 干支 of its year, month, day and hour.
///
/// ```swift
/// let birth = try FSDatePattern("yyyy-MM-dd HH:mm", timeZone: .chinaStandardTime).date(from: "2024-02-10 23:30")
/// let pillars = try FSFourPillars(birth)
/// pillars.description   // "甲辰 丙寅 甲辰 丙子"
/// ```
///
/// - The **year** changes at 立春 (the moment the Sun reaches 315°), as the 八字 reckons it;
///   pass ``YearBoundary/springFestival`` for the year of the lunar calendar (春节), as
///   calendars print it next to the lunar date.
/// - The **month** changes at each 节 (小寒, 立春, 惊蛰 …): 寅 from 立春, 卯 from 惊蛰, …; its
///   stem follows the year's (五虎遁).
/// - The **day** runs through the cycle without a break (1970-01-01 was 辛巳) and changes at
///   midnight; pass ``DayBoundary/ziHour`` to change it at 23:00, when 子时 begins.
/// - The **hour** is one of the twelve 时辰 of two hours, 子 from 23:00 to 00:59; its stem
///   follows the day's (五鼠遁), and 23:00–23:59 takes the next day's, as 子时 begins it.
///
/// Moments are read in China Standard Time by default (clock time, not local solar time).
/// Solar terms come from ``FSSolarTerm``'s table, so the moment must fall within 1900–2100.
public struct FSFourPillars: Hashable, Sendable, CustomStringConvertible {
    /// When the year pillar changes.
    public enum YearBoundary: Sendable {
        /// At 立春 (the default: the 八字's year).
        case lichun
        /// At 春节, the lunar New Year (the year calendars print with the lunar date).
        case springFestival
    }

    /// When the day pillar changes.
    public enum DayBoundary: Sendable {
        /// At midnight (the default: the civil day).
        case midnight
        /// At 23:00, when 子时 begins.
        case ziHour
    }

    /// The year pillar (年柱).
    public let year: FSGanZhi
    /// The month pillar (月柱).
    public let month: FSGanZhi
    /// The day pillar (日柱).
    public let day: FSGanZhi
    /// The hour pillar (时柱).
    public let hour: FSGanZhi

    /// The pillars of `date` in `timeZone`.
    ///
    /// - Throws: ``FSTimeToolError/notCovered(_:table:range:)`` outside the solar-term and
    ///   lunar tables (1900–2100).
    public init(
        _ date: Date, timeZone: TimeZone = .chinaStandardTime, year yearBoundary: YearBoundary = .lichun,
        day dayBoundary: DayBoundary = .midnight
    ) throws(FSTimeToolError) {
        let fields = FSDateFields(date, timeZone: timeZone)
        let civilDay = FSCivilDate(dayNumber: fields.dayNumber)
        // The 节 in effect: the last term at or before the moment, stepped back from a 中气
        // (节 are the even-numbered terms, and a year has 24, so table indices share parity).
        let index = try FSSolarTerm.currentIndex(at: date)
        let section = index - index % 2
        let term = FSSolarTerm(rawValue: section % 24) ?? .xiaohan
        // The 立春 year: 小寒 begins the last month of the year before.
        let lichunYear = FSSolarTerm.years.lowerBound + section / 24 - (term == .xiaohan ? 1 : 0)
        let lichunYearPillar = FSGanZhi(index: lichunYear - 1984)
        switch yearBoundary {
        case .lichun:
            year = lichunYearPillar
        case .springFestival:
            guard let lunar = FSLunarDate(civilDay) else {
                throw .notCovered(civilDay.description, table: "lunar calendar", range: FSLunarDate.lunarYears)
            }
            year = FSGanZhi(index: lunar.year - 1984)
        }
        // 寅 (2) from 立春, 卯 from 惊蛰 … 丑 (1) from 小寒; the stem of 寅 month follows the year's.
        let branch = (term.rawValue / 2 + 1) % 12
        let monthsFromYin = (branch + 10) % 12
        month = FSGanZhi(stem: lichunYearPillar.stemIndex * 2 + 2 + monthsFromYin, branch: branch)
        let lateZi = fields.hour == 23
        let dayNumber = fields.dayNumber + (lateZi && dayBoundary == .ziHour ? 1 : 0)
        day = FSGanZhi(dayNumber: dayNumber)
        let hourDay = FSGanZhi(dayNumber: fields.dayNumber + (lateZi ? 1 : 0))
        let hourBranch = (fields.hour + 1) / 2 % 12
        hour = FSGanZhi(stem: hourDay.stemIndex * 2 + hourBranch, branch: hourBranch)
    }

    /// `甲辰 丙寅 甲辰 丙子`: year, month, day, hour.
    public var description: String { [year, month, day, hour].map(\.name).joined(separator: " ") }
}
