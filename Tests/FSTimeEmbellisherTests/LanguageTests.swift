import FSTestSupport
import FSTimeTool
import Foundation
import Testing

@testable import FSTimeEmbellisher

/// Every language's words: the numeric and short styles against Foundation's
/// `Date.AnchoredRelativeFormatStyle` (wide and narrow units) for every unit at many counts,
/// past and future; the social style's table. In ``RelativeTimeTests``, which runs one test
/// at a time: Foundation's relative style crashed (freeing its formatter) when two suites
/// used it at once.
extension RelativeTimeTests {
    static let utcZone = TimeZone(identifier: "UTC") ?? .current
    /// 2024-06-15 14:00:00 UTC, a Saturday.
    static let anchor = Date(timeIntervalSince1970: 1_718_460_000)

    /// Offsets that land on every unit at counts 0, 1, 2, 5, 11 and 21, either way.
    static let offsets: [Double] = {
        let units: [Double] = [1, 60, 3_600, 86_400, 7 * 86_400, 31 * 86_400, 366 * 86_400]
        var offsets: [Double] = [0]
        for unit in units {
            for count in [1.0, 2, 5, 11, 21] where unit < 7 * 86_400 || count < 4 || unit == 366 * 86_400 {
                offsets += [count * unit, -count * unit]
            }
        }
        return offsets
    }()

    @Test(arguments: FSTimeLanguage.allCases)
    func numericAndShortStylesMatchFoundation(language: FSTimeLanguage) throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.utcZone
        for (style, units) in [
            (FSRelativeTimeFormatter.Style.numeric, Date.RelativeFormatStyle.UnitsStyle.wide), (.short, .narrow),
        ] {
            let ours = FSRelativeTimeFormatter(language: language, style: style, timeZone: Self.utcZone)
            for offset in Self.offsets {
                let date = Self.anchor.addingTimeInterval(offset)
                let foundation = Date.AnchoredRelativeFormatStyle(
                    anchor: date, presentation: .numeric, unitsStyle: units,
                    locale: Locale(identifier: language.localeIdentifier), calendar: calendar
                ).format(Self.anchor).replacingOccurrences(of: "\u{202F}", with: " ")
                #expect(ours.string(for: date, relativeTo: Self.anchor) == foundation, "\(language) \(style) \(offset)")
            }
        }
    }

    /// The social style's words, as the issue that asked for them spells them, and its counts
    /// in CLDR's units (narrow in Japanese, as feeds write 3分前).
    @Test(arguments: [
        (FSTimeLanguage.chinese, "刚刚", "即将", "昨天 ", "前天", "后天"),
        (.traditionalChinese, "剛剛", "即將", "昨天 ", "前天", "後天"),
        (.japanese, "たった今", "まもなく", "昨日 ", "一昨日", "明後日"),
        (.korean, "방금", "곧", "어제 ", "그저께", "모레"),
    ])
    func socialStyleWords(
        language: FSTimeLanguage, justNow: String, soon: String, yesterday: String, twoDaysAgo: String,
        inTwoDays: String
    ) throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        let social = FSRelativeTimeFormatter(language: language, timeZone: Self.utcZone)
        let text = { (offset: Double) in
            social.string(for: Self.anchor.addingTimeInterval(offset), relativeTo: Self.anchor)
        }
        #expect(text(-30) == justNow && text(30) == soon)
        #expect(text(-16 * 3_600) == yesterday + "22:00")
        #expect(text(-40 * 3_600) == twoDaysAgo && text(40 * 3_600) == inTwoDays)
        #expect(text(-20 * 86_400) == "05-26" && text(-200 * 86_400) == "2023-11-28")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.utcZone
        for (offset, rounded) in [(-300.0, -300.0), (-359, -300), (7_200, 7_200), (-4 * 86_400, -4 * 86_400)] {
            let foundation = Date.AnchoredRelativeFormatStyle(
                anchor: Self.anchor.addingTimeInterval(rounded), presentation: .numeric,
                unitsStyle: language == .japanese ? .narrow : .wide,
                locale: Locale(identifier: language.localeIdentifier), calendar: calendar
            ).format(Self.anchor)
            #expect(text(offset) == foundation, "\(language) \(offset)")
        }
    }

}

/// Durations and countdowns in every language, and Swift's `Duration`.
extension DurationTests {
    @Test func durationsInEveryLanguage() {
        let cases: [(FSTimeLanguage, String, String)] = [
            (.chinese, "1天2小时3分", "还剩 2天 03:04:05"), (.traditionalChinese, "1天2小時3分", "還剩 2天 03:04:05"),
            (.japanese, "1日2時間3分", "残り 2日 03:04:05"), (.korean, "1일 2시간 3분", "남은 시간 2일 03:04:05"),
            (.english, "1d 2h 3m", "2d 03:04:05 left"),
        ]
        for (language, units, countdown) in cases {
            #expect(FSDuration.units(93_780, language: language) == units)
            #expect(FSDuration.countdown(183_845, language: language) == countdown)
        }
    }

    /// A `Duration` gives the text of its seconds as a `Double`, down to the nanosecond.
    @Test func swiftDurations() {
        var random = SeededGenerator(seed: 2024)
        for _ in 0..<2_000 {
            let nanoseconds = Int64.random(in: -400_000_000_000_000...400_000_000_000_000, using: &random)
            let duration = Duration.nanoseconds(nanoseconds)
            let seconds = Double(nanoseconds) / 1e9
            #expect(FSDuration.clock(duration) == FSDuration.clock(seconds), "\(nanoseconds)")
            #expect(FSDuration.minutesSeconds(duration, short: true) == FSDuration.minutesSeconds(seconds, short: true))
            #expect(FSDuration.hoursMinutesSeconds(duration) == FSDuration.hoursMinutesSeconds(seconds))
            #expect(FSDuration.units(duration, language: .korean) == FSDuration.units(seconds, language: .korean))
            #expect(
                FSDuration.countdown(duration, language: .japanese)
                    == FSDuration.countdown(seconds, language: .japanese))
        }
        #expect(FSDuration.countdown(.nanoseconds(1), language: .english) == "00:00:01 left")
        #expect(FSDuration.countdown(.seconds(5), language: .english) == "00:00:05 left")
        #expect(FSDuration.clock(.milliseconds(125_999)) == "2:05")
        #expect(FSDuration.clock(.seconds(-65)) == "-1:05")
    }
}
