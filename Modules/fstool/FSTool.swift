import ArgumentParser
import Foundation
import FrameworkStruct

/// The command line: one group of subcommands per module that has something to run on input
/// (`unit`, `time`, `text`, `price`, `zip`, `tar`, `gzip`, `gunzip`, `deflate`, `encrypt`, `decrypt`, `des`, `rsa`, `digest`, `threads`,
/// `countdown`, `stopwatch`), `demo` and `version` for every module, and the
/// short forms `convert`, `zip <archive> <files>` and `unzip` kept from the first releases.
///
/// Exit status: 0 on success, 1 when the work failed (an unreadable archive, text that is
/// not a date), 2 on a usage error, which prints one line naming it.
@main
struct FSTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fstool",
        abstract: "Shows every FrameworkStruct module at work, on built-in samples or your input.",
        discussion: """
            Examples:
              fstool                          every module's demonstration
              fstool convert -40 F C          (unit convert) -40 °F in °C
              fstool time relative 2024-06-15 --language en
              fstool zip create site.zip public/
              fstool zip list site.zip --json
              fstool digest sha256 site.zip
              fstool threads --limit 3
              fstool countdown 10
            """,
        subcommands: [
            Demo.self, Version.self, UnitCommand.self, TimeCommand.self, TextCommand.self, PriceCommand.self,
            ZipCommand.self, TarCommand.self, Gzip.self, Gunzip.self, Deflate.self, Encrypt.self, Decrypt.self,
            DES.self,
            RSACommand.self,
            SM2Command.self, Digest.self,
            Threads.self, Countdown.self, Stopwatch.self, Convert.self, Unzip.self,
        ],
        defaultSubcommand: Demo.self
    )

    /// Parses, runs, and maps every outcome to the exit status the type's comment promises.
    static func main() {
        var command: any ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            finish(error, whileRunning: false)
        }
        do {
            try command.run()
        } catch {
            finish(error, whileRunning: true)
        }
    }

    /// Exits for `error`: help text (asked for with `--help`, which ArgumentParser delivers as
    /// an error) with status 0, a usage error with 2, a failure of the work with 1.
    private static func finish(_ error: any Error, whileRunning: Bool) -> Never {
        if exitCode(for: error) == .success { exit(withError: error) }
        if let code = error as? ExitCode { Foundation.exit(code.rawValue) }
        if let usage = error as? ValidationError { fail(usage.message, status: 2) }
        if let argument = error as? any ModuleError, argument.isUsageError { fail(argument.description, status: 2) }
        guard whileRunning else { fail(message(for: error), status: 2) }
        fail(String(describing: error), status: 1)
    }

    /// Prints `fstool: message` on standard error, on one line, and exits with `status`.
    private static func fail(_ message: String, status: Int32) -> Never {
        let lines = message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        // ArgumentParser lists the values an option takes a line each, after "- ", when there
        // are six or more: they stay, on the one line; what follows them (usage) goes.
        let values = lines.dropFirst().prefix { $0.hasPrefix("- ") }.map { $0.dropFirst(2) }
        let line = (lines.first ?? "") + (values.isEmpty ? "" : " " + values.joined(separator: ", "))
        FileHandle.standardError.write(Data("fstool: \(line)\n".utf8))
        Foundation.exit(status)
    }
}

/// One module as fstool shows it: its version and a demonstration on sample data.
struct Showcase: Sendable {
    let module: String
    let version: String
    let demo: @Sendable () -> [String]
}

/// Every module fstool knows, in the order of the package's module list (Scripts/check-lists
/// compares it, the umbrella's imports and the Benchmarks package with Package.swift).
let showcases: [Showcase] = [
    Showcase(module: "FSContainers", version: FSContainersRelease.version, demo: containersDemo),
    Showcase(module: "FSWeakCollections", version: FSWeakCollectionsRelease.version, demo: weakCollectionsDemo),
    Showcase(module: "FSNumberTool", version: FSNumberToolRelease.version, demo: numberToolDemo),
    Showcase(module: "FSUnitTool", version: FSUnitToolRelease.version, demo: unitToolDemo),
    Showcase(module: "FSTimeTool", version: FSTimeToolRelease.version, demo: timeToolDemo),
    Showcase(module: "FSTimeEmbellisher", version: FSTimeEmbellisherRelease.version, demo: timeEmbellisherDemo),
    Showcase(module: "FSStringEmbellisher", version: FSStringEmbellisherRelease.version, demo: stringEmbellisherDemo),
    Showcase(module: "FSPriceEmbellisher", version: FSPriceEmbellisherRelease.version, demo: priceEmbellisherDemo),
    Showcase(module: "FSZip", version: FSZipRelease.version, demo: zipDemo),
    Showcase(module: "FSEncrypt", version: FSEncryptRelease.version, demo: encryptDemo),
    Showcase(module: "FSThreadManager", version: FSThreadManagerRelease.version, demo: threadManagerDemo),
    Showcase(module: "FSTimerManager", version: FSTimerManagerRelease.version, demo: timerManagerDemo),
]

