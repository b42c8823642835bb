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

    /// The numeric style against Foundation's `Date.RelativeFormatStyle` (numeric, wide), which
    /// exists on Linux, on durations where calendar months do not come in.
    @Test(
        arguments: [
            -30.0, -59, -60, -61, -119, -300, -3599, -3600, -10_800, -86_399, -86_400, -172_800, -604_800, -1_209_600,
            -2_592_000, 300, 10_800, 172_800,
        ] as [Double])
    func numericStyleMatchesFoundation(offset: Double) {
        let reference = Date()
        let style = Date.RelativeFormatStyle(
            presentation: .numeric, unitsStyle: .wide, locale: Locale(identifier: "en_US"),
            calendar: Calendar(identifier: .gregorian))
        let foundation = style.format(reference.addingTimeInterval(offset)).replacingOccurrences(
            of: "\u{202F}", with: " ")
        let ours = FSRelativeTimeFormatter(language: .english, style: .numeric).string(
            for: reference.addingTimeInterval(offset))
        #expect(ours == foundation)
        let chinese = FSRelativeTimeFormatter(language: .chinese, style: .numeric).string(
            for: reference.addingTimeInterval(offset))
        #expect(chinese.hasSuffix(offset < 0 ? "前" : "后"))
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
        let date = try FSTimeEmbellisher.date(from: "2024-01-05 09:30", format: "yyyy-MM-dd HH:mm", timeZone: beijing)
        #expect(date == Date(timeIntervalSince1970: 1_704_418_200))
        #expect(FSTimeEmbellisher.localString(from: date, timeZone: beijing) == "2024年1月5日 09:30:00")
        #expect(FSTimeEmbellisher.localString(from: date, isShort: true, timeZone: beijing) == "2024年1月5日")
        #expect(
            try FSTimeEmbellisher.date(fromLocalString: "2024年1月5日", isShort: true, timeZone: beijing)
                == Date(timeIntervalSince1970: 1_704_384_000))
        #expect(
            try FSTimeEmbellisher.string(
                fromTimestamp: 1_704_418_200_000, format: "yyyy/MM/dd HH:mm", timeZone: beijing) == "2024/01/05 09:30")
        #expect(throws: FSTimeError.weekBasedYear) { try FSTimeEmbellisher.string(from: date, format: "YYYY") }
        #expect(throws: FSTimeError.self) { try FSTimeEmbellisher.date(from: "2024-13-05", format: "yyyy-MM-dd") }
    }
}
