import Foundation

/// A date in the Chinese lunisolar calendar (农历), from the published tables of lunar years
/// 1900–2100 (Gregorian 1900-01-31 through 2101-01-28).
///
/// ```swift
/// let newYear = FSLunarDate(Date(timeIntervalSince1970: 1_707_580_800))!  // 2024-02-11
/// newYear.description   // "甲辰年正月初二"
/// newYear.zodiac        // "龙"
/// newYear.year          // 2024
/// FSLunarDate.newYear(of: 2025)   // 2025-01-29: 春节
/// ```
///
/// The calendar is a table compiled by `Scripts/gen-lunar-table` from the `lunar-python`
/// package (寿星万年历's method, which follows the Purple Mountain and Hong Kong Observatory
/// tables), not Foundation's Chinese calendar, which is wrong on some days of the range and on
/// Linux gives day 0 on a few. The tests compare every day of the range with `lunar-python`
/// and with `lunardate`, a separately kept table. `lunardate` differs for four months, from
/// 1933-07-22, 1954-11-25, 1978-09-02 and 2057-09-28, each by a day; the new moons (PyEphem, China
/// Standard Time) fall at 1933-07-23 00:03, 1954-11-25 20:30 and 1978-09-03 00:09, which
/// settle the first three for `lunar-python`, and at 2057-09-28 23:59:49, too close to midnight
/// for a prediction that far ahead to be sure: this table follows `lunar-python` (八月 has
/// 30 days; 九月初一 is 2057-09-29).
///
/// Dates are taken in China Standard Time by default, since the calendar's days are those of
/// China; another `timeZone` reads the lunar date of the day the date falls on there.
public struct FSLunarDate: Sendable, Hashable, CustomStringConvertible {
    /// The lunar year, numbered by the Gregorian year in which it begins: 2024 for 甲辰年,
    /// which runs from 2024-02-10 to 2025-01-28.
    public let year: Int
    /// The month, 1 (正月) … 12 (腊月).
    public let month: Int
    /// Whether this is the leap (闰) month after ``month``.
    public let isLeapMonth: Bool
    /// The day of the month, 1 … 30.
    public let day: Int

    /// The year's place in the 60-year cycle, 1 (甲子) … 60 (癸亥); 1984 was 甲子.
    public var cycleYear: Int { ((year - 1984) % 60 + 60) % 60 + 1 }

    private static let stems = Array("甲乙丙丁戊己庚辛壬癸")
    private static let branches = Array("子丑寅卯辰巳午未申酉戌亥")
    private static let animals = Array("鼠牛虎兔龙蛇马羊猴鸡狗猪")
    private static let monthNames = ["正", "二", "三", "四", "五", "六", "七", "八", "九", "十", "冬", "腊"]
    private static let digits = Array("一二三四五六七八九十")

    /// The Gregorian dates the table covers: lunar years 1900 through 2100.
    public static let gregorianRange: ClosedRange<Date> = {
        let first = newYearDays(LunarTable.firstYear)
        let lastYear = LunarTable.firstYear + LunarTable.years.count - 1
        let end = newYearDays(lastYear) + Int64(months(of: lastYear).reduce(0) { $0 + $1.length })
        return Date(
            timeIntervalSince1970: TimeInterval(first * Civil.secondsPerDay))...Date(
                timeIntervalSince1970: TimeInterval(end * Civil.secondsPerDay - 1))
    }()

    /// The lunar date of the day `date` falls on in `timeZone`, or `nil` outside
    /// ``gregorianRange`` (lunar years 1900–2100).
    public init?(_ date: Date, timeZone: TimeZone = TimeZone(identifier: "Asia/Shanghai") ?? .current) {
        self.init(dayNumber: Int64(FSDateFields(date, timeZone: timeZone).dayNumber))
    }

    /// The lunar date of a Gregorian date, or `nil` outside lunar years 1900–2100.
    public init?(year gregorianYear: Int, month gregorianMonth: Int, day gregorianDay: Int) {
        guard (1...12).contains(gregorianMonth), (1...9999).contains(gregorianYear),
            (1...Civil.daysInMonth(year: gregorianYear, month: gregorianMonth)).contains(gregorianDay)
        else { return nil }
        self.init(dayNumber: Civil.days(year: gregorianYear, month: gregorianMonth, day: gregorianDay))
    }

