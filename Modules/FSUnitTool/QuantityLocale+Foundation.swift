internal import FSInternal
import Foundation

extension QuantityLocale {
    /// Locales resolved so far.
    private static let cache = OnceCache<Locale, QuantityLocale>()

    /// How quantities are written in `locale`: the table's words and numbers for the locales
    /// it names; its language's words (root's symbols for other languages) with Foundation's
    /// numbers for any other.
    static func resolved(_ locale: Locale) -> QuantityLocale {
        cache.value(for: locale) {
            let (table, numbersMatch) = row(
                language: locale.language.languageCode?.identifier, script: locale.language.script?.identifier,
                region: locale.region?.identifier)
            guard !numbersMatch, let (shape, minus) = foundationNumbers(locale) else {
                return QuantityLocale(table: table)
            }
            return QuantityLocale(table: table, shape: shape, minus: minus)
        }
    }

    /// How Foundation writes numbers in `locale` (with up to three decimals, as CLDR's decimal
    /// pattern): the shape of its digits and its minus sign, or `nil` when it cannot be read.
    private static func foundationNumbers(_ locale: Locale) -> (LocaleNumberShape, String)? {
        let style = FloatingPointFormatStyle<Double>(locale: locale).precision(
            .fractionLength(0...RoundedDecimal.maximumFractionDigits))
        let probe = LocaleNumberShape.probeWholeDigits.reduce(0) { $0 * 10 + Double($1) } + 0.5
        guard let text = LocaleNumberText(style.format(probe), wholeDigits: LocaleNumberShape.probeWholeDigits.count),
            let shape = LocaleNumberShape(probe: text, groupedText: { style.format(pow(10, Double($0 - 1))) }),
            let negative = LocaleNumberText(style.format(-1), wholeDigits: 1)
        else { return nil }
        return (shape, String(decoding: negative.prefix, as: UTF8.self))
    }
}
