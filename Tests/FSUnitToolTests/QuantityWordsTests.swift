import FSTestSupport
import Foundation
import Testing

@testable import FSUnitTool

/// ``FSQuantity/formatted(locale:width:)`` against Babel's `format_unit` (CLDR's unit patterns,
/// plural rules and number symbols, as Python's Babel applies them), and
/// ``FSQuantity/init(parsing:locale:)`` reading back what it writes.
@Suite struct QuantityWordsTests {
    /// The locales whose words the table holds.
    static let worded = ["en_US", "en_GB", "zh_CN", "zh_TW", "ja_JP", "ko_KR", "de_DE", "fr_FR"]
    /// Locales whose numbers come from Foundation: other regions of worded languages, other
    /// languages (CLDR's root patterns), other digits and grouping.
    static let others = ["de_CH", "fr_CA", "en_IN", "es_ES", "ar_EG", "hi_IN", "ru_RU"]

    /// The repository's root, where `Scripts/gen-unit-patterns` is.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The units the table names, by `dimension/name`, and CLDR's unit for each: as the generator
    /// maps them (an identifier, or `numerator/denominator` for a unit CLDR writes per another).
    static func cldrUnits() throws -> [String: String] {
        let json = try Peer(executable: "bash").run([root + "/Scripts/gen-unit-patterns", "--mapping"])
        return try JSONDecoder().decode([String: String].self, from: Data(json.utf8))
    }

    /// Random values with at most three decimals (what the patterns write without rounding),
    /// the plural forms' edges, and French's "many" (a million), seeded by `seed`.
    static func values(seed: UInt64, count: Int) -> [Double] {
        var rng = SeededGenerator(seed: seed)
        var values: [Double] = [0, 1, 2, -1, 1_000_000, 1e20, 1.5, 0.5]
        for _ in 0..<count {
            let scale = [1.0, 10, 100, 1000][Int.random(in: 0...3, using: &rng)]
            values.append(Double(Int.random(in: -10_000_000...10_000_000, using: &rng)) / scale)
        }
        return values
    }

    @Test(.enabled(if: Peer.python.isAvailable(modules: ["babel"]), "needs python3 with babel (pip install babel)"))
    func writesWhatBabelWrites() throws {
        let mapping = try Self.cldrUnits()
        let units = FSAnyUnit.all.filter { mapping["\($0.dimension)/\($0.name)"] != nil }
        #expect(units.count == mapping.count, "every unit the generator maps exists")
        var cases: [(FSAnyUnit, String, FSUnitWidth, Double)] = []
        for (index, identifier) in Self.worded.enumerated() {
            for unit in units {
                for width in FSUnitWidth.allCases {
                    for value in Self.values(seed: UInt64(index * 7919 + cases.count), count: 4) {
                        cases.append((unit, identifier, width, value))
                    }
                }
            }
        }
        // Rounding to three decimals, half to even: Babel takes the plural form from the value
        // before rounding, CLDR from the digits written, so these run where a locale has one form.
        for identifier in ["zh_CN", "zh_TW", "ja_JP", "ko_KR"] {
            for value in [0.0125, 0.0135, 2.0005, 999.9995, -0.0004, 123.4565, 1e-7, 0.1 + 0.2] {
                cases.append((units[0], identifier, .long, value))
            }
        }
        cases = TestDepth.sample(cases)
        let input = cases.map { unit, locale, width, value in
            "\(locale)\t\(mapping["\(unit.dimension)/\(unit.name)"] ?? "")\t\(width.rawValue)\t\(value)"
        }
        let script = """
            import sys
            from babel import units
            for line in sys.stdin.read().splitlines():
                locale, unit, width, value = line.split("\\t")
                if "/" in unit:
                    over, per = unit.split("/")
                    text = units.format_compound_unit(float(value), over, denominator_unit=per, length=width, locale=locale)
                else:
                    text = units.format_unit(float(value), unit, length=width, locale=locale)
                print(text)
            """
        let babel = try Peer.python.run(["-c", script], input: input.joined(separator: "\n") + "\n")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try #require(babel.count == cases.count + 1)
        var differences: [String] = []
        for ((unit, locale, width, value), theirs) in zip(cases, babel) {
            let ours = unit.formatted(value, locale: Locale(identifier: locale), width: width)
            if ours != theirs { differences.append("\(locale) \(unit.name) \(width) \(value): \(ours) ≠ \(theirs)") }
        }
        #expect(differences.isEmpty, "\(differences.count) of \(cases.count): \(differences.prefix(5))")
    }

