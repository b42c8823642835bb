import ArgumentParser
import Foundation
import FrameworkStruct

struct TimeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "time",
        abstract: "Formats, parses and describes dates (FSTimeTool, FSTimeEmbellisher).",
        discussion: """
            Examples: fstool time now --zone Asia/Shanghai; fstool time format @1700000000 --pattern "yyyy年M月d日 EEEE"
            --locale zh_CN; fstool time parse "Wed, 15 Nov 2023 06:13:20 GMT" --preset http;
            fstool time lunar 2024-02-10 --json; fstool time solar 2025 8 15; fstool time terms 2025
            """,
        subcommands: [
            Now.self, Format.self, Parse.self, Relative.self, Lunar.self, Solar.self, Terms.self, Workday.self,
            Almanac.self, Next.self,
        ]
    )
}

/// `--language zh|en`, for every command that writes words.
struct LanguageOption: ParsableArguments {
    enum Language: String, ExpressibleByArgument, CaseIterable {
        case zh, en
    }

    @Option(help: "The language of the words.")
    var language: Language = .zh
}

/// `--language zh|zh-Hant|ja|ko|en`, for relative times and durations.
struct TimeLanguageOption: ParsableArguments {
    enum Language: String, ExpressibleByArgument, CaseIterable {
        case zh
        case zhHant = "zh-Hant"
        case ja, ko, en

        var timeLanguage: FSTimeLanguage {
            switch self {
            case .zh: .chinese
            case .zhHant: .traditionalChinese
            case .ja: .japanese
            case .ko: .korean
            case .en: .english
            }
        }
    }

    @Option(help: "The language of the words.")
    var language: Language = .zh
}

/// `--locale L` for the names in date patterns.
struct PatternLocaleOption: ParsableArguments {
    @Option(help: "The locale of month, weekday and AM/PM names, e.g. zh_CN, ja_JP (default: en_US_POSIX).")
    var locale: LocaleIdentifier?

    var value: Locale { locale?.locale ?? Locale(identifier: "en_US_POSIX") }
}

/// Options every time subcommand shares.
struct ZoneOption: ParsableArguments {
    @Option(help: "Time zone identifier, e.g. Asia/Shanghai (default: the system's).")
    var zone: String?

    func timeZone() throws -> TimeZone {
        guard let zone else { return .current }
        guard let timeZone = TimeZone(identifier: zone) else { throw ValidationError("unknown time zone '\(zone)'") }
        return timeZone
    }

    /// A date given as RFC 3339, as `@` and Unix seconds (as GNU `date -d @…` takes it), or as
    /// `yyyy-MM-dd[ HH:mm[:ss]]` in the zone.
    func date(_ text: String) throws -> Date {
        if text.hasPrefix("@") {
            guard let seconds = Double(text.dropFirst()), seconds.isFinite else {
                throw CommandFailure("cannot read '\(text)': after @ give Unix seconds, e.g. @1700000000.5")
            }
            return Date(timeIntervalSince1970: seconds)
        }
        if let date = try? FSISO8601.date(from: text) { return date }
        for pattern in ["yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd HH:mm", "yyyy-MM-dd"] {
            if let date = try? FSDatePattern(pattern, timeZone: timeZone()).date(from: text) { return date }
        }
        throw CommandFailure(
            "cannot read '\(text)': give RFC 3339 (2024-01-05T09:30:00+08:00), @<Unix seconds> or yyyy-MM-dd[ HH:mm[:ss]]"
        )
    }
}

