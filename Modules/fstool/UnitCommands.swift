import ArgumentParser
import FrameworkStruct

extension FSTool {
    struct Convert: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Converts a value between two units of the same dimension.",
            discussion: """
                Units are named by symbol, English name or Chinese name: kg, kilograms, 公斤, 斤.
                Examples: fstool convert 3 jin kg; fstool convert 100 km/h m/s; fstool convert 1.5 亩 m2.
                For a negative value put -- before it: fstool convert -- -40 C F.
                """
        )

        @Argument(help: "The value to convert.")
        var value: Double

        @Argument(help: "The unit to convert from.")
        var from: String

        @Argument(help: "The unit to convert to.")
        var to: String

        func run() throws {
            let result = try FSAnyUnit.convert(value, from: from, to: to)
            print(FSAnyUnit.describe(result.value, result.symbol))
        }
    }

    struct Units: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Lists the units fstool convert understands.")

        @Argument(
            help:
                "Only this dimension (length, mass, area, volume, temperature, speed, angle, pressure, energy, power).")
        var dimension: String?

        func validate() throws {
            let known = Set(FSAnyUnit.all.map(\.dimension))
            if let dimension, !known.contains(dimension) {
                throw ValidationError(
                    "unknown dimension '\(dimension)'; known: \(known.sorted().joined(separator: ", "))")
            }
        }

        func run() {
            var current = ""
            for unit in FSAnyUnit.all where dimension == nil || unit.dimension == dimension {
                if unit.dimension != current {
                    current = unit.dimension
                    print("\n\(current)")
                }
                let aliases = unit.aliases.isEmpty ? "" : "  (" + unit.aliases.joined(separator: ", ") + ")"
                print("  " + unit.symbol.padding(toLength: 10) + unit.name + aliases)
            }
        }
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
