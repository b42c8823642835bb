// Each case is registered as "<case> · <implementation>"; Scripts/bench pairs the FS entry
// of a case with its peers and reports the ratio.

import Benchmark
import FSPriceEmbellisher
import Foundation

/// Amounts per sample.
let operations = 100
/// Amounts in a cart to total.
let cartSize = 1_000_000

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock], timeUnits: .nanoseconds, maxDuration: .seconds(2),
        maxIterations: 100_000)

    let amounts: [Int64] = (0..<operations).map { Int64($0 * $0 * 7919 + 5) }
    let money = amounts.map { FSMoney(minorUnits: $0) }
    let decimals = amounts.map { Decimal($0) / 100 }
    let numbers = amounts.map { NSDecimalNumber(mantissa: $0.magnitude, exponent: -2, isNegative: $0 < 0) }
    let format = FSPriceFormat(decimals: .two, grouping: true)
    let formatter = NumberFormatter()
    formatter.numberStyle = .currency
    formatter.locale = Locale(identifier: "zh_CN")
    let style = Decimal.FormatStyle.Currency(code: "CNY", locale: Locale(identifier: "zh_CN"))

    Benchmark("Price ¥1,234.50 · FSMoney.formatted") { _ in
        for amount in money { blackHole(amount.formatted(format)) }
    }
    Benchmark("Price ¥1,234.50 · NumberFormatter (cached)") { _ in
        for number in numbers { blackHole(formatter.string(from: number)) }
    }
    Benchmark("Price ¥1,234.50 · Decimal.FormatStyle.Currency") { _ in
        for decimal in decimals { blackHole(style.format(decimal)) }
    }

    for identifier in ["de_DE", "zh_CN"] {
        let locale = Locale(identifier: identifier)
        let euros = amounts.map { FSMoney(minorUnits: $0, currency: .eur) }
        let euroStyle = Decimal.FormatStyle.Currency(code: "EUR", locale: locale)
        let ourStyle = FSMoneyFormatStyle(locale: locale)
        Benchmark("Price in \(identifier), EUR · FSMoneyFormatStyle (cached)") { _ in
            for amount in euros { blackHole(ourStyle.format(amount)) }
        }
        Benchmark("Price in \(identifier), EUR · FSMoney.formatted(locale:)") { _ in
            for amount in euros { blackHole(amount.formatted(locale: locale)) }
        }
        Benchmark("Price in \(identifier), EUR · Decimal.FormatStyle.Currency (cached)") { _ in
            for decimal in decimals { blackHole(euroStyle.format(decimal)) }
        }
        // Reading back what the locale writes: the same texts for both.
        let texts = euros.map { $0.formatted(locale: locale) }
        let ourParser = ourStyle.parseStrategy(for: .eur)
        let theirParser = euroStyle.parseStrategy
        Benchmark("Parse price in \(identifier), EUR · FSMoneyParseStrategy") { _ in
            for text in texts { blackHole(try ourParser.parse(text)) }
        }
        Benchmark("Parse price in \(identifier), EUR · Decimal.FormatStyle.Currency.ParseStrategy") { _ in
            for text in texts { blackHole(try theirParser.parse(text)) }
        }
    }

    let cart = (0..<cartSize).map { FSMoney(minorUnits: Int64($0 % 100_000 - 30_000)) }
    let cartDecimals = cart.map(\.decimalAmount)
    Benchmark("Sum of 1,000,000 amounts · FSMoney.sum(in:)") { _ in
        blackHole(try cart.sum(in: .cny))
    }
    Benchmark("Sum of 1,000,000 amounts · Decimal +=") { _ in
        var total = Decimal.zero
        for amount in cartDecimals { total += amount }
        blackHole(total)
    }
}
