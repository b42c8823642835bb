import FSTestSupport
import FSTimeTool
import Foundation
import Testing

@testable import FSTimeEmbellisher

private let beijing = TimeZone(identifier: "Asia/Shanghai") ?? .current
/// 2024-06-15 14:00:00 in Beijing (a Saturday).
private let now = Date(timeIntervalSince1970: 1_718_431_200)

// Serialized: Foundation's RelativeFormatStyle is compared on every case, and a crash seen once
// with many of its formatters in parallel was not reproducible under the sanitizers.
@Suite(.serialized) struct RelativeTimeTests {
    @Test(
        arguments: [
            (-30.0, "刚刚", "just now"), (-59, "刚刚", "just now"), (-60, "1分钟前", "1 minute ago"),
            (-119, "1分钟前", "1 minute ago"),
            (-3599, "59分钟前", "59 minutes ago"), (-3600, "1小时前", "1 hour ago"), (-46_800, "13小时前", "13 hours ago"),
            (-54_000, "昨天 23:00", "yesterday 23:00"), (-136_800, "昨天 00:00", "yesterday 00:00"),
            (-176_400, "前天", "2 days ago"), (-345_600, "4天前", "4 days ago"), (-864_000, "06-05", "06-05"),
            (-17_280_000, "2023-11-28", "2023-11-28"),
            (30, "即将", "in a moment"), (600, "10分钟后", "in 10 minutes"), (10_800, "3小时后", "in 3 hours"),
            (43_200, "明天 02:00", "tomorrow 02:00"), (144_000, "后天", "in 2 days"), (432_000, "5天后", "in 5 days"),
        ] as [(Double, String, String)])
    func socialStyle(offset: Double, chinese: String, english: String) {
        let date = now.addingTimeInterval(offset)
        #expect(
            FSRelativeTimeFormatter(language: .chinese, timeZone: beijing).string(for: date, relativeTo: now) == chinese
        )
        #expect(
            FSRelativeTimeFormatter(language: .english, timeZone: beijing).string(for: date, relativeTo: now) == english
        )
    }

    @Test func thresholdsAreConfigurable() {
        var formatter = FSRelativeTimeFormatter(language: .chinese, timeZone: beijing)
        formatter.justNowInterval = 10
        formatter.dayLimit = 2
        #expect(formatter.string(for: now.addingTimeInterval(-30), relativeTo: now) == "0分钟前")
        #expect(formatter.string(for: now.addingTimeInterval(-49 * 3600), relativeTo: now) == "06-13")
        formatter.dayLimit = 0
        #expect(formatter.string(for: now.addingTimeInterval(-49 * 3600), relativeTo: now) == "06-13")
    }

    /// Invalid or absurdly far dates give some text instead of trapping.
    @Test func invalidAndFarDates() {
        for seconds in [Double.nan, .infinity, -.infinity, 1e300, -1e300] {
            let date = Date(timeIntervalSince1970: seconds)
            for style in [FSRelativeTimeFormatter.Style.social, .numeric] {
                let text = FSRelativeTimeFormatter(language: .english, style: style, timeZone: beijing).string(
                    for: date, relativeTo: now)
                #expect(style == .social || !text.isEmpty, "\(seconds)")
            }
        }
        let numeric = FSRelativeTimeFormatter(language: .english, style: .numeric)
        #expect(numeric.string(for: Date(timeIntervalSince1970: .nan), relativeTo: now).contains("0 seconds"))
    }

    /// The numeric style against Foundation's `Date.AnchoredRelativeFormatStyle` (numeric, wide),
    /// which formats a fixed date relative to any reference date we choose: reference dates from
    /// 1900 to 2100, offsets up to three years either way at every scale (seconds with halves,
    /// minutes, hours, days, weeks, months, years), in zones with daylight saving, half-hour
    /// shifts and skipped midnights, weeks starting on Sunday and on Monday, in every language.
    @Test(arguments: [
        "Asia/Shanghai", "America/New_York", "America/Sao_Paulo", "Europe/London", "Australia/Lord_Howe",
        "Pacific/Apia",
        "UTC",
    ])
    func numericStyleMatchesFoundation(zone: String) throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        let timeZone = try #require(TimeZone(identifier: zone))
        var random = SeededGenerator(seed: UInt64(zone.utf8.count) &* 7919)
        let scales: [Double] = [2, 90, 5400, 130_000, 900_000, 5_000_000, 40_000_000, 95_000_000]
        for firstWeekday in [FSWeekday.sunday, .monday] {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            calendar.firstWeekday = firstWeekday.rawValue
            do {
                for attempt in 0..<400 {
                    // The count is the same in every language: each attempt checks one of them.
                    let language = FSTimeLanguage.allCases[attempt % FSTimeLanguage.allCases.count]
                    var ours = FSRelativeTimeFormatter(language: language, style: .numeric, timeZone: timeZone)
                    ours.firstWeekday = firstWeekday
                    // Every fourth reference date lies within a day of a daylight-saving change.
                    var reference = Date(
                        timeIntervalSince1970: Double(Int64.random(in: -2_208_988_800...4_102_444_800, using: &random))
                            + [0, 0.25, 0.5, 0.999].randomElement(using: &random)!)
                    if attempt % 4 == 0, let change = timeZone.nextDaylightSavingTimeTransition(after: reference) {
                        reference = change.addingTimeInterval(Double.random(in: -86_400...86_400, using: &random))
                    }
                    let scale = scales.randomElement(using: &random)!
                    var offset = Double.random(in: -scale...scale, using: &random).rounded()
                    if attempt % 8 == 1 {
                        // From local midnight: the first second of the reference date's period.
                        let day = (reference.timeIntervalSince1970 / 86_400).rounded(.down) * 86_400
                        reference = Date(timeIntervalSince1970: day - Double(timeZone.secondsFromGMT(for: reference)))
                    }
                    if attempt % 4 == 1 {
                        // Whole days apart, give or take a second: the boundaries of the counting.
                        let span = attempt % 8 == 1 ? 40 : 1_100
                        let days = Double(Int.random(in: -span...span, using: &random))
                        offset = days * 86_400 + Double(Int.random(in: -1...1, using: &random))
                    } else if Bool.random(using: &random) {
                        offset += [0.5, -0.5, 0.499, 0.75].randomElement(using: &random)!
                    }
                    let date = reference.addingTimeInterval(offset)
                    let foundation = Date.AnchoredRelativeFormatStyle(
                        anchor: date, presentation: .numeric, unitsStyle: .wide,
                        locale: Locale(identifier: language.localeIdentifier), calendar: calendar
                    ).format(reference).replacingOccurrences(of: "\u{202F}", with: " ")
                    let text = ours.string(for: date, relativeTo: reference)
                    #expect(text == foundation, "\(zone) \(reference) \(offset) week from \(firstWeekday)")
                }
            }
        }
    }

    /// Instants on the edges of the counting — the last half second of a day, exact
    /// midnights, month ends, leap days — against Foundation.
    @Test func numericEdgesMatchFoundation() throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = beijing
        let ours = FSRelativeTimeFormatter(language: .english, style: .numeric, timeZone: beijing)
        // Local 2024-02-29 10:00:00.5 and 2024-03-31 00:00:00 in Beijing.
        let references = [1_709_172_000.5, 1_711_814_400.0, 1_711_814_399.5]
        let offsets: [Double] = [
            -3 * 86_400 + 50_399, 3 * 86_400 + 50_399, -86_400 - 36_000, 86_400 * 7 - 36_000, 86_400 * 31, -86_400 * 29,
            -86_400 * 366, 86_400 * 365, 0.5, -0.5, 86_399.5, -86_399.5,
        ]
        for reference in references.map(Date.init(timeIntervalSince1970:)) {
            for offset in offsets {
                let date = reference.addingTimeInterval(offset)
                let foundation = Date.AnchoredRelativeFormatStyle(
                    anchor: date, presentation: .numeric, unitsStyle: .wide, locale: Locale(identifier: "en_US"),
                    calendar: calendar
                ).format(reference).replacingOccurrences(of: "\u{202F}", with: " ")
                #expect(ours.string(for: date, relativeTo: reference) == foundation, "\(reference) \(offset)")
            }
        }
    }

    /// Fixed cases stated as Foundation documents them, independent of any reference date.
    @Test func numericStyleCases() {
        let english = FSRelativeTimeFormatter(language: .english, style: .numeric, timeZone: beijing)
        let chinese = FSRelativeTimeFormatter(language: .chinese, style: .numeric, timeZone: beijing)
        let cases: [(Double, String, String)] = [
            (0, "in 0 seconds", "0秒钟后"), (-0.4, "in 0 seconds", "0秒钟后"), (-0.5, "1 second ago", "1秒钟前"),
            (5, "in 5 seconds", "5秒钟后"), (90, "in 2 minutes", "2分钟后"), (-5400, "2 hours ago", "2小时前"),
            (3586.5, "in 1 hour", "1小时后"), (-(23 * 3600 + 40 * 60), "1 day ago", "1天前"),
            // Saturday 14:00: Monday 09:00 is two calendar days on; next Saturday is one Sunday-started
            // week on, next Sunday two.
            (2 * 86_400 - 5 * 3600, "in 2 days", "2天后"), (7 * 86_400, "in 1 week", "1周后"),
            (8 * 86_400, "in 2 weeks", "2周后"),
            (-40 * 86_400, "1 month ago", "1个月前"), (400 * 86_400, "in 1 year", "1年后"),
        ]
        for (offset, englishText, chineseText) in cases {
            #expect(english.string(for: now.addingTimeInterval(offset), relativeTo: now) == englishText, "\(offset)")
            #expect(chinese.string(for: now.addingTimeInterval(offset), relativeTo: now) == chineseText, "\(offset)")
        }
    }
}

