import FSTestSupport
import Foundation
import Testing

@testable import FSTimeTool

/// Patterns and texts as users type them — random, malformed, absurdly wide — against
/// DateFormatter where it has an answer, and against crashing everywhere.
@Suite struct PatternInputTests {
    static let utc = TimeZone(identifier: "UTC") ?? .current
    static let shanghai = TimeZone(identifier: "Asia/Shanghai") ?? .current

    /// A random pattern: supported and unsupported letters at every width up to 40, quotes,
    /// literals, CJK text.
    static func randomPattern(_ random: inout SeededGenerator) -> String {
        let pieces = [
            "y", "M", "d", "H", "h", "m", "s", "S", "a", "E", "Y", "G", "z", "Q", "L", "c", "Z", "X", "x", "O", "'",
            "''", "-", ":", " ", "/", ".",
            "年", "T", "'at'", "0", "9",
        ]
        var pattern = ""
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            let piece = pieces.randomElement(using: &random) ?? "y"
            // Half the fields at the widths names and zones use, half up to 40.
            let widest = Bool.random(using: &random) ? 6 : 40
            let width =
                piece.count == 1 && piece.first?.isLetter == true ? Int.random(in: 1...widest, using: &random) : 1
            pattern += String(repeating: piece, count: width)
        }
        return pattern
    }

    /// Every pattern either compiles or is a typed error; what compiles formats exactly as
    /// DateFormatter does and parses its own output back without trapping.
    @Test func randomPatternsFormatLikeDateFormatter() {
        var random = SeededGenerator(seed: 2026)
        var compiled = 0
        for _ in 0..<3_000 {
            let text = Self.randomPattern(&random)
            guard let pattern = try? FSDatePattern(text, timeZone: Self.shanghai) else { continue }
            compiled += 1
            let reference = FoundationEquivalenceTests.formatter(text, Self.shanghai)
            for _ in 0..<5 {
                let date = Date(
                    timeIntervalSince1970: Double(Int64.random(in: -2_208_988_800...4_102_444_800, using: &random))
                        + 0.125)
                let written = pattern.string(from: date)
                #expect(written == reference.string(from: date), "\(text) at \(date.timeIntervalSince1970)")
                _ = try? pattern.date(from: written)
            }
        }
        #expect(compiled > 300, "the generator should produce many valid patterns, made \(compiled)")
    }

    /// Random digits and names in numeric patterns: whatever we accept, DateFormatter reads as
    /// the same instant (we are stricter, never different); nothing traps.
    @Test(arguments: [
        "y-MM-dd", "yy-MM-dd", "yyyy-MM-dd HH:mm:ss.SSSSSS", "ss.S", "ss.SS", "HH:mm:ss.SSSSSSSSS", "yyyyyyyyyy-M-d",
        "EEE MMM d", "yyyy-MM EEE", "yyyy EEEE", "EEE", "h:mm a",
    ])
    func randomTextParsesLikeDateFormatter(patternText: String) throws {
        let pattern = try FSDatePattern(patternText, timeZone: Self.utc)
        let reference = FoundationEquivalenceTests.formatter(patternText, Self.utc)
        var random = SeededGenerator(seed: UInt64(patternText.utf8.count))
        let alphabet =
            "0123456789000111229950-:. ".map(String.init) + ["Mon", "Sat", "Sunday", "Jan", "Feb", "AM", "PM"]
        var accepted = 0
        for attempt in 0..<4_000 {
            // Half the texts are DateFormatter's own output, half random characters.
            let text: String
            if attempt % 2 == 0 {
                text = reference.string(
                    from: Date(
                        timeIntervalSince1970: Double(Int64.random(in: -2_208_988_800...4_102_444_800, using: &random))
                            + 0.987654))
            } else {
                text = (0..<Int.random(in: 0...24, using: &random)).map { _ in
                    alphabet.randomElement(using: &random) ?? "0"
                }.joined()
            }
            guard let ours = try? pattern.date(from: text) else { continue }
            accepted += 1
            let theirs = reference.date(from: text)
            #expect(ours == theirs, "\(patternText) on \(text)")
        }
        #expect(accepted >= 2_000, "DateFormatter's own output must parse: \(accepted)")
    }

    /// Found by the fuzz target: a pattern letter followed by a combining mark (`y` + U+05B7)
    /// is the field and then a literal mark, as ICU reads it — not one literal character.
    @Test(arguments: ["y\u{05B7}", "MM\u{0301}dd", "yyyy-MM-dd\u{20DD}HH", "\u{00A5}MMyyyy\u{05B7}MMy\u{05B7}"])
    func lettersBeforeCombiningMarksAreFields(patternText: String) throws {
        let pattern = try FSDatePattern(patternText, timeZone: Self.shanghai)
        let reference = FoundationEquivalenceTests.formatter(patternText, Self.shanghai)
        for seconds in [0, 1_700_000_000, 3_500_000_000] as [TimeInterval] {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(
                pattern.string(from: date) == reference.string(from: date), "\(patternText.unicodeScalars.map(\.value))"
            )
        }
    }

    @Test func longFractionsParse() throws {
        let pattern = try FSDatePattern("ss.SSSSSS", timeZone: Self.utc)
        #expect(try pattern.date(from: "01.123999") == Date(timeIntervalSince1970: 946_684_801.123))
        #expect(throws: FSTimeToolError.self) { try pattern.date(from: "01.12345") }
        let nine = try FSDatePattern("HH:mm:ss.SSSSSSSSS", timeZone: Self.utc)
        #expect(try nine.date(from: "00:00:00.999999999") == Date(timeIntervalSince1970: 946_684_800.999))
    }

    @Test func wideYearFieldsAreBoundedAndSafe() throws {
        let wide = String(repeating: "y", count: 200)
        let pattern = try FSDatePattern(wide + "-MM", timeZone: Self.utc)
        #expect(pattern.string(from: Date(timeIntervalSince1970: 0)) == "0000001970-01")
        #expect(try pattern.date(from: "0000001970-01") == Date(timeIntervalSince1970: 0))
        #expect(throws: FSTimeToolError.self) { try pattern.date(from: String(repeating: "9", count: 400) + "-01") }
        let one = try FSDatePattern("y", timeZone: Self.utc)
        #expect(throws: FSTimeToolError.self) { try one.date(from: String(repeating: "9", count: 40)) }
    }

    /// DateFormatter's default window is 1950…2049 on every day the code runs.
    @Test(arguments: [("00", 2000), ("49", 2049), ("50", 1950), ("99", 1999), ("24", 2024)])
    func twoDigitYearsUseDateFormattersWindow(text: String, year: Int) throws {
        for patternText in ["yy", "y"] {
            let pattern = try FSDatePattern(patternText, timeZone: Self.utc)
            let expected = try #require(FSCalendarMath(timeZone: Self.utc).date(year: year, month: 1, day: 1))
            #expect(try pattern.date(from: text) == expected, "\(patternText) \(text)")
        }
        // Three digits are a year as written.
        let year24 = try FSDatePattern("yyyy", timeZone: Self.utc).date(from: "0024")
        #expect(try FSDatePattern("y", timeZone: Self.utc).date(from: "024") == year24)
    }

    @Test func weekdaysWithoutAWholeDate() throws {
        let math = FSCalendarMath(timeZone: Self.utc)
        #expect(
            try FSDatePattern("EEE MMM d", timeZone: Self.utc).date(from: "Sat Jun 15")
                == math.date(year: 2000, month: 6, day: 15))
        #expect(
            try FSDatePattern("EEE", timeZone: Self.utc).date(from: "Mon") == math.date(year: 2000, month: 1, day: 3))
        #expect(
            try FSDatePattern("yyyy-MM EEE", timeZone: Self.utc).date(from: "2024-06 Mon")
                == math.date(year: 2024, month: 6, day: 3))
        #expect(throws: FSTimeToolError.self) {
            try FSDatePattern("yyyy-MM-dd EEE", timeZone: Self.utc).date(from: "2024-06-15 Mon")
        }
    }
}
