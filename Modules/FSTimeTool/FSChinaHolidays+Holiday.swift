extension FSChinaHolidays {
    /// A statutory public holiday (法定节假日).
    ///
    /// Holidays are values with static members rather than enum cases: the State Council adds
    /// one-off holidays (the 2015 anniversary day), and the release whose table has a new one
    /// adds a member without breaking any caller's `switch` (which ends with `default`) or
    /// stored data. A holiday encodes as its ``identifier``.
    ///
    /// ```swift
    /// if let holiday = try FSChinaHolidays.holiday(on: day), holiday == .nationalDay {
    ///     print(holiday.name)   // 国庆节
    /// }
    /// ```
    public struct Holiday: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The stable identifier for code and stored data: `"nationalDay"`.
        public let identifier: String
        /// The holiday's Chinese name, as the State Council's notices write it: 国庆节.
        public let name: String

        private init(_ identifier: String, _ name: String) {
            self.identifier = identifier
            self.name = name
        }

        /// 元旦, New Year's Day.
        public static let newYearsDay = Self("newYearsDay", "元旦")
        /// 春节, the Spring Festival.
        public static let springFestival = Self("springFestival", "春节")
        /// 清明节, Tomb-sweeping Day.
        public static let tombSweepingDay = Self("tombSweepingDay", "清明节")
        /// 劳动节, Labour Day.
        public static let labourDay = Self("labourDay", "劳动节")
        /// 端午节, the Dragon Boat Festival.
        public static let dragonBoatFestival = Self("dragonBoatFestival", "端午节")
        /// 中秋节, the Mid-autumn Festival.
        public static let midAutumnFestival = Self("midAutumnFestival", "中秋节")
        /// 国庆节, National Day.
        public static let nationalDay = Self("nationalDay", "国庆节")
        /// 中国人民抗日战争暨世界反法西斯战争胜利70周年纪念日, 3 September 2015 only.
        public static let antiFascist70thDay = Self(
            "antiFascist70thDay", "中国人民抗日战争暨世界反法西斯战争胜利70周年纪念日")

        /// Every holiday this release's table knows, in the table's order (which is also the
        /// order of 0.x's integer raw values).
        public static let allCases: [Self] = [
            .newYearsDay, .springFestival, .tombSweepingDay, .labourDay, .dragonBoatFestival, .midAutumnFestival,
            .nationalDay, .antiFascist70thDay,
        ]

        /// The Chinese name.
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

        /// Reads an ``identifier``, or the integer raw value 0.x wrote. An identifier this
        /// release does not know (written by a later one) reads as a holiday of that identifier,
        /// named by it, so stored data survives a downgrade.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let identifier = try? container.decode(String.self) {
                self = Self.allCases.first { $0.identifier == identifier } ?? Self(identifier, identifier)
                return
            }
            let index = try container.decode(Int.self)
            guard Self.allCases.indices.contains(index) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "\(index) is not a holiday of FrameworkStruct 0.x")
            }
            self = Self.allCases[index]
        }
    }
}