extension TimeCommand {
    struct Now: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Prints the current time in a pattern.",
            discussion: "Example: fstool time now --format \"yyyy年M月d日 HH:mm\" --zone Asia/Shanghai")

        @Option(help: "An ICU pattern such as \"yyyy-MM-dd HH:mm:ss\" (default: RFC 3339).")
        var format: String?

        @OptionGroup var zone: ZoneOption

        func run() throws {
            let timeZone = try zone.timeZone()
            guard let format else {
                print(FSISO8601(fractionDigits: 3, timeZone: timeZone).string(from: Date()))
                return
            }
            print(try FSDatePattern(format, timeZone: timeZone).string(from: Date()))
        }
    }

    struct Format: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Writes an instant in a pattern, locale and time zone.",
            discussion: """
                The instant is RFC 3339 or @<Unix seconds>.
                Example: fstool time format @1700000000 --pattern "yyyy年M月d日 EEEE a h:mm" --locale zh_CN --zone Asia/Shanghai
                """)

        @Argument(help: "The instant: RFC 3339 (2024-01-05T09:30:00+08:00) or @<Unix seconds>.")
        var instant: String

        @Option(help: "An ICU pattern such as \"yyyy-MM-dd'T'HH:mm:ssXXX\".")
        var pattern: String

        @OptionGroup var locale: PatternLocaleOption
        @OptionGroup var zone: ZoneOption

        func run() throws {
            let timeZone = try zone.timeZone()
            let pattern = try FSDatePattern(pattern, timeZone: timeZone, locale: locale.value)
            print(pattern.string(from: try zone.date(instant)))
        }
    }

    struct Parse: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Parses text strictly and prints the instant in RFC 3339, with the offset the text gave.",
            discussion: """
                Example: fstool time parse "2024-01-05 09:30 +0530" --pattern "yyyy-MM-dd HH:mm Z"
                fstool time parse "Sunday, 06-Nov-94 08:49:37 GMT" --preset http --epoch
                """)

        /// Families of standard formats, read in every shape their standards allow.
        enum Preset: String, ExpressibleByArgument, CaseIterable {
            case http, email

            var parserPreset: FSDateParser.Preset {
                switch self {
                case .http: .httpDate
                case .email: .rfc5322
                }
            }
        }

        @Argument(help: "The text to parse.")
        var text: String

        @Option(
            name: [.long, .customLong("format")],
            help: "The pattern the text is written in; repeat it to try several in order (default: RFC 3339).")
        var pattern: [String] = []

        @Option(help: "Read a standard format instead of a pattern.")
        var preset: Preset?

        @OptionGroup var locale: PatternLocaleOption

        @OptionGroup var zone: ZoneOption

        @Flag(help: "Print Unix seconds instead of RFC 3339.")
        var epoch = false

        func validate() throws {
            if preset != nil && !pattern.isEmpty { throw ValidationError("give --pattern or --preset, not both") }
        }

        func run() throws {
            let timeZone = try zone.timeZone()
            let date: Date
            let offset: Int
            if pattern.isEmpty && preset == nil {
                date = try FSISO8601.date(from: text)
                offset = timeZone.secondsFromGMT(for: date)
            } else {
                let parser =
                    if let preset { try FSDateParser(preset.parserPreset) } else {
                        try FSDateParser(pattern, timeZone: timeZone, locale: locale.value)
                    }
                let parsed = try parser.match(text).pattern.dateAndOffset(from: text)
                (date, offset) = (parsed.date, parsed.secondsFromGMT)
            }
            // Milliseconds only when there are any: patterns read no finer.
            let seconds = date.timeIntervalSince1970
            let whole = seconds.rounded(.down) == seconds
            if epoch {
                print(whole ? String(Int64(seconds)) : String(format: "%.3f", seconds))
            } else {
                let written = TimeZone(secondsFromGMT: offset) ?? timeZone
                print(FSISO8601(fractionDigits: whole ? 0 : 3, timeZone: written).string(from: date))
            }
        }
    }

    struct Relative: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Describes a date relative to now: 3分钟前, 3分鐘前, 3分前, 3분 전, yesterday 14:05.",
            discussion: "Example: fstool time relative 2024-06-15T14:00:00+08:00 --language ja --style numeric")

        enum Style: String, ExpressibleByArgument, CaseIterable {
            case social, numeric, short

            var style: FSRelativeTimeFormatter.Style {
                switch self {
                case .social: .social
                case .numeric: .numeric
                case .short: .short
                }
            }
        }

        @Argument(help: "The date: RFC 3339, @<Unix seconds> or yyyy-MM-dd[ HH:mm[:ss]].")
        var date: String

        @OptionGroup var language: TimeLanguageOption

        @Option(help: "social: 3分钟前, 昨天 14:05; numeric: 2 hours ago; short: 2h ago.")
        var style: Style = .social

        @Flag(help: "The numeric style (the same as --style numeric).")
        var numeric = false

        @OptionGroup var zone: ZoneOption

        func run() throws {
            let formatter = FSRelativeTimeFormatter(
                language: language.language.timeLanguage, style: numeric ? .numeric : style.style,
                timeZone: try zone.timeZone())
            print(formatter.string(for: try zone.date(date)))
        }
    }
}

