import FSTestSupport
import Foundation
import Testing

@testable import FSTimeTool

private func zone(_ identifier: String) -> TimeZone { TimeZone(identifier: identifier) ?? .current }
private let utc = zone("UTC")
private let newYork = zone("America/New_York")
private let shanghai = zone("Asia/Shanghai")

@Suite struct PatternTests {
    @Test func weekBasedYearIsRejected() throws {
        #expect(throws: FSTimeToolError.weekBasedYear) { try FSDatePattern("YYYY-MM-dd", timeZone: utc) }
        // The bug it prevents: DateFormatter with YYYY writes 2020 for 2019-12-30.
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = utc
        formatter.dateFormat = "YYYY-MM-dd"
        let date = Date(timeIntervalSince1970: 1_577_664_000)  // 2019-12-30
        #expect(formatter.string(from: date) == "2020-12-30")
        #expect(try FSDatePattern("yyyy-MM-dd", timeZone: utc).string(from: date) == "2019-12-30")
    }

    /// Every row of the DocC overview's "Refused patterns" table.
    @Test(arguments: [
        "YYYY", "MMMMMM", "LLLLLL", "EEEEEEE", "ccccccc", "aaaaaa", "ddd", "HHH", "hhh", "mmm", "sss", "SSSSSSSSSS",
        "G yyyy",
        "u", "r", "U", "yyyy-QQ", "q", "c", "cc", "e", "D", "F", "g", "w", "W", "k", "K", "A", "b", "B", "z", "zzzz",
        "ZZZZZZ", "OO", "OOO", "v", "V", "VV", "xxxxxx", "XXXXXX", "'open", "yyyy-MM-dd'T",
        "M" + String(repeating: "-", count: 1024),
    ])
    func unsupportedPatternsAreTypedErrors(pattern: String) {
        #expect(throws: FSTimeToolError.self) { try FSDatePattern(pattern, timeZone: utc) }
    }

    /// Found by the fuzz target: with the month twice and no day, DateFormatter read
    /// "Fri Jan 5 50" as 6 May, FSTimeTool as 5 May. A field given twice formats, but parsing
    /// refuses the pattern instead of choosing.
    @Test(arguments: ["EEE MMM M yy h:m a", "yyyy-MM-dd (MMM)", "h:mm a HH", "yyyy yy"])
    func patternsWithAFieldTwiceFormatButDoNotParse(patternText: String) throws {
        let pattern = try FSDatePattern(patternText, timeZone: utc)
        let reference = FoundationEquivalenceTests.formatter(patternText, utc)
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(pattern.string(from: date) == reference.string(from: date))
        #expect(throws: FSTimeToolError.self) { try pattern.date(from: pattern.string(from: date)) }
        #expect(((try? pattern.date(from: "")) == nil))
    }

