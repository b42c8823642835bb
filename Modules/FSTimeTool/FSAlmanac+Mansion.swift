extension FSAlmanac {
    /// The day's lunar mansion (二十八宿), in the order of the sky, 角 first, with the English
    /// names astronomy gives them.
    ///
    /// ```swift
    /// let mansion = try FSAlmanac(FSCivilDate(year: 2025, month: 10, day: 6)).mansion
    /// mansion            // .net
    /// mansion.name       // "毕"
    /// mansion.luckName   // "吉"
    /// ```
    public enum Mansion: Int, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
        /// 角, the Horn.
        case horn
        /// 亢, the Neck.
        case neck
        /// 氐, the Root.
        case root
        /// 房, the Room.
        case room
        /// 心, the Heart.
        case heart
        /// 尾, the Tail.
        case tail
        /// 箕, the Winnowing Basket.
        case winnowingBasket
        /// 斗, the Dipper.
        case dipper
        /// 牛, the Ox.
        case ox
        /// 女, the Girl.
        case girl
        /// 虚, Emptiness.
        case emptiness
        /// 危, the Rooftop.
        case rooftop
        /// 室, the Encampment.
        case encampment
        /// 壁, the Wall.
        case wall
        /// 奎, the Legs.
        case legs
        /// 娄, the Bond.
        case bond
        /// 胃, the Stomach.
        case stomach
        /// 昴, the Hairy Head.
        case hairyHead
        /// 毕, the Net.
        case net
        /// 觜, the Turtle Beak.
        case turtleBeak
        /// 参, Three Stars.
        case threeStars
        /// 井, the Well.
        case well
        /// 鬼, the Ghost.
        case ghost
        /// 柳, the Willow.
        case willow
        /// 星, the Star.
        case star
        /// 张, the Extended Net.
        case extendedNet
        /// 翼, the Wings.
        case wings
        /// 轸, the Chariot.
        case chariot

        /// The Chinese name: 角.
        public var name: String { AlmanacTable.mansionNames[rawValue] }

        /// Whether the almanac counts the mansion's days as auspicious (吉).
        public var isAuspicious: Bool { AlmanacTable.mansionIsAuspicious[rawValue] }

        /// 吉 or 凶.
        public var luckName: String { isAuspicious ? "吉" : "凶" }

        /// The Chinese name.
        public var description: String { name }
    }
}
