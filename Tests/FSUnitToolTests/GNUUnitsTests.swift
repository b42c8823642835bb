import FSTestSupport
import Foundation
import Testing

@testable import FSUnitTool

/// Every internationally defined unit against GNU `units` (Debian package `units`), to a
/// relative error of at most 1e-12.
@Suite(.enabled(if: Peer.units.isAvailable(), "needs GNU units (apt-get install units)"))
struct GNUUnitsTests {
    /// (our value of 1 unit in another unit, GNU units' expressions for the same pair)
    static let cases: [(String, Double, String, String)] = {
        func row<D: FSDimension>(
            _ unit: FSUnit<D>, _ gnu: String, _ target: FSUnit<D>, _ gnuTarget: String
        ) -> (String, Double, String, String) {
            ("\(unit.name) → \(target.name)", unit.convert(1, to: target), gnu, gnuTarget)
        }
        return [
            row(FSUnit.kilometer, "km", .meter, "m"), row(.centimeter, "cm", .meter, "m"),
            row(.micrometer, "micron", .meter, "m"), row(.nanometer, "nm", .meter, "m"),
            row(.inch, "inch", .centimeter, "cm"), row(.foot, "foot", .meter, "m"), row(.yard, "yard", .meter, "m"),
            row(.mile, "mile", .kilometer, "km"), row(.nauticalMile, "nauticalmile", .meter, "m"),
            row(.mile, "mile", .foot, "ft"), row(.nauticalMile, "nauticalmile", .mile, "mile"),
            row(FSUnit.gram, "g", .kilogram, "kg"), row(.microgram, "microgram", .gram, "g"),
            row(.tonne, "tonne", .kilogram, "kg"),
            row(.pound, "lb", .kilogram, "kg"), row(.ounce, "ounce", .gram, "g"),
            row(.troyOunce, "troyounce", .gram, "g"),
            row(.grain, "grain", .milligram, "mg"), row(.stone, "stone", .kilogram, "kg"),
            row(.carat, "carat", .gram, "g"),
            row(.stone, "stone", .pound, "lb"), row(.troyOunce, "troyounce", .ounce, "ounce"),
            row(FSUnit.squareKilometer, "km^2", .squareMeter, "m^2"), row(.hectare, "hectare", .squareMeter, "m^2"),
            row(.are, "are", .squareMeter, "m^2"), row(.acre, "acre", .squareMeter, "m^2"),
            row(.squareFoot, "ft^2", .squareMeter, "m^2"),
            row(.squareInch, "in^2", .squareCentimeter, "cm^2"), row(.squareYard, "yd^2", .squareMeter, "m^2"),
            row(.squareMile, "mile^2", .squareKilometer, "km^2"), row(.acre, "acre", .hectare, "hectare"),
            row(FSUnit.cubicMeter, "m^3", .liter, "l"), row(.milliliter, "ml", .liter, "l"),
            row(.usGallon, "usgallon", .liter, "l"),
            row(.imperialGallon, "brgallon", .liter, "l"), row(.usPint, "uspint", .liter, "l"),
            row(.imperialPint, "brpint", .liter, "l"),
            row(.usFluidOunce, "usfloz", .milliliter, "ml"), row(.imperialFluidOunce, "brfloz", .milliliter, "ml"),
            row(.cubicFoot, "ft^3", .liter, "l"), row(.cubicInch, "in^3", .milliliter, "ml"),
            row(.imperialGallon, "brgallon", .usGallon, "usgallon"),
            row(FSUnit.kilometerPerHour, "km/hr", .meterPerSecond, "m/s"),
            row(.milePerHour, "mph", .kilometerPerHour, "km/hr"),
            row(.knot, "knot", .kilometerPerHour, "km/hr"), row(.footPerSecond, "ft/s", .meterPerSecond, "m/s"),
            row(FSUnit.radian, "radian", .degree, "deg"), row(.milliradian, "milliradian", .degree, "deg"),
            row(.arcminute, "arcmin", .degree, "deg"), row(.arcsecond, "arcsec", .arcminute, "arcmin"),
            row(.gradian, "gon", .degree, "deg"), row(.revolution, "revolution", .radian, "radian"),
            row(FSUnit.kilopascal, "kPa", .pascal, "Pa"), row(.bar, "bar", .kilopascal, "kPa"),
            row(.atmosphere, "atm", .kilopascal, "kPa"),
            row(.millimeterOfMercury, "mmHg", .kilopascal, "kPa"),
            row(.atmosphere, "atm", .millimeterOfMercury, "mmHg"),
            row(.torr, "torr", .pascal, "Pa"), row(.poundPerSquareInch, "psi", .pascal, "Pa"),
            row(.inchOfMercury, "inHg", .pascal, "Pa"),
            row(.hectopascal, "hPa", .millibar, "millibar"),
            row(FSUnit.calorie, "calorie_th", .joule, "J"), row(.calorieIT, "calorie_IT", .joule, "J"),
            row(.kilocalorie, "kilocalorie_th", .kilojoule, "kJ"), row(.kilocalorieIT, "kcal_IT", .kilojoule, "kJ"),
            row(.kilowattHour, "kWh", .joule, "J"), row(.wattHour, "Wh", .joule, "J"),
            row(.kilogramForceMeter, "kgf m", .joule, "J"),
            row(.electronvolt, "eV", .joule, "J"), row(.kilowattHour, "kWh", .megajoule, "MJ"),
            row(FSUnit.kilowatt, "kW", .watt, "W"), row(.horsepower, "hp", .watt, "W"),
            row(.metricHorsepower, "metrichorsepower", .watt, "W"),
            row(.kilowatt, "kW", .horsepower, "hp"), row(.kilocaloriePerSecond, "kilocalorie_th/s", .watt, "W"),
            row(.caloriePerSecond, "calorie_th/s", .watt, "W"), row(.megawatt, "MW", .kilowatt, "kW"),
            row(FSUnit.byte, "byte", .bit, "bit"), row(.nibble, "nibble", .bit, "bit"),
            row(.kilobyte, "kilobyte", .byte, "byte"), row(.megabyte, "megabyte", .kibibyte, "kibibyte"),
            row(.gigabyte, "gigabyte", .byte, "byte"), row(.terabyte, "terabyte", .gibibyte, "gibibyte"),
            row(.petabyte, "petabyte", .byte, "byte"), row(.exabyte, "exabyte", .byte, "byte"),
            row(.zettabyte, "zettabyte", .byte, "byte"), row(.yottabyte, "yottabyte", .yobibyte, "yobibyte"),
            row(.kibibyte, "kibibyte", .byte, "byte"), row(.mebibyte, "mebibyte", .byte, "byte"),
            row(.gibibyte, "gibibyte", .megabyte, "megabyte"), row(.tebibyte, "tebibyte", .byte, "byte"),
            row(.pebibyte, "pebibyte", .byte, "byte"), row(.exbibyte, "exbibyte", .byte, "byte"),
            row(.zebibyte, "zebibyte", .byte, "byte"), row(.yobibyte, "yobibyte", .byte, "byte"),
            row(.kilobit, "kilobit", .bit, "bit"), row(.megabit, "megabit", .kilobyte, "kilobyte"),
            row(.gigabit, "gigabit", .bit, "bit"), row(.terabit, "terabit", .bit, "bit"),
            row(.petabit, "petabit", .bit, "bit"), row(.exabit, "exabit", .bit, "bit"),
            row(.zettabit, "zettabit", .bit, "bit"), row(.yottabit, "yottabit", .bit, "bit"),
            row(.kibibit, "kibibit", .bit, "bit"), row(.mebibit, "mebibit", .bit, "bit"),
            row(.gibibit, "gibibit", .byte, "byte"), row(.tebibit, "tebibit", .bit, "bit"),
            row(.pebibit, "pebibit", .bit, "bit"), row(.exbibit, "exbibit", .bit, "bit"),
            row(.zebibit, "zebibit", .bit, "bit"), row(.yobibit, "yobibit", .bit, "bit"),
            row(FSUnit.millisecond, "ms", .second, "s"), row(.microsecond, "microsecond", .second, "s"),
            row(.nanosecond, "ns", .second, "s"), row(.picosecond, "picosecond", .second, "s"),
            row(.minute, "minute", .second, "s"), row(.hour, "hour", .minute, "minute"),
            row(.day, "day", .second, "s"), row(.week, "week", .hour, "hour"),
            row(FSUnit.kilohertz, "kHz", .hertz, "Hz"), row(.megahertz, "MHz", .hertz, "Hz"),
            row(.gigahertz, "GHz", .kilohertz, "kHz"), row(.terahertz, "THz", .hertz, "Hz"),
            row(.millihertz, "mHz", .hertz, "Hz"), row(.microhertz, "microhertz", .hertz, "Hz"),
            row(.nanohertz, "nanohertz", .hertz, "Hz"), row(.revolutionPerMinute, "1/min", .hertz, "Hz"),
        ]
    }()

