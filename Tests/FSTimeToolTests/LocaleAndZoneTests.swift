import FSTestSupport
import Foundation
import Testing

@testable import FSTimeTool

/// Zone fields and localized names against `DateFormatter` with the same locale, zone and
/// pattern: every zone field in zones whose offsets have odd minutes, seconds and daylight
/// saving; every name width in the seven locales the package promises; random instants
/// 1900–2100 and random text.
@Suite struct LocaleAndZoneTests {
    static let locales = ["en_US_POSIX", "en_US", "zh_CN", "zh_Hans", "zh_TW", "zh_HK", "zh_Hant", "ja_JP", "ko_KR"]
    /// UTC; local mean time with seconds before 1901 (Shanghai +08:05:43), until 1972
    /// (Monrovia −00:44:30) and until 1937 (Amsterdam +00:19:32); quarter and half hours with
    /// and without daylight saving; a date-line jump; and fixed offsets either side of zero.
    static let zones: [TimeZone] =
        [
            "UTC", "Asia/Shanghai", "Africa/Monrovia", "Europe/Amsterdam", "Asia/Kolkata", "Asia/Kathmandu",
            "America/St_Johns", "Australia/Lord_Howe", "America/New_York", "Pacific/Apia", "Europe/Dublin",
        ].compactMap(TimeZone.init(identifier:))
        + [-(9 * 3_600 + 30 * 60), -60, 0, 45 * 60, 14 * 3_600].compactMap(TimeZone.init(secondsFromGMT:))
    static let zoneFields = [
        "Z", "ZZ", "ZZZ", "ZZZZ", "ZZZZZ", "O", "OOOO", "X", "XX", "XXX", "XXXX", "XXXXX", "x", "xx", "xxx", "xxxx",
        "xxxxx",
    ]

    static func formatter(_ pattern: String, _ zone: TimeZone, _ locale: String) -> DateFormatter {
        let formatter = FoundationEquivalenceTests.formatter(pattern, zone)
        formatter.locale = Locale(identifier: locale)
        return formatter
    }

    static func instants(_ zone: TimeZone, count: Int) -> [Date] {
        FoundationEquivalenceTests.instants(zone: zone, count: count, seed: UInt64(zone.identifier.utf8.count))
    }

    /// Records where `pattern` in `zone` and `locale` writes other text than DateFormatter for
    /// `count` random instants (and every transition), up to five mismatches.
    static func expectFormatsLikeDateFormatter(_ pattern: String, _ zone: TimeZone, _ locale: String, count: Int) throws
    {
        let ours = try FSDatePattern(pattern, timeZone: zone, locale: Locale(identifier: locale))
        let reference = formatter(pattern, zone, locale)
        var mismatches = 0
        for date in instants(zone, count: count) where mismatches < 5 {
            let expected = reference.string(from: date)
            let written = ours.string(from: date)
            if written != expected {
                mismatches += 1
                Issue.record(
                    "\(locale) \(zone.identifier) \(pattern) \(date.timeIntervalSince1970): ours \(written), DateFormatter \(expected)"
                )
            }
        }
    }

    /// Every zone field, in every locale, writes what DateFormatter writes — and in French and
    /// Swedish, whose GMT format is "UTC−05:30" and "GMT−05:30" with U+2212 MINUS SIGN.
    @Test(arguments: locales + ["fr_FR", "sv_SE"])
    func everyZoneFieldFormatsLikeDateFormatter(locale: String) throws {
        let pattern = "yyyy-MM-dd HH:mm:ss " + Self.zoneFields.joined(separator: " ")
        for zone in Self.zones { try Self.expectFormatsLikeDateFormatter(pattern, zone, locale, count: 600) }
    }

