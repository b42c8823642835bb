import FSTestSupport
import Foundation
import Testing

@testable import FSPriceEmbellisher

/// `formatted(locale:)` against Foundation's `Decimal.FormatStyle.Currency`, the oracle it
/// promises to equal, on random amounts in every ISO 4217 currency.
@Suite struct LocaleFormattingTests {
    /// The locales the issue lists.
    static let promised = ["zh_CN", "zh_TW", "zh_HK", "en_US", "en_GB", "de_DE", "fr_FR", "ja_JP", "ko_KR", "en_IN"]
    /// Locales with other shapes — Indian grouping in Hindi, no grouping below 10,000, digits
    /// that are not ASCII, bidirectional marks, a sign after the symbol — held to the same output.
    static let others = [
        "hi_IN", "es_ES", "pl_PL", "ar_EG", "fa_IR", "he_IL", "de_CH", "nl_NL", "pt_BR", "ru_RU", "th_TH",
    ]

    /// Currencies with minor units Foundation does not show all of, or shows more of.
    static let unusual = [
        FSCurrency(code: "CNY", minorDigits: 4, symbol: ""), FSCurrency(code: "JPY", minorDigits: 2, symbol: ""),
        FSCurrency(code: "KWD", minorDigits: 0, symbol: ""), FSCurrency(code: "ABC", minorDigits: 2, symbol: ""),
    ]

    /// Random amounts of every size, both signs, the extremes, and exact halves of the
    /// decimals a locale may not show (to catch the rounding direction).
    static func amounts(_ currency: FSCurrency, using rng: inout SeededGenerator) -> [Int64] {
        var amounts: [Int64] = [0, 1, -1, 5, .max, .min, .min + 1]
        var scale: Int64 = 1
        for _ in 0..<currency.minorDigits { scale *= 10 }
        for _ in 0..<24 {
            let digits = Int.random(in: 1...18, using: &rng)
            var bound: Int64 = 1
            for _ in 0..<digits { bound *= 10 }
            let amount = Int64.random(in: 0..<bound, using: &rng)
            amounts.append(Bool.random(using: &rng) ? amount : -amount)
            let half = (amount / scale % 1_000_000) * scale + scale / 2
            amounts.append(Bool.random(using: &rng) ? half : -half)
        }
        return amounts
    }

    @Test(arguments: promised + others)
    func writesWhatFoundationWrites(locale identifier: String) {
        let locale = Locale(identifier: identifier)
        var rng = SeededGenerator(
            seed: UInt64(identifier.unicodeScalars.reduce(4217) { $0 &* 31 &+ Int($1.value) }.magnitude))
        for currency in FSCurrency.allISO + Self.unusual {
            let oracle = Decimal.FormatStyle.Currency(code: currency.code, locale: locale)
            for units in Self.amounts(currency, using: &rng) {
                let money = FSMoney(minorUnits: units, currency: currency)
                let ours = money.formatted(locale: locale)
                let theirs = oracle.format(money.decimalAmount)
                #expect(ours == theirs, "\(identifier) \(currency.code) \(units)")
                if ours != theirs { return }
            }
        }
    }

    /// Every locale tested, in every currency, is written from the pattern read at first use —
    /// the fast path — not handed back to Foundation amount by amount.
    @Test(arguments: promised + others)
    func readsEveryCurrencyOfTheListedLocales(locale identifier: String) {
        let locale = Locale(identifier: identifier)
        let unread = FSCurrency.allISO.filter { LocaleCurrencyPattern.resolved(locale: locale, code: $0.code) == nil }
        #expect(unread.map(\.code) == [])
    }

    @Test func examplesOfTheDocumentation() throws {
        let price = FSMoney(minorUnits: 123_456_789, currency: .eur)
        #expect(price.formatted(locale: Locale(identifier: "de_DE")) == "1.234.567,89\u{A0}€")
        #expect(price.formatted(locale: Locale(identifier: "fr_FR")) == "1\u{202F}234\u{202F}567,89\u{A0}€")
        let rupees = FSMoney(minorUnits: 12_345_678_900, currency: try #require(FSCurrency(code: "INR")))
        #expect(rupees.formatted(locale: Locale(identifier: "en_IN")) == "₹12,34,56,789.00")
        #expect(FSMoney(minorUnits: -123_456).formatted(locale: Locale(identifier: "zh_CN")) == "-¥1,234.56")
        #expect(
            FSMoneyFormatStyle(locale: Locale(identifier: "ja_JP")).format(FSMoney(minorUnits: 5, currency: .jpy))
                == "¥5")
    }

    /// Rounding of decimals a locale does not show, worked by hand: half to even.
    @Test func roundsHiddenDecimalsHalfToEven() {
        let split = LocaleCurrencyPattern.split
        #expect(split(250, 2, 0) == (2, 0) && split(350, 2, 0) == (4, 0) && split(251, 2, 0) == (3, 0))
        #expect(split(12_345, 3, 2) == (12, 34) && split(12_355, 3, 2) == (12, 36) && split(9_995, 3, 2) == (10, 0))
        #expect(split(7, 0, 2) == (7, 0) && split(1_234, 2, 4) == (12, 3_400))
    }
}
