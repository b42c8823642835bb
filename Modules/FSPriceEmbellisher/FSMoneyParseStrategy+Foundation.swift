internal import FSInternal
import Foundation

/// Reads amounts of money written as a locale writes them — what ``FSMoney/formatted(locale:)``
/// and Foundation's `Decimal.FormatStyle.Currency` write — exactly, into minor units.
///
/// ```swift
/// let german = FSMoneyParseStrategy(currency: .eur, locale: Locale(identifier: "de_DE"))
/// try german.parse("1.234,56 €")            // 123456 cents
/// try german.parse("-EUR 5,00")             // -500: the ISO code, on either side
/// let indian = FSMoneyParseStrategy(currency: FSCurrency(code: "INR")!, locale: Locale(identifier: "en_IN"))
/// try indian.parse("₹1,23,456.00")          // 12345600 paise
/// try FSMoney("($5.00)", currency: .usd, locale: Locale(identifier: "en_US"))   // -500: accounting
/// ```
///
/// The text is the number in the locale's digits (or ASCII's) and separators, with one
/// currency marker before or after it — the locale's symbol (`€`, `US$`, `CHF`), its narrow
/// symbol (`$`), the ISO code (`EUR`) or ``FSCurrency/symbol`` — a sign (`-`, `−`, `+` or the
/// locale's own, before or after either) or accounting parentheses around it all, and spaces
/// of any kind between the pieces (ICU writes U+00A0 and U+202F; people type U+0020).
///
/// Strict reading (the default) takes the grouping separators only where the locale puts
/// them (or none at all: `1234,56 €`), spaces only between the pieces, and the currency marker
/// as written. ``isLenient`` reading also takes separators anywhere between whole digits,
/// spaces anywhere around the number, an apostrophe for another (de_CH's `’`), the ISO code
/// in any case and a number with no marker at all.
///
/// Either way the amount is exact: more decimals than the currency's minor unit are refused
/// (``FSPriceEmbellisherError/tooManyDecimals(_:currency:digits:)``), save the zeros a locale
/// writes, and so is a marker of another currency
/// (``FSPriceEmbellisherError/unexpectedCurrency(_:found:expected:)``).
public struct FSMoneyParseStrategy: ParseStrategy, Hashable, Sendable {
    /// The currency the amounts are in.
    public var currency: FSCurrency
    /// The locale whose way of writing amounts is read.
    public var locale: Locale
    /// Whether grouping mistakes, stray spaces and a missing currency marker are forgiven.
    public var isLenient: Bool

    /// The reader last looked up, with the currency and locale it reads: a memo, not part of
    /// the value (looking a locale up among all those met costs more than reading a price).
    private let memo = Memo()

    /// Remembers a reader; every memo equals every other, so strategies compare and hash by
    /// their currency, locale and leniency alone.
    private final class Memo: Hashable, Sendable {
        let last = FSLocked<(currency: FSCurrency, locale: Locale, reader: LocaleCurrencyReader?)?>(nil)

        static func == (lhs: Memo, rhs: Memo) -> Bool { true }

        func hash(into hasher: inout Hasher) {}
    }

    /// A strategy reading amounts of `currency` as `locale` writes them.
    public init(currency: FSCurrency, locale: Locale, lenient: Bool = false) {
        self.currency = currency
        self.locale = locale
        isLenient = lenient
    }

    /// The amount `value` writes.
    ///
    /// - Throws: ``FSPriceEmbellisherError``: ``FSPriceEmbellisherError/invalidAmount(_:)``,
    ///   ``FSPriceEmbellisherError/tooManyDecimals(_:currency:digits:)``,
    ///   ``FSPriceEmbellisherError/unexpectedCurrency(_:found:expected:)``,
    ///   ``FSPriceEmbellisherError/overflow(_:)`` beyond 64-bit minor units, or
    ///   ``FSPriceEmbellisherError/unsupportedLocale(_:currency:)``.
    /// - Complexity: O(length of `value`) once the locale has met the currency; the first
    ///   amount of each currency in each locale reads a few amounts formatted by Foundation.
    public func parse(_ value: String) throws -> FSMoney {
        try money(value)
    }

    private enum CodingKeys: String, CodingKey {
        case code, minorDigits, symbol, locale, lenient
    }

    /// Decodes a strategy that ``encode(to:)`` wrote.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        currency = FSCurrency(
            code: try container.decode(String.self, forKey: .code),
            minorDigits: try container.decode(Int.self, forKey: .minorDigits),
            symbol: try container.decode(String.self, forKey: .symbol))
        locale = try container.decode(Locale.self, forKey: .locale)
        isLenient = try container.decode(Bool.self, forKey: .lenient)
    }

    /// Encodes the currency (code, minor-unit digits, symbol), the locale and the leniency.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(currency.code, forKey: .code)
        try container.encode(currency.minorDigits, forKey: .minorDigits)
        try container.encode(currency.symbol, forKey: .symbol)
        try container.encode(locale, forKey: .locale)
        try container.encode(isLenient, forKey: .lenient)
    }

    /// ``parse(_:)`` with its error's type.
    func money(_ value: String) throws(FSPriceEmbellisherError) -> FSMoney {
        let remembered = memo.last.withLock { $0 }
        let found: LocaleCurrencyReader?
        if let remembered, remembered.currency == currency, remembered.locale == locale {
            found = remembered.reader
        } else {
            found = LocaleCurrencyReader.resolved(locale: locale, currency: currency)
            memo.last.withLock { $0 = (currency, locale, found) }
        }
        guard let reader = found else {
            throw .unsupportedLocale(locale.identifier, currency: currency.code)
        }
        return try reader.read(value, currency: currency, lenient: isLenient)
    }
}
