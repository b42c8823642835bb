import ArgumentParser
import Foundation
import FrameworkStruct

struct PriceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "price",
        abstract: "Exact money: totals, splits, prices in any locale, 人民币大写, 万/亿 (FSPriceEmbellisher).",
        discussion: """
            Examples: fstool price format 1234.5 --grouping; fstool price format 1234.5 --currency EUR --locale de_DE;
            fstool price sum 12.50 3.99 0.01; fstool price split 100 3; fstool price split 100 --ratios 1,2,3;
            fstool price uppercase 325.04; fstool price parse "1.234,56 €" --locale de_DE --currency EUR
            """,
        subcommands: [Format.self, Parse.self, Sum.self, Split.self, Uppercase.self, Compact.self, Currencies.self]
    )

    /// How every price subcommand reads amounts: the currency, and major or minor units.
    struct Reading: ParsableArguments {
        @Option(help: "The currency: an ISO 4217 code (fstool price currencies lists them).")
        var currency = CurrencyCode(.cny)

        @Flag(
            name: [.customLong("fen"), .customLong("minor-units")],
            help: "Amounts are whole numbers of minor units (fen, cents).")
        var minorUnits = false

        /// The amount `text` stands for.
        func money(_ text: String) throws -> FSMoney {
            guard minorUnits else { return try FSMoney(parsing: text, currency: currency.currency) }
            guard let units = Int64(text) else {
                throw ValidationError("--fen needs a whole number of minor units, not '\(text)'")
            }
            return FSMoney(minorUnits: units, currency: currency.currency)
        }
    }

    /// Where amounts are written for people: the locale, or none for plain decimals.
    struct Writing: ParsableArguments {
        @Option(help: "Write amounts as Foundation does in this locale, e.g. de_DE, zh_CN, en_IN.")
        var locale: LocaleIdentifier?

        /// `money` in the locale, or as a plain decimal with the currency's minor digits.
        func text(_ money: FSMoney) -> String {
            if let locale { return money.formatted(locale: locale.locale) }
            return money.formatted(FSPriceFormat(decimals: .fixed(money.currency.minorDigits), symbol: ""))
        }
    }

    /// The amount a subcommand reads, words parsed by hand so that `-0.5` is an amount.
    struct Amount: ParsableArguments {
        @Argument(
            parsing: .allUnrecognized,
            help: ArgumentHelp(
                "The amount in major units (1234.5, -0.5, 1,234), or minor units with --fen.", valueName: "amount"))
        var words: [String] = []

        @OptionGroup var reading: Reading

        func money() throws -> FSMoney {
            try reading.money(values(words, named: ["one amount"])[0])
        }
    }

    struct Format: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Writes an amount as a price: ¥1,234.50, or as Foundation writes it in a locale.",
            discussion: """
                Examples: fstool price format 1234.5 --grouping; fstool price format -0.5 --sign always;
                fstool price format 1234.5 --currency EUR --locale de_DE   (1.234,50 €)
                """)

        enum Decimals: String, ExpressibleByArgument, CaseIterable {
            case auto, adjust, integer, one, two
        }

        enum Sign: String, ExpressibleByArgument, CaseIterable {
            case automatic, always, never
        }

        @OptionGroup var amount: Amount

        @Option(help: "How many decimals (default: two; not with --locale).")
        var decimals: Decimals?

        @Option(help: "Which sign to write (default: automatic; not with --locale).")
        var sign: Sign?

        @Flag(help: "Group thousands: 1,234.50 (not with --locale, which groups as the locale does).")
        var grouping = false

        @Option(help: "Write the amount as Foundation does in this locale, e.g. de_DE, zh_CN, en_IN.")
        var locale: LocaleIdentifier?

        func validate() throws {
            if locale != nil && (decimals != nil || sign != nil || grouping) {
                throw ValidationError(
                    "--locale writes the locale's own format: leave out --decimals, --sign and --grouping")
            }
        }

        func run() throws {
            let money = try amount.money()
            if let locale {
                print(money.formatted(locale: locale.locale))
                return
            }
            let decimals: FSPriceFormat.Decimals =
                switch self.decimals ?? .two {
                case .auto: .autoAdjust
                case .adjust: .adjust
                case .integer: .integer
                case .one: .one
                case .two: .two
                }
            let sign: FSPriceFormat.Sign =
                switch self.sign ?? .automatic {
                case .automatic: .automatic
                case .always: .always
                case .never: .never
                }
            print(money.formatted(FSPriceFormat(decimals: decimals, sign: sign, grouping: grouping)))
        }
    }

    struct Parse: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Reads a price as a locale writes it, exactly: prints the amount and its ISO code.",
            discussion: """
                The currency may be its symbol, narrow symbol or ISO code, before or after the number. More \
                decimals than the currency has, or another currency, are refused (exit status 1).
                Examples: fstool price parse "1.234,56 €" --locale de_DE --currency EUR   (1234.56 EUR);
                fstool price parse '($5.00)' --locale en_US --currency USD   (-5.00 USD);
                fstool price parse 1.23.4,56 --locale de_DE --currency EUR --lenient   (1234.56 EUR)
                """)

        @Argument(
            parsing: .allUnrecognized,
            help: ArgumentHelp("The price as written: ¥1,234.56, -$5.00, 1.234,56 €.", valueName: "text"))
        var words: [String] = []

        @Option(help: "The locale the price is written in, e.g. de_DE, zh_CN, en_IN.")
        var locale: LocaleIdentifier

        @Option(help: "The currency: an ISO 4217 code (fstool price currencies lists them).")
        var currency = CurrencyCode(.cny)

        @Flag(help: "Forgive grouping mistakes, stray spaces, a lowercase ISO code and a missing currency.")
        var lenient = false

        func run() throws {
            // A price may begin with a sign ("-$5.00", "-EUR 5"): only "--" begins an option.
            let text = try values(words, named: ["the price"]) { !$0.hasPrefix("--") }[0]
            let money = try FSMoney(text, currency: currency.currency, locale: locale.locale, lenient: lenient)
            let plain = money.formatted(FSPriceFormat(decimals: .fixed(money.currency.minorDigits), symbol: ""))
            print("\(plain) \(money.currency.code)")
        }
    }

    struct Sum: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Totals amounts exactly (64-bit minor units; an overflow is an error, not a wrong total).",
            discussion: "Examples: fstool price sum 12.50 3.99 0.01; fstool price sum 1999 -500 --fen --locale zh_CN")

        @Argument(
            parsing: .allUnrecognized,
            help: ArgumentHelp("The amounts, in major units or minor units with --fen.", valueName: "amount"))
        var words: [String] = []

        @OptionGroup var reading: Reading

        @OptionGroup var writing: Writing

        func run() throws {
            let texts = words.filter { $0 != "--" }
            guard !texts.isEmpty else { throw ValidationError("expected at least one amount") }
            let amounts = try values(texts, named: texts.map { _ in "amount" }).map(reading.money)
            print(writing.text(try amounts.sum(in: reading.currency.currency)))
        }
    }

    struct Split: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Splits an amount into parts that add up to it exactly, one part per line.",
            discussion: """
                Into n parts as equal as can be, or by ratios (largest remainder: the minor units left over go to \
                the parts with the largest fractions, earlier parts first on ties).
                Examples: fstool price split 100 3; fstool price split 100 --ratios 1,2,3; fstool price split -0.05 2
                """)

        @Argument(
            parsing: .allUnrecognized,
            help: ArgumentHelp(
                "The amount, then the number of parts unless --ratios is given.", valueName: "amount> <parts"))
        var words: [String] = []

        @Option(
            help: ArgumentHelp("Split in proportion to these whole numbers: 1,2,3 or 50,30,20.", valueName: "ratios"))
        var ratios: String?

        @OptionGroup var reading: Reading

        @OptionGroup var writing: Writing

        func run() throws {
            let parts: [FSMoney]
            if let ratios {
                let amount = try reading.money(values(words, named: ["the amount"])[0])
                let weights = try ratios.split(separator: ",", omittingEmptySubsequences: false).map { word in
                    guard let weight = Int(word.trimmingCharacters(in: .whitespaces)) else {
                        throw ValidationError("--ratios takes whole numbers separated by commas, not '\(ratios)'")
                    }
                    return weight
                }
                parts = try amount.allocated(byRatios: weights)
            } else {
                let words = try values(words, named: ["the amount", "the number of parts"])
                guard let count = Int(words[1]) else {
                    throw ValidationError("the number of parts must be a whole number, not '\(words[1])'")
                }
                parts = try reading.money(words[0]).split(into: count)
            }
            for part in parts { print(writing.text(part)) }
        }
    }

    struct Uppercase: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Writes 人民币大写, as on a cheque or an invoice.",
            discussion: "Examples: fstool price uppercase 325.04; fstool price uppercase 123456 --fen")

        @OptionGroup var amount: Amount

        func run() throws {
            print(try amount.money().rmbUppercase())
        }
    }

    struct Compact: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Writes an amount in 万 and 亿 (or K, M, B): 3.45亿.",
            discussion: "Examples: fstool price compact 345000000; fstool price compact 1200 --language en")

        @OptionGroup var amount: Amount

        @OptionGroup var language: LanguageOption

        @Option(help: "Decimals to keep, 0 to 6.")
        var digits = 2

        func run() throws {
            print(
                FSCompactNumber.string(
                    try amount.money(), language: language.language == .en ? .english : .chinese,
                    fractionDigits: digits))
        }
    }

    struct Currencies: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Lists every ISO 4217 currency: code, minor-unit digits, number, symbol, name.",
            discussion: "Example: fstool price currencies --json")

        @OptionGroup var output: OutputOptions

        /// One currency as `--json` writes it.
        struct Row: Encodable {
            let code: String
            let minorDigits: Int
            let numericCode: Int?
            let symbol: String
            let name: String?
        }

        func run() throws {
            let rows = FSCurrency.allISO.map {
                Row(
                    code: $0.code, minorDigits: $0.minorDigits, numericCode: $0.numericCode, symbol: $0.symbol,
                    name: $0.name)
            }
            try output.print(
                rows,
                table: rows.map {
                    [$0.code, String($0.minorDigits), $0.numericCode.map(String.init) ?? "", $0.symbol, $0.name ?? ""]
                })
        }
    }
}