    @Test(arguments: worded + others)
    func readsBackWhatItWrites(locale identifier: String) throws {
        let locale = Locale(identifier: identifier)
        var mismatches: [String] = []
        for unit in FSAnyUnit.all {
            for width in FSUnitWidth.allCases {
                for value in Self.values(seed: UInt64(unit.name.utf8.count * 31 + width.rawValue.count), count: 2) {
                    let text = unit.formatted(value, locale: locale, width: width)
                    guard
                        let read = try? QuantityWords.parse(
                            text, dimension: unit.dimension, locale: QuantityLocale.resolved(locale))
                    else {
                        mismatches.append("\(text) (\(unit.name), \(width)) does not read")
                        continue
                    }
                    // Text that another unit also writes in the locale (in any width: en_GB's
                    // "gal" is the imperial gallon, and the symbol of the US one) reads as the
                    // unit whose words it is.
                    let same =
                        read.unit.name == unit.name
                        || FSAnyUnit.all.first { $0.dimension == unit.dimension && $0.name == read.unit.name }
                            .map { other in
                                FSUnitWidth.allCases.contains {
                                    other.formatted(value, locale: locale, width: $0) == text
                                }
                            } ?? false
                    if read.value != value || !same {
                        mismatches.append("\(text) (\(unit.name), \(width)) read as \(read.value) \(read.unit.name)")
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(3))")
    }

    @Test(arguments: others)
    func numbersElsewhereAreFoundations(locale identifier: String) {
        let locale = Locale(identifier: identifier)
        for value in Self.values(seed: 77, count: 200) {
            let number = value.formatted(.number.locale(locale).precision(.fractionLength(0...3)))
            let text = FSQuantity(value, FSUnit<FSMass>.kilogram).formatted(locale: locale, width: .narrow)
            #expect(text.hasPrefix(number), "\(identifier) \(value): \(text) does not start with \(number)")
        }
    }

    @Test func typedQuantitiesReadTheirOwnDimension() throws {
        let german = Locale(identifier: "de_DE")
        let weight = try FSQuantity<FSMass>(parsing: "1.234,5 Kilogramm", locale: german)
        #expect(weight == FSQuantity(1234.5, .kilogram))
        #expect(
            try FSQuantity<FSSpeed>(parsing: "每小时2.5公里", locale: Locale(identifier: "zh_CN")).unit == .kilometerPerHour)
        // Spaces of any width, case, another plural form, the symbol.
        #expect(try FSQuantity<FSMass>(parsing: "  1 KILOGRAMM ", locale: german).value == 1)
        #expect(try FSQuantity<FSMass>(parsing: "2\u{202F}kg", locale: german).value == 2)
        #expect(try FSQuantity<FSMass>(parsing: "1 234,5 kg", locale: Locale(identifier: "fr_FR")).value == 1234.5)
        #expect(throws: FSUnitToolError.invalidNumber("Kilogramm")) {
            try FSQuantity<FSMass>(parsing: "Kilogramm", locale: german)
        }
        #expect(throws: FSUnitToolError.missingUnit("1,5")) { try FSQuantity<FSMass>(parsing: "1,5", locale: german) }
        #expect(throws: FSUnitToolError.dimensionMismatch(unit: "Meter", expected: "mass", found: "length")) {
            try FSQuantity<FSMass>(parsing: "3 Meter", locale: german)
        }
        #expect(throws: FSUnitToolError.unknownUnit("Äpfel")) {
            try FSQuantity<FSMass>(parsing: "3 Äpfel", locale: german)
        }
    }

    @Test func shizhiUnitsInChineseWords() {
        let jin = FSQuantity(3, FSUnit<FSMass>.jin)
        let simplified = Locale(identifier: "zh_CN")
        let traditional = Locale(identifier: "zh_TW")
        // 市 names the unit in full (the 1959 order's 市斤; in Taiwan, not its own 台斤).
        #expect(jin.formatted(locale: simplified, width: .long) == "3市斤")
        #expect(jin.formatted(locale: simplified, width: .short) == "3斤")
        #expect(FSQuantity(2, FSUnit<FSMass>.liang).formatted(locale: traditional, width: .long) == "2 市兩")
        #expect(FSQuantity(1.5, FSUnit<FSArea>.mu).formatted(locale: traditional, width: .narrow) == "1.5畝")
        // Where CLDR has no words, the symbol, as the quantity's description writes it.
        #expect(jin.formatted(locale: Locale(identifier: "en_US"), width: .long) == "3斤")
        #expect(FSQuantity(2, FSUnit<FSSpeed>.mach).formatted(locale: Locale(identifier: "de_DE")) == "2 Ma")
    }

    @Test func displayedDigitsChooseThePluralForm() {
        let english = Locale(identifier: "en_US")
        // 1.0001 is written "1", so it is "1 meter", as CLDR specifies and ICU writes.
        #expect(FSQuantity(1.0001, FSUnit<FSLength>.meter).formatted(locale: english, width: .long) == "1 meter")
        #expect(FSQuantity(1.5, FSUnit<FSLength>.meter).formatted(locale: english, width: .long) == "1.5 meters")
        #expect(FSQuantity(-0.0, FSUnit<FSLength>.meter).formatted(locale: english, width: .long) == "-0 meters")
        #expect(FSQuantity(.infinity, FSUnit<FSLength>.meter).formatted(locale: english, width: .short) == "∞ m")
        #expect(FSQuantity(.nan, FSUnit<FSLength>.meter).formatted(locale: english, width: .short) == "NaN m")
    }
}

