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
    ///
    /// - Complexity: O(digits), one allocation at most (none up to 15 bytes).
    public func formatted(_ format: FSPriceFormat = FSPriceFormat()) -> String {
        let number = number(format)
        let symbol = format.symbol ?? currency.symbol
        return String(unsafeUninitializedCapacity: symbol.utf8.count + 48) { buffer in
            var count = 0
            func put(_ byte: UInt8) {
                buffer[count] = byte
                count += 1
            }
            if let sign = number.sign { put(sign) }
            for byte in symbol.utf8 { put(byte) }
            Self.writeDigits(number.whole, grouping: format.grouping, put)
            if number.fractionDigits > 0 {
                put(UInt8(ascii: "."))
                var divisor: UInt64 = 1
                for _ in 1..<number.fractionDigits { divisor *= 10 }
                while divisor > 0 {
                    put(UInt8(ascii: "0") + UInt8(number.fraction / divisor % 10))
                    divisor /= 10
                }
            }
            return count
        }
    }

    /// The amount as text, split into parts for styling (the original `toAttrPrice`).
    public func parts(_ format: FSPriceFormat = FSPriceFormat()) -> FSPriceParts {
        let number = number(format)
        var integer: [UInt8] = []
        Self.writeDigits(number.whole, grouping: format.grouping) { integer.append($0) }
        var fraction = ""
        if number.fractionDigits > 0 {
            let digits = String(number.fraction)
            fraction = "." + String(repeating: "0", count: number.fractionDigits - digits.count) + digits
        }
        return FSPriceParts(
            sign: number.sign.map { String(UnicodeScalar($0)) } ?? "", symbol: format.symbol ?? currency.symbol,
            integer: String(decoding: integer, as: UTF8.self), fraction: fraction)
    }

    /// What a format makes of the amount: the sign byte, the whole part, and the decimals to
    /// write (as a number of `fractionDigits` digits).
    private func number(_ format: FSPriceFormat) -> (sign: UInt8?, whole: UInt64, fraction: UInt64, fractionDigits: Int)
    {
        let digits = currency.minorDigits
        let places: Int
        switch format.decimals {
        case .autoAdjust, .adjust: places = digits
        case .integer: places = 0
        case .one: places = 1
        case .two: places = 2
        case .fixed(let count): places = min(max(count, 0), 4)
        }
        var units = minorUnits.magnitude
        let shown = min(places, digits)
        if places < digits {
            // Fewer decimals than the currency has: round in minor units, exactly. Only a
            // rounding past Int64's range fails; the amount is then shown truncated.
            var scale: Int64 = 1
            for _ in places..<digits { scale *= 10 }
            let rounded = (try? minorUnits.rounded(toMultipleOf: scale, format.rounding)) ?? minorUnits
            units = rounded.magnitude / UInt64(scale)
        }
        var divisor: UInt64 = 1
        for _ in 0..<shown { divisor *= 10 }
        var fraction = units % divisor
        var fractionDigits = shown
        switch format.decimals {
        case .autoAdjust:
            while fractionDigits > 0 && fraction % 10 == 0 {
                fraction /= 10
                fractionDigits -= 1
            }
        case .adjust:
            if fraction == 0 { fractionDigits = 0 }
        default:
            // Padding beyond the currency's digits: zeros.
            for _ in shown..<places { fraction *= 10 }
            fractionDigits = places
        }
        let negative = minorUnits < 0 && units != 0
        let plus = UInt8(ascii: "+")
        let minus = UInt8(ascii: "-")
        let sign: UInt8? =
            switch format.sign {
            case .automatic: negative ? minus : nil
            case .always: negative ? minus : (units == 0 ? nil : plus)
            case .never: nil
            case .plus: plus
            case .minus: minus
            }
        return (sign, units / divisor, fraction, fractionDigits)
    }

    /// Writes `value` in decimal, with a comma every three digits when `grouping`.
    private static func writeDigits(_ value: UInt64, grouping: Bool, _ put: (UInt8) -> Void) {
        var reversed:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &reversed) { digits in
            var count = 0
            var rest = value
            repeat {
                digits[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            } while rest > 0
            for index in stride(from: count - 1, through: 0, by: -1) {
                put(digits[index])
                if grouping && index > 0 && index % 3 == 0 { put(UInt8(ascii: ",")) }
            }
        }
    }
}
