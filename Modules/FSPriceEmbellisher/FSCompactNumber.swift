import FSNumberTool

/// Large numbers in 万 and 亿 (or K, M, B, T): 1.2万, 3.45亿, 1.2K, 3.4M.
///
/// ```swift
/// FSCompactNumber.string(12_000)                               // "1.2万"
/// FSCompactNumber.string(345_000_000, fractionDigits: 2)       // "3.45亿"
/// FSCompactNumber.string(99_999_999)                           // "1亿", never "10000万"
/// FSCompactNumber.string(1_200, language: .english)            // "1.2K"
/// FSCompactNumber.string(FSMoney(minorUnits: 1_234_500_00))    // "123.5万"
/// ```
///
/// Numbers below the first unit (10 000, or 1 000 in English) are written in full. The value
/// is rounded to `fractionDigits` with `rounding` (half-up by default), exactly; trailing
/// zeros are dropped. When rounding reaches the next unit, the next unit is used.
public enum FSCompactNumber {
    /// The language of the unit.
    public enum Language: Sendable, Hashable {
        /// 万 (10⁴), 亿 (10⁸), 万亿 (10¹²).
        case chinese
        /// K (10³), M (10⁶), B (10⁹), T (10¹²).
        case english
    }

    /// `value` in the largest unit it reaches.
    public static func string(
        _ value: Int64, language: Language = .chinese, fractionDigits: Int = 1, rounding: FSRoundingMode = .halfUp
    ) -> String {
        compact(
            String(value), exponentOfValue: 0, language: language, fractionDigits: fractionDigits, rounding: rounding)
    }

    /// An amount of money in major units (yuan), compact: `123.5万`. No symbol is added.
    public static func string(
        _ money: FSMoney, language: Language = .chinese, fractionDigits: Int = 1, rounding: FSRoundingMode = .halfUp
    ) -> String {
        compact(
            String(money.minorUnits), exponentOfValue: -money.currency.minorDigits, language: language,
            fractionDigits: fractionDigits, rounding: rounding)
    }

    private static func compact(
        _ digits: String, exponentOfValue: Int, language: Language, fractionDigits: Int, rounding: FSRoundingMode
    ) -> String {
        let units: [(exponent: Int, name: String)] =
            language == .chinese ? [(4, "万"), (8, "亿"), (12, "万亿")] : [(3, "K"), (6, "M"), (9, "B"), (12, "T")]
        let places = min(max(fractionDigits, 0), 6)
        // The number of digits before the point decides the unit: the largest one not above it.
        let integerDigits = digits.filter(\.isNumber).count + exponentOfValue
        guard var index = units.lastIndex(where: { $0.exponent < integerDigits }) else {
            let plain =
                (try? rounding.round("\(digits)e\(exponentOfValue)", places: exponentOfValue < 0 ? places : 0))
                ?? digits
            return trimmed(plain)
        }
        while true {
            let unit = units[index]
            let text = (try? rounding.round("\(digits)e\(exponentOfValue - unit.exponent)", places: places)) ?? digits
            // 9999.96万 rounds to 10000.0万: that is 1亿, so move up a unit.
            let wholeDigits = text.prefix { $0 != "." }.filter(\.isNumber).count
            if index + 1 < units.count && wholeDigits > units[index + 1].exponent - unit.exponent {
                index += 1
                continue
            }
            return trimmed(text) + unit.name
        }
    }

    /// Drops trailing zeros of the decimals, and the point when none are left.
    private static func trimmed(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var result = text
        while result.last == "0" { result.removeLast() }
        if result.last == "." { result.removeLast() }
        return result
    }
}
