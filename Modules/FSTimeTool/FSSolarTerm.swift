import Foundation

/// One of the 24 solar terms (节气), the points where the Sun's apparent longitude is a
/// multiple of 15°, in calendar order from 小寒.
///
/// ```swift
/// let terms = try FSSolarTerm.terms(of: 2025)
/// terms[2].term.name                       // "立春"
/// terms[2].date                            // 2025-02-03 22:10 in China Standard Time
/// try FSSolarTerm.term(on: FSCivilDate(year: 2025, month: 4, day: 4))   // .qingming
/// try FSSolarTerm.next(after: Date())      // the next term and when it begins
/// ```
///
/// The moments come from a table of 1900–2100 compiled by `Scripts/gen-solar-terms` from
/// `sxtwl` (寿星天文历: the Sun's apparent longitude from a truncated VSOP87 theory, with its
/// ΔT), to the minute, seconds dropped. The tests check each of the 4,824 moments against
/// PyEphem, a separate VSOP87 computation (all within a minute), and each day in China
/// Standard Time against `lunar-python` (all equal).
public enum FSSolarTerm: Int, CaseIterable, Sendable, Codable, CustomStringConvertible {
    /// 小寒 (Minor Cold), 285°.
    case xiaohan
    /// 大寒 (Major Cold), 300°.
    case dahan
    /// 立春 (Start of Spring), 315°: where the year of the 干支 calendar begins.
    case lichun
    /// 雨水 (Rain Water), 330°.
    case yushui
    /// 惊蛰 (Awakening of Insects), 345°.
    case jingzhe
    /// 春分 (Spring Equinox), 0°.
    case chunfen
    /// 清明 (Pure Brightness), 15°.
    case qingming
    /// 谷雨 (Grain Rain), 30°.
    case guyu
    /// 立夏 (Start of Summer), 45°.
    case lixia
    /// 小满 (Grain Buds), 60°.
    case xiaoman
    /// 芒种 (Grain in Ear), 75°.
    case mangzhong
    /// 夏至 (Summer Solstice), 90°.
    case xiazhi
    /// 小暑 (Minor Heat), 105°.
    case xiaoshu
    /// 大暑 (Major Heat), 120°.
    case dashu
    /// 立秋 (Start of Autumn), 135°.
    case liqiu
    /// 处暑 (End of Heat), 150°.
    case chushu
    /// 白露 (White Dew), 165°.
    case bailu
    /// 秋分 (Autumn Equinox), 180°.
    case qiufen
    /// 寒露 (Cold Dew), 195°.
    case hanlu
    /// 霜降 (Frost's Descent), 210°.
    case shuangjiang
    /// 立冬 (Start of Winter), 225°.
    case lidong
    /// 小雪 (Minor Snow), 240°.
    case xiaoxue
    /// 大雪 (Major Snow), 255°.
    case daxue
    /// 冬至 (Winter Solstice), 270°.
    case dongzhi

    private static let names = [
        "小寒", "大寒", "立春", "雨水", "惊蛰", "春分", "清明", "谷雨", "立夏", "小满", "芒种", "夏至",
        "小暑", "大暑", "立秋", "处暑", "白露", "秋分", "寒露", "霜降", "立冬", "小雪", "大雪", "冬至",
    ]

    /// The term's name: 立春.
    public var name: String { Self.names[rawValue] }

    /// The Sun's apparent ecliptic longitude at the term, in degrees: 315 for 立春.
    public var longitude: Int { (285 + 15 * rawValue) % 360 }

    /// Whether the term is a 节 — 小寒, 立春, 惊蛰, 清明 …, every other term from 小寒 — where a
    /// month of the 干支 calendar begins, rather than a 中气.
    public var isSectionTerm: Bool { rawValue % 2 == 0 }

    /// The name.
    public var description: String { name }

    /// The years the table covers.
    public static let years =
        SolarTermTable.firstYear...(SolarTermTable.firstYear + SolarTermTable.minutes.count / 24 - 1)

    /// China Standard Time, UTC+8, the zone the table's minutes count in.
    static let chinaOffset: TimeInterval = 8 * 3600

    /// 1900-01-01 00:00 in UTC+8, the table's origin.
    private static let origin = Date(
        timeIntervalSince1970: TimeInterval(Civil.days(year: 1900, month: 1, day: 1) * Civil.secondsPerDay)
            - chinaOffset)

