import FSTestSupport
import Foundation
import Testing

@testable import FSUnitTool

/// Every dimension FSUnitTool defines.
let everyDimension: [any FSDimension.Type] = [
    FSLength.self, FSMass.self, FSArea.self, FSVolume.self, FSTemperature.self, FSSpeed.self, FSAngle.self,
    FSPressure.self, FSEnergy.self, FSPower.self, FSInformationStorage.self, FSTimeSpan.self, FSFrequency.self,
]

@Suite struct MarketUnitTests {
    /// The 1959 State Council order's definitions, each stated as an exact relation.
    @Test func marketUnitsFollowTheStatutoryDefinitions() {
        #expect(FSUnit.jin.convert(1, to: .gram) == 500)
        #expect(FSUnit.liang.convert(1, to: .gram) == 50)
        #expect(FSUnit.qian.convert(1, to: .gram) == 5)
        #expect(FSUnit.fen.convert(1, to: .gram) == 0.5)
        #expect(FSUnit.dan.convert(1, to: .kilogram) == 50)
        #expect(FSUnit.jin.convert(1, to: .liang) == 10 && FSUnit.liang.convert(1, to: .qian) == 10)
        #expect(FSUnit.dan.convert(1, to: .jin) == 100)
        #expect(FSUnit.chi.convert(3, to: .meter) == 1)
        #expect(FSUnit.zhang.convert(1, to: .chi) == 10 && FSUnit.chi.convert(1, to: .cun) == 10)
        #expect(FSUnit.li.convert(1, to: .meter) == 500 && FSUnit.li.convert(1, to: .chi) == 1500)
        #expect(FSUnit.mu.convert(15, to: .squareMeter) == 10_000)
        #expect(FSUnit.qing.convert(1, to: .mu) == 100)
        #expect(
            FSUnit.mu.convert(1, to: .squareMeter).isApproximatelyEqual(
                to: 60 * (10.0 / 3) * (10.0 / 3), relativeTolerance: 1e-15))
        #expect(FSUnit.kilogram.convert(1, to: .jin) == 2)
        #expect(FSUnit.caratPoint.convert(100, to: .carat) == 1)
    }

    @Test func ambiguousNamesAreExplicit() {
        #expect(FSUnit.usGallon.convert(1, to: .liter) == 3.785411784)
        #expect(FSUnit.imperialGallon.convert(1, to: .liter) == 4.54609)
        #expect(FSUnit.calorie.convert(1, to: .joule) == 4.184 && FSUnit.calorieIT.convert(1, to: .joule) == 4.1868)
        #expect(FSUnit.metricHorsepower.convert(1, to: .watt) == 735.49875)
        #expect(
            FSUnit.horsepower.convert(1, to: .watt).isApproximatelyEqual(
                to: 745.69987158227022, relativeTolerance: 1e-15))
        #expect(FSUnit.mach.convert(1, to: .meterPerSecond) == 340.294)
    }

    @Test func everyConversionRoundTrips() {
        func check<D: FSDimension>(_: D.Type) {
            var rng = SeededGenerator(seed: 31)
            for a in D.catalog.map(\.unit) {
                for b in D.catalog.map(\.unit) {
                    let value = Double(rng.next() % 2_000_000) / 1000 - 1000
                    let back = b.convert(a.convert(value, to: b), to: a)
                    #expect(
                        back.isApproximatelyEqual(to: value, relativeTolerance: 1e-12, absoluteTolerance: 1e-9),
                        "\(a) → \(b) → \(a)")
                }
            }
        }
        for dimension in everyDimension { check(dimension) }
    }
}