    /// Found by the fuzz target: DateFormatter writes nothing for a pattern of more than 1,024
    /// UTF-16 code units; FSTimeTool refuses such a pattern and accepts the longest it writes.
    @Test func patternLengthFollowsDateFormatter() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let longest = "M" + String(repeating: "-", count: 1023)
        let reference = FoundationEquivalenceTests.formatter(longest, utc)
        #expect(try FSDatePattern(longest, timeZone: utc).string(from: date) == reference.string(from: date))
        #expect(throws: FSTimeToolError.patternTooLong(longest + "-")) {
            try FSDatePattern(longest + "-", timeZone: utc)
        }
        #expect(FoundationEquivalenceTests.formatter(longest + "-", utc).string(from: date).isEmpty)
    }

    @Test func quotesAndLiterals() throws {
        let pattern = try FSDatePattern("yyyy-MM-dd'T'HH:mm 'o''clock' '年'", timeZone: utc)
        let text = pattern.string(from: Date(timeIntervalSince1970: 0))
        #expect(text == "1970-01-01T00:00 o'clock 年")
        #expect(try pattern.date(from: text) == Date(timeIntervalSince1970: 0))
    }

    @Test func presetsAreTheOriginalShapesWithCalendarYears() throws {
        #expect(FSDatePattern.Preset.slash(.dateTimeMilliseconds).pattern == "yyyy/MM/dd HH:mm:ss.SSS")
        #expect(FSDatePattern.Preset.dot(.shortMonthDay).pattern == "M.d")
        #expect(FSDatePattern.Preset.chinese(.dateTimeMilliseconds).pattern == "yyyy年MM月dd日 HH时mm分ss秒SSS毫秒")
        #expect(FSDatePattern.Preset.chinese(.shortMonthDay).pattern == "M月d日")
        #expect(FSDatePattern.Preset.chineseTime.pattern == "HH时mm分ss秒")
        for shape in FSDatePattern.Preset.Shape.allCases {
            for preset in [FSDatePattern.Preset.slash(shape), .dot(shape), .dash(shape), .chinese(shape)] {
                #expect(!preset.pattern.contains("Y"))
                _ = try FSDatePattern(preset, timeZone: shanghai)
            }
        }
    }

    @Test(arguments: [
        ("2023-02-29 00:00", "day"), ("2023-13-01 00:00", "month"), ("2023-04-31 00:00", "day"),
        ("2023-01-01 24:00", "hour"),
        ("2023-01-01 23:60", "minute"),
    ])
    func outOfRangeFieldsAreTypedErrors(text: String, field: String) throws {
        let pattern = try FSDatePattern("yyyy-MM-dd HH:mm", timeZone: utc)
        #expect(throws: FSTimeToolError.invalidField(field, text: text)) { try pattern.date(from: text) }
    }

    @Test func strictParsing() throws {
        let pattern = try FSDatePattern("yyyy-MM-dd EEE", timeZone: utc)
        #expect(try pattern.date(from: "2024-01-05 Fri") == Date(timeIntervalSince1970: 1_704_412_800))
        #expect(throws: FSTimeToolError.inconsistentWeekday(text: "2024-01-05 Mon")) {
            try pattern.date(from: "2024-01-05 Mon")
        }
        #expect(throws: FSTimeToolError.mismatch(text: "2024-1-05 Fri", position: 5)) {
            try pattern.date(from: "2024-1-05 Fri")
        }
        #expect(throws: FSTimeToolError.mismatch(text: " 2024-01-05 Fri", position: 0)) {
            try pattern.date(from: " 2024-01-05 Fri")
        }
        #expect(throws: FSTimeToolError.mismatch(text: "2024-01-05 Fri ", position: 14)) {
            try pattern.date(from: "2024-01-05 Fri ")
        }
        #expect(throws: FSTimeToolError.mismatch(text: "２０２４-01-05 Fri", position: 0)) {
            try pattern.date(from: "２０２４-01-05 Fri")
        }
        #expect(throws: FSTimeToolError.self) { try pattern.date(from: "") }
    }

    @Test func daylightSavingGapsAndOverlaps() throws {
        let pattern = try FSDatePattern("yyyy-MM-dd HH:mm", timeZone: newYork)
        #expect(throws: FSTimeToolError.nonexistentLocalTime(text: "2024-03-10 02:30")) {
            try pattern.date(from: "2024-03-10 02:30")
        }
        // 01:30 happens twice on 2024-11-03; like DateFormatter, the later (EST) one.
        #expect(try pattern.date(from: "2024-11-03 01:30") == Date(timeIntervalSince1970: 1_730_615_400))
    }

    @Test func missingFieldsDefaultLikeDateFormatter() throws {
        #expect(
            try FSDatePattern("HH:mm", timeZone: utc).date(from: "09:30") == Date(timeIntervalSince1970: 946_719_000))
        #expect(
            try FSDatePattern("hh:mm a", timeZone: utc).date(from: "12:30 AM")
                == Date(timeIntervalSince1970: 946_686_600))
        let twoDigit = try FSDatePattern("yy-MM-dd", timeZone: utc)
        #expect(try twoDigit.date(from: "99-01-01") == Date(timeIntervalSince1970: 915_148_800))
        #expect(try twoDigit.date(from: "30-06-01") == Date(timeIntervalSince1970: 1_906_502_400))
    }
}

