internal import FSInternal

/// How one locale writes amounts of one currency — the text around the number for each sign,
/// the number's shape, the decimals — as UTF-8, so that writing an amount is arithmetic and
/// copying.
///
/// Read from what Foundation writes (see `LocaleCurrencyPattern+Foundation.swift`); this
/// half needs no Foundation. A class, so the cache hands out one reference, not many arrays.
final class LocaleCurrencyPattern: Sendable {
    /// Text before and after the digits of amounts ≥ 0.
    let positivePrefix: [UInt8], positiveSuffix: [UInt8]
    /// Text before and after the digits of amounts < 0 (the sign is in here, wherever the
    /// locale puts it: `-¥`, `¥-`, `€ -`, `‏-`…).
    let negativePrefix: [UInt8], negativeSuffix: [UInt8]
    /// Separators, grouping and digits.
    let shape: LocaleNumberShape
    /// Decimals written, whatever the currency's minor unit: ICU writes 0 for ALL or IQD.
    let fractionDigits: Int

    init(positive: LocaleNumberText, negative: LocaleNumberText, shape: LocaleNumberShape, fractionDigits: Int) {
        (positivePrefix, positiveSuffix) = (positive.prefix, positive.suffix)
        (negativePrefix, negativeSuffix) = (negative.prefix, negative.suffix)
        self.shape = shape
        self.fractionDigits = fractionDigits
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
        let length = prefix.count + shape.length(whole, fractionDigits: fractionDigits) + suffix.count
        return String(unsafeUninitializedCapacity: length) { buffer in
            var at = 0
            LocaleNumberShape.put(prefix, to: buffer, at: &at)
            shape.write(whole, fraction: fraction, fractionDigits: fractionDigits, to: buffer, at: &at)
            LocaleNumberShape.put(suffix, to: buffer, at: &at)
            return at
        }
    }

    /// The whole part and the `fractionDigits` decimals of `magnitude` minor units with
    /// `minorDigits` digits: decimals padded with zeros, or rounded half to even.
    static func split(_ magnitude: UInt64, minorDigits: Int, fractionDigits: Int) -> (whole: UInt64, fraction: UInt64) {
        let power = LocaleNumberShape.power(of:)
        let perMajor = power(minorDigits)
        var whole = magnitude / perMajor
        var fraction = magnitude % perMajor
        if fractionDigits >= minorDigits {
            return (whole, fraction * power(fractionDigits - minorDigits))
        }
        let dropped = power(minorDigits - fractionDigits)
        let remainder = fraction % dropped
        fraction /= dropped
        let lastKeptIsOdd = (fractionDigits > 0 ? fraction : whole) % 2 == 1
        if remainder * 2 > dropped || (remainder * 2 == dropped && lastKeptIsOdd) {
            fraction += 1
            if fraction == power(fractionDigits) {
                fraction = 0
                whole += 1
            }
        }
        return (whole, fraction)
    }
}