@Suite struct QuantityTests {
    @Test func arithmeticAndComparison() {
        let rice = FSQuantity(3, .jin)
        #expect(rice.converted(to: .kilogram) == FSQuantity(1.5, .kilogram))
        #expect((rice + FSQuantity(500, .gram)) == FSQuantity(4, .jin))
        #expect((rice - FSQuantity(1, .kilogram)) == FSQuantity(1, .jin))
        #expect((rice * 2).value == 6)
        #expect(rice > FSQuantity(1, .kilogram) && FSQuantity(1, .kilogram) < FSQuantity(2.1, .jin))
        #expect(FSQuantity(1, .kilogram) != FSQuantity(2, .jin))
        #expect(rice.description == "3斤" && FSQuantity(1.5, .kilogram).description == "1.5 kg")
        #expect(
            FSQuantity(-40, .celsius).converted(to: .fahrenheit).value.isApproximatelyEqual(
                to: -40, relativeTolerance: 1e-14))
        #expect(FSQuantity(37, .celsius).description == "37°C")
    }

    @Test(arguments: [
        ("3斤", 1.5), ("2.5 kg", 2.5), ("１２ 公斤", 12), ("500g", 0.5), ("1 lb", 0.45359237), ("-2 Kilograms", -2),
        ("1e3 g", 1), ("2 两", 0.1), ("3.5 pounds", 1.587573295), ("+1.0 t", 1000),
    ])
    func parsesMasses(text: String, kilograms: Double) throws {
        let quantity = try FSQuantity<FSMass>(parsing: text)
        #expect(
            quantity.converted(to: .kilogram).value.isApproximatelyEqual(to: kilograms, relativeTolerance: 1e-12),
            "\(text)")
    }

    @Test func parsesOtherDimensions() throws {
        let speed = try FSQuantity<FSSpeed>(parsing: "2.5 km/h").converted(to: .meterPerSecond).value
        #expect(speed.isApproximatelyEqual(to: 2.5 / 3.6, relativeTolerance: 1e-15))
        #expect(try FSQuantity<FSTemperature>(parsing: "10 °F").unit == .fahrenheit)
        #expect(try FSQuantity<FSTemperature>(parsing: "−40℃").value == -40)
        #expect(try FSQuantity<FSArea>(parsing: "1.5亩").converted(to: .squareMeter).value == 1000)
        #expect(try FSQuantity<FSLength>(parsing: "5 feet").unit == .foot)
        #expect(try FSUnit<FSVolume>(named: " 毫升 ") == .milliliter)
    }

    @Test(arguments: [
        ("kg", FSUnitToolError.invalidNumber("kg")), ("", .invalidNumber("")), ("12", .missingUnit("12")),
        ("3 furlongs", .unknownUnit("furlongs")),
        ("3 km", .dimensionMismatch(unit: "km", expected: "mass", found: "length")),
        ("1e999 kg", .invalidNumber("1e999 kg")), ("-", .invalidNumber("-")),
    ])
    func badTextIsATypedError(text: String, error: FSUnitToolError) {
        #expect(throws: error) { try FSQuantity<FSMass>(parsing: text) }
    }

    /// `describe` writes numbers as `String(format: "%.12g")` does, on values of every
    /// magnitude, and attaches Chinese symbols and degree signs.
    @Test func describeWritesTwelveSignificantDigits() {
        var random = SeededGenerator(seed: 12)
        for _ in 0..<20_000 {
            let value = Double(bitPattern: random.next())
            #expect(FSAnyUnit.describe(value, "kg") == String(format: "%.12g", value) + " kg", "\(value)")
        }
        #expect(FSAnyUnit.describe(98.6, "°F") == "98.6°F" && FSAnyUnit.describe(3, "斤") == "3斤")
    }

    /// Of two quantities exactly one is less, greater or equal, also for equal amounts in
    /// different units (1 kg and 2 斤, 1000 g and 1 kg), which `==` tells apart.
    @Test func orderIsStrictAndTotal() {
        var random = SeededGenerator(seed: 21)
        let units: [FSUnit<FSMass>] = [.kilogram, .gram, .jin, .liang, .pound]
        let values: [Double] = [0, 1, 2, 500, 1000, 0.5, -1]
        for _ in 0..<5_000 {
            let a = FSQuantity(values.randomElement(using: &random)!, units.randomElement(using: &random)!)
            let b = FSQuantity(values.randomElement(using: &random)!, units.randomElement(using: &random)!)
            #expect([a < b, b < a, a == b].filter { $0 }.count == 1, "\(a) \(b)")
        }
        #expect(FSQuantity(1, .kilogram) != FSQuantity(2, .jin))
        #expect((FSQuantity(1, .kilogram) < FSQuantity(2, .jin)) != (FSQuantity(2, .jin) < FSQuantity(1, .kilogram)))
    }

    @Test func unitsNamedAtRunTime() throws {
        let kilograms = try FSAnyUnit.convert(3, from: "jin", to: "kg")
        #expect(kilograms.value == 1.5 && kilograms.symbol == "kg")
        let speed = try FSAnyUnit.convert(100, from: "km/h", to: "m/s").value
        #expect(speed.isApproximatelyEqual(to: 100 / 3.6, relativeTolerance: 1e-15))
        // 分 is a mass (市分) here; the target decides the dimension.
        #expect(try FSAnyUnit.convert(2, from: "分", to: "g").value == 1)
        #expect(throws: FSUnitToolError.dimensionMismatch(unit: "m", expected: "mass", found: "length")) {
            try FSAnyUnit.convert(1, from: "kg", to: "m")
        }
        #expect(throws: FSUnitToolError.unknownUnit("parsec")) { try FSAnyUnit.convert(1, from: "parsec", to: "m") }
        #expect(Set(FSAnyUnit.units(named: "pt").map(\.dimension)) == ["mass", "volume"])
        func unitCount<D: FSDimension>(_: D.Type) -> Int { D.catalog.count }
        #expect(FSAnyUnit.all.count == everyDimension.map { unitCount($0) }.reduce(0, +))
    }

    @Test func namesAreUniqueWithinADimension() {
        func check<D: FSDimension>(_: D.Type) {
            var seen: [String: String] = [:]
            for entry in D.catalog {
                for name in Set([entry.unit.symbol.description, entry.unit.name.description] + entry.aliases) {
                    #expect(
                        seen[name] == nil, "\(D.name): \(name) names both \(seen[name] ?? "") and \(entry.unit.name)")
                    seen[name] = entry.unit.name.description
                }
            }
        }
        for dimension in everyDimension { check(dimension) }
    }
}