@Suite struct ISO8601Tests {
    /// Foundation's RFC 3339 formatter with milliseconds, the peer of `FSISO8601(fractionDigits: 3)`.
    static func foundation(timeZone: TimeZone) -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        formatter.timeZone = timeZone
        return formatter
    }

    @Test func formatsLikeFoundation() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000.123_456)
        #expect(FSISO8601().string(from: date) == "2023-11-14T22:13:20Z")
        #expect(FSISO8601(fractionDigits: 3, timeZone: shanghai).string(from: date) == "2023-11-15T06:13:20.123+08:00")
        #expect(
            FSISO8601(fractionDigits: 6, timeZone: newYork).string(from: date) == "2023-11-14T17:13:20.123456-05:00")
        #expect(FSISO8601().string(from: date) == date.formatted(Date.ISO8601FormatStyle()))
        let foundation = Self.foundation(timeZone: newYork)
        #expect(FSISO8601(fractionDigits: 3, timeZone: newYork).string(from: date) == foundation.string(from: date))
    }

    @Test(arguments: [
        ("2024-01-05T09:30:00Z", 1_704_447_000.0), ("2024-01-05t09:30:00z", 1_704_447_000),
        ("2024-01-05 17:30:00+08:00", 1_704_447_000),
        ("2024-01-05T04:30:00.25-05:00", 1_704_447_000.25), ("2024-01-05T09:30:00.123456789Z", 1_704_447_000.123456),
        ("2024-01-05T11:30:00+0200", 1_704_447_000), ("2024-01-05T10:30:00+01", 1_704_447_000),
        ("1897-02-11T23:12:23+08:05:43", -2_300_000_000), ("1897-02-11T23:12:23+080543", -2_300_000_000),
    ])
    func parsesRFC3339(text: String, seconds: Double) throws {
        let parsed = try FSISO8601.date(from: text)
        #expect(abs(parsed.timeIntervalSince1970 - seconds) < 1e-6)
    }

    @Test(arguments: [
        "2024-01-05T09:30:00", "2024-01-05", "2024-02-30T00:00:00Z", "2024-01-05T25:00:00Z",
        "2024-01-05T09:30:00+24:00", "2024-01-05T09:30Z", "x", "2024-01-05T09:30:00+05:", "2024-01-05T09:30:00+05:3015",
        "2024-01-05T09:30:00+0530:15", "2024-01-05T09:30:00+05:30:", "2024-01-05T09:30:00+05:30:60",
        "2024-01-05T09:30:00+5",
    ])
    func rejectsMalformedTimestamps(text: String) {
        #expect(throws: FSTimeToolError.self) { try FSISO8601.date(from: text) }
    }

    /// Beyond four-digit years Foundation writes more digits, and so do we; dates too far
    /// for microseconds to count clamp instead of trapping.
    @Test func farAndInvalidDates() {
        let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        for seconds in [2.5e11, 9.2e12, 12_345_678_901.5] {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(FSISO8601(fractionDigits: 3).string(from: date) == style.format(date))
        }
        #expect(FSISO8601().string(from: Date(timeIntervalSince1970: .nan)) == "1970-01-01T00:00:00Z")
        let limit = FSISO8601().string(from: Date(timeIntervalSince1970: 9.3e12))
        #expect(FSISO8601().string(from: Date(timeIntervalSince1970: .infinity)) == limit)
        #expect(limit.hasPrefix("294247-"))
    }

    /// Against `ISO8601DateFormatter` on random instants from 1850 to 2100 in zones whose early
    /// offsets are local mean time with seconds: the same text, and both parsers read it back
    /// as the same instant.
    @Test(arguments: ["Asia/Shanghai", "Europe/Dublin", "Africa/Monrovia", "America/New_York", "Asia/Kolkata", "UTC"])
    func offsetsWithSecondsMatchFoundation(zoneName: String) throws {
        let timeZone = try #require(TimeZone(identifier: zoneName))
        let foundation = Self.foundation(timeZone: timeZone)
        let ours = FSISO8601(fractionDigits: 3, timeZone: timeZone)
        var random = SeededGenerator(seed: 1850)
        for _ in 0..<3_000 {
            let date = Date(
                timeIntervalSince1970: Double(Int64.random(in: -3_786_825_600...4_102_444_800, using: &random)) + 0.25)
            let text = ours.string(from: date)
            #expect(text == foundation.string(from: date), "\(zoneName) \(date.timeIntervalSince1970)")
            #expect(try FSISO8601.date(from: text) == date, "\(text)")
        }
        #expect(
            FSISO8601(timeZone: shanghai).string(from: Date(timeIntervalSince1970: -2_300_000_000))
                == "1897-02-11T23:12:23+08:05:43")
    }

    /// Whole milliseconds in every year from 1583 (Foundation's calendar is Julian before) to
    /// 9999, in zones either side of Greenwich: the text of `ISO8601DateFormatter`, which
    /// rounds to the millisecond. Far from 1970 a `Double` stores most of them a little early;
    /// truncating `seconds × 10⁶` then wrote one millisecond less on about half of them.
    @Test(arguments: ["UTC", "Asia/Kolkata", "America/St_Johns"])
    func millisecondsMatchFoundationInEveryYear(zoneName: String) throws {
        let timeZone = try #require(TimeZone(identifier: zoneName))
        let foundation = Self.foundation(timeZone: timeZone)
        let ours = FSISO8601(fractionDigits: 3, timeZone: timeZone)
        var random = SeededGenerator(seed: 9979)
        for _ in 0..<20_000 {
            let milliseconds = Int64.random(in: -12_212_553_600_000...253_402_300_799_999, using: &random)
            let date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
            #expect(ours.string(from: date) == foundation.string(from: date), "\(zoneName) \(milliseconds) ms")
        }
    }

    /// Text read and written again is the same text: random timestamps with milliseconds in
    /// years 1 to 9999, and with microseconds from 1866 to 2136, at random offsets — the
    /// fuzzer's `9979-01-05T09:31:00.133` among them, which came back as `.132`.
    @Test func parsedTextWritesBackUnchanged() throws {
        var random = SeededGenerator(seed: 133)
        var texts = ["9979-01-05T09:31:00.133Z"]
        for index in 0..<40_000 {
            let micro = index % 2 == 1
            let year = micro ? Int.random(in: 1866...2136, using: &random) : Int.random(in: 1...9999, using: &random)
            let month = Int.random(in: 1...12, using: &random)
            let day = Int.random(in: 1...28, using: &random)
            let offset = Int.random(in: -72...72, using: &random) * 15  // minutes, within ±18 h
            let fraction =
                micro ? Int.random(in: 0..<1_000_000, using: &random) : Int.random(in: 0..<1000, using: &random)
            let zone =
                offset == 0
                ? "Z" : (offset < 0 ? "-" : "+") + String(format: "%02d:%02d", abs(offset) / 60, abs(offset) % 60)
            let digits = String(fraction + (micro ? 1_000_000 : 1000)).dropFirst()
            let time = String(
                format: "%04d-%02d-%02dT%02d:%02d:%02d", year, month, day, Int.random(in: 0...23, using: &random),
                Int.random(in: 0...59, using: &random), Int.random(in: 0...59, using: &random))
            texts.append(time + "." + digits + zone)
        }
        for text in texts {
            let digits = text.split(separator: ".")[1].prefix { $0.isNumber }.count
            let offset = text.hasSuffix("Z") ? 0 : Self.offsetSeconds(text)
            let writer = FSISO8601(fractionDigits: digits, timeZone: try #require(TimeZone(secondsFromGMT: offset)))
            let written = writer.string(from: try FSISO8601.date(from: text))
            #expect(written == text)
        }
    }

    /// The seconds of a text's `±hh:mm` offset.
    static func offsetSeconds(_ text: String) -> Int {
        let tail = text.suffix(6)
        let sign = tail.first == "-" ? -1 : 1
        let parts = tail.dropFirst().split(separator: ":").compactMap { Int($0) }
        return sign * (parts[0] * 3600 + parts[1] * 60)
    }

    @Test func roundTripsAgainstFoundationsParser() throws {
        let foundation = Self.foundation(timeZone: utc)
        for seconds in stride(from: -2_000_000_000.0, to: 4_000_000_000, by: 77_777_777.777) {
            let text = FSISO8601(fractionDigits: 3, timeZone: newYork).string(
                from: Date(timeIntervalSince1970: seconds))
            #expect(try FSISO8601.date(from: text) == foundation.date(from: text), "\(text)")
        }
    }
}