    /// Every zone field reads back what it writes as DateFormatter reads it: the same instant,
    /// or (for the fields that leave out an offset's seconds) the instant DateFormatter gives.
    @Test(arguments: zoneFields)
    func everyZoneFieldParsesLikeDateFormatter(field: String) throws {
        let pattern = "yyyy-MM-dd'T'HH:mm:ss.SSS" + field
        for zone in Self.zones {
            for locale in ["en_US_POSIX", "zh_CN", "ja_JP", "fr_FR"] {
                let ours = try FSDatePattern(pattern, timeZone: zone, locale: Locale(identifier: locale))
                let reference = Self.formatter(pattern, zone, locale)
                // Every seventh of the random instants and of those around each transition: the
                // formatting test takes them all; reading 17 fields back in 16 zones and four
                // locales at every one took half a minute.
                for date in Self.instants(zone, count: 700).enumerated().filter({ $0.offset % 7 == 0 }).map(\.element) {
                    let text = ours.string(from: date)
                    let expected = try #require(reference.date(from: text), "\(text)")
                    #expect(try ours.date(from: text) == expected, "\(zone.identifier) \(text)")
                }
            }
        }
    }

    /// The offset in the text decides the instant, whatever the pattern's own zone.
    @Test func theParsedOffsetWins() throws {
        let instant = Date(timeIntervalSince1970: 1_700_000_000.123)
        for zone in Self.zones {
            let pattern = try FSDatePattern("yyyy-MM-dd'T'HH:mm:ss.SSSXXX", timeZone: zone)
            #expect(try pattern.date(from: "2023-11-14T22:13:20.123Z") == instant)
            #expect(try pattern.date(from: "2023-11-15T06:13:20.123+08:00") == instant)
            #expect(try pattern.date(from: "2023-11-14T16:43:20.123-05:30") == instant)
        }
        let basic = try FSDatePattern("yyyy-MM-dd HH:mm:ss Z", timeZone: .gmt)
        #expect(try basic.date(from: "2023-11-14 21:28:50 -004430") == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(throws: FSTimeToolError.self) { try basic.date(from: "2023-11-14 21:28:50 +2400") }
        #expect(throws: FSTimeToolError.self) { try basic.date(from: "2023-11-14 21:28:50 +0860") }
        #expect(throws: FSTimeToolError.self) { try basic.date(from: "2023-11-14 21:28:50 Z") }
    }

    /// Month, weekday and day-period names in every supported width, both forms.
    @Test(arguments: locales)
    func namesFormatLikeDateFormatter(locale: String) throws {
        let patterns = [
            "EEEE, MMMM d, y a h:mm:ss", "EEE MMM d yyyy HH:mm O", "LLL LLLL ccc cccc EEEEEE cccccc aaaa E EE",
            "yyyy年M月d日 EEEE aa hh:mm", "L LL M MM", "MMMMM LLLLL EEEEE ccccc aaaaa",
        ]
        for zone in Self.zones.prefix(4) {
            for pattern in patterns { try Self.expectFormatsLikeDateFormatter(pattern, zone, locale, count: 400) }
        }
    }

    /// What we write with names in every locale we read back to DateFormatter's instant.
    @Test(arguments: locales)
    func namesParseLikeDateFormatter(locale: String) throws {
        let patterns = [
            "EEEE, MMMM d, y a h:mm:ss.SSS Z", "EEE MMM d yyyy HH:mm:ss xxx", "yyyy年M月d日 EEEE aaaa hh:mm:ss OOOO",
            "cccc LLLL d y H:mm:ss O", "EEEEEE LLL d y H:mm:ss ZZZZZ", "MMM d, y h:mm:ss a",
        ]
        let zone = try #require(TimeZone(identifier: "America/New_York"))
        for patternText in patterns {
            let ours = try FSDatePattern(patternText, timeZone: zone, locale: Locale(identifier: locale))
            let reference = Self.formatter(patternText, zone, locale)
            // Every fourth of the random instants and of those around New York's transitions.
            for date in Self.instants(zone, count: 1_200).enumerated().filter({ $0.offset % 4 == 0 }).map(\.element) {
                let text = ours.string(from: date)
                let expected = try #require(reference.date(from: text), "\(locale) \(text)")
                let parsed = try ours.date(from: text)
                #expect(parsed == expected, "\(locale) \(text)")
                if patternText.contains(".SSS") {
                    #expect(parsed.timeIntervalSince1970.isApproximatelyEqualMs(date.timeIntervalSince1970), "\(text)")
                }
            }
        }
    }