@Suite struct DurationTests {
    @Test func originalClockForms() {
        #expect(FSDuration.minutesSeconds(125) == "02:05" && FSDuration.minutesSeconds(125, short: true) == "2:05")
        #expect(FSDuration.minutesSeconds(3725) == "62:05")
        #expect(FSDuration.hoursMinutesSeconds(3725) == "1:02:05" && FSDuration.hoursMinutesSeconds(0) == "0:00:00")
        #expect(
            FSDuration.clock(59.9) == "0:59" && FSDuration.clock(59.9, rounding: .toNearestOrAwayFromZero) == "1:00")
        #expect(FSDuration.clock(3600) == "1:00:00" && FSDuration.clock(-65) == "-1:05")
        #expect(FSDuration.clock(.nan) == "0:00" && FSDuration.clock(.infinity) == "0:00")
    }

    @Test func unitsAndCountdowns() {
        #expect(FSDuration.units(93_780, language: .chinese) == "1天2小时3分")
        #expect(FSDuration.units(183_600, language: .english, maxUnits: 2) == "2d 3h")
        #expect(FSDuration.units(93_784, language: .chinese, maxUnits: 2) == "1天2小时")
        #expect(FSDuration.units(0, language: .chinese) == "0秒" && FSDuration.units(0.5, language: .english) == "0s")
        #expect(FSDuration.units(-61, language: .english) == "-1m 1s")
        #expect(FSDuration.countdown(183_845, language: .chinese) == "还剩 2天 03:04:05")
        #expect(FSDuration.countdown(3_845, language: .english) == "01:04:05 left")
        #expect(FSDuration.countdown(0.2, language: .chinese) == "还剩 00:00:01", "rounded up: time is not up yet")
        #expect(FSDuration.countdown(-5, language: .chinese) == "还剩 00:00:00")
    }
}

