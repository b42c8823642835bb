import ArgumentParser
import Foundation
import FrameworkStruct

struct TextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Masks, checks, spells out and romanises text (FSStringEmbellisher).",
        discussion:
            "Examples: fstool text mask phone 13800138000; fstool text numeral 10086; fstool text pinyin 重庆; fstool text convert 软件 --config s2twp",
        subcommands: [Mask.self, Numeral.self, Pinyin.self, Convert.self]
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

extension TextCommand {
    struct Convert: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Converts between Simplified and Traditional Chinese as OpenCC does.",
            discussion: """
                Writes the conversion of the text argument, or of the file --in names (- for standard input, \
                converted as it is read), to standard output. Examples: fstool text convert 鼠标和软件 --config s2twp; \
                fstool text convert --in article.txt --config t2s
                """)

        @Option(help: "The OpenCC configuration: from and to which standard.")
        var config: FSChineseConverter.Configuration

        @Option(name: .customLong("in"), help: "The file to read (instead of a text argument); - for standard input.")
        var input: String?

        @Argument(help: "The text to convert, when --in is not given.")
        var text: String?

        func validate() throws {
            guard (input == nil) != (text == nil) else {
                throw ValidationError("give either --in FILE or a text argument")
            }
        }

        func run() throws {
            let converter = FSChineseConverter(config)
            guard let input else {
                print(converter.convert(text ?? ""))
                return
            }
            let source =
                input == "-" ? FileHandle.standardInput : try FileHandle(forReadingFrom: URL(fileURLWithPath: input))
            var stream = FSChineseConverter.Stream(converter)
            var undecoded: [UInt8] = []
            var offset = 0
            while let chunk = try source.read(upToCount: Self.bufferSize), !chunk.isEmpty {
                undecoded += chunk
                let complete = Self.completePrefix(undecoded)
                let text = try Self.decode(undecoded[..<complete], at: offset, of: input)
                offset += complete
                undecoded.removeFirst(complete)
                FileHandle.standardOutput.write(Data(stream.convert(text).utf8))
            }
            let text = try Self.decode(undecoded[...], at: offset, of: input)
            FileHandle.standardOutput.write(Data(stream.finish(text).utf8))
        }

        /// How much is read at a time.
        private static let bufferSize = 1 << 16

        /// Where the last character of `bytes` starts — a read may have cut it off, so it waits
        /// for the next — or their end when no character starts in the last four bytes (an
        /// error for ``decode(_:at:of:)`` to report).
        private static func completePrefix(_ bytes: [UInt8]) -> Int {
            let last = bytes.lastIndex { !UTF8.isContinuation($0) } ?? 0
            return bytes.count - last <= maximumCharacterBytes ? last : bytes.count
        }

        /// The most bytes a character takes in UTF-8.
        private static let maximumCharacterBytes = 4

        private static func decode(_ bytes: ArraySlice<UInt8>, at offset: Int, of input: String) throws -> String {
            // Foundation's reader: the standard library's String(validating:) needs macOS 15.
            guard let text = String(bytes: bytes, encoding: .utf8) else {
                throw CommandFailure(
                    "\(input == "-" ? "standard input" : input) is not UTF-8 text (near byte \(offset))")
            }
            return text
        }
    }
}

extension FSChineseConverter.Configuration: ExpressibleByArgument {
    /// The configuration OpenCC calls `argument`.
    public init?(argument: String) { self.init(name: argument) }

    /// Every configuration's name, for the help and the message for a typo.
    public static var allValueStrings: [String] { allCases.map(\.name) }
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
