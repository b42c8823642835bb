import ArgumentParser
import Foundation
import FrameworkStruct

/// `fstool time lunar`, `solar`, `terms`, `workday`, `almanac` and `next`: the Chinese calendar
/// and schedules on it.
extension TimeCommand {
    /// A day given as yyyy-MM-dd (or an instant, whose day in the zone is taken); today by default.
    struct DayArgument: ParsableArguments {
        @Argument(help: "The day: yyyy-MM-dd, or RFC 3339 (default: today).")
        var date: String?

        @OptionGroup var zone: ZoneOption

        func day() throws -> FSCivilDate {
            FSCivilDate(try date.map(zone.date) ?? Date(), timeZone: try zone.timeZone())
        }
    }

    struct Lunar: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Prints a day's Chinese calendar: 农历, 干支, 生肖, solar term and festivals.",
            discussion: "Examples: fstool time lunar 2024-02-10; fstool time lunar 2025-10-06 --json")

        @OptionGroup var day: DayArgument

        @OptionGroup var output: OutputOptions

        /// One day as `--json` writes it; a day without a solar term has `"term": null`.
        struct Object: Encodable {
            let date: String
            let lunarYear: Int
            let lunarMonth: Int
            let lunarDay: Int
            let leapMonth: Bool
            let text: String
            let yearGanZhi: String
            let monthGanZhi: String
            let dayGanZhi: String
            let zodiac: String
            let term: Nullable<String>
            let festivals: [String]
        }

        func run() throws {
            let day = try day.day()
            guard let lunar = FSLunarDate(day) else {
                throw CommandFailure("the lunar calendar covers 1900-01-31 through 2101-01-28")
            }
            // The pillars at the day's last minute: a 节 begins its month on the whole of its
            // day, as calendars print it; the year is the lunar year's, as beside a lunar date.
            let lastMinute = day.start(in: .chinaStandardTime).addingTimeInterval(86_340)
            let pillars = try FSFourPillars(lastMinute, year: .springFestival)
            let term = try FSSolarTerm.term(on: day)
            let festivals = try FSFestival.festivals(on: day).map(\.name)
            let object = Object(
                date: day.description, lunarYear: lunar.year, lunarMonth: lunar.month, lunarDay: lunar.day,
                leapMonth: lunar.isLeapMonth, text: lunar.description, yearGanZhi: pillars.year.name,
                monthGanZhi: pillars.month.name, dayGanZhi: pillars.day.name, zodiac: lunar.zodiac,
                term: Nullable(term?.name),
                festivals: festivals)
            let notes = ([term?.name].compactMap { $0 } + festivals).joined(separator: " ")
            try output.print(
                object,
                text: "\(lunar) (\(lunar.zodiac)年) \(pillars.month.name)月 \(pillars.day.name)日"
                    + (notes.isEmpty ? "" : " · " + notes))
        }
    }

    struct Solar: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Prints the Gregorian day of a lunar date: yyyy-MM-dd.",
            discussion: "Examples: fstool time solar 2025 8 15; fstool time solar 2025 6 1 --leap")

        @Argument(help: "The lunar year (numbered by the Gregorian year it begins in).")
        var lunarYear: Int

        @Argument(help: "The lunar month, 1 (正月) … 12 (腊月).")
        var lunarMonth: Int

        @Argument(help: "The day of the month, 1 … 30.")
        var lunarDay: Int

        @Flag(help: "The leap month (闰月) after the month.")
        var leap = false

        func run() throws {
            print(
                try FSLunarDate(lunarYear: lunarYear, month: lunarMonth, day: lunarDay, isLeapMonth: leap).gregorianDate
            )
        }
    }

    struct Terms: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Lists the 24 solar terms (节气) of a year, to the minute in China Standard Time.",
            discussion: "Examples: fstool time terms 2025; fstool time terms 2025 --json")

        @Argument(help: "The Gregorian year, 1900 … 2100.")
        var year: Int

        @OptionGroup var output: OutputOptions

        /// One term as `--json` writes it: `time` in RFC 3339 with +08:00.
        struct Row: Encodable {
            let name: String
            let date: String
            let time: String
        }

        func run() throws {
            let china = TimeZone.chinaStandardTime
            let rfc3339 = FSISO8601(timeZone: china)
            let clock = try FSDatePattern("HH:mm", timeZone: china)
            let terms = try FSSolarTerm.terms(of: year)
            let rows = terms.map {
                Row(
                    name: $0.term.name, date: FSCivilDate($0.date, timeZone: china).description,
                    time: rfc3339.string(from: $0.date))
            }
            try output.print(rows, table: zip(rows, terms).map { [$0.name, $0.date, clock.string(from: $1.date)] })
        }
    }

    struct Workday: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Says whether people work on a day in mainland China, and which holiday it belongs to.",
            discussion: "Examples: fstool time workday 2025-10-11; fstool time workday 2025-10-01 --json")

        @OptionGroup var day: DayArgument

        @OptionGroup var output: OutputOptions

        /// One day as `--json` writes it; a day outside the holidays has `"holiday": null`.
        struct Object: Encodable {
            let date: String
            let workday: Bool
            let holiday: Nullable<String>
        }

        func run() throws {
            let day = try day.day()
            let status = try FSChinaHolidays.status(of: day)
            var holiday: String?
            let text: String
            switch status {
            case .workday: text = "a workday"
            case .weekend: text = "a weekend day"
            case .holiday(let name, let inLieu):
                holiday = name.name
                text = "\(name.name)" + (inLieu ? " (调休: a day off in lieu)" : "")
            case .makeupWorkday(let name): text = "a workday (调休: a weekend day worked for \(name.name))"
            }
            try output.print(
                Object(date: day.description, workday: status.isWorkday, holiday: Nullable(holiday)),
                text: "\(day): \(text)")
        }
    }

    struct Almanac: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Prints a day's 黄历: 宜忌, 冲煞, 值神, 建除, 二十八宿, 彭祖百忌 and the gods' directions.",
            discussion: """
                Values are lunar-python's, 1901–2100. Examples: fstool time almanac 2025-10-06; \
                fstool time almanac 2025-10-06 --json; fstool time almanac 2025-10-08 --month-boundary term-moment
                """)

        /// When the month that picks 宜忌 changes.
        enum MonthBoundary: String, ExpressibleByArgument, CaseIterable {
            case termDay = "term-day"
            case termMoment = "term-moment"

            var value: FSAlmanac.MonthBoundary { self == .termDay ? .termDay : .termMoment }
        }

        /// lunar-python's two tables of 福神's directions.
        enum FuShenSect: String, ExpressibleByArgument, CaseIterable {
            case first = "1"
            case second = "2"

            var value: FSAlmanac.FuShenSect { self == .first ? .first : .second }
        }

        @OptionGroup var day: DayArgument

        @Option(help: "When the month of 宜忌 changes: on the 节's day (lunar-python's sect 1) or at its moment (sect 2).")
        var monthBoundary = MonthBoundary.termDay

        @Option(help: "lunar-python's table of 福神's directions: 1 or 2.")
        var fuSect = FuShenSect.second

        @OptionGroup var output: OutputOptions

        /// One day as `--json` writes it: each value as lunar-python's method of the same name
        /// returns it (`getDayChongDesc()`, `getDaySha()` …).
        struct Object: Encodable {
            let date: String
            let yi: [String]
            let ji: [String]
            let chong: String
            let sha: String
            let tianShen: String
            let tianShenType: String
            let zhiXing: String
            let xiu: String
            let xiuLuck: String
            let pengZu: [String]
            let xi: String
            let fu: String
            let cai: String
        }

        func run() throws {
            let day = try day.day()
            let almanac = try FSAlmanac(day)
            let yi = almanac.yi(monthBoundary: monthBoundary.value).map(\.name)
            let ji = almanac.ji(monthBoundary: monthBoundary.value).map(\.name)
            let fu = almanac.fuShen(sect: fuSect.value).name
            let object = Object(
                date: day.description, yi: yi, ji: ji, chong: almanac.clashDescription, sha: almanac.sha.plainName,
                tianShen: almanac.tianShen.name, tianShenType: almanac.tianShen.pathName, zhiXing: almanac.zhiXing.name,
                xiu: almanac.mansion.name, xiuLuck: almanac.mansion.luckName,
                pengZu: [almanac.pengZuStem, almanac.pengZuBranch], xi: almanac.xiShen.name, fu: fu,
                cai: almanac.caiShen.name)
            let lunar = FSLunarDate(day).map { "\($0) " } ?? ""
            let text = [
                "\(day) \(lunar)\(almanac.month.name)月 \(almanac.day.name)日",
                "宜  " + yi.joined(separator: " "),
                "忌  " + ji.joined(separator: " "),
                "冲  \(almanac.clashDescription)  煞\(almanac.sha.plainName)",
                "值神 \(almanac.tianShen.name)（\(almanac.tianShen.pathName)）  建除 \(almanac.zhiXing.name)  "
                    + "星宿 \(almanac.mansion.name)（\(almanac.mansion.luckName)）",
                "彭祖百忌 \(almanac.pengZuStem) \(almanac.pengZuBranch)",
                "喜神 \(almanac.xiShen.name)  福神 \(fu)  财神 \(almanac.caiShen.name)",
            ]
            try output.print(object, text: text.joined(separator: "\n"))
        }
    }

    struct Next: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Lists the next instants of a daily time: every day, on some weekdays, or on workdays in mainland China.",
            discussion: """
                Printed in RFC 3339 with the zone's offset, one a line. Examples: \
                fstool time next 09:00 --zone Asia/Shanghai --workdays --from 2025-09-28T00:00:00+08:00 --count 10; \
                fstool time next 02:30 --zone America/New_York --weekdays sun --count 3
                """)

        /// A day of the week as `--weekdays` takes it.
        enum Weekday: String, CaseIterable, ExpressibleByArgument {
            case sun, mon, tue, wed, thu, fri, sat

            var value: FSWeekday { FSWeekday.allCases[Self.allCases.firstIndex(of: self) ?? 0] }
        }

        /// `mon,tue,…`: each one a ``Weekday``, so a typo is a usage error.
        struct WeekdayList: ExpressibleByArgument {
            let days: Set<FSWeekday>

            init?(argument: String) {
                let days = argument.split(separator: ",").map { Weekday(rawValue: String($0)) }
                guard !days.isEmpty, days.allSatisfy({ $0 != nil }) else { return nil }
                self.days = Set(days.compactMap { $0?.value })
            }

            static var defaultValueDescription: String { "mon,tue,wed,thu,fri" }
        }

        @Argument(help: "The time of day, HH:mm.")
        var time: String

        @OptionGroup var zone: ZoneOption

        @Flag(help: "Only workdays in mainland China (调休 included).")
        var workdays = false

        @Option(help: "Only these days of the week: sun,mon,tue,wed,thu,fri,sat.")
        var weekdays: WeekdayList?

        @Option(help: "Start after this instant: RFC 3339, @<Unix seconds> or yyyy-MM-dd[ HH:mm[:ss]] (default: now).")
        var from: String?

        @Option(help: "How many instants.")
        var count = 10

        func validate() throws {
            if workdays, weekdays != nil { throw ValidationError("give --workdays or --weekdays, not both") }
            guard (1...10_000).contains(count) else { throw ValidationError("--count must be 1 to 10000") }
        }

        func run() throws {
            let timeZone = try zone.timeZone()
            let days: FSDailySchedule.Days =
                workdays ? .workdaysInChina : weekdays.map { .weekdays($0.days) } ?? .everyDay
            let schedule = try FSDailySchedule(time, on: days, timeZone: timeZone)
            let start = try from.map(zone.date) ?? Date()
            let writer = FSISO8601(fractionDigits: 0, timeZone: timeZone)
            for instant in try schedule.instants(after: start, count: count) { print(writer.string(from: instant)) }
        }
    }
}