extension QuantityWordsTests {
    /// The examples of the FSUnitTool article and of the API's documentation, as written there.
    @Test func documentedExamples() throws {
        let rice = FSQuantity(1.5, FSUnit<FSMass>.kilogram)
        #expect(rice.formatted(locale: Locale(identifier: "en_US"), width: .long) == "1.5 kilograms")
        #expect(rice.formatted(locale: Locale(identifier: "de_DE"), width: .long) == "1,5 Kilogramm")
        #expect(rice.formatted(locale: Locale(identifier: "zh_CN"), width: .long) == "1.5千克")
        #expect(rice.formatted(locale: Locale(identifier: "fr_FR")) == "1,5\u{202F}kg")
        let speed = FSQuantity(120, FSUnit<FSSpeed>.kilometerPerHour)
        #expect(speed.formatted(locale: Locale(identifier: "ja_JP"), width: .long) == "時速 120 キロメートル")
        #expect(FSQuantity(3, FSUnit<FSMass>.jin).formatted(locale: Locale(identifier: "zh_CN"), width: .long) == "3市斤")
        #expect(FSQuantity(2, FSUnit<FSArea>.mu).formatted(locale: Locale(identifier: "zh_TW"), width: .long) == "2 市畝")
        let weight = try FSQuantity<FSMass>(parsing: "1.234,5 Kilogramm", locale: Locale(identifier: "de_DE"))
        #expect(weight.value == 1234.5)
        let slow = FSQuantity(2.5, FSUnit<FSSpeed>.kilometerPerHour)
        let english = Locale(identifier: "en_US")
        #expect(slow.formatted(locale: english, width: .long) == "2.5 kilometers per hour")
        #expect(slow.formatted(locale: english, width: .short) == "2.5 km/h")
        #expect(slow.formatted(locale: english, width: .narrow) == "2.5km/h")
        #expect(
            FSAnyUnit.units(named: "jin")[0].formatted(3, locale: Locale(identifier: "zh_TW"), width: .long) == "3 市斤")
        #expect(
            FSQuantity(1234.5, FSUnit<FSMass>.kilogram).formatted(locale: Locale(identifier: "de_CH"), width: .long)
                == "1’234.5 Kilogramm")
        #expect(
            FSQuantity(1234.5, FSUnit<FSMass>.kilogram).formatted(locale: Locale(identifier: "es_ES")) == "1234,5 kg")
    }
}
