import ArgumentParser
import FrameworkStruct

struct PriceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "price",
        abstract: "Formats amounts of money exactly: prices, 人民币大写, 万/亿 (FSPriceEmbellisher).",
        discussion: "Examples: fstool price format 1234.5 --grouping; fstool price uppercase 325.04",
        subcommands: [Format.self, Uppercase.self, Compact.self]
    )

    /// The amount every price subcommand reads, in yuan or, with `--fen`, in fen.
    struct Amount: ParsableArguments {
        @Argument(
            parsing: .allUnrecognized,
            help: ArgumentHelp("The amount in yuan (1234.5, -0.5, 1,234), or in fen with --fen.", valueName: "amount"))
        var words: [String] = []

        @Flag(help: "The amount is a whole number of fen (minor units).")
        var fen = false

        func money() throws -> FSMoney {
            let text = try values(words, named: ["one amount"])[0]
            guard fen else { return try FSMoney(parsing: text) }
            guard let units = Int64(text) else {
                throw ValidationError("--fen needs a whole number of fen, not '\(text)'")
            }
            return FSMoney(minorUnits: units)
        }
    }

    struct Format: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Writes an amount as a price: ¥1,234.50.",
            discussion: "Examples: fstool price format 1234.5 --grouping; fstool price format -0.5 --sign always")

        enum Decimals: String, ExpressibleByArgument, CaseIterable {
            case auto, adjust, integer, one, two
        }

        enum Sign: String, ExpressibleByArgument, CaseIterable {
            case automatic, always, never
        }

        @OptionGroup var amount: Amount

        @Option(help: "How many decimals.")
        var decimals: Decimals = .two

        @Option(help: "Which sign to write.")
        var sign: Sign = .automatic

        @Flag(help: "Group thousands: 1,234.50.")
        var grouping = false

        func run() throws {
            let decimals: FSPriceFormat.Decimals =
                switch self.decimals {
                case .auto: .autoAdjust
                case .adjust: .adjust
                case .integer: .integer
                case .one: .one
                case .two: .two
                }
            let sign: FSPriceFormat.Sign =
                switch self.sign {
                case .automatic: .automatic
                case .always: .always
                case .never: .never
                }
            print(try amount.money().formatted(FSPriceFormat(decimals: decimals, sign: sign, grouping: grouping)))
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
}

struct TextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Masks, checks and spells out text (FSStringEmbellisher).",
        discussion: "Examples: fstool text mask phone 13800138000; fstool text numeral 10086",
        subcommands: [Mask.self, Numeral.self]
    )

    struct Mask: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Masks a phone number, ID card, e-mail, bank card or Chinese name.",
            discussion: "Example: fstool text mask phone 13800138000")

        enum Kind: String, ExpressibleByArgument, CaseIterable {
            case phone, idcard, email, bankcard, name
        }

        @Argument(help: "What the text is.")
        var kind: Kind

        @Argument(help: "The text to mask.")
        var text: String

        func run() {
            switch kind {
            case .phone:
                print(
                    FSMask.phone(text) + (FSValidation.isMobileNumber(text) ? "" : "   (not a mainland mobile number)"))
            case .idcard:
                let check: String
                do {
                    let holder = try FSValidation.idCard(text)
                    check = "born \(holder.birthYear)-\(holder.birthMonth)-\(holder.birthDay)"
                } catch {
                    check = error.description
                }
                print(FSMask.idCard(text) + "   (\(check))")
            case .email: print(FSMask.email(text))
            case .bankcard:
                print(
                    FSGrouping.bankCard(FSMask.bankCard(text))
                        + (FSValidation.passesLuhn(text) ? "" : "   (fails the Luhn check)"))
            case .name: print(FSMask.chineseName(text))
            }
        }
    }

    struct Numeral: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Converts between numbers and Chinese numerals.",
            discussion: "Examples: fstool text numeral 10086; fstool text numeral -42; fstool text numeral 一万零八十六")

        @Argument(
            parsing: .allUnrecognized,
            help: ArgumentHelp("A number (10086, -42) or a Chinese numeral (一万零八十六).", valueName: "text"))
        var words: [String] = []

        func run() throws {
            let text = try values(words, named: ["one number or numeral"])[0]
            if let value = Int64(text) {
                print(FSChineseNumeral.string(from: value))
                print(FSChineseNumeral.string(from: value, style: .financial))
            } else {
                print(try FSChineseNumeral.value(of: text))
            }
        }
    }
}

/// Masking, grouping, validation, numerals and display width.
@Sendable
func stringEmbellisherDemo() -> [String] {
    [
        "mask: \(FSMask.phone("13800138000")), \(FSMask.idCard("11010519491231002X")), \(FSMask.email("alice@example.com")), "
            + "\(FSMask.chineseName("欧阳娜娜")), \(FSMask.keep(head: 1, tail: 1, in: "👨‍👩‍👧secret🎉"))",
        "group: \(FSGrouping.phone("13800138000")) | \(FSGrouping.bankCard("6222021234567890"))",
        "valid: mobile \(FSValidation.isMobileNumber("13800138000")), ID card \((try? FSValidation.idCard("11010519491231002X")) != nil), "
            + "Luhn \(FSValidation.passesLuhn("4111111111111111"))",
        "numerals: 10086 → \(FSChineseNumeral.string(from: 10086)) / \(FSChineseNumeral.string(from: 10086, style: .financial)); "
            + "两千零五 → \((try? FSChineseNumeral.value(of: "两千零五")) ?? 0)",
        "width: \"中文ab\" is \(FSDisplayWidth.of("中文ab")) columns; \(FSDisplayWidth.truncate("你好，世界", to: 7))",
    ]
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
