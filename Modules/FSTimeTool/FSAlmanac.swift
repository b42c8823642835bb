/// The 黄历 (almanac) of a day: what it is good for and what to avoid (宜忌), the zodiac it
/// clashes with and the direction of 煞, its 值神 and whether it is 黄道, its 建除 star, lunar
/// mansion, 彭祖百忌 and the directions of the gods of joy, fortune and wealth.
///
/// ```swift
/// let almanac = try FSAlmanac(FSCivilDate(year: 2025, month: 10, day: 6))
/// almanac.yi.map(\.name)        // ["冠笄", "沐浴", "出行", "修造", "动土", "移徙", "入宅", "破土", "安葬"]
/// almanac.ji.contains(.jiaQu)   // true
/// almanac.clashDescription      // "(壬寅)虎"
/// almanac.sha.plainName         // "南"
/// almanac.tianShen.name         // "白虎", a 黑道 day
/// almanac.zhiXing.name          // "闭"
/// almanac.mansion.name          // "毕"
/// almanac.pengZuStem            // "戊不受田田主不祥"
/// almanac.xiShen.name           // "东南"
/// ```
///
/// Every value is what lunar-python (6tail's tables, which lunar-java and lunar-javascript
/// share) gives for the day, and the tests compare every day FSAlmanac covers with it. Other
/// almanacs differ: cnlunar, which follows 《协纪辨方书》, names other activities, and where
/// they disagree this type follows lunar-python (see <doc:ChineseAlmanac>).
///
/// The day's 干支 changes at midnight; the month's, which picks the 宜忌, the 值神 and the
/// 建除 star, changes on the day of each 节 (立春, 惊蛰 …), as printed almanacs turn the month.
/// ``yi(monthBoundary:)`` and ``ji(monthBoundary:)`` can also take the month in effect at the
/// day's first moment instead (lunar-python's sect 2).
public struct FSAlmanac: Hashable, Sendable {
    /// When the month of ``yi(monthBoundary:)`` and ``ji(monthBoundary:)`` changes.
    public enum MonthBoundary: Sendable {
        /// On the day of the 节, whatever its hour (the default; lunar-python's sect 1).
        case termDay
        /// At the moment of the 节: a day takes the month in effect at its 00:00 in China
        /// Standard Time, so the day of the 节 still belongs to the month before
        /// (lunar-python's sect 2).
        case termMoment
    }

    /// Which table of 福神's directions ``fuShen(sect:)`` reads; lunar-python keeps two.
    public enum FuShenSect: Sendable {
        /// 甲乙 巽 (东南), 丙丁 震 (正东), 戊 坎 (正北), 己 离 (正南), 庚辛 坤 (西南), 壬 乾
        /// (西北), 癸 兑 (正西): lunar-python's sect 1.
        case first
        /// 甲己 坎 (正北), 乙庚 坤 (西南), 丙辛 乾 (西北), 丁壬 巽 (东南), 戊癸 艮 (东北):
        /// lunar-python's sect 2, its default and cnlunar's table.
        case second
    }

    /// The Gregorian years covered: each day's month needs the 节 before it from
    /// ``FSSolarTerm``'s table.
    public static let years = (FSSolarTerm.years.lowerBound + 1)...FSSolarTerm.years.upperBound

    /// The day.
    public let date: FSCivilDate
    /// The day's 干支 (日柱), changing at midnight.
    public let day: FSGanZhi
    /// The month's 干支, changing on the day of each 节 (``MonthBoundary/termDay``).
    public let month: FSGanZhi
    /// The month's 干支 at the day's 00:00 in China Standard Time
    /// (``MonthBoundary/termMoment``).
    public let monthAtMidnight: FSGanZhi

    /// The almanac of `date`.
    ///
    /// - Throws: ``FSTimeToolError/notCovered(_:table:range:)`` outside ``years``.
    public init(_ date: FSCivilDate) throws(FSTimeToolError) {
        guard Self.years.contains(date.year) else {
            throw .notCovered(date.description, table: "almanac", range: Self.years)
        }
        self.date = date
        day = FSGanZhi(dayNumber: date.dayNumber)
        // The 节 of the date's Gregorian month (小寒 in January … 大雪 in December), or the one
        // before it when the date comes first.
        let monthsTerm = (date.year - FSSolarTerm.years.lowerBound) * 24 + 2 * (date.month - 1)
        let daysSince1900 = date.dayNumber - Self.dayNumberOf1900
        let termMinute = Int(SolarTermTable.minutes[monthsTerm])
        let byDay = termMinute / Self.minutesInDay <= daysSince1900 ? monthsTerm : monthsTerm - 2
        // The table drops the seconds, so a 节 in the day's first minute counts as after 00:00.
        let byMoment = termMinute < daysSince1900 * Self.minutesInDay ? monthsTerm : monthsTerm - 2
        month = FSGanZhi(index: byDay / 2 + Self.monthIndexOf1900)
        monthAtMidnight = FSGanZhi(index: byMoment / 2 + Self.monthIndexOf1900)
    }