@Suite struct CalendarMathTests {
    let math = FSCalendarMath(timeZone: newYork)

    @Test func addingDaysKeepsTheWallClockAcrossDaylightSaving() {
        let evening = Date(timeIntervalSince1970: 1_710_025_200)  // 2024-03-09 18:00 EST
        let next = math.adding(days: 1, to: evening)
        #expect(next.timeIntervalSince(evening) == 23 * 3600)
        #expect(math.calendar.component(.hour, from: next) == 18)
        #expect(math.calendarDays(from: evening, to: next) == 1)
        #expect(math.adding(days: -1, to: next) == evening)
    }

    @Test func calendarDaysCountMidnights() {
        let lateNight = Date(timeIntervalSince1970: 1_704_517_140)  // 2024-01-05 23:59 EST
        #expect(math.calendarDays(from: lateNight, to: lateNight.addingTimeInterval(120)) == 1)
        #expect(math.calendarDays(from: lateNight.addingTimeInterval(120), to: lateNight) == -1)
        #expect(math.calendarDays(from: lateNight, to: lateNight.addingTimeInterval(-3600)) == 0)
    }

    /// Days and ages between random instants, 1900–2100, in zones where daylight saving once
    /// skipped midnight, against the local dates Foundation's calendar gives each instant,
    /// counted in UTC where no day is short.
    @Test(arguments: [
        "America/Sao_Paulo", "Asia/Shanghai", "America/Havana", "Asia/Beirut", "America/Santiago", "Asia/Tehran",
        "Africa/Cairo", "America/New_York",
    ])
    func daysAndAgesOnDaysWithoutMidnight(zoneName: String) throws {
        let timeZone = try #require(TimeZone(identifier: zoneName))
        let math = FSCalendarMath(timeZone: timeZone)
        var local = Calendar(identifier: .gregorian)
        local.timeZone = timeZone
        var dates = Calendar(identifier: .gregorian)
        dates.timeZone = utc
        func day(_ date: Date) throws -> Date {
            try #require(dates.date(from: local.dateComponents([.year, .month, .day], from: date)))
        }
        var random = SeededGenerator(seed: 1942)
        var instants: [Date] = []
        var cursor = Date(timeIntervalSince1970: -2_208_988_800)
        while let next = timeZone.nextDaylightSavingTimeTransition(after: cursor),
            next.timeIntervalSince1970 < 4_102_444_800
        {
            instants += [next, next.addingTimeInterval(-1), next.addingTimeInterval(86_000)]
            cursor = next
        }
        for _ in 0..<2_000 {
            instants.append(
                Date(timeIntervalSince1970: Double(Int64.random(in: -2_208_988_800...4_102_444_800, using: &random))))
        }
        for start in instants {
            let end = instants.randomElement(using: &random) ?? start
            let expectedDays = dates.dateComponents([.day], from: try day(start), to: try day(end)).day
            #expect(math.calendarDays(from: start, to: end) == expectedDays, "\(zoneName) \(start) \(end)")
            let expectedAge = dates.dateComponents([.year], from: try day(start), to: try day(end)).year
            #expect(math.age(birthday: start, on: end) == expectedAge, "\(zoneName) \(start) \(end)")
        }
        // The case that was one short: São Paulo's 2018-11-04 began at 01:00.
        let saoPaulo = FSCalendarMath(timeZone: zone("America/Sao_Paulo"))
        let skipped = try #require(saoPaulo.date(year: 2018, month: 11, day: 4, hour: 12))
        let before = try #require(saoPaulo.date(year: 2018, month: 11, day: 3, hour: 12))
        #expect(saoPaulo.calendarDays(from: skipped, to: skipped.addingTimeInterval(86_400)) == 1)
        #expect(saoPaulo.calendarDays(from: before, to: skipped) == 1)
    }

