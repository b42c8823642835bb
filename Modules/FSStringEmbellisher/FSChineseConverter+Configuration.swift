extension FSChineseConverter {
    /// An OpenCC configuration, named as OpenCC names it: `s2twp` converts Simplified Chinese
    /// to Traditional Chinese as written in Taiwan, with Taiwan's words.
    ///
    /// "Traditional" alone (`t`) is OpenCC's standard, the forms of the Kangxi dictionary
    /// tradition; `tw`, `hk` and `jp` are the forms Taiwan, Hong Kong and Japan (the 旧字体 of
    /// `t2jp` becoming 新字体) write today. A `p` at the end adds the region's words (软件 →
    /// 軟體) to its characters.
    ///
    /// Configurations are values with static members rather than enum cases: OpenCC adds
    /// configurations, and the release that carries one adds a member without breaking a
    /// caller's `switch` (which ends with `default`). A configuration encodes as its ``name``.
    ///
    /// ```swift
    /// let chosen = FSChineseConverter.Configuration(name: "s2hk") ?? .s2t
    /// FSChineseConverter(chosen).convert("里面")   // "裏面"
    /// ```
    public struct Configuration: Hashable, Sendable, Codable, CustomStringConvertible {
        /// OpenCC's name for the configuration: `"s2twp"`.
        public let name: String
        let planIndex: Int

        /// The configuration OpenCC calls `name` (`"s2t"`, `"tw2sp"`, …), `nil` if there is
        /// none.
        public init?(name: String) {
            guard let index = ChineseConversionTable.plans.firstIndex(where: { $0.name == name }) else { return nil }
            self.name = name
            planIndex = index
        }

        private init(_ name: String) {
            self.name = name
            planIndex = ChineseConversionTable.plans.firstIndex { $0.name == name } ?? 0
        }

        /// Simplified Chinese to Traditional Chinese (OpenCC's standard).
        public static let s2t = Self("s2t")
        /// Traditional Chinese (OpenCC's standard) to Simplified Chinese.
        public static let t2s = Self("t2s")
        /// Simplified Chinese to Traditional Chinese as written in Taiwan.
        public static let s2tw = Self("s2tw")
        /// Traditional Chinese as written in Taiwan to Simplified Chinese.
        public static let tw2s = Self("tw2s")
        /// Simplified Chinese to Traditional Chinese as written in Hong Kong.
        public static let s2hk = Self("s2hk")
        /// Traditional Chinese as written in Hong Kong to Simplified Chinese.
        public static let hk2s = Self("hk2s")
        /// Simplified Chinese to Traditional Chinese as written in Taiwan, with Taiwan's words
        /// (软件 → 軟體, 鼠标 → 滑鼠).
        public static let s2twp = Self("s2twp")
        /// Traditional Chinese as written in Taiwan to Simplified Chinese, with the mainland's
        /// words (軟體 → 软件).
        public static let tw2sp = Self("tw2sp")
        /// Traditional Chinese (OpenCC's standard) to Taiwan's forms.
        public static let t2tw = Self("t2tw")
        /// Taiwan's forms to Traditional Chinese (OpenCC's standard).
        public static let tw2t = Self("tw2t")
        /// Traditional Chinese (OpenCC's standard) to Hong Kong's forms.
        public static let t2hk = Self("t2hk")
        /// Hong Kong's forms to Traditional Chinese (OpenCC's standard).
        public static let hk2t = Self("hk2t")
        /// Traditional Chinese characters (旧字体) to the Japanese 新字体.
        public static let t2jp = Self("t2jp")
        /// Japanese 新字体 to Traditional Chinese characters (旧字体).
        public static let jp2t = Self("jp2t")
        /// Simplified Chinese to Traditional Chinese as written in Hong Kong, with Hong Kong's
        /// words.
        public static let s2hkp = Self("s2hkp")
        /// Traditional Chinese as written in Hong Kong to Simplified Chinese, with the
        /// mainland's words.
        public static let hk2sp = Self("hk2sp")

        /// Every configuration, in OpenCC's order of its documentation.
        public static let allCases: [Self] = [
            .s2t, .t2s, .s2tw, .tw2s, .s2hk, .hk2s, .s2twp, .tw2sp, .t2tw, .tw2t, .t2hk, .hk2t, .t2jp, .jp2t, .s2hkp,
            .hk2sp,
        ]

        /// OpenCC's description: "Simplified Chinese to Traditional Chinese (Taiwan Standard,
        /// with Taiwan Phrases)".
        public var title: String { ChineseConversionTable.plans[planIndex].title }

        /// The ``name``.
        public var description: String { name }

        /// Equal when the names are.
        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }

        /// Hashes the name.
        public func hash(into hasher: inout Hasher) { hasher.combine(name) }

        /// Writes the ``name``.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(name)
        }

        /// Reads a ``name``; a name this release does not know is a `DecodingError`.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let name = try container.decode(String.self)
            guard let configuration = Self(name: name) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "\(name) is not an OpenCC configuration this release has")
            }
            self = configuration
        }
    }
}
