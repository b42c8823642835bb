extension FSAlmanac {
    /// The day's 值神 (also 天神), one of twelve that take turns by the day's branch from a
    /// starting point set by the month's; six of them make the day 黄道 (auspicious), six 黑道.
    ///
    /// ```swift
    /// let almanac = try FSAlmanac(FSCivilDate(year: 2025, month: 10, day: 6))
    /// almanac.tianShen            // .baiHu
    /// almanac.tianShen.name       // "白虎"
    /// almanac.tianShen.pathName   // "黑道"
    /// ```
    public enum TianShen: Int, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
        /// 青龙, 黄道.
        case qingLong
        /// 明堂, 黄道.
        case mingTang
        /// 天刑, 黑道.
        case tianXing
        /// 朱雀, 黑道.
        case zhuQue
        /// 金匮, 黄道.
        case jinKui
        /// 天德, 黄道.
        case tianDe
        /// 白虎, 黑道.
        case baiHu
        /// 玉堂, 黄道.
        case yuTang
        /// 天牢, 黑道.
        case tianLao
        /// 玄武, 黑道.
        case xuanWu
        /// 司命, 黄道.
        case siMing
        /// 勾陈, 黑道.
        case gouChen

        /// The Chinese name: 青龙.
        public var name: String { AlmanacTable.tianShenNames[rawValue] }

        /// Whether the day is 黄道 (a yellow-path, auspicious day) rather than 黑道.
        public var isHuangDao: Bool { AlmanacTable.tianShenIsHuangDao[rawValue] }

        /// 黄道 or 黑道.
        public var pathName: String { isHuangDao ? "黄道" : "黑道" }

        /// 吉 on a 黄道 day, 凶 on a 黑道 one.
        public var luckName: String { isHuangDao ? "吉" : "凶" }

        /// The Chinese name.
        public var description: String { name }
    }
}