    /// Counts and fields from callers never trap or come back as a wrong date.
    @Test func extremeArgumentsSaturateOrFail() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(math.adding(days: .max, to: now) == .distantFuture)
        #expect(math.adding(days: .min, to: now) == .distantPast)
        #expect(
            math.adding(years: .max, to: now) == .distantFuture && math.adding(months: .min, to: now) == .distantPast)
        for year in [Int.max, Int.min, 1 << 40, 100_000_000, 0] {
            #expect(math.date(year: year, month: 1, day: 1) == nil, "\(year)")
        }
        #expect(FSCalendarMath.daysInMonth(year: 2024, month: .min) == 30, "Int.min is 4 modulo 12: April")
        #expect(
            FSCalendarMath.daysInMonth(year: 2024, month: 14) == 29
                && FSCalendarMath.daysInMonth(year: 2024, month: 0) == 31)
    }

    @Test func monthsClampAndPeriodsStartRight() throws {
        let january31 = try #require(math.date(year: 2024, month: 1, day: 31, hour: 12))
        #expect(math.civilDate(of: math.adding(months: 1, to: january31)).description == "2024-02-29")
        let yearLater = math.adding(years: 1, to: math.adding(months: 1, to: january31))
        #expect(math.civilDate(of: yearLater).description == "2025-02-28")
        let friday = try #require(math.date(year: 2024, month: 1, day: 5, hour: 15))
        #expect(math.civilDate(of: math.startOfWeek(containing: friday)).description == "2023-12-31")
        let mondayWeeks = FSCalendarMath(timeZone: newYork, firstWeekday: .monday)
        #expect(mondayWeeks.civilDate(of: mondayWeeks.startOfWeek(containing: friday)).description == "2024-01-01")
        #expect(math.startOfMonth(containing: friday) == math.date(year: 2024, month: 1, day: 1))
        #expect(math.startOfYear(containing: friday) == math.date(year: 2024, month: 1, day: 1))
        #expect(abs(math.endOfDay(friday).timeIntervalSince(math.startOfDay(friday)) - 86_399.999) < 1e-6)
        #expect(math.weekday(of: friday) == .friday)
        #expect(math.date(year: 2024, month: 3, day: 10, hour: 2, minute: 30) == nil, "a daylight-saving gap")
        #expect(math.date(year: 2023, month: 2, day: 29) == nil)
    }

    @Test func ages() throws {
        let birthday = try #require(math.date(year: 2000, month: 2, day: 29))
        let days = try [(2024, 2, 28), (2024, 2, 29), (2023, 2, 28), (2023, 3, 1)].map {
            try #require(math.date(year: $0.0, month: $0.1, day: $0.2))
        }
        #expect(days.map { math.age(birthday: birthday, on: $0) } == [23, 24, 23, 23])
        #expect(FSCalendarMath.isLeapYear(2000) && !FSCalendarMath.isLeapYear(1900) && FSCalendarMath.isLeapYear(2024))
        #expect(
            FSCalendarMath.daysInMonth(year: 2023, month: 2) == 28
                && FSCalendarMath.daysInMonth(year: 2024, month: 2) == 29)
    }

    @Test func timestamps() {
        let date = Date(timeIntervalSince1970: 1_700_000_000.987)
        #expect(
            FSTimestamp.seconds(of: date) == 1_700_000_000 && FSTimestamp.milliseconds(of: date) == 1_700_000_000_987)
        #expect(FSTimestamp.date(guessing: 1_700_000_000_987) == FSTimestamp.date(fromMilliseconds: 1_700_000_000_987))
        #expect(FSTimestamp.date(guessing: 1_700_000_000) == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(FSTimeConstants.secondsInDay == 86_400 && FSTimeConstants.secondsInLeapYear == 366 * 86_400)
        #expect(FSTimestamp.seconds(of: Date(timeIntervalSince1970: -0.5)) == -1)
        #expect(FSTimestamp.milliseconds(of: Date(timeIntervalSince1970: -0.0005)) == -1)
    }

    @Test func timestampsOfInvalidDatesSaturate() {
        #expect(FSTimestamp.seconds(of: Date(timeIntervalSince1970: .infinity)) == .max)
        #expect(FSTimestamp.seconds(of: Date(timeIntervalSince1970: -.infinity)) == .min)
        #expect(FSTimestamp.seconds(of: Date(timeIntervalSince1970: .nan)) == 0)
        #expect(FSTimestamp.milliseconds(of: Date(timeIntervalSince1970: 1e16)) == .max)
        #expect(FSTimestamp.milliseconds(of: Date(timeIntervalSince1970: 9e15)) == 9_000_000_000_000_000_000)
    }
}

