import FSTestSupport
import Foundation
import Testing

@testable import FSPriceEmbellisher

/// `FSMoneyParseStrategy` against Foundation, both ways, in every locale ICU lists: what
/// `Decimal.FormatStyle.Currency` writes — symbol, narrow symbol, ISO code, accounting
/// negatives — we read back to the amount written, and what we write its parse strategy reads
/// as we do.
@Suite struct MoneyParsingTests {
    /// Currencies of every minor unit (0, 2, 3), of symbols before and after, and of locales
    /// that write more or fewer decimals than ISO 4217 gives them (ALL, HUF); each locale's
    /// own currency joins them.
    static let codes = ["EUR", "USD", "JPY", "CNY", "KWD", "INR", "CHF", "ALL", "HUF"]

    static func currencies(of locale: Locale) -> [FSCurrency] {
        var codes = codes
        if let own = locale.currency?.identifier, !codes.contains(own) { codes.append(own) }
        return codes.compactMap { FSCurrency(code: $0) }
    }

    static func seed(_ identifier: String) -> UInt64 {
        UInt64(identifier.unicodeScalars.reduce(1950) { $0 &* 31 &+ Int($1.value) }.magnitude)
    }

    /// Random amounts of every length and both signs, with the decimals a locale hides made
    /// zero (ALL is written without its two): text that holds the whole amount.
    static func amounts(
        _ currency: FSCurrency, shownDigits: Int, using rng: inout SeededGenerator
    ) -> [FSMoney] {
        var scale: Int64 = 1
        for _ in 0..<max(0, currency.minorDigits - shownDigits) { scale *= 10 }
        var units: [Int64] = [0, 1, -1, .max / scale * scale, .min / scale * scale]
        for _ in 0..<4 {
            var bound: Int64 = 1
            for _ in 0..<Int.random(in: 1...18, using: &rng) { bound *= 10 }
            let amount = Int64.random(in: 0..<bound, using: &rng)
            units.append(Bool.random(using: &rng) ? amount : -amount)
        }
        return units.map { FSMoney(minorUnits: $0 / scale * scale, currency: currency) }
    }

    static var locales: [String] { TestDepth.sample(Locale.availableIdentifiers.sorted()) }

    @Test func readsWhatFoundationWritesInEveryLocale() throws {
        var failures: [String] = []
        for identifier in Self.locales {
            let locale = Locale(identifier: identifier)
            var rng = SeededGenerator(seed: Self.seed(identifier))
            for currency in Self.currencies(of: locale) {
                let pattern = try #require(LocaleCurrencyPattern.resolved(locale: locale, code: currency.code))
                let standard = Decimal.FormatStyle.Currency(code: currency.code, locale: locale)
                let styles = [
                    standard, standard.presentation(.narrow), standard.presentation(.isoCode),
                    standard.sign(strategy: .accounting),
                ]
                for money in Self.amounts(currency, shownDigits: pattern.fractionDigits, using: &rng) {
                    for style in styles {
                        let text = style.format(money.decimalAmount)
                        do {
                            let read = try FSMoney(text, currency: currency, locale: locale)
                            if read != money {
                                failures.append("\(identifier): \(text.debugDescription) read as \(read)")
                            }
                        } catch {
                            failures.append("\(identifier): \(text.debugDescription): \(error)")
                        }
                    }
                }
            }
        }
        #expect(failures == [])
    }

    @Test func foundationReadsWhatWeWriteAsWeDo() throws {
        var failures: [String] = []
        for identifier in Self.locales {
            let locale = Locale(identifier: identifier)
            var rng = SeededGenerator(seed: Self.seed(identifier) &+ 1)
            for currency in Self.currencies(of: locale) {
                let pattern = try #require(LocaleCurrencyPattern.resolved(locale: locale, code: currency.code))
                let theirs = Decimal.FormatStyle.Currency(code: currency.code, locale: locale).parseStrategy
                let ours = FSMoneyFormatStyle(locale: locale).parseStrategy(for: currency)
                for money in Self.amounts(currency, shownDigits: pattern.fractionDigits, using: &rng) {
                    let text = money.formatted(locale: locale)
                    let read = try? ours.parse(text)
                    let foundation = try? theirs.parse(text)
                    if read != money || foundation != money.decimalAmount {
                        failures.append(
                            "\(identifier): \(text.debugDescription): ours \(String(describing: read)), Foundation's \(String(describing: foundation))"
                        )
                    }
                }
            }
        }
        #expect(failures == [])
    }

