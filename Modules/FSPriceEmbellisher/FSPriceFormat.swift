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

/// The parts of a formatted amount, in order; any may be empty.
public struct FSPriceParts: Hashable, Sendable {
    /// `-`, `+` or empty.
    public var sign: String
    /// `¥` or the chosen symbol.
    public var symbol: String
    /// The whole part, grouped when asked: `1,234`.
    public var integer: String
    /// The decimal point and the decimals, `.50`, or empty.
    public var fraction: String

    /// All parts joined: `-¥1,234.50`.
    public var text: String { sign + symbol + integer + fraction }
}

extension FSMoney {
    /// The amount as text, e.g. `¥1234.5` (the original `toPrice`).
    public func formatted(_ format: FSPriceFormat = FSPriceFormat()) -> String {
        parts(format).text
    }

    /// The amount as text, split into parts for styling (the original `toAttrPrice`).
    public func parts(_ format: FSPriceFormat = FSPriceFormat()) -> FSPriceParts {
        let digits = currency.minorDigits
        let places: Int
        var units = minorUnits.magnitude
        switch format.decimals {
        case .autoAdjust, .adjust: places = digits
        case .integer: places = 0
        case .one: places = 1
        case .two: places = 2
        case .fixed(let count): places = min(max(count, 0), 4)
        }
        // Fewer decimals than the currency has: round in minor units, exactly.
        var scale: UInt64 = 1
        if places < digits {
            for _ in places..<digits { scale *= 10 }
            // Only a rounding past Int64's range fails; the amount is then shown truncated.
            let rounded = (try? minorUnits.rounded(toMultipleOf: Int64(scale), format.rounding)) ?? minorUnits
            units = rounded.magnitude / scale
        }
        let shown = min(places, digits)
        var divisor: UInt64 = 1
        for _ in 0..<shown { divisor *= 10 }
        let whole = units / divisor
        let remainder = units % divisor
        var fraction = ""
        if shown > 0 {
            let padded = String(remainder)
            fraction = String(repeating: "0", count: shown - padded.count) + padded
        }
        fraction += String(repeating: "0", count: max(places - digits, 0))
        switch format.decimals {
        case .autoAdjust:
            while fraction.last == "0" { fraction.removeLast() }
        case .adjust:
            if remainder == 0 { fraction = "" }
        default: break
        }
        let negative = minorUnits < 0 && units != 0
        let sign: String
        switch format.sign {
        case .automatic: sign = negative ? "-" : ""
        case .always: sign = negative ? "-" : (units == 0 ? "" : "+")
        case .never: sign = ""
        case .plus: sign = "+"
        case .minus: sign = "-"
        }
        let integer = format.grouping ? Self.grouped(String(whole)) : String(whole)
        return FSPriceParts(
            sign: sign, symbol: format.symbol ?? currency.symbol, integer: integer,
            fraction: fraction.isEmpty ? "" : "." + fraction)
    }

    /// `1234567` → `1,234,567`.
    static func grouped(_ digits: String) -> String {
        var result = ""
        for (offset, character) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return result
    }
}
