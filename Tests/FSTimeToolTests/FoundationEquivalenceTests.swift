import FSTestSupport
import Foundation
import Testing

@testable import FSTimeTool

/// FSDatePattern against DateFormatter (en_US_POSIX) on random instants, 1900–2100, in zones
/// with daylight saving, half-hour offsets and a date-line jump, plus every DST transition.
@Suite struct FoundationEquivalenceTests {
    static let zones = [
        "UTC", "Asia/Shanghai", "America/New_York", "Europe/London", "Australia/Lord_Howe", "Pacific/Apia",
        "America/Sao_Paulo", "Asia/Kolkata",
    ]
    static let patterns = [
        "yyyy-MM-dd HH:mm:ss.SSS", "yy/M/d h:mm a EEE", "EEEE, MMMM d, y 'at' hh:mm:ss a", "yyyy年MM月dd日 HH时mm分ss秒SSS毫秒",
        "d MMM yyyy H:m:s S SS SSSS", "''yyyy''MM", "hh:mm:ss a", "yyyy/MM/dd hh:mm:ss.SSSS a",
        // Fixed-width fields in other orders, the one- and two-digit fractions, a repeated field.
        "ss.S mm.SS hh a dd/MM", "SSS HH yyyy", "yyyy-MM-dd'T'HH:mm:ss 'in' yyyy",
        // A weekday without a year, long fractions, the short spellings, years wider than ten.
        "EEE MMM d", "M月d日 EEEE", "HH:mm:ss.SSSSSS", "E EE aa aaa h", "yyyyyyyyyyyyyyyyyyyyyyyy-MM",
    ]

    static func formatter(_ pattern: String, _ zone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = zone
        formatter.dateFormat = pattern
        return formatter
    }

    /// Random instants with millisecond fractions, and the instants around each transition; a
    /// sample of them in CI's reruns (``TestDepth``).
    static func instants(zone: TimeZone, count: Int, seed: UInt64) -> [Date] {
        var rng = SeededGenerator(seed: seed)
        var dates = (0..<count).map { _ in
            Date(
                timeIntervalSince1970: -2_208_988_800 + Double(rng.next() % 6_311_390_400_000) / 1000 + Double(
                    rng.next() % 1000) / 1e6)
        }
        var cursor = Date(timeIntervalSince1970: -2_208_988_800)
        while let next = zone.nextDaylightSavingTimeTransition(after: cursor),
            next.timeIntervalSince1970 < 4_102_444_800
        {
            for delta in [-3601.0, -1, -0.0004, 0, 0.9996, 1, 1800, 3599, 3600] { dates.append(next + delta) }
            cursor = next
        }
        return TestDepth.sample(dates)
    }

    @Test(arguments: zones)
    func formattingMatchesDateFormatter(zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        let dates = Self.instants(zone: zone, count: 13_000, seed: UInt64(zoneName.utf8.count))
        for pattern in Self.patterns {
            let ours = try FSDatePattern(pattern, timeZone: zone)
            let reference = Self.formatter(pattern, zone)
            var mismatches = 0
            for date in dates where mismatches < 5 {
                let expected = reference.string(from: date)
                let actual = ours.string(from: date)
                if actual != expected {
                    mismatches += 1
                    Issue.record(
                        "\(zoneName) \(pattern) \(date.timeIntervalSince1970): ours \(actual), DateFormatter \(expected)"
                    )
                }
            }
        }
    }

    @Test(arguments: zones)
    func parsingAgreesWithDateFormatterAndRoundTrips(zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        let patterns = [
            "yyyy-MM-dd HH:mm:ss.SSS", "EEEE, MMMM d, y 'at' hh:mm:ss.SSS a", "yyyy年MM月dd日 HH时mm分ss秒SSS毫秒",
            "EEE MMM d HH:mm", "M月d日 EEEE", "yyyy-MM-dd HH:mm:ss.SSSSSS", "yy-MM-dd HH:mm", "yyyyyyyyyyyy-MM-dd E",
        ]
        let dateOnly: Set = ["M月d日 EEEE", "yyyyyyyyyyyy-MM-dd E"]
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        for pattern in patterns {
            let ours = try FSDatePattern(pattern, timeZone: zone)
            let reference = Self.formatter(pattern, zone)
            for date in Self.instants(zone: zone, count: 1_500, seed: 99) {
                let text = ours.string(from: date)
                guard let expected = reference.date(from: text) else {
                    // DateFormatter refuses a local time that daylight saving skips, as we do,
                    // except that we give a day whose midnight is skipped its first instant.
                    if dateOnly.contains(pattern) {
                        // The day's first instant, on the day the text names (its weekday is that
                        // of the year the text was written in, not of the default year 2000).
                        let parsed = try ours.date(from: text)
                        let day = { (text: String) in text.prefix { $0 != " " } }
                        #expect(parsed == calendar.startOfDay(for: parsed), "\(text)")
                        #expect(day(ours.string(from: parsed)) == day(text), "\(text)")
                    } else {
                        #expect(throws: FSTimeToolError.self, "\(zoneName) \(text)") { try ours.date(from: text) }
                    }
                    continue
                }
                let parsed = try ours.date(from: text)
                #expect(parsed == expected, "\(zoneName) \(text)")
                // Away from the repeated hour at a DST fall-back, parsing returns the instant (to the ms).
                if expected.timeIntervalSince1970.isApproximatelyEqualMs(date.timeIntervalSince1970) {
                    #expect(parsed.timeIntervalSince1970.isApproximatelyEqualMs(date.timeIntervalSince1970), "\(text)")
                }
            }
        }
    }