    /// Random text around zone fields and names: whatever we accept, DateFormatter reads as the
    /// same instant; nothing traps.
    @Test(arguments: zoneFields + ["EEEE MMMM a", "ccc LLL aaaa"])
    func randomTextParsesLikeDateFormatter(field: String) throws {
        let isNames = field.contains(" ")
        // Sixteen characters of numbers, then the field.
        let patternText = (isNames ? "yyyy dd hh:mm:ss " : "yyyy-MM-dd HH:mm ") + field
        var random = SeededGenerator(seed: UInt64(field.utf8.count) &* 31 &+ 7)
        let alphabet =
            isNames
            ? ["星期三", "周三", "週三", "十一月", "11月", "上午", "下午", "午前", "수요일", "오전", "AM", "Wed", "Nov", " ", "水曜日"]
            : "0123456789+-:Z ".map(String.init) + ["GMT", "UTC", "+08", "-05:30", "00"]
        var accepted = 0
        for locale in ["en_US_POSIX", "zh_CN", "zh_TW", "ja_JP", "ko_KR"] {
            let zone = Self.zones[accepted % Self.zones.count]
            let pattern = try FSDatePattern(patternText, timeZone: zone, locale: Locale(identifier: locale))
            let reference = Self.formatter(patternText, zone, locale)
            for attempt in 0..<800 {
                let date = Date(
                    timeIntervalSince1970: Double(Int64.random(in: -2_208_988_800...4_102_444_800, using: &random)))
                var text = reference.string(from: date)
                if attempt % 3 != 0 {
                    // Replace the tail after the time with random pieces.
                    let head = text.prefix(16)
                    text =
                        String(head) + " "
                        + (0..<Int.random(in: 0...6, using: &random)).map { _ in
                            alphabet.randomElement(using: &random) ?? "0"
                        }.joined()
                }
                guard let ours = try? pattern.date(from: text) else { continue }
                accepted += 1
                #expect(ours == reference.date(from: text), "\(locale) \(patternText) on \(text)")
            }
        }
        #expect(accepted >= 1_300, "DateFormatter's own output must parse: \(accepted)")
    }

