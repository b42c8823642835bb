extension FSAlmanac {
    /// The day's 建除十二值星 (十二建星): 建 on the day whose branch is the month's, then 除, 满 …
    /// 闭 as the day's branch moves on.
    ///
    /// ```swift
    /// try FSAlmanac(FSCivilDate(year: 2025, month: 10, day: 6)).zhiXing.name   // "闭"
    /// ```
    public enum ZhiXing: Int, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
        /// 建.
        case jian
        /// 除.
        case chu
        /// 满.
        case man
        /// 平.
        case ping
        /// 定.
        case ding
        /// 执.
        case zhi
        /// 破.
        case po
        /// 危.
        case wei
        /// 成.
        case cheng
        /// 收.
        case shou
        /// 开.
        case kai
        /// 闭.
        case bi

        /// The Chinese name: 建.
        public var name: String { AlmanacTable.zhiXingNames[rawValue] }

        /// The Chinese name.
        public var description: String { name }
    }
}