    /// The century of a two-digit year comes from DateFormatter's window alone, never from the
    /// weekday: for every year 00…99, every weekday, days at the window's edges and either side
    /// of midnight, we read DateFormatter's instant when the weekday is its date's and refuse
    /// the text as inconsistent otherwise. (The fuzzer found "Fri Jan 5 57" read as 2057, the
    /// Friday, where DateFormatter reads 1957.)
    @Test(arguments: ["UTC", "Asia/Shanghai", "America/Sao_Paulo", "Pacific/Apia"])
    func twoDigitYearsIgnoreTheWeekdayLikeDateFormatter(zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        let pattern = "EEE MMM d yy h:mm a"
        let ours = try FSDatePattern(pattern, timeZone: zone)
        let reference = Self.formatter(pattern, zone)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let promised = -2_208_988_800.0...4_102_444_800.0
        var compared = 0
        for year in 0..<100 {
            for day in ["Jan 1", "Jan 5", "Feb 29", "Dec 31"] {
                for time in ["12:30 AM", "11:30 PM"] {
                    for (index, weekday) in weekdays.enumerated() {
                        let text = "\(weekday) \(day) \(year / 10)\(year % 10) \(time)"
                        guard let theirs = reference.date(from: text) else {
                            #expect(throws: FSTimeToolError.self, "\(zoneName) \(text)") { try ours.date(from: text) }
                            continue
                        }
                        guard promised.contains(theirs.timeIntervalSince1970) else { continue }
                        compared += 1
                        if calendar.component(.weekday, from: theirs) == index + 1 {
                            #expect(try ours.date(from: text) == theirs, "\(zoneName) \(text)")
                        } else {
                            #expect(throws: FSTimeToolError.inconsistentWeekday(text: text), "\(zoneName) \(text)") {
                                try ours.date(from: text)
                            }
                        }
                    }
                }
            }
        }
        #expect(compared > 4_000)
    }

    /// Instants from 1583 (after Foundation's switch from the Julian calendar) to the last
    /// one ICU can format, about 5.8 million years on, spread over every order of magnitude
    /// so that both the 32-bit civil-date path and its 400-year reduction are checked.
    @Test(arguments: ["UTC", "Asia/Shanghai"])
    func farInstantsMatchDateFormatter(zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        let pattern = "yyyy-MM-dd HH:mm:ss.SSS EEE"
        let ours = try FSDatePattern(pattern, timeZone: zone)
        let reference = Self.formatter(pattern, zone)
        let last = FSDatePattern.formattableMilliseconds.upperBound / 1000
        var rng = SeededGenerator(seed: 1583)
        var dates = [Date(timeIntervalSince1970: last), Date(timeIntervalSince1970: -12_212_553_600)]
        for _ in 0..<4_000 {
            let magnitude = Double(rng.next() % 1_000_000) / 1_000_000 * log10(last)
            dates.append(Date(timeIntervalSince1970: min(pow(10, magnitude) - 12_212_553_600, last)))
        }
        for date in dates {
            #expect(
                ours.string(from: date) == reference.string(from: date), "\(zoneName) \(date.timeIntervalSince1970)")
        }
    }

    /// Beyond ICU's range, and for infinite and NaN dates, `DateFormatter` writes nothing;
    /// so do we, and the fields clamp instead of trapping.
    @Test func unformattableDatesAreEmptyText() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let pattern = try FSDatePattern("yyyy-MM-dd HH:mm:ss.SSS", timeZone: utc)
        let reference = Self.formatter("yyyy-MM-dd HH:mm:ss.SSS", utc)
        let bounds = FSDatePattern.formattableMilliseconds
        let outside = [
            1e300, -1e300, .infinity, -.infinity, .nan, bounds.upperBound / 1000 + 1, bounds.lowerBound / 1000 - 1,
        ]
        for seconds in outside {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(reference.string(from: date) == "", "DateFormatter formats \(seconds)")
            #expect(pattern.string(from: date) == "", "\(seconds)")
            var bytes: [UInt8] = [1]
            pattern.write(date, to: &bytes)
            #expect(bytes == [1])
        }
        #expect(pattern.string(from: Date(timeIntervalSince1970: bounds.lowerBound / 1000)) != "")

        let far = FSDateFields(Date(timeIntervalSince1970: .infinity), timeZone: utc)
        #expect(far == FSDateFields(Date(timeIntervalSince1970: bounds.upperBound / 1000), timeZone: utc))
        #expect(far.year > 5_000_000)
        let nan = pattern.fields(of: Date(timeIntervalSince1970: .nan))
        let nanFields: [Int] = [nan.year, nan.month, nan.day, nan.hour, nan.dayNumber]
        #expect(nanFields == [1970, 1, 1, 0, 0])
        let early = FSDateFields(Date(timeIntervalSince1970: -1e300), timeZone: utc)
        #expect(early == FSDateFields(Date(timeIntervalSince1970: bounds.lowerBound / 1000), timeZone: utc))
    }
}

extension Double {
    func isApproximatelyEqualMs(_ other: Double) -> Bool { abs(self - other) <= 0.0005001 }
}