@Suite struct FoundationBridgeTests {
    @Test func chineseUnitsWorkInMeasurement() {
        #expect(Measurement(value: 2, unit: UnitMass.jin).converted(to: .kilograms).value == 1)
        #expect(
            Measurement(value: 3, unit: UnitLength.chi).converted(to: .meters).value.isApproximatelyEqual(
                to: 1, relativeTolerance: 1e-15))
        #expect(
            Measurement(value: 15, unit: UnitArea.mu).converted(to: .squareMeters).value.isApproximatelyEqual(
                to: 10_000, relativeTolerance: 1e-15))
        #expect(
            Measurement(value: 1, unit: UnitMass.dan).converted(to: UnitMass.jin).value.isApproximatelyEqual(
                to: 100, relativeTolerance: 1e-15))
    }

    @Test func quantitiesBridgeBothWays() {
        let mile = FSQuantity(1, .mile)
        #expect(mile.measurement.converted(to: .meters).value == 1609.344)
        #expect(FSQuantity(Measurement(value: 1, unit: UnitLength.kilometers), in: .meter).value == 1000)
        let fever = FSQuantity(Measurement(value: 100, unit: UnitTemperature.fahrenheit), in: .celsius)
        #expect(fever.value.isApproximatelyEqual(to: 37.777_777_777_777_78, relativeTolerance: 1e-12))
    }

    /// Documents the difference the docs describe: Foundation's own factors on Linux are
    /// rounded; FSUnitTool's are exact.
    @Test func foundationFactorsVersusExactDefinitions() {
        let foundationMile = Measurement(value: 1, unit: UnitLength.miles).converted(to: .meters).value
        let foundationPound = Measurement(value: 1, unit: UnitMass.pounds).converted(to: .kilograms).value
        #expect(FSUnit.mile.convert(1, to: .meter) == 1609.344 && FSUnit.pound.convert(1, to: .kilogram) == 0.45359237)
        #if os(Linux)
            #expect(foundationMile == 1609.34 && foundationPound == 0.453592)
        #else
            #expect(abs(foundationMile - 1609.344) < 0.01 && abs(foundationPound - 0.45359237) < 1e-5)
        #endif
    }

    /// The new dimensions define every unit Foundation has exactly as Foundation does
    /// (these factors are exact on Linux too: powers of two and of ten).
    @Test func informationDurationAndFrequencyAgreeWithFoundation() {
        func same<D: FSFoundationDimension>(_ pairs: [(FSUnit<D>, D.FoundationUnit)]) {
            for (ours, theirs) in pairs {
                let factor = theirs.converter.baseUnitValue(fromValue: 1)
                #expect(
                    ours.convert(1, to: D.baseUnit).isApproximatelyEqual(to: factor, relativeTolerance: 1e-15),
                    "\(ours) vs \(theirs.symbol)")
            }
        }
        same([
            (FSUnit<FSInformationStorage>.bit, UnitInformationStorage.bits), (.nibble, .nibbles), (.byte, .bytes),
            (.kilobyte, .kilobytes), (.megabyte, .megabytes), (.gigabyte, .gigabytes), (.terabyte, .terabytes),
            (.petabyte, .petabytes), (.exabyte, .exabytes), (.zettabyte, .zettabytes), (.yottabyte, .yottabytes),
            (.kibibyte, .kibibytes), (.mebibyte, .mebibytes), (.gibibyte, .gibibytes), (.tebibyte, .tebibytes),
            (.pebibyte, .pebibytes), (.exbibyte, .exbibytes), (.zebibyte, .zebibytes), (.yobibyte, .yobibytes),
            (.kilobit, .kilobits), (.megabit, .megabits), (.gigabit, .gigabits), (.terabit, .terabits),
            (.petabit, .petabits), (.exabit, .exabits), (.zettabit, .zettabits), (.yottabit, .yottabits),
            (.kibibit, .kibibits), (.mebibit, .mebibits), (.gibibit, .gibibits), (.tebibit, .tebibits),
            (.pebibit, .pebibits), (.exbibit, .exbibits), (.zebibit, .zebibits), (.yobibit, .yobibits),
        ])
        same([
            (FSUnit<FSTimeSpan>.second, UnitDuration.seconds), (.millisecond, .milliseconds),
            (.microsecond, .microseconds), (.nanosecond, .nanoseconds), (.picosecond, .picoseconds),
            (.minute, .minutes), (.hour, .hours),
        ])
        same([
            (FSUnit<FSFrequency>.hertz, UnitFrequency.hertz), (.kilohertz, .kilohertz), (.megahertz, .megahertz),
            (.gigahertz, .gigahertz), (.terahertz, .terahertz), (.millihertz, .millihertz),
            (.microhertz, .microhertz), (.nanohertz, .nanohertz),
        ])
        #expect(FSQuantity(Measurement(value: 3, unit: UnitInformationStorage.mebibytes), in: .kibibyte).value == 3072)
    }
}
