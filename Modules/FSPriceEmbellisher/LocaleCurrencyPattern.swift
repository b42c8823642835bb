/// How one locale writes amounts of one currency — affixes, separators, grouping sizes,
/// decimals and digits — as UTF-8, so that writing an amount is arithmetic and copying.
///
/// Read from what Foundation writes (see `LocaleCurrencyPattern+Foundation.swift`); this
/// half needs no Foundation. A class, so the cache hands out one reference, not eight arrays.
final class LocaleCurrencyPattern: Sendable {
    /// Text before and after the digits of amounts ≥ 0.
    let positivePrefix: [UInt8], positiveSuffix: [UInt8]
    /// Text before and after the digits of amounts < 0 (the sign is in here, wherever the
    /// locale puts it: `-¥`, `¥-`, `€ -`, `‏-`…).
    let negativePrefix: [UInt8], negativeSuffix: [UInt8]
    /// Written between groups of whole digits, and before the decimals.
    let groupingSeparator: [UInt8], decimalSeparator: [UInt8]
    /// Digits in the group nearest the decimal separator (0: the locale does not group), in
    /// every other group (2 in Indian grouping: 12,34,567), and the fewest digits the leftmost
    /// group must have before any grouping is done (2 in es and pl: 1234 but 12.345).
    let primaryGroup: Int, secondaryGroup: Int, minimumGroupingDigits: Int
    /// Decimals written, whatever the currency's minor unit: ICU writes 0 for ALL or IQD.
    let fractionDigits: Int
    /// The UTF-8 of the digits 0…9 in the locale's numbering system, `digitWidth` bytes each
    /// (the ten digits of a numbering system are one Unicode block: all as long).
    let digits: [UInt8], digitWidth: Int

    init(
        positive: (prefix: [UInt8], suffix: [UInt8]), negative: (prefix: [UInt8], suffix: [UInt8]),
        separators: (grouping: [UInt8], decimal: [UInt8]), groups: (primary: Int, secondary: Int, minimum: Int),
        fractionDigits: Int, digits: [UInt8], digitWidth: Int
    ) {
        (positivePrefix, positiveSuffix) = positive
        (negativePrefix, negativeSuffix) = negative
        (groupingSeparator, decimalSeparator) = separators
        (primaryGroup, secondaryGroup, minimumGroupingDigits) = groups
        self.fractionDigits = fractionDigits
        self.digits = digits
        self.digitWidth = digitWidth
    }

    /// `money` as the locale writes it. Decimals the locale does not show are rounded half to
    /// even (as ICU does); an amount below zero keeps its negative form even when it rounds
    /// to zero (as ICU does: `-ALL 0`).
    ///
    /// - Complexity: O(digits); allocates only the string, and not that up to 15 bytes.
    func format(_ money: FSMoney) -> String {
        let (whole, fraction) = Self.split(
            money.minorUnits.magnitude, minorDigits: money.currency.minorDigits, fractionDigits: fractionDigits)
        let negative = money.minorUnits < 0
        let prefix = negative ? negativePrefix : positivePrefix
        let suffix = negative ? negativeSuffix : positiveSuffix
        var reversed: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for the 20 digits of a UInt64
        return withUnsafeMutableBytes(of: &reversed) { reversed in
            var wholeDigits = 0
            var rest = whole
            repeat {
                reversed[wholeDigits] = UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
                wholeDigits += 1
            } while rest > 0
            let separators = separatorCount(wholeDigits: wholeDigits)
            var length = prefix.count + suffix.count + (wholeDigits + fractionDigits) * digitWidth
            length += separators * groupingSeparator.count + (fractionDigits > 0 ? decimalSeparator.count : 0)
            return String(unsafeUninitializedCapacity: length) { buffer in
                var at = 0
                func put(_ bytes: [UInt8]) {
                    for byte in bytes {
                        buffer[at] = byte
                        at += 1
                    }
                }
                func put(digit: Int) {
                    for offset in 0..<digitWidth {
                        buffer[at] = digits[digit * digitWidth + offset]
                        at += 1
                    }
                }
                put(prefix)
                for index in (0..<wholeDigits).reversed() {
                    put(digit: Int(reversed[index]))
                    if separators > 0 && index > 0 && isGroupBoundary(digitsToTheRight: index) {
                        put(groupingSeparator)
                    }
                }
                if fractionDigits > 0 {
                    put(decimalSeparator)
                    var divisor = Self.power(of: fractionDigits - 1)
                    while divisor > 0 {
                        put(digit: Int(fraction / divisor % 10))
                        divisor /= 10
                    }
                }
                put(suffix)
                return at
            }
        }
    }

    /// The whole part and the `fractionDigits` decimals of `magnitude` minor units with
    /// `minorDigits` digits: decimals padded with zeros, or rounded half to even.
    static func split(_ magnitude: UInt64, minorDigits: Int, fractionDigits: Int) -> (whole: UInt64, fraction: UInt64) {
        let perMajor = power(of: minorDigits)
        var whole = magnitude / perMajor
        var fraction = magnitude % perMajor
        if fractionDigits >= minorDigits {
            return (whole, fraction * power(of: fractionDigits - minorDigits))
        }
        let dropped = power(of: minorDigits - fractionDigits)
        let remainder = fraction % dropped
        fraction /= dropped
        let lastKeptIsOdd = (fractionDigits > 0 ? fraction : whole) % 2 == 1
        if remainder * 2 > dropped || (remainder * 2 == dropped && lastKeptIsOdd) {
            fraction += 1
            if fraction == power(of: fractionDigits) {
                fraction = 0
                whole += 1
            }
        }
        return (whole, fraction)
    }

    /// 10^exponent.
    private static func power(of exponent: Int) -> UInt64 {
        var result: UInt64 = 1
        for _ in 0..<exponent { result *= 10 }
        return result
    }

    /// How many grouping separators a whole part of `wholeDigits` digits takes.
    private func separatorCount(wholeDigits: Int) -> Int {
        guard primaryGroup > 0, wholeDigits >= primaryGroup + minimumGroupingDigits else { return 0 }
        let beyondPrimary = wholeDigits - primaryGroup - 1
        return 1 + (secondaryGroup > 0 ? beyondPrimary / secondaryGroup : 0)
    }

    /// Whether a separator follows a digit with `digitsToTheRight` whole digits after it.
    private func isGroupBoundary(digitsToTheRight: Int) -> Bool {
        if digitsToTheRight == primaryGroup { return true }
        guard digitsToTheRight > primaryGroup, secondaryGroup > 0 else { return false }
        return (digitsToTheRight - primaryGroup) % secondaryGroup == 0
    }
}