    /// The texts of the issue, worked by hand.
    @Test func readsTheTextsPeopleWrite() throws {
        func read(_ text: String, _ code: String, _ identifier: String, lenient: Bool = false) throws -> Int64 {
            let currency = try #require(FSCurrency(code: code))
            return try FSMoney(text, currency: currency, locale: Locale(identifier: identifier), lenient: lenient)
                .minorUnits
        }
        #expect(try read("¥1,234.56", "CNY", "zh_CN") == 123_456)
        #expect(try read("1.234,56\u{A0}€", "EUR", "de_DE") == 123_456)
        #expect(try read("1.234,56 €", "EUR", "de_DE") == 123_456, "a typed space for ICU's no-break space")
        #expect(try read("-$5.00", "USD", "en_US") == -500)
        #expect(try read("($5.00)", "USD", "en_US") == -500, "accounting")
        #expect(try read("₹1,23,456.00", "INR", "en_IN") == 12_345_600)
        #expect(try read("CHF 1’234.50", "CHF", "de_CH") == 123_450)
        #expect(try read("1 234,5 €", "EUR", "fr_FR") == 123_450, "fewer decimals than written")
        #expect(try read("EUR 1.234,56", "EUR", "de_DE") == 123_456, "the ISO code, on the other side")
        #expect(try read("1.234,56 EUR", "EUR", "de_DE") == 123_456)
        #expect(try read("-EUR 5,00", "EUR", "de_DE") == -500, "a sign before the code")
        #expect(try read("US$5", "USD", "zh_CN") == 500 && read("$5", "USD", "zh_CN") == 500, "symbol, narrow symbol")
        #expect(try read("-0,00 €", "EUR", "de_DE") == 0)
        #expect(try read("JP¥1,234", "JPY", "en_US") == 1_234, "FSCurrency's own symbol")
        #expect(try read("-¥92,233,720,368,547,758.08", "CNY", "zh_CN") == .min)
        #expect(try read("¥92,233,720,368,547,758.07", "CNY", "zh_CN") == .max)
    }

    @Test func strictReadingRefusesWhatLenientForgives() throws {
        let euro = FSMoneyParseStrategy(currency: .eur, locale: Locale(identifier: "de_DE"))
        var lenient = euro
        lenient.isLenient = true
        for text in [
            "1.23.4,56 €", "12.34,56 €", " 1.234,56 €", "1.234,56 € ", "1.234,56  €", "1234,56", "eur 1.234,56",
        ] {
            #expect(throws: FSPriceEmbellisherError.self, "\(text)") { try euro.parse(text) }
            #expect(try lenient.parse(text) == FSMoney(minorUnits: 123_456, currency: .eur), "\(text)")
        }
        #expect(try euro.parse("1234,56 €").minorUnits == 123_456, "no grouping at all is not a mistake")
        let swiss = FSMoneyParseStrategy(
            currency: try #require(FSCurrency(code: "CHF")), locale: Locale(identifier: "de_CH"))
        #expect(throws: FSPriceEmbellisherError.invalidAmount("CHF 1'234.50")) { try swiss.parse("CHF 1'234.50") }
        #expect(
            try FSMoney(
                "CHF 1'234.50",
                strategy: FSMoneyParseStrategy(currency: swiss.currency, locale: swiss.locale, lenient: true)
            ).minorUnits == 123_450)
    }