extension FSTool {
    struct Version: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Prints the umbrella's and each module's version.",
            discussion: "Example: fstool version --json")

        @OptionGroup var output: OutputOptions

        func run() throws {
            let rows = [("FrameworkStruct", FrameworkStructRelease.version)] + showcases.map { ($0.module, $0.version) }
            try output.print(
                rows.map { ["module": $0.0, "version": $0.1] },
                table: rows.map { [$0.0, $0.1] })
        }
    }

    struct Demo: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Runs the demonstration of every module, or of the named ones.",
            discussion: "Example: fstool demo FSZip FSTimeTool")

        @Argument(help: "Modules to show (default: all), e.g. FSContainers.")
        var modules: [String] = []

        func validate() throws {
            let known = Set(showcases.map(\.module))
            for name in modules where !known.contains(name) {
                throw ValidationError(
                    "unknown module '\(name)'; known: \(showcases.map(\.module).joined(separator: ", "))")
            }
        }

        func run() {
            for showcase in showcases where modules.isEmpty || modules.contains(showcase.module) {
                print("== \(showcase.module) \(showcase.version)")
                for line in showcase.demo() { print("   " + line) }
                print()
            }
        }
    }
}

/// `--json` for the commands that print lists, so scripts can read them.
struct OutputOptions: ParsableArguments {
    @Flag(help: "Print JSON (an array of objects) instead of aligned columns.")
    var json = false

    /// Prints `objects` as JSON with `--json`, else `table` as left-aligned columns.
    func print<Row: Encodable>(_ objects: [Row], table: [[String]]) throws {
        if json {
            try printJSON(objects)
            return
        }
        let widths = table.reduce(into: [Int]()) { widths, row in
            for (column, cell) in row.enumerated() {
                if column == widths.count { widths.append(0) }
                widths[column] = Swift.max(widths[column], cell.count)
            }
        }
        for row in table {
            let cells = row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padding(toLength: widths[column])
            }
            Swift.print(cells.joined(separator: "  "))
        }
    }

    /// Prints `object` as one JSON object with `--json`, else `text`.
    func print<Object: Encodable>(_ object: Object, text: String) throws {
        if json { try printJSON(object) } else { Swift.print(text) }
    }

    private func printJSON<Value: Encodable>(_ value: Value) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        Swift.print(String(decoding: try encoder.encode(value), as: UTF8.self))
    }
}

/// An optional that JSON writes as `null` when absent, where a synthesized `Encodable` would
/// leave the key out: the `--json` objects keep every key their help promises.
struct Nullable<Wrapped: Encodable>: Encodable {
    let value: Wrapped?

    init(_ value: Wrapped?) {
        self.value = value
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let value { try container.encode(value) } else { try container.encodeNil() }
    }
}

/// A locale identifier on the command line (`de_DE`, `de-DE`, `zh_Hant_TW`): a language or
/// region ISO does not know is a usage error, not a silent fall back to the root locale.
struct LocaleIdentifier: ExpressibleByArgument {
    let locale: Locale

    init?(argument: String) {
        let locale = Locale(identifier: Locale.identifier(.icu, from: argument))
        guard let language = locale.language.languageCode, language.isISOLanguage,
            locale.region.map({ $0.isISORegion }) ?? true
        else { return nil }
        self.locale = locale
    }
}

/// The positional values of a command whose values may be negative numbers. Such a command
/// declares them as `@Argument(parsing: .allUnrecognized)`, so that `-40` is a value rather than
/// the flags `-4` and `-0`; this checks that there are exactly `names.count` of them and that
/// none is an unknown option: a word that begins with `-` and is not a value, which by default
/// is a number (`-1,234.5`).
func values(
    _ words: [String], named names: [String],
    isValue: (String) -> Bool = { Double($0.filter { $0 != "," }) != nil }
) throws -> [String] {
    let words = words.filter { $0 != "--" }  // "--" before a negative value still works
    if let option = words.first(where: { $0.hasPrefix("-") && !isValue($0) }) {
        throw ValidationError("unknown option '\(option)'")
    }
    guard words.count == names.count else {
        throw ValidationError("expected \(names.joined(separator: ", ")); got \(words.count) value(s)")
    }
    return words
}

/// Whether standard error is a terminal: progress bars and redrawn lines go there only then.
var standardErrorIsTerminal: Bool { isatty(FileHandle.standardError.fileDescriptor) == 1 }

extension String {
    /// The string followed by spaces up to `length` characters.
    func padding(toLength length: Int) -> String {
        self + String(repeating: " ", count: Swift.max(0, length - count))
    }
}

/// A failure of the work itself (exit status 1), as opposed to a usage error (2).
struct CommandFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
