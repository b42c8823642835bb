internal import FSInternal
import Foundation

/// Writes amounts of money as Foundation does for a locale — byte for byte what
/// `Decimal.FormatStyle.Currency` writes for the amount's currency — many times faster.
///
/// Symbol and its place, the spaces (ICU's no-break U+00A0 and narrow no-break U+202F),
/// grouping (Indian 12,34,567 in `en_IN` and `hi_IN`; none below 10,000 in `es` and `pl`),
/// separators, digits (Arabic-Indic in `ar_EG`), the negative form and the decimals are read
/// from what Foundation writes the first time a locale meets a currency, and kept. Decimals the
/// locale does not show (ICU writes `ALL` and `IQD` without any) are rounded half to even, as
/// Foundation rounds them.
///
/// ```swift
/// let price = FSMoney(minorUnits: 123_456_789, currency: .eur)
/// price.formatted(locale: Locale(identifier: "de_DE"))   // "1.234.567,89 €"
/// price.formatted(locale: Locale(identifier: "fr_FR"))   // "1 234 567,89 €"
/// FSMoney(minorUnits: 12_345_678_900, currency: FSCurrency(code: "INR")!)
///     .formatted(locale: Locale(identifier: "en_IN"))     // "₹12,34,56,789.00"
/// ```
///
/// As a `FormatStyle`, it formats in SwiftUI: `Text(price, format: FSMoneyFormatStyle(locale: locale))`.
///
/// Keep a style to format many amounts: it remembers the pattern of the last currency it
/// wrote, where ``FSMoney/formatted(locale:)`` looks the locale up among all it has met.
public struct FSMoneyFormatStyle: FormatStyle, Sendable {
    /// The locale whose conventions the amounts are written in.
    public var locale: Locale {
        didSet { recent = Recent() }
    }

    /// The pattern of the currency this style wrote last: a memo, not part of the value.
    private var recent = Recent()

    private final class Recent: Sendable {
        let pattern = FSLocked<(code: String, pattern: LocaleCurrencyPattern?)?>(nil)
    }

    private enum CodingKeys: CodingKey {
        case locale
    }

    /// A style writing amounts as `locale` does.
    public init(locale: Locale) {
        self.locale = locale
    }

    /// Whether both styles write for the same locale.
    public static func == (lhs: FSMoneyFormatStyle, rhs: FSMoneyFormatStyle) -> Bool {
        lhs.locale == rhs.locale
    }

    /// Hashes the locale.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(locale)
    }

    /// `money` as Foundation writes it for ``locale`` and the amount's currency.
    ///
    /// - Complexity: O(digits) once the locale has met the currency; the first amount of each
    ///   currency in each locale reads a few amounts formatted by Foundation.
    public func format(_ money: FSMoney) -> String {
        let code = money.currency.code
        let remembered = recent.pattern.withLock { $0?.code == code ? $0 : nil }
        let pattern = remembered.map(\.pattern) ?? LocaleCurrencyPattern.resolved(locale: locale, code: code)
        if remembered == nil { recent.pattern.withLock { $0 = (code, pattern) } }
        return Self.format(money, locale: locale, pattern: pattern)
    }

    /// `money` written with `pattern`, or by Foundation where what Foundation writes for
    /// `locale` has a shape no pattern can hold.
    static func format(_ money: FSMoney, locale: Locale, pattern: LocaleCurrencyPattern?) -> String {
        guard let pattern else {
            return Decimal.FormatStyle.Currency(code: money.currency.code, locale: locale).format(money.decimalAmount)
        }
        return pattern.format(money)
    }

    /// The same style in another locale.
    public func locale(_ locale: Locale) -> FSMoneyFormatStyle {
        FSMoneyFormatStyle(locale: locale)
    }
}

extension FSMoneyFormatStyle {
    /// A strategy that reads what this style writes for amounts of `currency`.
    ///
    /// ```swift
    /// let style = FSMoneyFormatStyle(locale: Locale(identifier: "fr_FR"))
    /// let text = style.format(FSMoney(minorUnits: 123_456, currency: .eur))   // "1 234,56 €"
    /// try style.parseStrategy(for: .eur).parse(text)                           // 123456 cents
    /// ```
    public func parseStrategy(for currency: FSCurrency, lenient: Bool = false) -> FSMoneyParseStrategy {
        FSMoneyParseStrategy(currency: currency, locale: locale, lenient: lenient)
    }
}

extension FSMoney {
    /// The amount as Foundation writes it for `locale`: see ``FSMoneyFormatStyle``.
    ///
    /// ```swift
    /// FSMoney(minorUnits: -123_456).formatted(locale: Locale(identifier: "zh_CN"))   // "-¥1,234.56"
    /// ```
    public func formatted(locale: Locale) -> String {
        let pattern = LocaleCurrencyPattern.resolved(locale: locale, code: currency.code)
        return FSMoneyFormatStyle.format(self, locale: locale, pattern: pattern)
    }
}
