import FSNumberTool

/// How to write an amount: decimals, sign, symbol, grouping and rounding — the original
/// `PEPriceFormat` and `PESignType`, with every choice explicit.
///
/// ```swift
/// let money = FSMoney(minorUnits: 123450)                                // ¥1234.50
/// money.formatted()                                                      // "¥1234.5"
/// money.formatted(FSPriceFormat(decimals: .two, grouping: true))         // "¥1,234.50"
/// money.formatted(FSPriceFormat(decimals: .integer, sign: .always))      // "+¥1235"
/// FSMoney(minorUnits: -5).formatted(FSPriceFormat(symbol: ""))           // "-0.05"
/// ```
public struct FSPriceFormat: Hashable, Sendable {
    /// How many decimals to write.
    public enum Decimals: Hashable, Sendable {
        /// No decimals for a whole amount, else as many as needed (trailing zeros dropped):
        /// 12, 12.5, 12.34 (the original `autoAdjust`).
        case autoAdjust
        /// No decimals for a whole amount, else all of the currency's: 12, 12.50 (`adjust`).
        case adjust
        /// Rounded to a whole amount (`integer`).
        case integer
        /// Exactly one decimal, rounded (`oneDecimal`).
        case one
        /// Exactly two decimals, rounded when the currency has more (`twoDecimal`).
        case two
        /// Exactly this many decimals (0…4), rounded or padded with zeros.
        case fixed(Int)

        /// The most decimals written for a currency with `minorDigits` digits.
        func places(minorDigits: Int) -> Int {
            switch self {
            case .autoAdjust, .adjust: minorDigits
            case .integer: 0
            case .one: 1
            case .two: 2
            case .fixed(let count): count.clamped(to: 0...4)
            }
        }
    }

    /// Which sign to write.
    public enum Sign: Hashable, Sendable {
        /// `-` before negative amounts only.
        case automatic
        /// `+` before positive amounts, `-` before negative ones, nothing for zero.
        case always
        /// No sign: the magnitude only.
        case never
        /// `+` before every amount's magnitude (the original `positive`).
        case plus
        /// `-` before every amount's magnitude (the original `negative`, for expenses).
        case minus
    }

    /// Decimals to write.
    public var decimals: Decimals
    /// The sign to write.
    public var sign: Sign
    /// The symbol before the number: `nil` for the currency's, `""` for none.
    public var symbol: String?
    /// Whether to separate thousands with commas: 1,234,567.
    public var grouping: Bool
    /// How to round when writing fewer decimals than the amount has.
    public var rounding: FSRoundingMode

    /// A format; the defaults write `¥1234.5`.
    public init(
        decimals: Decimals = .autoAdjust, sign: Sign = .automatic, symbol: String? = nil, grouping: Bool = false,
        rounding: FSRoundingMode = .halfUp
    ) {
        self.decimals = decimals
        self.sign = sign
        self.symbol = symbol
        self.grouping = grouping
        self.rounding = rounding
    }
}
