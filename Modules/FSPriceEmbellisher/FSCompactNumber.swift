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
        compact(value, scale: 0, language: language, fractionDigits: fractionDigits, rounding: rounding)
    }

    /// An amount of money in major units (yuan), compact: `123.5万`. No symbol is added.
    public static func string(
        _ money: FSMoney, language: Language = .chinese, fractionDigits: Int = 1, rounding: FSRoundingMode = .halfUp
    ) -> String {
        compact(
            money.minorUnits, scale: money.currency.minorDigits, language: language, fractionDigits: fractionDigits,
            rounding: rounding)
    }

    /// `value` × 10^−`scale`, in integer arithmetic: the magnitude is rounded to a multiple of
    /// the power of ten the kept digits end at, then written with the unit's decimal point.
    private static func compact(
        _ value: Int64, scale: Int, language: Language, fractionDigits: Int, rounding: FSRoundingMode
    ) -> String {
        let units: [(exponent: Int, name: String)] =
            language == .chinese ? [(4, "万"), (8, "亿"), (12, "万亿")] : [(3, "K"), (6, "M"), (9, "B"), (12, "T")]
        let places = fractionDigits.clamped(to: 0...6)
        // Rounding −x one way is rounding x the other way: the magnitude, which always fits
        // UInt64 (Int64.min included), is rounded with the mode seen from the positive side.
        let negative = value < 0
        let mode: FSRoundingMode =
            switch (negative, rounding) {
            case (true, .up): .down
            case (true, .down): .up
            default: rounding
            }
        let magnitude = value.magnitude
        // The number of digits before the point decides the unit: the largest one not above it.
        let integerDigits = decimalDigitCount(magnitude) - scale
        guard var index = units.lastIndex(where: { $0.exponent < integerDigits }) else {
            let kept = round(magnitude, droppingDigits: scale - places, mode)
            return written(kept, decimals: scale, negative: negative)
        }
        while true {
            let unit = units[index]
            let kept = round(magnitude, droppingDigits: unit.exponent + scale - places, mode)
            // 9999.96万 rounds to 10000.0万: that is 1亿, so move up a unit.
            if index + 1 < units.count,
                decimalDigitCount(kept) - scale - unit.exponent > units[index + 1].exponent - unit.exponent
            {
                index += 1
                continue
            }
            return written(kept, decimals: unit.exponent + scale, negative: negative) + unit.name
        }
    }

    /// `magnitude` rounded to a multiple of 10^`count` (unchanged when `count` ≤ 0).
    ///
    /// `rounded(toMultipleOf:)` throws only for a unit ≤ 0 or a result past `UInt64.max`;
    /// neither can happen: `count` ≤ 16 (10¹² plus 4 minor digits), and a magnitude ≤ 2⁶³
    /// rounds up by less than 10¹⁶, far below 2⁶⁴. So `try?` never discards a result.
    private static func round(_ magnitude: UInt64, droppingDigits count: Int, _ mode: FSRoundingMode) -> UInt64 {
        guard count > 0 else { return magnitude }
        let unit = (0..<count).reduce(UInt64(1)) { product, _ in product * 10 }
        return (try? magnitude.rounded(toMultipleOf: unit, mode)) ?? magnitude
    }

    /// `magnitude` × 10^−`decimals` in decimal, without trailing zeros after the point.
    private static func written(_ magnitude: UInt64, decimals: Int, negative: Bool) -> String {
        var digits = String(magnitude)
        if decimals > 0 {
            if digits.count <= decimals { digits = String(repeating: "0", count: decimals - digits.count + 1) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
            while digits.last == "0" { digits.removeLast() }
            if digits.last == "." { digits.removeLast() }
        }
        return negative && magnitude != 0 ? "-" + digits : digits
    }
}

/// The number of decimal digits of `value` (1 for 0).
private func decimalDigitCount(_ value: UInt64) -> Int {
    var count = 1
    var rest = value
    while rest >= 10 {
        rest /= 10
        count += 1
    }
    return count
}