    // MARK: 宜忌

    /// The activities the day is good for (宜), in lunar-python's order; ``Activity/noneListed``
    /// alone when it lists none.
    public var yi: [Activity] { yi(monthBoundary: .termDay) }

    /// The activities the day should avoid (忌), in lunar-python's order;
    /// ``Activity/noneListed`` alone when it lists none.
    public var ji: [Activity] { ji(monthBoundary: .termDay) }

    /// The activities the day is good for, with the month taken at `monthBoundary`.
    public func yi(monthBoundary: MonthBoundary) -> [Activity] { activities(monthBoundary, ji: false) }

    /// The activities the day should avoid, with the month taken at `monthBoundary`.
    public func ji(monthBoundary: MonthBoundary) -> [Activity] { activities(monthBoundary, ji: true) }

    private func activities(_ boundary: MonthBoundary, ji: Bool) -> [Activity] {
        let month = boundary == .termDay ? month : monthAtMidnight
        let list = Int(AlmanacTable.yiJi[2 * (FSGanZhi.cycle * month.index + day.index) + (ji ? 1 : 0)])
        let range = Int(AlmanacTable.activityListStarts[list])..<Int(AlmanacTable.activityListStarts[list + 1])
        return AlmanacTable.activities[range].map { Activity.allCases[Int($0)] }
    }

    // MARK: 冲煞

    /// The 干支 the day clashes with (冲): the branch opposite the day's, with the stem four
    /// places on (壬寅 for a 戊申 day).
    public var clash: FSGanZhi {
        FSGanZhi(
            stem: Int(AlmanacTable.clashStems[day.stemIndex]), branch: Int(AlmanacTable.clashBranches[day.branchIndex]))
    }

    /// The zodiac animal the day clashes with: 虎 for a 戊申 day.
    public var clashZodiac: String { clash.zodiac }

    /// The clash as almanacs print it: "(壬寅)虎".
    public var clashDescription: String { "(\(clash.name))\(clashZodiac)" }

    /// The direction of the day's 煞, always a cardinal one (print its
    /// ``Direction/plainName``: 南).
    public var sha: Direction { Direction(rawValue: Int(AlmanacTable.sha[day.branchIndex])) ?? .south }

    // MARK: 值神, 建除, 二十八宿

    /// The day's 值神, which makes it 黄道 or 黑道.
    public var tianShen: TianShen {
        let offset = Int(AlmanacTable.tianShenOffsets[month.branchIndex])
        return TianShen(rawValue: (day.branchIndex + offset) % TianShen.allCases.count) ?? .qingLong
    }

    /// The day's 建除十二值星: 建 when the day's branch is the month's.
    public var zhiXing: ZhiXing {
        let count = ZhiXing.allCases.count
        return ZhiXing(rawValue: ((day.branchIndex - month.branchIndex) % count + count) % count) ?? .jian
    }

    /// The day's lunar mansion (二十八宿), which follows the day's branch and weekday.
    public var mansion: Mansion {
        let weekdays = FSWeekday.allCases.count
        let entry = day.branchIndex * weekdays + date.weekday.rawValue - FSWeekday.sunday.rawValue
        return Mansion(rawValue: Int(AlmanacTable.mansionByBranchAndWeekday[entry])) ?? .horn
    }

    // MARK: 彭祖百忌

    /// The taboo of the day's stem (彭祖百忌): "戊不受田田主不祥".
    public var pengZuStem: String { AlmanacTable.pengZuStem[day.stemIndex] }

    /// The taboo of the day's branch: "申不安床鬼祟入房".
    public var pengZuBranch: String { AlmanacTable.pengZuBranch[day.branchIndex] }

    // MARK: The gods' directions

    /// The direction of 喜神, the god of joy, by the day's stem.
    public var xiShen: Direction { direction(AlmanacTable.xiShen) }

    /// The direction of 福神, the god of fortune, in lunar-python's default table
    /// (``FuShenSect/second``).
    public var fuShen: Direction { fuShen(sect: .second) }

    /// The direction of 福神 in the table of `sect`.
    public func fuShen(sect: FuShenSect) -> Direction {
        direction(sect == .first ? AlmanacTable.fuShenSect1 : AlmanacTable.fuShenSect2)
    }

    /// The direction of 财神, the god of wealth, by the day's stem.
    public var caiShen: Direction { direction(AlmanacTable.caiShen) }

    private func direction(_ table: [UInt8]) -> Direction { Direction(rawValue: Int(table[day.stemIndex])) ?? .center }

    // MARK: Constants

    /// The month that began at 1900's 小寒, the table's first 节, was 丁丑, index 13.
    private static let monthIndexOf1900 = 13
    private static let dayNumberOf1900 = Int(Civil.days(year: FSSolarTerm.years.lowerBound, month: 1, day: 1))
    private static let minutesInDay = FSTimeConstants.secondsInDay / FSTimeConstants.secondsInMinute
}