@Suite struct DayPeriodTests {
    @Test func originalRanges() {
        let expected: [FSDayPeriod] = [
            .beforeDawn, .beforeDawn, .beforeDawn, .beforeDawn, .beforeDawn, .morning, .morning, .morning,
            .forenoon, .forenoon, .forenoon, .noon, .noon, .afternoon, .afternoon, .afternoon, .evenfall, .evenfall,
            .evenfall,
            .evening, .evening, .evening, .night, .night,
        ]
        #expect((0..<24).map(FSDayPeriod.init(hour:)) == expected)
        #expect(FSDayPeriod(of: now, timeZone: beijing) == .afternoon && FSDayPeriod.afternoon.chineseName == "下午")
        #expect(FSDayPeriod(hour: 24) == .beforeDawn && FSDayPeriod(hour: -1) == .night)
    }

    @Test func customBoundaries() throws {
        let custom = try #require(FSDayPeriod.Boundaries(starts: [0, 6, 9, 12, 14, 17, 19, 23]))
        #expect(custom.period(hour: 18) == .evenfall && custom.period(hour: 5) == .beforeDawn)
        #expect(FSDayPeriod.Boundaries(starts: [1, 6, 9, 12, 14, 17, 19, 23]) == nil)
        #expect(FSDayPeriod.Boundaries(starts: [0, 9, 6, 12, 14, 17, 19, 23]) == nil)
        #expect(FSDayPeriod.Boundaries(starts: [0, 6]) == nil)
    }
}

@Suite struct HelperTests {
    @Test func originalHelpers() throws {
        let date = try FSDateText.date(from: "2024-01-05 09:30", format: "yyyy-MM-dd HH:mm", timeZone: beijing)
        #expect(date == Date(timeIntervalSince1970: 1_704_418_200))
        #expect(FSDateText.localString(from: date, timeZone: beijing) == "2024年1月5日 09:30:00")
        #expect(FSDateText.localString(from: date, isShort: true, timeZone: beijing) == "2024年1月5日")
        #expect(
            try FSDateText.date(fromLocalString: "2024年1月5日", isShort: true, timeZone: beijing)
                == Date(timeIntervalSince1970: 1_704_384_000))
        #expect(
            try FSDateText.string(
                fromTimestamp: 1_704_418_200_000, format: "yyyy/MM/dd HH:mm", timeZone: beijing) == "2024/01/05 09:30")
        #expect(throws: FSTimeToolError.weekBasedYear) { try FSDateText.string(from: date, format: "YYYY") }
        #expect(throws: FSTimeToolError.self) { try FSDateText.date(from: "2024-13-05", format: "yyyy-MM-dd") }
    }
}
