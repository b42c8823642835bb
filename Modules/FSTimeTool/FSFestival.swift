/// The festivals a Chinese calendar prints: the lunar ones (春节 … 除夕), the two that are
/// solar terms (清明, 冬至), and the Gregorian ones (元旦, 国庆节, 母亲节 …).
///
/// ```swift
/// try FSFestival.midAutumnFestival.date(in: 2025).description   // "2025-10-06"
/// try FSFestival.newYearsEve.date(in: 2025).description         // "2026-02-16" (乙巳年的除夕)
/// try FSFestival.festivals(on: FSCivilDate(year: 2025, month: 10, day: 1))   // [.nationalDay]
/// ```
///
/// A lunar festival falls in its month, never in a leap month of the same number (闰五月初五
/// is not 端午). 除夕 is the last day of the lunar year, the 29th or the 30th of 腊月. 小年 is
/// kept on 腊月廿三 in the north and 廿四 in the south: both are listed, as
/// ``northernLittleNewYear`` and ``southernLittleNewYear``.
///
/// Festivals are values with static members rather than enum cases, so a later release can
/// add one without breaking any caller's `switch` (which ends with `default`). A festival
/// encodes as its ``identifier``.
public struct FSFestival: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The stable identifier for code and stored data: `"midAutumnFestival"`.
    public let identifier: String
    /// The festival's Chinese name: 中秋节; both 小年 are 小年.
    public let name: String
    private let rule: Rule

    private init(_ identifier: String, _ name: String, _ rule: Rule) {
        self.identifier = identifier
        self.name = name
        self.rule = rule
    }

    /// 春节, 正月初一.
    public static let springFestival = Self("springFestival", "春节", .lunar(month: 1, day: 1))
    /// 元宵节, 正月十五.
    public static let lanternFestival = Self("lanternFestival", "元宵节", .lunar(month: 1, day: 15))
    /// 龙抬头, 二月初二.
    public static let dragonHeadRaising = Self("dragonHeadRaising", "龙抬头", .lunar(month: 2, day: 2))
    /// 端午节, 五月初五.
    public static let dragonBoatFestival = Self("dragonBoatFestival", "端午节", .lunar(month: 5, day: 5))
    /// 七夕节, 七月初七.
    public static let qixiFestival = Self("qixiFestival", "七夕节", .lunar(month: 7, day: 7))
    /// 中元节, 七月十五.
    public static let ghostFestival = Self("ghostFestival", "中元节", .lunar(month: 7, day: 15))
    /// 中秋节, 八月十五.
    public static let midAutumnFestival = Self("midAutumnFestival", "中秋节", .lunar(month: 8, day: 15))
    /// 重阳节, 九月初九.
    public static let doubleNinthFestival = Self("doubleNinthFestival", "重阳节", .lunar(month: 9, day: 9))
    /// 腊八节, 腊月初八.
    public static let labaFestival = Self("labaFestival", "腊八节", .lunar(month: 12, day: 8))
    /// 小年 in the north, 腊月廿三.
    public static let northernLittleNewYear = Self("northernLittleNewYear", "小年", .lunar(month: 12, day: 23))
    /// 小年 in the south, 腊月廿四.
    public static let southernLittleNewYear = Self("southernLittleNewYear", "小年", .lunar(month: 12, day: 24))
    /// 除夕, the last day of the lunar year.
    public static let newYearsEve = Self("newYearsEve", "除夕", .lastDayOfLunarYear)
    /// 清明节, the day of the solar term 清明.
    public static let qingmingFestival = Self("qingmingFestival", "清明节", .term(.qingming))
    /// 冬至, the day of the solar term 冬至.
    public static let winterSolstice = Self("winterSolstice", "冬至", .term(.dongzhi))
    /// 元旦, 1 January.
    public static let newYearsDay = Self("newYearsDay", "元旦", .fixed(month: 1, day: 1))
    /// 情人节, 14 February.
    public static let valentinesDay = Self("valentinesDay", "情人节", .fixed(month: 2, day: 14))
    /// 妇女节, 8 March.
    public static let womensDay = Self("womensDay", "妇女节", .fixed(month: 3, day: 8))
    /// 植树节, 12 March.
    public static let arborDay = Self("arborDay", "植树节", .fixed(month: 3, day: 12))
    /// 消费者权益日, 15 March.
    public static let consumerRightsDay = Self("consumerRightsDay", "消费者权益日", .fixed(month: 3, day: 15))
    /// 愚人节, 1 April.
    public static let aprilFoolsDay = Self("aprilFoolsDay", "愚人节", .fixed(month: 4, day: 1))
    /// 劳动节, 1 May.
    public static let labourDay = Self("labourDay", "劳动节", .fixed(month: 5, day: 1))
    /// 青年节, 4 May.
    public static let youthDay = Self("youthDay", "青年节", .fixed(month: 5, day: 4))
    /// 母亲节, the second Sunday of May.
    public static let mothersDay = Self("mothersDay", "母亲节", .weekday(month: 5, nth: 2, weekday: .sunday))
    /// 儿童节, 1 June.
    public static let childrensDay = Self("childrensDay", "儿童节", .fixed(month: 6, day: 1))
    /// 父亲节, the third Sunday of June.
    public static let fathersDay = Self("fathersDay", "父亲节", .weekday(month: 6, nth: 3, weekday: .sunday))
    /// 建党节, 1 July.
    public static let partyFoundingDay = Self("partyFoundingDay", "建党节", .fixed(month: 7, day: 1))
    /// 建军节, 1 August.
    public static let armyDay = Self("armyDay", "建军节", .fixed(month: 8, day: 1))
    /// 教师节, 10 September.
    public static let teachersDay = Self("teachersDay", "教师节", .fixed(month: 9, day: 10))
    /// 国庆节, 1 October.
    public static let nationalDay = Self("nationalDay", "国庆节", .fixed(month: 10, day: 1))
    /// 万圣节前夜, 31 October.
    public static let halloween = Self("halloween", "万圣节前夜", .fixed(month: 10, day: 31))
    /// 万圣节, 1 November.
    public static let allSaintsDay = Self("allSaintsDay", "万圣节", .fixed(month: 11, day: 1))
    /// 感恩节, the fourth Thursday of November.
    public static let thanksgiving = Self("thanksgiving", "感恩节", .weekday(month: 11, nth: 4, weekday: .thursday))
    /// 平安夜, 24 December.
    public static let christmasEve = Self("christmasEve", "平安夜", .fixed(month: 12, day: 24))
    /// 圣诞节, 25 December.
    public static let christmasDay = Self("christmasDay", "圣诞节", .fixed(month: 12, day: 25))

    /// Every festival, lunar ones first, then the solar terms, then the Gregorian ones by date.
    public static let allCases: [Self] = [
        .springFestival, .lanternFestival, .dragonHeadRaising, .dragonBoatFestival, .qixiFestival, .ghostFestival,
        .midAutumnFestival, .doubleNinthFestival, .labaFestival, .northernLittleNewYear, .southernLittleNewYear,
        .newYearsEve, .qingmingFestival, .winterSolstice, .newYearsDay, .valentinesDay, .womensDay, .arborDay,
        .consumerRightsDay, .aprilFoolsDay, .labourDay, .youthDay, .mothersDay, .childrensDay, .fathersDay,
        .partyFoundingDay, .armyDay, .teachersDay, .nationalDay, .halloween, .allSaintsDay, .thanksgiving,
        .christmasEve, .christmasDay,
    ]

    /// What kind of calendar a festival is kept in.
    public enum Kind: Sendable {
        /// A lunar month and day (``date(in:)`` takes the lunar year).
        case lunar
        /// The day of a solar term.
        case solarTerm
        /// A Gregorian month and day, or a weekday of a Gregorian month.
        case gregorian
    }

    /// How the date is found.
    private enum Rule {
        case lunar(month: Int, day: Int)
        case lastDayOfLunarYear
        case term(FSSolarTerm)
        case fixed(month: Int, day: Int)
        /// The `nth` `weekday` of `month`.
        case weekday(month: Int, nth: Int, weekday: FSWeekday)
    }

    /// The calendar the festival is kept in.
    public var kind: Kind {
        switch rule {
        case .lunar, .lastDayOfLunarYear: .lunar
        case .term: .solarTerm
        case .fixed, .weekday: .gregorian
        }
    }

    /// The name.
    public var description: String { name }

    /// Equal when the identifiers are.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identifier == rhs.identifier }

    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// Writes the ``identifier``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    /// Reads an ``identifier``, or the `{"midAutumnFestival": {}}` form 0.x's enum wrote.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for a festival this release does not know.
    public init(from decoder: any Decoder) throws {
        let identifier: String
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            identifier = text
        } else {
            let container = try decoder.container(keyedBy: AnyKey.self)
            guard container.allKeys.count == 1, let key = container.allKeys.first else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not a festival"))
            }
            identifier = key.stringValue
        }
        guard let festival = Self.allCases.first(where: { $0.identifier == identifier }) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "\(identifier) is not a festival this release knows"))
        }
        self = festival
    }

    /// A key of 0.x's coded form, the case's name.
    private struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The day of the festival in `year`: the lunar year for a lunar festival (除夕 of lunar
    /// year 2025 is 2026-02-16), the Gregorian year for the others.
    ///
    /// - Throws: ``FSTimeToolError/notCovered(_:table:range:)`` for a lunar or solar-term
    ///   festival outside 1900–2100; ``FSTimeToolError/outOfRange(text:)`` outside the years
    ///   1…9999.
    public func date(in year: Int) throws(FSTimeToolError) -> FSCivilDate {
        switch rule {
        case .lunar(let month, let day):
            return try FSLunarDate(lunarYear: year, month: month, day: day).gregorianDate
        case .lastDayOfLunarYear:
            guard let months = FSLunarDate.monthLengths(of: year), let last = months.last else {
                throw .notCovered("除夕 of \(year)", table: "lunar calendar", range: FSLunarDate.lunarYears)
            }
            return try FSLunarDate(lunarYear: year, month: last.month, day: last.days, isLeapMonth: last.isLeap)
                .gregorianDate
        case .term(let term):
            return FSCivilDate(try term.moment(in: year), timeZone: .chinaStandardTime)
        case .fixed(let month, let day):
            return try FSCivilDate(year: year, month: month, day: day)
        case .weekday(let month, let nth, let weekday):
            let first = try FSCivilDate(year: year, month: month, day: 1)
            return first.advanced(by: (weekday.rawValue - first.weekday.rawValue + 7) % 7 + 7 * (nth - 1))
        }
    }

    /// The festivals on `day`, in the order of ``allCases``.
    ///
    /// - Throws: ``FSTimeToolError/notCovered(_:table:range:)`` outside lunar years 1900–2100.
    public static func festivals(on day: FSCivilDate) throws(FSTimeToolError) -> [FSFestival] {
        guard let lunar = FSLunarDate(day) else {
            throw .notCovered(day.description, table: "lunar calendar", range: FSLunarDate.lunarYears)
        }
        let term = try FSSolarTerm.term(on: day)
        let lastMonth = FSLunarDate.monthLengths(of: lunar.year)?.last
        return allCases.filter { festival in
            switch festival.rule {
            case .lunar(let month, let dayOfMonth):
                !lunar.isLeapMonth && lunar.month == month && lunar.day == dayOfMonth
            case .lastDayOfLunarYear:
                lastMonth.map { $0.month == lunar.month && $0.isLeap == lunar.isLeapMonth && $0.days == lunar.day }
                    ?? false
            case .term(let festivalTerm): term == festivalTerm
            case .fixed(let month, let dayOfMonth): day.month == month && day.day == dayOfMonth
            case .weekday(let month, let nth, let weekday):
                day.month == month && day.weekday == weekday && (day.day - 1) / 7 == nth - 1
            }
        }
    }
}
