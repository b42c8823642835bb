import ArgumentParser
import FrameworkStruct

@main
struct FSTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fstool",
        abstract: "Shows every FrameworkStruct module at work on built-in sample data.",
        subcommands: [
            Demo.self, Version.self, Convert.self, Units.self, Time.self, Price.self, Mask.self, Numeral.self, Zip.self,
            Unzip.self, List.self, Test.self,
        ],
        defaultSubcommand: Demo.self
    )
}

/// One module as fstool shows it: its version and a demonstration on sample data.
struct Showcase: Sendable {
    let module: String
    let version: String
    let demo: @Sendable () -> [String]
}

/// Every module fstool knows, in the order of the package's module list.
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
]

extension FSTool {
    struct Version: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Prints each module with its version.")

        func run() {
            let width = showcases.map(\.module.count).max() ?? 0
            for showcase in showcases {
                print(showcase.module.padding(toLength: width) + "  " + showcase.version)
            }
        }
    }

    struct Demo: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Runs the demonstration of every module, or of the named ones.")

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

extension String {
    /// The string followed by spaces up to `length` characters.
    func padding(toLength length: Int) -> String {
        self + String(repeating: " ", count: Swift.max(0, length - count))
    }
}
