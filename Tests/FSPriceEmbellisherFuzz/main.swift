// libFuzzer target for FSPriceEmbellisher's readers of text and numbers: amounts parsed in any
// currency and rounding mode, and the writers every amount passes through. Any input gives an
// amount or a typed error, and:
// - a parsed amount, written with all its decimals (grouped or not, any sign style), parses
//   back to the same minor units;
// - 人民币大写 and the compact form never trap, for any amount;
// - arithmetic never traps (overflow is a typed error), and split and allocation always give
//   parts that add up to the amount;
// - decoding any JSON gives an amount or a DecodingError, and an amount decoded re-encodes to
//   the same amount.
// Built and run by `Scripts/fuzz FSPriceEmbellisher`.

import FSNumberTool
import FSPriceEmbellisher
import Foundation

private let currencies: [FSCurrency] = [.cny, .jpy, .kwd, FSCurrency(code: "XTS", minorDigits: 4, symbol: "")]

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
    return 0
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