    /// Runs GNU units once for all pairs (it reads have/want lines from standard input).
    static func gnuValues(_ pairs: [(String, String)]) throws -> [Double] {
        let input = pairs.map { "\($0.0)\n\($0.1)" }.joined(separator: "\n") + "\n"
        let output = try Peer.units.run(["-t", "-d", "15", "--quiet"], input: input)
        return output.split(separator: "\n").map { Double(String($0).trimmingCharacters(in: .whitespaces)) ?? .nan }
    }

    @Test func internationalUnitsMatchGNUUnits() throws {
        let reference = try Self.gnuValues(Self.cases.map { ($0.2, $0.3) })
        #expect(reference.count == Self.cases.count)
        for ((label, ours, _, _), gnu) in zip(Self.cases, reference) {
            #expect(
                ours.isApproximatelyEqual(to: gnu, relativeTolerance: 1e-12), "\(label): ours \(ours), GNU units \(gnu)"
            )
        }
    }

    @Test func temperaturesMatchGNUUnits() throws {
        let samples: [Double] = [-200, -40, 0, 36.6, 100, 451, 1e4]  // GNU units rejects readings below 0 K
        var pairs: [(String, String)] = []
        var ours: [Double] = []
        for t in samples {
            pairs += [
                ("tempF(\(t))", "tempC"), ("tempC(\(t))", "tempF"), ("tempC(\(t))", "K"),
                ("tempR(\(t + 460))", "tempF"),
            ]
            ours += [
                FSUnit.fahrenheit.convert(t, to: .celsius), FSUnit.celsius.convert(t, to: .fahrenheit),
                FSUnit.celsius.convert(t, to: .kelvin), FSUnit.rankine.convert(t + 460, to: .fahrenheit),
            ]
        }
        let reference = try Self.gnuValues(pairs)
        for ((pair, mine), gnu) in zip(zip(pairs, ours), reference) {
            #expect(
                mine.isApproximatelyEqual(to: gnu, relativeTolerance: 1e-12, absoluteTolerance: 1e-9),
                "\(pair): ours \(mine), GNU \(gnu)")
        }
    }
}

extension Double {
    /// Relative comparison for the tests (the module under test may not depend on FSNumberTool).
    func isApproximatelyEqual(to other: Double, relativeTolerance: Double, absoluteTolerance: Double = 0) -> Bool {
        abs(self - other) <= Swift.max(absoluteTolerance, relativeTolerance * Swift.max(abs(self), abs(other)))
    }
}
