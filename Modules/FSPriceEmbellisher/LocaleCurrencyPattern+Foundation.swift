internal import FSInternal
import Foundation

extension LocaleCurrencyPattern {
    /// A locale and a currency code: what a pattern depends on.
    private struct Key: Hashable {
        let locale: Locale
        let code: String
    }

    /// Patterns read so far; `nil` where Foundation's output could not be read as a pattern.
    private static let cache = OnceCache<Key, LocaleCurrencyPattern?>()

    /// The pattern of `code` in `locale`, read from Foundation at the first use of the pair;
    /// `nil` when what Foundation writes does not fit this model, so the caller must ask
    /// Foundation for each amount.
    static func resolved(locale: Locale, code: String) -> LocaleCurrencyPattern? {
        cache.value(for: Key(locale: locale, code: code)) {
            reading(Decimal.FormatStyle.Currency(code: code, locale: locale))
        }
    }

    /// The pattern `style` follows, read from what it writes for a few probe amounts and then
    /// checked: `nil` unless the pattern writes three test amounts exactly as `style` does.
    static func reading(_ style: Decimal.FormatStyle.Currency) -> LocaleCurrencyPattern? {
        // Decimals of 1 show how many the currency takes without carrying into the whole part.
        let probeDecimals = 10
        let probe = Decimal(
            sign: .plus, exponent: -probeDecimals, significand: Decimal(12_345_678_901_111_111_111 as UInt64))
        let wholeDigits = LocaleNumberShape.probeWholeDigits.count
        guard let positive = LocaleNumberText(style.format(probe), wholeDigits: wholeDigits),
            let negative = LocaleNumberText(style.format(-probe), wholeDigits: wholeDigits),
            positive.body == negative.body, positive.fraction.allSatisfy({ $0.value == 1 }),
            positive.fraction.count < probeDecimals,
            let shape = LocaleNumberShape(
                probe: positive,
                groupedText: { style.format(Decimal(sign: .plus, exponent: $0 - 1, significand: 1)) })
        else { return nil }
        let pattern = LocaleCurrencyPattern(
            positive: positive, negative: negative, shape: shape, fractionDigits: positive.fraction.count)
        // What the pattern writes must be what Foundation writes.
        let currency = FSCurrency(code: style.currencyCode, minorDigits: pattern.fractionDigits, symbol: "")
        for units: Int64 in [1_234_567_891, -9_876_543, 5] {
            let amount = FSMoney(minorUnits: units, currency: currency)
            guard pattern.format(amount) == style.format(amount.decimalAmount) else { return nil }
        }
        return pattern
    }
}