    /// The moment of table entry `index` (24 × years since 1900 + term).
    static func moment(at index: Int) -> Date {
        origin.addingTimeInterval(TimeInterval(SolarTermTable.minutes[index]) * 60)
    }

    /// The moment the term begins in Gregorian year `year`, to the minute.
    ///
    /// - Throws: ``FSTimeToolError/notCovered(_:table:range:)`` outside 1900–2100.
    public func moment(in year: Int) throws(FSTimeToolError) -> Date {
        guard Self.years.contains(year) else {
            throw .notCovered("\(name) \(year)", table: "solar term", range: Self.years)
        }
        return Self.moment(at: (year - Self.years.lowerBound) * 24 + rawValue)
    }

    /// The 24 terms of Gregorian year `year`, 小寒 first, with the moments they begin.
    ///
    /// - Throws: ``FSTimeToolError/notCovered(_:table:range:)`` outside 1900–2100.
    public static func terms(of year: Int) throws(FSTimeToolError) -> [(term: FSSolarTerm, date: Date)] {
        guard years.contains(year) else { throw .notCovered("\(year)", table: "solar term", range: years) }
        let first = (year - years.lowerBound) * 24
        return allCases.map { ($0, moment(at: first + $0.rawValue)) }
    }

    /// The term that begins on `day` in `timeZone` (China Standard Time by default, the day
    /// Chinese calendars print it on), or `nil` on the other days.
    ///
    /// - Throws: ``FSTimeToolError/notCovered(_:table:range:)`` outside 1900–2100.
    public static func term(
        on day: FSCivilDate, timeZone: TimeZone = .chinaStandardTime
    ) throws(FSTimeToolError)
        -> FSSolarTerm?
    {
        guard years.contains(day.year) else { throw .notCovered(day.description, table: "solar term", range: years) }
        let first = (day.year - years.lowerBound) * 24
        return allCases.first { FSCivilDate(moment(at: first + $0.rawValue), timeZone: timeZone) == day }
    }

    /// The term in effect at `date` — the last one that began at or before it — and when it
    /// began.
    ///
    /// - Throws: ``FSTimeToolError/notCovered(_:table:range:)`` before 1900's 小寒 or after
    ///   2100's 冬至 has passed into 2101.
    public static func current(at date: Date) throws(FSTimeToolError) -> Occurrence {
        let index = try currentIndex(at: date)
        return Occurrence(term: FSSolarTerm(rawValue: index % 24) ?? .xiaohan, date: moment(at: index))
    }

    /// The table index of the term in effect at `date` (24 × years since 1900 + term).
    static func currentIndex(at date: Date) throws(FSTimeToolError) -> Int {
        let index = indexAfter(date) - 1
        guard index >= 0, index < SolarTermTable.minutes.count - 1 else {
            throw .notCovered("the moment \(date)", table: "solar term", range: years)
        }
        return index
    }

    /// The first term that begins after `date`, and when.
    ///
    /// - Throws: ``FSTimeToolError/notCovered(_:table:range:)`` before 1900's 小寒 or after
    ///   2100's 冬至.
    public static func next(after date: Date) throws(FSTimeToolError) -> Occurrence {
        let index = indexAfter(date)
        guard index > 0, index < SolarTermTable.minutes.count else {
            throw .notCovered("the moment \(date)", table: "solar term", range: years)
        }
        return Occurrence(term: FSSolarTerm(rawValue: index % 24) ?? .xiaohan, date: moment(at: index))
    }

    /// The index of the first table entry after `date` (binary search).
    private static func indexAfter(_ date: Date) -> Int {
        let minutes = (date.timeIntervalSince(origin) / 60).rounded(.down)
        var (low, high) = (0, SolarTermTable.minutes.count)
        while low < high {
            let middle = (low + high) / 2
            if Double(SolarTermTable.minutes[middle]) <= minutes { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension TimeZone {
    /// China Standard Time: UTC+8 all year, the zone the Chinese calendar's days and solar
    /// terms are reckoned in. Not `Asia/Shanghai`, which kept daylight saving in 1940–1949 and
    /// 1986–1991: a term at 23:30 in 1990's summer is on the day before by this zone.
    public static var chinaStandardTime: TimeZone {
        TimeZone(secondsFromGMT: Int(FSSolarTerm.chinaOffset)) ?? .gmt
    }
}