    /// A locale that writes other digits is refused, not written in ASCII digits.
    @Test(arguments: ["ar_EG", "fa_IR"])
    func localesWithOtherDigitsAreRefused(locale: String) throws {
        let reference = Self.formatter("yyyy", .gmt, locale)
        let written = reference.string(from: Date(timeIntervalSince1970: 0))
        #expect(written != "1970", "DateFormatter writes \(written)")
        #expect(throws: FSTimeToolError.unsupportedLocale(locale)) {
            try FSDatePattern("yyyy", timeZone: .gmt, locale: Locale(identifier: locale))
        }
    }

    /// Whether DateFormatter writes two of `field`'s names alike in `locale`: every month (the
    /// 15th of each), weekday or day period written with the field alone.
    static func namesRepeat(_ field: String, _ locale: String) -> Bool {
        let writer = formatter(field, .gmt, locale)
        let day = 86_400.0
        let instants: [Date] =
            switch field.first {
            case "M", "L": (0..<12).map { Date(timeIntervalSince1970: Double($0) * 31 * day + 14 * day) }
            case "a": [3_600, 13 * 3_600].map { Date(timeIntervalSince1970: $0) }
            default: (0..<7).map { Date(timeIntervalSince1970: Double($0) * day) }
            }
        let names = instants.map(writer.string(from:))
        return Set(names).count < names.count
    }

    /// Narrow names read as DateFormatter reads them in the nine locales, where they do not
    /// repeat or the date fixes them (a narrow weekday beside the year, month and day, checked
    /// against the date); any other pattern with a narrow field whose names repeat is refused,
    /// naming that field's own ambiguity. DateFormatter reads no narrow month at all; there our
    /// reading must write the text back.
    @Test(arguments: locales)
    func narrowNamesReadWhereTheyAreDetermined(locale: String) throws {
        let patterns = [
            ("EEEEE, d MMM yyyy HH:mm", "EEEEE", true), ("ccccc yyyy-MM-dd", "ccccc", true),
            ("yyyy-MM-dd h:mm aaaaa", "aaaaa", false), ("EEEEE", "EEEEE", false), ("yyyy MMMMM d", "MMMMM", false),
            ("LLLLL yyyy", "LLLLL", false),
        ]
        var random = SeededGenerator(seed: UInt64(locale.utf8.count) &* 7919)
        var read = 0
        for (text, field, fixed) in patterns {
            let zone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
            let pattern = try FSDatePattern(text, timeZone: zone, locale: Locale(identifier: locale))
            let reference = Self.formatter(text, zone, locale)
            if Self.namesRepeat(field, locale) && !fixed {
                #expect(throws: FSTimeToolError.ambiguousField(field, pattern: text), "\(locale) \(text)") {
                    try pattern.date(from: reference.string(from: Date(timeIntervalSince1970: 0)))
                }
                continue
            }
            for _ in 0..<TestDepth.sample(Array(0..<200)).count {
                let date = Date(
                    timeIntervalSince1970: Double(Int64.random(in: -2_208_988_800...4_102_444_800, using: &random)))
                let written = reference.string(from: date)
                let ours = try pattern.date(from: written)
                read += 1
                #expect(reference.string(from: ours) == written, "\(locale) \(text): \(written)")
                if let theirs = reference.date(from: written) {
                    #expect(ours == theirs, "\(locale) \(text): \(written)")
                }
            }
        }
        #expect(read > 0)
    }

    /// A narrow weekday is checked against the date as a full one is: a name the date's weekday
    /// shares passes (S: Saturday 6 and Sunday 7 January 2024), another fails.
    @Test func aNarrowWeekdayIsCheckedAgainstTheDate() throws {
        let pattern = try FSDatePattern("EEEEE, d MMM yyyy", timeZone: .gmt, locale: Locale(identifier: "en_US"))
        #expect(try pattern.date(from: "S, 6 Jan 2024") == Date(timeIntervalSince1970: 1_704_499_200))
        #expect(try pattern.date(from: "S, 7 Jan 2024") == Date(timeIntervalSince1970: 1_704_585_600))
        #expect(throws: FSTimeToolError.inconsistentWeekday(text: "T, 6 Jan 2024")) {
            try pattern.date(from: "T, 6 Jan 2024")
        }
        #expect(throws: FSTimeToolError.mismatch(text: "X, 6 Jan 2024", position: 0)) {
            try pattern.date(from: "X, 6 Jan 2024")
        }
        let error = FSTimeToolError.ambiguousField("EEEEE", pattern: "EEEEE d")
        #expect(error.message.contains("S is Sunday and Saturday") && !error.message.contains("January"))
    }

    @Test func theLocaleIsPartOfTheValue() throws {
        let english = try FSDatePattern("MMM", timeZone: .gmt)
        let chinese = try FSDatePattern("MMM", timeZone: .gmt, locale: Locale(identifier: "zh_CN"))
        #expect(english != chinese)
        #expect(english == (try FSDatePattern("MMM", timeZone: .gmt, locale: Locale(identifier: "en_US_POSIX"))))
        #expect(chinese.string(from: Date(timeIntervalSince1970: 0)) == "1月")
    }
}
