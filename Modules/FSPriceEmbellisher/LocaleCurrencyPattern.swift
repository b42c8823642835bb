/// How one locale writes amounts of one currency — affixes, separators, grouping sizes,
/// decimals and digits — as UTF-8, so that writing an amount is arithmetic and copying.
///
/// Built from what Foundation writes (see `LocaleCurrencyPattern+Foundation.swift`); this
/// half needs no Foundation.
struct LocaleCurrencyPattern: Sendable {
    /// Text before and after the digits of amounts ≥ 0.
    var positivePrefix: [UInt8], positiveSuffix: [UInt8]
    /// Text before and after the digits of amounts < 0 (the sign is in here, wherever the
    /// locale puts it: `-¥`, `¥-`, `€ -`, `‏-`…).
    var negativePrefix: [UInt8], negativeSuffix: [UInt8]
    /// Written between groups of whole digits, and before the decimals.
    var groupingSeparator: [UInt8], decimalSeparator: [UInt8]
    /// Digits in the group nearest the decimal separator (0: the locale does not group), in
    /// every other group (2 in Indian grouping: 12,34,567), and the fewest digits the leftmost
    /// group must have before any grouping is done (2 in es and pl: 1234 but 12.345).
    var primaryGroup: Int, secondaryGroup: Int, minimumGroupingDigits: Int
    /// Decimals written, whatever the currency's minor unit: ICU writes 0 for ALL or IQD.
    var fractionDigits: Int
    /// The UTF-8 of the digits 0…9 in the locale's numbering system, one scalar each.
    var digits: [[UInt8]]

    /// A digit is one Unicode scalar: at most 4 bytes of UTF-8.
    private static let longestDigit = 4

    /// `money` as the locale writes it. Decimals the locale does not show are rounded half to
    /// even (as ICU does); an amount below zero keeps its negative form even when it rounds
    /// to zero (as ICU does: `-ALL 0`).
    func format(_ money: FSMoney) -> String {
        let (whole, fraction) = Self.split(
            money.minorUnits.magnitude, minorDigits: money.currency.minorDigits, fractionDigits: fractionDigits)
        let negative = money.minorUnits < 0
        let prefix = negative ? negativePrefix : positivePrefix
        let suffix = negative ? negativeSuffix : positiveSuffix
        let capacity =
            prefix.count + suffix.count + decimalSeparator.count + (20 + fractionDigits)
            * (Self.longestDigit + groupingSeparator.count)
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var count = 0
            func put(_ bytes: [UInt8]) {
                for byte in bytes {
                    buffer[count] = byte
                    count += 1
                }
            }
            put(prefix)
            writeWhole(whole) { put($0) }
            if fractionDigits > 0 {
                put(decimalSeparator)
                var divisor: UInt64 = 1
                for _ in 1..<fractionDigits { divisor *= 10 }
                while divisor > 0 {
                    put(digits[Int(fraction / divisor % 10)])
                    divisor /= 10
                }
            }
            put(suffix)
            return count
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

    /// Writes the whole part's digits, grouped as the locale groups them.
    private func writeWhole(_ whole: UInt64, to put: ([UInt8]) -> Void) {
        let maximumWholeDigits = 20
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumWholeDigits) { reversed in
            var count = 0
            var rest = whole
            repeat {
                reversed[count] = UInt8(rest % 10)
                rest /= 10
                count += 1
            } while rest > 0
            let grouped = primaryGroup > 0 && count >= primaryGroup + minimumGroupingDigits
            for index in (0..<count).reversed() {
                put(digits[Int(reversed[index])])
                if grouped && index > 0 && isGroupBoundary(digitsToTheRight: index) { put(groupingSeparator) }
            }
        }
    }

    /// Whether a separator follows a digit with `digitsToTheRight` whole digits after it.
    private func isGroupBoundary(digitsToTheRight: Int) -> Bool {
        if digitsToTheRight == primaryGroup { return true }
        guard digitsToTheRight > primaryGroup, secondaryGroup > 0 else { return false }
        return (digitsToTheRight - primaryGroup) % secondaryGroup == 0
    }
}
