import ArgumentParser
import Foundation
import FrameworkStruct

struct UnitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unit",
        abstract: "Converts between units and lists them (FSUnitTool).",
        discussion: """
            Examples: fstool unit convert 3 jin kg; fstool unit list area --json; fstool unit bytes 1234567;
            fstool unit format 1.5 kg --locale de_DE --width long
            """,
        subcommands: [Convert.self, Format.self, List.self, Bytes.self]
    )

    struct Bytes: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Writes a byte count for people, as Foundation's ByteCountFormatStyle does: 1.2 MB.",
            discussion:
                "Examples: fstool unit bytes 1234567; fstool unit bytes 1048576 --style memory --exact --locale zh_CN")

        enum Style: String, ExpressibleByArgument, CaseIterable {
            case file, memory, decimal, binary
        }

        @Argument(help: "The number of bytes.")
        var count: Int64

        @Option(help: "1000 bytes to the kB (file, decimal) or 1024 (memory, binary).")
        var style: Style = .file

        @Flag(help: "Follow with the exact count in parentheses.")
        var exact = false

        @Option(help: "Write it as Foundation does in this locale (default: en_US).")
        var locale: LocaleIdentifier?

        func run() {
            let style: FSByteCountFormatStyle.Style =
                switch self.style {
                case .file: .file
                case .memory: .memory
                case .decimal: .decimal
                case .binary: .binary
                }
            let locale = locale?.locale ?? Locale(identifier: "en_US")
            print(FSByteCountFormatStyle(style: style, includesActualByteCount: exact, locale: locale).format(count))
        }
    }

    struct Format: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Writes a quantity in the words of a locale, from CLDR's unit patterns: 1,5 Kilogramm.",
            discussion: """
                Units are named as `fstool unit list` spells them: symbol, English name or other name.
                Negative values need no "--".
                Examples: fstool unit format 1.5 kg --locale de_DE --width long   (1,5 Kilogramm);
                fstool unit format 3 jin --locale zh_CN --width long   (3市斤); fstool unit format 2.5 km/h --locale ja_JP
                """)

        enum Width: String, ExpressibleByArgument, CaseIterable {
            case long, short, narrow
        }

        @Argument(
            parsing: .allUnrecognized,
            help: ArgumentHelp("The value and the unit.", valueName: "value unit"))
        var words: [String] = []

        @Option(help: "Whose words and numbers, e.g. en_US, zh_CN, de_DE (default: en_US).")
        var locale: LocaleIdentifier?

        @Option(help: "The unit's name in words (long), abbreviated (short) or shortest (narrow).")
        var width: Width = .short

        func run() throws {
            let words = try values(words, named: ["a value", "a unit"])
            guard let value = Double(words[0]), value.isFinite else {
                throw ValidationError("'\(words[0])' is not a number")
            }
            let units = FSAnyUnit.units(named: words[1])
            guard let unit = units.first else { throw ValidationError("unknown unit '\(words[1])'") }
            guard units.count == 1 else {
                let names = units.map { "\($0.name) (\($0.dimension))" }.joined(separator: ", ")
                throw ValidationError("'\(words[1])' names several units, \(names): write the name")
            }
            let width: FSUnitWidth =
                switch self.width {
                case .long: .long
                case .short: .short
                case .narrow: .narrow
                }
            print(unit.formatted(value, locale: locale?.locale ?? Locale(identifier: "en_US"), width: width))
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Lists the units `unit convert` understands, with their other names.",
            discussion: "Examples: fstool unit list mass; fstool unit list --json")

        @Argument(help: "Only this dimension.")
        var dimension: Dimension?

        @OptionGroup var output: OutputOptions

        /// The dimensions' names, as `FSAnyUnit` gives them.
        struct Dimension: ExpressibleByArgument {
            let name: String
            init?(argument: String) {
                guard FSAnyUnit.all.contains(where: { $0.dimension == argument }) else { return nil }
                name = argument
            }
            static var allValueStrings: [String] { FSAnyUnit.all.map(\.dimension).uniqued() }
        }

        /// One unit as `--json` writes it.
        struct Row: Encodable {
            let dimension: String
            let symbol: String
            let name: String
            let aliases: [String]
        }

        func run() throws {
            let rows = FSAnyUnit.all.filter { dimension == nil || $0.dimension == dimension?.name }.map {
                Row(dimension: $0.dimension, symbol: $0.symbol, name: $0.name, aliases: $0.aliases)
            }
            try output.print(
                rows, table: rows.map { [$0.dimension, $0.symbol, $0.name, $0.aliases.joined(separator: ", ")] })
        }
    }
}

/// `fstool unit convert`, also reachable as `fstool convert`.
struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Converts a value between two units of the same dimension.",
        discussion: """
            Units are named by symbol, English name or Chinese name: kg, kilograms, 公斤, 斤.
            Negative values need no "--".
            Examples: fstool convert 3 jin kg; fstool convert -40 F C; fstool unit convert 1.5 亩 m2
            """
    )

    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("The value, the unit to convert from, the unit to convert to.", valueName: "value from to"))
    var words: [String] = []

    func run() throws {
        let words = try values(words, named: ["a value", "a unit to convert from", "a unit to convert to"])
        guard let value = Double(words[0]), value.isFinite else {
            throw ValidationError("'\(words[0])' is not a number")
        }
        let result = try FSAnyUnit.convert(value, from: words[1], to: words[2])
        print(FSAnyUnit.describe(result.value, result.symbol))
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}

/// Conversions with typed units and with unit names read at run time.
@Sendable
func unitToolDemo() -> [String] {
    var lines: [String] = []
    lines.append(
        "3斤 = \(FSQuantity(3, .jin).converted(to: .kilogram)); 1.5亩 = \(FSQuantity(1.5, .mu).converted(to: .squareMeter))"
    )
    lines.append(
        "1 mile = \(FSQuantity(1, .mile).converted(to: .kilometer)) exactly; 37°C = \(FSQuantity(37, .celsius).converted(to: .fahrenheit))"
    )
    lines.append(
        "1 US gallon = \(FSUnit.usGallon.convert(1, to: .liter)) L, 1 imperial gallon = \(FSUnit.imperialGallon.convert(1, to: .liter)) L"
    )
    let bytes = FSByteCountFormatStyle(style: .file, locale: Locale(identifier: "en_US"))
    lines.append(
        "1 GiB = \(FSUnit.gibibyte.convert(1, to: .megabyte)) MB; 1234567 bytes is \(bytes.format(1_234_567)) for people"
    )
    if let parsed = try? FSQuantity<FSSpeed>(parsing: "100 km/h") {
        lines.append("parsed \"100 km/h\" = \(parsed.converted(to: .meterPerSecond))")
    }
    do {
        _ = try FSAnyUnit.convert(1, from: "kg", to: "m")
    } catch {
        lines.append("kg → m: \(error)")
    }
    return lines
}
