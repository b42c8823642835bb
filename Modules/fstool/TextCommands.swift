import ArgumentParser
import FrameworkStruct

extension FSTool {
    struct Price: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Formats an amount of money exactly; --uppercase writes 人民币大写.",
            discussion:
                "Examples: fstool price 1234.5; fstool price 123456 --fen --uppercase; fstool price 345000000 --compact."
        )

        @Argument(help: "The amount, in yuan (or in fen with --fen).")
        var amount: String

        @Flag(help: "The amount is in fen (minor units).")
        var fen = false

        @Flag(help: "Write 人民币大写.")
        var uppercase = false

        @Flag(help: "Write 万 / 亿 compact form.")
        var compact = false

        @Flag(help: "Group thousands: 1,234.50.")
        var grouping = false

        func run() throws {
            let money: FSMoney
            if fen {
                guard let units = Int64(amount) else {
                    throw ValidationError("--fen needs a whole number of fen, not '\(amount)'")
                }
                money = FSMoney(minorUnits: units)
            } else {
                money = try FSMoney(parsing: amount)
            }
            if uppercase {
                print(try money.rmbUppercase())
            } else if compact {
                print(FSCompactNumber.string(money, fractionDigits: 2))
            } else {
                print(money.formatted(FSPriceFormat(decimals: .two, grouping: grouping)))
            }
        }
    }

    struct Mask: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Masks a phone number, ID card, e-mail, bank card or Chinese name.",
            discussion: "Example: fstool mask phone 13800138000")

        enum Kind: String, ExpressibleByArgument, CaseIterable {
            case phone, idcard, email, bankcard, name
        }

        @Argument(help: "What the text is: \(Kind.allCases.map(\.rawValue).joined(separator: ", ")).")
        var kind: Kind

        @Argument(help: "The text to mask.")
        var text: String

        func run() {
            switch kind {
            case .phone:
                print(
                    FSMask.phone(text) + (FSValidation.isMobileNumber(text) ? "" : "   (not a mainland mobile number)"))
            case .idcard:
                let check =
                    (try? FSValidation.idCard(text)).map { "born \($0.birthYear)-\($0.birthMonth)-\($0.birthDay)" }
                    ?? "not a valid ID card number"
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
            discussion: "Examples: fstool numeral 10086; fstool numeral 一万零八十六")

        @Argument(help: "A number (10086) or a Chinese numeral (一万零八十六).")
        var text: String

        func run() throws {
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