    @Test func refusesOtherCurrenciesAndExtraDecimals() throws {
        let german = Locale(identifier: "de_DE")
        #expect(throws: FSPriceEmbellisherError.unexpectedCurrency("1.234,56 $", found: "$", expected: "EUR")) {
            try FSMoney("1.234,56 $", currency: .eur, locale: german)
        }
        #expect(throws: FSPriceEmbellisherError.unexpectedCurrency("USD 5,00", found: "USD", expected: "EUR")) {
            try FSMoney("USD 5,00", currency: .eur, locale: german, lenient: true)
        }
        #expect(throws: FSPriceEmbellisherError.unexpectedCurrency("5,00", found: "", expected: "EUR")) {
            try FSMoney("5,00", currency: .eur, locale: german)
        }
        #expect(throws: FSPriceEmbellisherError.tooManyDecimals("¥1,234.567", currency: "CNY", digits: 2)) {
            try FSMoney("¥1,234.567", currency: .cny, locale: Locale(identifier: "zh_CN"))
        }
        #expect(throws: FSPriceEmbellisherError.tooManyDecimals("¥1,234.5", currency: "JPY", digits: 0)) {
            try FSMoney("¥1,234.5", currency: .jpy, locale: Locale(identifier: "ja_JP"))
        }
        #expect(throws: FSPriceEmbellisherError.overflow("¥92,233,720,368,547,758.08")) {
            try FSMoney("¥92,233,720,368,547,758.08", currency: .cny, locale: Locale(identifier: "zh_CN"))
        }
        for text in ["", "€", "--5 €", "-5 € -", "(5 €", "5,00 € €", "1.234,56,7 €", "5,,0 €", "5 € 3"] {
            #expect(throws: FSPriceEmbellisherError.self, "\(text)") {
                try FSMoney(text, currency: .eur, locale: german)
            }
        }
    }

    /// One strategy shared by many threads: the reader it remembers is looked up once, under
    /// a lock, and every thread reads every price alike (TSan watches this in CI).
    @Test func oneStrategyReadsOnManyThreadsAtOnce() throws {
        let strategy = FSMoneyParseStrategy(currency: .eur, locale: Locale(identifier: "fr_FR"))
        let prices = (0..<200).map { FSMoney(minorUnits: Int64($0 * 7_919 - 500_000), currency: .eur) }
        let texts = prices.map { $0.formatted(locale: strategy.locale) }
        let wrong = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for (text, price) in zip(texts, prices) where (try? strategy.parse(text)) != price {
                wrong.withLock { $0 += 1 }
            }
        }
        #expect(wrong.value == 0)
    }

    /// The article's example, as written there.
    @Test func theArticlesCheckoutForm() throws {
        let german = Locale(identifier: "de_DE")
        let amount = try FSMoney("1.234,56 €", currency: .eur, locale: german)
        let same = try FSMoney("EUR 1.234,56", currency: .eur, locale: german)
        let style = FSMoneyFormatStyle(locale: Locale(identifier: "en_IN"))
        let rupees = try #require(FSCurrency(code: "INR"))
        let read = try style.parseStrategy(for: rupees).parse("₹1,23,456.00")
        do {
            _ = try FSMoney("1.234,56 $", currency: .eur, locale: german)
            Issue.record("another currency was read")
        } catch {
            #expect(error.code == .unexpectedCurrency && error.description == #""1.234,56 $" is in "$", not EUR"#)
        }
        let typed = try FSMoney("1.23.4,5", currency: .eur, locale: german, lenient: true)
        #expect(
            amount.minorUnits == 123_456 && amount == same && read.minorUnits == 12_345_600
                && typed.minorUnits == 123_450)
    }

    @Test func strategiesEncodeAndDecode() throws {
        let strategy = FSMoneyParseStrategy(currency: .kwd, locale: Locale(identifier: "ar_KW"), lenient: true)
        let decoded = try JSONDecoder().decode(FSMoneyParseStrategy.self, from: JSONEncoder().encode(strategy))
        #expect(decoded == strategy)
    }
}