@Suite struct LunarDateTests {
    /// Published 农历 dates (Hong Kong Observatory / 紫金山天文台 tables).
    @Test(arguments: [
        ("2024-02-10", "甲辰年正月初一", "龙"), ("2023-01-22", "癸卯年正月初一", "兔"), ("2023-03-22", "癸卯年闰二月初一", "兔"),
        ("2025-07-25", "乙巳年闰六月初一", "蛇"), ("2024-02-09", "癸卯年腊月三十", "兔"), ("2000-01-01", "己卯年冬月廿五", "兔"),
        ("2024-09-17", "甲辰年八月十五", "龙"),
    ])
    func knownDates(gregorian: String, lunar: String, zodiac: String) throws {
        let date = try FSDatePattern("yyyy-MM-dd", timeZone: shanghai).date(from: gregorian)
        let lunarDate = try #require(FSLunarDate(date))
        #expect(lunarDate.description == lunar)
        #expect(lunarDate.zodiac == zodiac)
    }

    /// Month starts of lunar years 1900–2100 as `(year, month, leap, gregorian y-m-d)` from a
    /// Python package: `lunar_python` or `lunardate`.
    static func monthStarts(_ package: String) throws -> [(lunar: [Int], gregorian: Int64)] {
        let script =
            package == "lunar_python"
            ? """
            import math
            from lunar_python import LunarYear
            for y in range(1900, 2102):
                for m in LunarYear.fromYear(y).getMonths():
                    if m.getYear() == y and (y < 2101 or m.getMonth() == 1):
                        # A Julian day number counts from noon; 1970-01-01 is day 2440588.
                        day = math.floor(m.getFirstJulianDay() + 0.5) - 2440588
                        print(y, abs(m.getMonth()), int(m.getMonth() < 0), day)
            """
            : """
            import datetime
            from lunardate import LunarDate
            for y in range(1900, 2100):
                for m in range(1, 13):
                    for leap in (0, 1):
                        try:
                            d = LunarDate(y, m, 1, leap).toSolarDate()
                        except ValueError:
                            continue
                        print(y, m, leap, (d - datetime.date(1970, 1, 1)).days)
            """
        return try Peer.python.run(["-W", "ignore", "-c", script]).split(separator: "\n").map {
            let fields = $0.split(separator: " ").compactMap { Int64($0) }
            return (fields.prefix(3).map { Int($0) }, fields[3])
        }
    }

