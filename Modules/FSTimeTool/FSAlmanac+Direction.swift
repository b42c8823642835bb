extension FSAlmanac {
    /// A direction of the 黄历: one of the eight trigrams' (八卦) directions, or the centre.
    ///
    /// ```swift
    /// let almanac = try FSAlmanac(FSCivilDate(year: 2025, month: 10, day: 6))
    /// almanac.caiShen.name      // "正北"
    /// almanac.caiShen.trigram   // "坎"
    /// almanac.sha.plainName     // "南"
    /// ```
    public enum Direction: Int, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
        /// 正北, the direction of 坎.
        case north
        /// 东北, the direction of 艮.
        case northEast
        /// 正东, the direction of 震.
        case east
        /// 东南, the direction of 巽.
        case southEast
        /// 正南, the direction of 离.
        case south
        /// 西南, the direction of 坤.
        case southWest
        /// 正西, the direction of 兑.
        case west
        /// 西北, the direction of 乾.
        case northWest
        /// 中宫, the centre.
        case center

        /// The name almanacs print for a god's direction: 正北, 东北 … 中宫.
        public var name: String { AlmanacTable.directionNames[rawValue] }

        /// The name without 正, as the day's 煞 is printed: 南 for 正南; the other names as
        /// ``name`` has them.
        public var plainName: String {
            let name = name
            return name.hasPrefix("正") ? String(name.dropFirst()) : name
        }

        /// The trigram of the direction (坎 for 正北), or 中 for the centre.
        public var trigram: String { AlmanacTable.trigrams[rawValue] }

        /// The name.
        public var description: String { name }
    }
}
