import FSTestSupport
import Foundation
import Testing

@testable import FSUnitTool

/// ``FSByteCountFormatStyle`` against Foundation's `ByteCountFormatStyle`, the oracle it
/// promises to equal, on random counts with random options.
@Suite struct ByteCountFormatTests {
    /// Locales whose words for bytes the pattern can hold: written without Foundation.
    static let read = ["en_US", "en_GB", "en_IN", "zh_CN", "zh_TW", "zh_HK", "ja_JP", "ko_KR", "de_DE"]
    /// Other plural rules (French 0 octet, Russian байт/байта), other digits: left to
    /// Foundation, and still the same text.
    static let others = ["fr_FR", "ru_RU", "ar_EG", "hi_IN", "es_ES", "pl_PL", "he_IL"]

    @Test(arguments: read + others)
    func writesWhatFoundationWrites(locale identifier: String) {
        let locale = Locale(identifier: identifier)
        var rng = SeededGenerator(
            seed: UInt64(identifier.unicodeScalars.reduce(1024) { $0 &* 31 &+ Int($1.value) }.magnitude))
        let styles: [FSByteCountFormatStyle.Style] = [.file, .memory, .decimal, .binary]
        for _ in 0..<4_000 {
            var count = Int64.random(in: .min ... .max, using: &rng) >> Int.random(in: 0...63, using: &rng)
            if Int.random(in: 0..<20, using: &rng) == 0 {
                count = [0, 1, -1, .max, .min][Int.random(in: 0..<5, using: &rng)]
            }
            let style = FSByteCountFormatStyle(
                style: styles[Int.random(in: 0..<4, using: &rng)],
                allowedUnits: FSByteCountFormatStyle.Units(rawValue: UInt.random(in: 0...63, using: &rng)),
                spellsOutZero: Bool.random(using: &rng), includesActualByteCount: Bool.random(using: &rng),
                locale: locale)
            let ours = style.format(count)
            let theirs = style.foundationStyle.format(count)
            #expect(ours == theirs, "\(identifier) \(count) \(style.style) \(style.allowedUnits.rawValue)")
            if ours != theirs { return }
        }
    }

    @Test(arguments: read)
    func readsTheLocale(locale identifier: String) {
        #expect(LocaleByteCountPattern.resolved(locale: Locale(identifier: identifier)) != nil)
    }

    /// Counts at the edges of each unit, where rounding decides the unit and the digits.
    @Test func roundsAtTheEdgesOfUnits() {
        let english = FSByteCountFormatStyle(style: .file, locale: Locale(identifier: "en_US"))
        let binary = FSByteCountFormatStyle(style: .memory, locale: Locale(identifier: "en_US"))
        for count: Int64 in [
            998, 999, 1000, 999_499, 999_500, 999_949_999, 999_950_000, 1_150_000, 1_250_000, 1_005_000_000,
        ] {
            #expect(english.format(count) == english.foundationStyle.format(count), "\(count)")
        }
        for count: Int64 in [1022, 1023, 1024, 1_048_063, 1_048_064, 1_073_689_395, 1_073_689_396] {
            #expect(binary.format(count) == binary.foundationStyle.format(count), "\(count)")
        }
        #expect(english.format(1_150_000) == "1.2 MB" && english.format(1_250_000) == "1.2 MB")
        #expect(english.format(0) == "Zero kB" && english.format(1) == "1 byte" && english.format(-2) == "-2 bytes")
    }

    @Test func examplesOfTheDocumentation() {
        let style = FSByteCountFormatStyle(style: .file, locale: Locale(identifier: "en_US"))
        #expect(style.format(1_234_567) == "1.2 MB" && style.format(0) == "Zero kB" && style.format(1) == "1 byte")
        let chinese = FSByteCountFormatStyle(
            style: .memory, includesActualByteCount: true, locale: Locale(identifier: "zh_CN"))
        #expect(chinese.format(1_048_576) == "1 MB（1,048,576字节）")
    }

    /// Rounding of a `Double` as ICU does it, worked by hand: half to even on the shortest
    /// decimal digits.
    @Test func roundsTheShortestDigitsHalfToEven() {
        let rounded = ByteCountLayout.rounded
        #expect(rounded(1.15, 1) == (1, 2, 1) && rounded(1.25, 1) == (1, 2, 1) && rounded(1.05, 1) == (1, 0, 0))
        #expect(rounded(999.995, 2) == (1000, 0, 0) && rounded(0.004, 2) == (0, 0, 0) && rounded(1e-7, 2) == (0, 0, 0))
        #expect(rounded(9.223372036854776e18, 0) == (9_223_372_036_854_776_000, 0, 0))
    }
}
