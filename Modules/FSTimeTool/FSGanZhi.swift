/// A place in the sexagenary cycle (干支): a heavenly stem (天干) and an earthly branch (地支)
/// that advance together, 甲子, 乙丑 … 癸亥, and start over every 60.
///
/// ```swift
/// let year = FSGanZhi(index: 40)
/// year.name      // "甲辰"
/// year.zodiac    // "龙"
/// FSGanZhi(name: "癸亥")?.index   // 59
/// ```
public struct FSGanZhi: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The place in the cycle: 0 (甲子) … 59 (癸亥).
    public let index: Int

    private static let stems = Array("甲乙丙丁戊己庚辛壬癸")
    private static let branches = Array("子丑寅卯辰巳午未申酉戌亥")
    private static let animals = Array("鼠牛虎兔龙蛇马羊猴鸡狗猪")
    /// The length of the cycle.
    static let cycle = 60

    /// The pair at `index`, taken modulo 60 (so -1 is 癸亥).
    public init(index: Int) {
        self.index = (index % Self.cycle + Self.cycle) % Self.cycle
    }

    /// The pair named `name` (`"甲子"`), or `nil` for a name that is not one of the 60 — a
    /// stem and a branch of different parity (`"甲丑"`) never meet.
    public init?(name: String) {
        let characters = Array(name)
        guard characters.count == 2, let stem = Self.stems.firstIndex(of: characters[0]),
            let branch = Self.branches.firstIndex(of: characters[1]), stem % 2 == branch % 2
        else { return nil }
        // The index whose remainders by 10 and 12 are the stem and the branch.
        index = (0..<Self.cycle).first { $0 % 10 == stem && $0 % 12 == branch } ?? 0
    }

    /// The stem's number, 0 (甲) … 9 (癸).
    public var stemIndex: Int { index % 10 }
    /// The branch's number, 0 (子) … 11 (亥).
    public var branchIndex: Int { index % 12 }
    /// The heavenly stem: 甲.
    public var stem: Character { Self.stems[stemIndex] }
    /// The earthly branch: 辰.
    public var branch: Character { Self.branches[branchIndex] }
    /// The zodiac animal (生肖) of the branch: 龙 for 辰.
    public var zodiac: String { String(Self.animals[branchIndex]) }
    /// The pair: 甲辰.
    public var name: String { String([stem, branch]) }
    /// The name.
    public var description: String { name }

    /// The pair whose stem and branch are these numbers (of equal parity).
    init(stem: Int, branch: Int) {
        self.init(index: (0..<Self.cycle).first { $0 % 10 == stem % 10 && $0 % 12 == branch % 12 } ?? 0)
    }

    /// The 干支 of civil day `dayNumber` (days since 1970-01-01), which changes at midnight.
    init(dayNumber: Int) {
        self.init(index: dayNumber + Self.dayIndexOf1970)
    }

    /// 1970-01-01 was 辛巳, index 17 of the cycle.
    private static let dayIndexOf1970 = 17

    /// Decodes the name: `"甲辰"`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let value = FSGanZhi(name: name) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(name)\" is not one of the 60 干支")
        }
        self = value
    }

    /// Encodes the name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
