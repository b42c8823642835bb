/// The western zodiac sign (星座) of a birthday, by the dates Chinese calendars print: 白羊座
/// from 21 March to 19 April, and so on.
///
/// ```swift
/// FSWesternZodiac(try FSCivilDate(year: 2024, month: 8, day: 23)).name   // "处女座"
/// ```
public enum FSWesternZodiac: Int, CaseIterable, Sendable, Codable, CustomStringConvertible {
    /// 白羊座, 21 March – 19 April.
    case aries
    /// 金牛座, 20 April – 20 May.
    case taurus
    /// 双子座, 21 May – 21 June.
    case gemini
    /// 巨蟹座, 22 June – 22 July.
    case cancer
    /// 狮子座, 23 July – 22 August.
    case leo
    /// 处女座, 23 August – 22 September.
    case virgo
    /// 天秤座, 23 September – 23 October.
    case libra
    /// 天蝎座, 24 October – 22 November.
    case scorpio
    /// 射手座, 23 November – 21 December.
    case sagittarius
    /// 摩羯座, 22 December – 19 January.
    case capricorn
    /// 水瓶座, 20 January – 18 February.
    case aquarius
    /// 双鱼座, 19 February – 20 March.
    case pisces

    /// The first day of each sign, as month × 100 + day, in the order of the cases.
    private static let firstDays = [321, 420, 521, 622, 723, 823, 923, 1024, 1123, 1222, 120, 219]
    private static let names = ["白羊", "金牛", "双子", "巨蟹", "狮子", "处女", "天秤", "天蝎", "射手", "摩羯", "水瓶", "双鱼"]

    /// The sign of a day of the year.
    public init(_ day: FSCivilDate) {
        let monthDay = day.month * 100 + day.day
        // The sign whose first day is the latest at or before this day; before 20 January,
        // the sign that began in December.
        let started = Self.allCases.filter { Self.firstDays[$0.rawValue] <= monthDay }
        self = started.max { Self.firstDays[$0.rawValue] < Self.firstDays[$1.rawValue] } ?? .capricorn
    }

    /// The Chinese name: 白羊座.
    public var name: String { Self.names[rawValue] + "座" }

    /// The Chinese name.
    public var description: String { name }
}
