import Foundation

/// A date in the Chinese lunisolar calendar (农历), from Foundation's Chinese calendar.
///
/// ```swift
/// let newYear = FSLunarDate(Date(timeIntervalSince1970: 1_707_580_800))  // 2024-02-11
/// newYear.description   // "甲辰年正月初二"
/// newYear.zodiac        // "龙"
/// newYear.month         // 1
/// ```
///
/// Dates are taken in China Standard Time by default, since the calendar's months begin at
/// new moons computed for Beijing.
public struct FSLunarDate: Sendable, Hashable, CustomStringConvertible {
    /// The year's place in the 60-year cycle, 1 (甲子) … 60 (癸亥).
    public let cycleYear: Int
    /// The month, 1 (正月) … 12 (腊月).
    public let month: Int
    /// Whether this is the leap (闰) month after ``month``.
    public let isLeapMonth: Bool
    /// The day of the month, 1 … 30.
    public let day: Int

    private static let stems = Array("甲乙丙丁戊己庚辛壬癸")
    private static let branches = Array("子丑寅卯辰巳午未申酉戌亥")
    private static let animals = Array("鼠牛虎兔龙蛇马羊猴鸡狗猪")
    private static let monthNames = ["正", "二", "三", "四", "五", "六", "七", "八", "九", "十", "冬", "腊"]
    private static let digits = Array("一二三四五六七八九十")

    /// The lunar date of `date` in `timeZone`.
    public init(_ date: Date, timeZone: TimeZone = TimeZone(identifier: "Asia/Shanghai") ?? .current) {
        var calendar = Calendar(identifier: .chinese)
        calendar.timeZone = timeZone
        let components = calendar.dateComponents([.year, .month, .day, .isLeapMonth], from: date)
        cycleYear = components.year ?? 1
        month = components.month ?? 1
        day = components.day ?? 1
        isLeapMonth = components.isLeapMonth ?? false
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
        (isLeapMonth ? "闰" : "") + Self.monthNames[(month - 1) % 12] + "月"
    }

    /// The day's name: 初一 … 初十, 十一 … 二十, 廿一 … 廿九, 三十.
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
