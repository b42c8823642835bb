internal import FSInternal
import Foundation

extension LocaleCurrencyReader {
    /// A locale and a currency: what a reader depends on.
    private struct Key: Hashable {
        let locale: Locale
        let currency: FSCurrency
    }

    /// Readers made so far; `nil` where the locale's pattern could not be read.
    private static let cache = OnceCache<Key, LocaleCurrencyReader?>()

    /// The reader of `currency` in `locale`, made at the first use of the pair from the
    /// pattern ``LocaleCurrencyPattern`` reads and the symbols Foundation writes (standard,
    /// narrow, ISO code); `nil` when the pattern cannot be read.
    static func resolved(locale: Locale, currency: FSCurrency) -> LocaleCurrencyReader? {
        cache.value(for: Key(locale: locale, currency: currency)) { reading(locale: locale, currency: currency) }
    }

    /// The reader of `currency` in `locale`, made from what Foundation writes.
    private static func reading(locale: Locale, currency: FSCurrency) -> LocaleCurrencyReader? {
        LocaleCurrencyPattern.resolved(locale: locale, code: currency.code).map { pattern in
            let style = Decimal.FormatStyle.Currency(code: currency.code, locale: locale)
            let wholeDigits = LocaleNumberShape.probeWholeDigits.count
            let probe = Decimal(LocaleNumberShape.probeWholeDigits.reduce(0) { $0 * 10 + $1 })
            let markers = [style, style.presentation(.narrow), style.presentation(.isoCode)].compactMap { style in
                LocaleNumberText(style.format(probe), wholeDigits: wholeDigits).map {
                    String(decoding: $0.prefix + $0.suffix, as: UTF8.self)
                }
            }
            // Accounting amounts may be grouped otherwise (in threes in Indian locales).
            let accounting = style.sign(strategy: .accounting)
            let otherShapes = LocaleNumberText(accounting.format(probe), wholeDigits: wholeDigits).flatMap { text in
                LocaleNumberShape(probe: text) {
                    accounting.format(Decimal(sign: .plus, exponent: $0 - 1, significand: 1))
                }
            }
            return LocaleCurrencyReader(
                pattern: pattern, currency: currency, written: markers, otherShapes: otherShapes.map { [$0] } ?? [],
                decimalSeparator: locale.decimalSeparator ?? ".")
        }
    }
}