/// Patterns, ISO 8601, calendar math and the lunar calendar on a fixed instant.
@Sendable
func timeToolDemo() -> [String] {
    guard let beijing = TimeZone(identifier: "Asia/Shanghai"), let newYork = TimeZone(identifier: "America/New_York"),
        let stamp = try? FSDatePattern(.dash(.dateTimeMilliseconds), timeZone: beijing),
        let chinese = try? FSDatePattern(.chinese(.dateTime), timeZone: beijing)
    else { return ["time zones unavailable"] }
    let instant = Date(timeIntervalSince1970: 1_707_580_800.5)
    var lines = ["\(stamp.pattern): \(stamp.string(from: instant)); \(chinese.string(from: instant))"]
    lines.append("ISO 8601: \(FSISO8601(fractionDigits: 3, timeZone: beijing).string(from: instant))")
    do {
        _ = try FSDatePattern("YYYY-MM-dd", timeZone: beijing)
    } catch {
        lines.append("YYYY-MM-dd: \(error)")
    }
    let math = FSCalendarMath(timeZone: newYork)
    if let evening = math.date(year: 2024, month: 3, day: 9, hour: 18) {
        let next = math.adding(days: 1, to: evening)
        lines.append(
            "New York 2024-03-09 18:00 + 1 day = \(next.timeIntervalSince(evening) / 3600) hours later, still 18:00")
    }
    if let lunar = FSLunarDate(instant) { lines.append("农历: \(lunar) (\(lunar.zodiac)年)") }
    if let midAutumn = try? FSFestival.midAutumnFestival.date(in: 2025), let pillars = try? FSFourPillars(instant),
        let qingming = try? FSSolarTerm.qingming.moment(in: 2025),
        let october11 = try? FSCivilDate(year: 2025, month: 10, day: 11),
        let status = try? FSChinaHolidays.status(of: october11)
    {
        lines.append(
            "中秋 2025: \(midAutumn); 八字 of the instant: \(pillars); 清明 2025 begins \(stamp.string(from: qingming))")
        lines.append("2025-10-11 (a Saturday): \(status.isWorkday ? "worked (调休)" : "off")")
    }
    return lines
}

/// Relative time, durations and day periods.
@Sendable
func timeEmbellisherDemo() -> [String] {
    let beijing = TimeZone(identifier: "Asia/Shanghai") ?? .current
    let now = Date(timeIntervalSince1970: 1_718_431_200)  // 2024-06-15 14:00 in Beijing
    let zh = FSRelativeTimeFormatter(language: .chinese, timeZone: beijing)
    let en = FSRelativeTimeFormatter(language: .english, timeZone: beijing)
    let offsets: [Double] = [-20, -300, -7200, -54_000, -176_400, -864_000, 600]
    return [
        "relative (zh): "
            + offsets.map { zh.string(for: now.addingTimeInterval($0), relativeTo: now) }.joined(separator: ", "),
        "relative (en): "
            + offsets.map { en.string(for: now.addingTimeInterval($0), relativeTo: now) }.joined(separator: ", "),
        "relative (zh-Hant, ja, ko): "
            + [FSTimeLanguage.traditionalChinese, .japanese, .korean].map { language in
                let social = FSRelativeTimeFormatter(language: language, timeZone: beijing)
                return [-20.0, -300, -54_000].map { social.string(for: now.addingTimeInterval($0), relativeTo: now) }
                    .joined(separator: ", ")
            }.joined(separator: "; "),
        "short: "
            + FSTimeLanguage.allCases.map {
                FSRelativeTimeFormatter(language: $0, style: .short, timeZone: beijing).string(
                    for: now.addingTimeInterval(-180), relativeTo: now)
            }.joined(separator: ", "),
        "durations: \(FSDuration.clock(.seconds(3725))), \(FSDuration.units(93_780, language: .chinese)), "
            + "\(FSDuration.countdown(183_845, language: .chinese))",
        "14:00 is \(FSDayPeriod(of: now, timeZone: beijing).chineseName) (\(FSDayPeriod(of: now, timeZone: beijing).englishName))",
    ]
}