/// An ISO 4217 code on the command line: an unknown code is a usage error.
struct CurrencyCode: ExpressibleByArgument {
    let currency: FSCurrency

    init(_ currency: FSCurrency) {
        self.currency = currency
    }

    init?(argument: String) {
        guard let currency = FSCurrency(code: argument) else { return nil }
        self.currency = currency
    }

    var defaultValueDescription: String { currency.code }
}

/// Exact money, the original formats, 人民币大写 and compact forms.
@Sendable
func priceEmbellisherDemo() -> [String] {
    let price = (try? FSMoney(parsing: "1234.5")) ?? FSMoney(minorUnits: 0)
    return [
        "yuanToFen(0.29): original Int(0.29 * 100) = \(Int(0.29 * 100)); FSMoney = \((try? FSMoney(0.29).minorUnits) ?? 0) fen",
        "formats: \(price.formatted()), \(price.formatted(FSPriceFormat(decimals: .two, grouping: true))), "
            + "\(price.formatted(FSPriceFormat(decimals: .integer, sign: .always)))",
        "人民币大写: 325.04 → \((try? FSMoney(parsing: "325.04").rmbUppercase()) ?? ""); "
            + "100000001 → \((try? FSMoney(parsing: "100000001").rmbUppercase()) ?? "")",
        "compact: \(FSCompactNumber.string(12_000)), \(FSCompactNumber.string(345_000_000, fractionDigits: 2)), "
            + "\(FSCompactNumber.string(3_400_000, language: .english))",
    ]
}
