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
public enum FSFestival: CaseIterable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// 春节, 正月初一.
    case springFestival
    /// 元宵节, 正月十五.
    case lanternFestival
    /// 龙抬头, 二月初二.
    case dragonHeadRaising
    /// 端午节, 五月初五.
    case dragonBoatFestival
    /// 七夕节, 七月初七.
    case qixiFestival
    /// 中元节, 七月十五.
    case ghostFestival
    /// 中秋节, 八月十五.
    case midAutumnFestival
    /// 重阳节, 九月初九.
    case doubleNinthFestival
    /// 腊八节, 腊月初八.
    case labaFestival
    /// 小年 in the north, 腊月廿三.
    case northernLittleNewYear
    /// 小年 in the south, 腊月廿四.
    case southernLittleNewYear
    /// 除夕, the last day of the lunar year.
    case newYearsEve
    /// 清明节, the day of the solar term 清明.
    case qingmingFestival
    /// 冬至, the day of the solar term 冬至.
    case winterSolstice
    /// 元旦, 1 January.
    case newYearsDay
    /// 情人节, 14 February.
    case valentinesDay
    /// 妇女节, 8 March.
    case womensDay
    /// 植树节, 12 March.
    case arborDay
    /// 消费者权益日, 15 March.
    case consumerRightsDay
    /// 愚人节, 1 April.
    case aprilFoolsDay
    /// 劳动节, 1 May.
    case labourDay
    /// 青年节, 4 May.
    case youthDay
    /// 母亲节, the second Sunday of May.
    case mothersDay
    /// 儿童节, 1 June.
    case childrensDay
    /// 父亲节, the third Sunday of June.
    case fathersDay
    /// 建党节, 1 July.
    case partyFoundingDay
    /// 建军节, 1 August.
    case armyDay
    /// 教师节, 10 September.
    case teachersDay
    /// 国庆节, 1 October.
    case nationalDay
    /// 万圣节前夜, 31 October.
    case halloween
    /// 万圣节, 1 November.
    case allSaintsDay
    /// 感恩节, the fourth Thursday of November.
    case thanksgiving
    /// 平安夜, 24 December.
    case christmasEve
    /// 圣诞节, 25 December.
    case christmasDay

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
        /// The `nth` `weekday` (1 = Sunday) of `month`.
        case weekday(month: Int, nth: Int, weekday: Int)
    }

    private var rule: Rule {
        switch self {
        case .springFestival: .lunar(month: 1, day: 1)
        case .lanternFestival: .lunar(month: 1, day: 15)
        case .dragonHeadRaising: .lunar(month: 2, day: 2)
        case .dragonBoatFestival: .lunar(month: 5, day: 5)
        case .qixiFestival: .lunar(month: 7, day: 7)
        case .ghostFestival: .lunar(month: 7, day: 15)
        case .midAutumnFestival: .lunar(month: 8, day: 15)
        case .doubleNinthFestival: .lunar(month: 9, day: 9)
        case .labaFestival: .lunar(month: 12, day: 8)
        case .northernLittleNewYear: .lunar(month: 12, day: 23)
        case .southernLittleNewYear: .lunar(month: 12, day: 24)
        case .newYearsEve: .lastDayOfLunarYear
        case .qingmingFestival: .term(.qingming)
        case .winterSolstice: .term(.dongzhi)
        case .newYearsDay: .fixed(month: 1, day: 1)
        case .valentinesDay: .fixed(month: 2, day: 14)
        case .womensDay: .fixed(month: 3, day: 8)
        case .arborDay: .fixed(month: 3, day: 12)
        case .consumerRightsDay: .fixed(month: 3, day: 15)
        case .aprilFoolsDay: .fixed(month: 4, day: 1)
        case .labourDay: .fixed(month: 5, day: 1)
        case .youthDay: .fixed(month: 5, day: 4)
        case .mothersDay: .weekday(month: 5, nth: 2, weekday: 1)
        case .childrensDay: .fixed(month: 6, day: 1)
        case .fathersDay: .weekday(month: 6, nth: 3, weekday: 1)
        case .partyFoundingDay: .fixed(month: 7, day: 1)
        case .armyDay: .fixed(month: 8, day: 1)
        case .teachersDay: .fixed(month: 9, day: 10)
        case .nationalDay: .fixed(month: 10, day: 1)
        case .halloween: .fixed(month: 10, day: 31)
        case .allSaintsDay: .fixed(month: 11, day: 1)
        case .thanksgiving: .weekday(month: 11, nth: 4, weekday: 5)
        case .christmasEve: .fixed(month: 12, day: 24)
        case .christmasDay: .fixed(month: 12, day: 25)
        }
    }

    /// The calendar the festival is kept in.
    public var kind: Kind {
        switch rule {
        case .lunar, .lastDayOfLunarYear: .lunar
        case .term: .solarTerm
        case .fixed, .weekday: .gregorian
        }
    }

    /// The festival's Chinese name: 中秋节; both 小年 are 小年.
    public var name: String {
        switch self {
        case .springFestival: "春节"
        case .lanternFestival: "元宵节"
        case .dragonHeadRaising: "龙抬头"
        case .dragonBoatFestival: "端午节"
        case .qixiFestival: "七夕节"
        case .ghostFestival: "中元节"
        case .midAutumnFestival: "中秋节"
        case .doubleNinthFestival: "重阳节"
        case .labaFestival: "腊八节"
        case .northernLittleNewYear, .southernLittleNewYear: "小年"
        case .newYearsEve: "除夕"
        case .qingmingFestival: "清明节"
        case .winterSolstice: "冬至"
        case .newYearsDay: "元旦"
        case .valentinesDay: "情人节"
        case .womensDay: "妇女节"
        case .arborDay: "植树节"
        case .consumerRightsDay: "消费者权益日"
        case .aprilFoolsDay: "愚人节"
        case .labourDay: "劳动节"
        case .youthDay: "青年节"
        case .mothersDay: "母亲节"
        case .childrensDay: "儿童节"
        case .fathersDay: "父亲节"
        case .partyFoundingDay: "建党节"
        case .armyDay: "建军节"
        case .teachersDay: "教师节"
        case .nationalDay: "国庆节"
        case .halloween: "万圣节前夜"
        case .allSaintsDay: "万圣节"
        case .thanksgiving: "感恩节"
        case .christmasEve: "平安夜"
        case .christmasDay: "圣诞节"
        }
    }

    /// The name.
    public var description: String { name }

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
            return first.advanced(by: (weekday - first.weekday.rawValue + 7) % 7 + 7 * (nth - 1))
        }
    }

    /// The festivals on `day`, in the order of the cases.
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
                day.month == month && day.weekday.rawValue == weekday && (day.day - 1) / 7 == nth - 1
            }
        }
    }
}
