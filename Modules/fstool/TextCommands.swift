import ArgumentParser
import FrameworkStruct

struct TextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Masks, checks, spells out and romanises text (FSStringEmbellisher).",
        discussion: "Examples: fstool text mask phone 13800138000; fstool text numeral 10086; fstool text pinyin 重庆",
        subcommands: [Mask.self, Numeral.self, Pinyin.self]
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

extension TextCommand {
    struct Pinyin: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Writes Chinese text in pinyin, words before characters.",
            discussion:
                "Prints the syllables separated by single spaces, other text kept as it is. Examples: fstool text pinyin 我在银行工作; fstool text pinyin 曾小贤 --surname --style none"
        )

        @Argument(help: "The text.")
        var text: String

        @Option(help: "How syllables are written.")
        var style = FSPinyin.Style.marks

        @Option(help: "How ü is written without tone marks: ü, v or u.")
        var umlaut = FSPinyin.Umlaut.umlaut

        @Flag(help: "Read the text as a name: its first character, or a compound surname, as a surname.")
        var surname = false

        func run() {
            print(FSPinyin(style: style, umlaut: umlaut).string(text, asName: surname))
        }
    }
}

extension FSPinyin.Style: ExpressibleByArgument {}
extension FSPinyin.Umlaut: ExpressibleByArgument {}

/// Masking, grouping, validation, numerals, display width and pinyin.
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
        "pinyin: 我在银行工作 → \(FSPinyin().string("我在银行工作")); 曾小贤 → \(FSPinyin().string("曾小贤", asName: true))",
    ]
}