    /// Every day of the range against `lunar-python`'s months, and against `lunardate`'s,
    /// which differ on exactly the four months the type's documentation names.
    @Test(
        .enabled(
            if: Peer.python.isAvailable(modules: ["lunar_python", "lunardate"]),
            "needs pip install lunar_python lunardate"))
    func everyDayMatchesThePublishedTables() throws {
        let reference = try Self.monthStarts("lunar_python").sorted { $0.gregorian < $1.gregorian }
        #expect(reference.count > 2_480)
        var checked = 0
        for (month, next) in zip(reference, reference.dropFirst()) {
            for day in month.gregorian..<next.gregorian {
                let (year, gregorianMonth, gregorianDay) = Civil.civil(days: day)
                let lunar = FSLunarDate(year: year, month: gregorianMonth, day: gregorianDay)
                let expected = month.lunar + [Int(day - month.gregorian) + 1]
                let actual = lunar.map { [$0.year, $0.month, $0.isLeapMonth ? 1 : 0, $0.day] }
                #expect(actual == expected, "\(year)-\(gregorianMonth)-\(gregorianDay)")
                checked += 1
            }
        }
        #expect(checked > 73_000)
        let first = try #require(reference.first).gregorian
        let end = try #require(reference.last).gregorian  // 正月初一 of 2101: just past the range
        #expect(FSLunarDate.gregorianRange.lowerBound == Date(timeIntervalSince1970: TimeInterval(first * 86_400)))
        #expect(FSLunarDate.gregorianRange.upperBound == Date(timeIntervalSince1970: TimeInterval(end * 86_400 - 1)))
        #expect(FSLunarDate(Date(timeIntervalSince1970: TimeInterval(end * 86_400)), timeZone: utc) == nil)
        #expect(FSLunarDate(Date(timeIntervalSince1970: TimeInterval(first * 86_400 - 1)), timeZone: utc) == nil)

        let ours = Set(reference.map { "\($0.lunar) \($0.gregorian)" })
        let theirs = try Self.monthStarts("lunardate")
        let differing = theirs.filter { !ours.contains("\($0.lunar) \($0.gregorian)") }.map {
            let (y, m, d) = Civil.civil(days: $0.gregorian)
            return String(format: "%04d-%02d-%02d", y, m, d)
        }
        // lunardate starts three months a day early and 1954's 十一月 a day late (from 1954-11-25 on
        // it reads 十月三十); the month after each agrees again.
        #expect(differing == ["1933-07-22", "1954-11-26", "1978-09-02", "2057-09-28"])
    }

    @Test func newYearsMonthsAndCycle() throws {
        #expect(FSLunarDate.newYear(of: 2025)?.description == "2025-01-29")
        #expect(FSLunarDate.newYear(of: 1899) == nil && FSLunarDate.newYear(of: 2101) == nil)
        let months = try #require(FSLunarDate.monthLengths(of: 2023))
        #expect(months.count == 13 && months[2].month == 2 && months[2].isLeap)
        #expect(months.reduce(0) { $0 + $1.days } == 384)
        let dates = [(1984, "甲子", "鼠"), (2043, "癸亥", "猪"), (1900, "庚子", "鼠"), (2100, "庚申", "猴")]
        for (year, name, animal) in dates {
            let day = try #require(FSLunarDate.newYear(of: year))
            let lunar = try #require(FSLunarDate(year: day.year, month: day.month, day: day.day))
            #expect(lunar.yearName == name && lunar.zodiac == animal && lunar.year == year)
        }
        #expect(FSLunarDate(year: 2024, month: 2, day: 30) == nil)
    }
}
