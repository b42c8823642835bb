// libFuzzer target for FSPriceEmbellisher's readers of text and numbers: amounts parsed in any
// currency and rounding mode, and the writers every amount passes through. Any input gives an
// amount or a typed error, and:
// - a parsed amount, written with all its decimals (grouped or not, any sign style), parses
//   back to the same minor units;
// - 人民币大写 and the compact form never trap, for any amount;
// - arithmetic never traps (overflow is a typed error), and split and allocation always give
//   parts that add up to the amount;
// - decoding any JSON gives an amount or a DecodingError, and an amount decoded re-encodes to
//   the same amount;
// - reading text as a locale writes prices (FSMoneyParseStrategy, strict and lenient) gives an
//   amount or a typed error; what strict reading accepts, lenient reads alike; and any amount
//   written in a locale (`formatted(locale:)`) reads back strictly to the same minor units.
// Built and run by `Scripts/fuzz FSPriceEmbellisher`.

import FSNumberTool
import FSPriceEmbellisher
import Foundation

private let currencies: [FSCurrency] = [.cny, .jpy, .kwd, FSCurrency(code: "XTS", minorDigits: 4, symbol: "")]

/// Locales of every shape of price: symbol after, Indian and Swiss grouping, other digits,
/// bidirectional marks; and currencies whose every minor digit they write.
private let locales = ["de_DE", "en_US", "en_IN", "fr_FR", "de_CH", "zh_CN", "ar_EG", "fa_IR", "he_IL"].map {
    Locale(identifier: $0)
}
private let writtenCurrencies: [FSCurrency] = [.eur, .usd, .jpy, .cny]

/// The libFuzzer entry point: runs one input and traps only on a violated property.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let currency = currencies[input.choice(currencies.count)]
    let mode = FSRoundingMode.allCases[input.choice(FSRoundingMode.allCases.count)]
    let grouping = input.choice(2) == 1
    let units = input.int64()
    let amount = input.double()
    let text = input.text()

    for money in [
        try? FSMoney(parsing: text, currency: currency, rounding: mode), FSMoney(minorUnits: units, currency: currency),
        try? FSMoney(amount, currency: currency),
    ].compactMap({ $0 }) {
        let written = money.formatted(
            FSPriceFormat(decimals: .fixed(currency.minorDigits), symbol: "", grouping: grouping))
        guard (try? FSMoney(parsing: written, currency: currency))?.minorUnits == money.minorUnits else {
            violated("\(money.minorUnits) minor units → \(written.debugDescription) does not read back")
        }
        _ = money.formatted()
        _ = money.parts(FSPriceFormat(decimals: .autoAdjust, sign: .always, grouping: grouping))
        _ = try? money.rmbUppercase()
        _ = FSCompactNumber.string(money, language: grouping ? .english : .chinese, rounding: mode)
        _ = FSCompactNumber.string(money.minorUnits, fractionDigits: Int(units & 7), rounding: mode)
        checkArithmetic(money, FSMoney(minorUnits: units, currency: currency), text: text, mode: mode)
    }
    checkDecoding(text)
    checkLocaleReading(
        text, units: units, locale: locales[input.choice(locales.count)],
        currency: writtenCurrencies[input.choice(writtenCurrencies.count)])
    return 0
}

/// Any text read as `locale` writes prices, and `units` written in it and read back.
private func checkLocaleReading(_ text: String, units: Int64, locale: Locale, currency: FSCurrency) {
    let strict = FSMoneyParseStrategy(currency: currency, locale: locale)
    let lenient = FSMoneyParseStrategy(currency: currency, locale: locale, lenient: true)
    if let read = try? FSMoney(text, strategy: strict), (try? FSMoney(text, strategy: lenient)) != read {
        violated("\(text.debugDescription) reads strictly as \(read.minorUnits) but not so leniently")
    }
    _ = try? FSMoney(text, strategy: lenient)
    let money = FSMoney(minorUnits: units, currency: currency)
    let written = money.formatted(locale: locale)
    guard (try? FSMoney(written, strategy: strict)) == money else {
        violated("\(units) minor units written in \(locale.identifier) as \(written.debugDescription) do not read back")
    }
}

/// Arithmetic on any two amounts and any rate: a result or a typed error; split and allocation
/// add up to the amount.
private func checkArithmetic(_ money: FSMoney, _ other: FSMoney, text: String, mode: FSRoundingMode) {
    _ = try? money + other
    _ = try? money - other
    _ = try? -money
    _ = try? money * Int(truncatingIfNeeded: other.minorUnits)
    _ = try? money.multiplied(byRate: text, rounding: mode)
    let ratios = text.utf8.prefix(16).map { Int($0) }
    for parts in [
        try? money.split(into: Int(other.minorUnits & 63)),
        ratios.isEmpty ? nil : try? money.allocated(byRatios: ratios),
    ] {
        guard let parts else { continue }
        guard (try? parts.sum(in: money.currency)) == money else {
            violated("\(money.minorUnits) minor units split into \(parts.map(\.minorUnits)) do not add up")
        }
    }
}

/// Any text as JSON for `FSMoney`: an amount that re-encodes to itself, or a decoding error.
private func checkDecoding(_ text: String) {
    guard let money = try? JSONDecoder().decode(FSMoney.self, from: Data(text.utf8)) else { return }
    guard let again = try? JSONEncoder().encode(money),
        (try? JSONDecoder().decode(FSMoney.self, from: again)) == money
    else { violated("\(text.debugDescription) decodes to \(money.minorUnits) but does not round-trip") }
}