    init?(dayNumber: Int64) {
        let gregorianYear = Civil.civil(days: dayNumber).year
        // The lunar year begins between 21 January and 20 February of its Gregorian year.
        var year = gregorianYear
        if !Self.covers(year) || dayNumber < Self.newYearDays(year) { year -= 1 }
        guard Self.covers(year) else { return nil }
        var start = Self.newYearDays(year)
        for month in Self.months(of: year) {
            if dayNumber < start + Int64(month.length) {
                self.year = year
                self.month = month.number
                self.isLeapMonth = month.isLeap
                self.day = Int(dayNumber - start) + 1
                return
            }
            start += Int64(month.length)
        }
        return nil  // after lunar year 2100
    }

    /// The Gregorian date of 春节 (正月初一) of lunar year `year`, or `nil` outside 1900–2100.
    public static func newYear(of year: Int) -> FSCivilDate? {
        guard covers(year) else { return nil }
        return FSCivilDate(dayNumber: Int(newYearDays(year)))
    }

    /// The months of lunar year `year` in order, each with its number (1–12), whether it is
    /// the leap month, and its length (29 or 30 days); `nil` outside 1900–2100.
    public static func monthLengths(of year: Int) -> [FSLunarMonth]? {
        guard covers(year) else { return nil }
        return months(of: year).map { FSLunarMonth(month: $0.number, isLeap: $0.isLeap, days: $0.length) }
    }

    static func covers(_ year: Int) -> Bool {
        year >= LunarTable.firstYear && year - LunarTable.firstYear < LunarTable.years.count
    }

    /// Days since 1970 of 正月初一 of a year the table covers.
    static func newYearDays(_ year: Int) -> Int64 {
        let word = LunarTable.years[year - LunarTable.firstYear]
        return Civil.days(year: year, month: 1, day: 21) + Int64(word >> 17 & 0x3F)
    }

    /// The months of a year the table covers, in order, read from its word as they are
    /// visited: nothing is allocated.
    static func months(of year: Int) -> LunarMonths {
        LunarMonths(word: LunarTable.years[year - LunarTable.firstYear])
    }

    /// The months of one lunar year: number, whether leap, and length.
    struct LunarMonths: Sequence, IteratorProtocol {
        let word: UInt32
        private var index = 0
        private var number = 1
        private var leapVisited = false

        init(word: UInt32) {
            self.word = word
        }

        mutating func next() -> (number: Int, isLeap: Bool, length: Int)? {
            guard number <= 12 else { return nil }
            let leapMonth = Int(word >> 13 & 0xF)
            let isLeap = leapVisited
            let month = (number, isLeap, word >> index & 1 == 1 ? 30 : 29)
            index += 1
            if number == leapMonth && !leapVisited {
                leapVisited = true  // the leap month follows its month
            } else {
                leapVisited = false
                number += 1
            }
            return month
        }
    }

    /// The year's name in the sexagenary cycle: 甲辰.
    public var yearName: String {
        String([Self.stems[(cycleYear - 1) % 10], Self.branches[(cycleYear - 1) % 12]])
    }

    /// The year's zodiac animal (生肖): 龙.
    public var zodiac: String {
        String(Self.animals[(cycleYear - 1) % 12])
    }

    /// The month's name: 正月, 闰四月, 腊月.
    public var monthName: String {
        (isLeapMonth ? "闰" : "") + Self.monthNames[month - 1] + "月"
    }

    /// The day's name: 初一 … 初十, 十一 … 十九, 二十, 廿一 … 廿九, 三十.
    public var dayName: String {
        switch day {
        case 1...10: "初" + String(Self.digits[day - 1])
        case 11...19: "十" + String(Self.digits[day - 11])
        case 20: "二十"
        case 21...29: "廿" + String(Self.digits[day - 21])
        default: "三十"
        }
    }

    /// `甲辰年正月初二`.
    public var description: String {
        yearName + "年" + monthName + dayName
    }
}
