import FSTestSupport
import Foundation
import Testing

@testable import FSTimeTool

/// Schedules against Python's `zoneinfo` (wall-clock times read with `fold=0`: a time in a gap
/// moves forward by the gap, a repeated time is its first occurrence) and `chinesecalendar`'s
/// workdays, in zones with daylight saving, Lord Howe's half-hour change and Samoa's skipped day.
@Suite struct DailyScheduleTests {
    private static let zones = [
        "America/New_York", "Europe/London", "Australia/Lord_Howe", "Pacific/Apia", "Asia/Shanghai",
    ]

    @Test(
        .enabled(
            if: Peer.python.isAvailable(modules: ["zoneinfo", "chinese_calendar"]), "needs pip install chinesecalendar")
    )
    func nextInstantsAreZoneinfosAndChinesecalendars() throws {
        var generator = SeededGenerator(seed: 49)
        let first = try FSCivilDate(year: 2004, month: 1, day: 1).start(in: .gmt).timeIntervalSince1970
        let last = try FSCivilDate(year: 2026, month: 11, day: 1).start(in: .gmt).timeIntervalSince1970
        var cases: [(zone: String, hour: Int, minute: Int, rule: String, days: FSDailySchedule.Days, start: Int)] = []
        // Times that fall in the zones' gaps and overlaps (01:30, 02:15, 02:30, 03:30), and others.
        let times = [(1, 30), (2, 15), (2, 30), (3, 30), (9, 0), (18, 0), (0, 0), (23, 59)]
        for zone in Self.zones {
            for _ in 0..<TestDepth.sample(Array(0..<120)).count {
                let (hour, minute) = times.randomElement(using: &generator) ?? (9, 0)
                let start = Int(Double.random(in: first...last, using: &generator))
                let (rule, days): (String, FSDailySchedule.Days) =
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: ("every", .everyDay)
                    case 1: ("china", .workdaysInChina)
                    default:
                        {
                            let set = Set(FSWeekday.allCases.filter { _ in Bool.random(using: &generator) })
                            let chosen = set.isEmpty ? [FSWeekday.sunday] : set
                            return ("w" + chosen.map { String($0.rawValue) }.sorted().joined(), .weekdays(chosen))
                        }()
                    }
                cases.append((zone, hour, minute, rule, days, start))
            }
        }
        // Around each zone's changes of 2024 and Samoa's skipped 30 December 2011: an hour before
        // the change, each time of day.
        let python = """
            import sys, datetime
            from zoneinfo import ZoneInfo
            import chinese_calendar
            for line in sys.stdin.read().splitlines():
                zone, hour, minute, rule, start = line.split()
                zone, hour, minute, start = ZoneInfo(zone), int(hour), int(minute), int(start)
                day = datetime.datetime.fromtimestamp(start, zone).date() - datetime.timedelta(days=1)
                found, after = [], start
                while len(found) < 5:
                    weekday = str(day.isoweekday() % 7 + 1)  # Calendar's numbering: Sunday 1
                    if (rule == "every" or (rule == "china" and chinese_calendar.is_workday(day))
                            or (rule[0] == "w" and weekday in rule[1:])):
                        moment = datetime.datetime(day.year, day.month, day.day, hour, minute, tzinfo=zone).timestamp()
                        if moment > after:
                            found.append(int(moment))
                            after = moment
                    day += datetime.timedelta(days=1)
                print(" ".join(map(str, found)))
            """
        var lines: [String] = []
        for zone in Self.zones {
            guard let timeZone = TimeZone(identifier: zone) else { continue }
            var instant = Date(timeIntervalSince1970: first)
            while let change = timeZone.nextDaylightSavingTimeTransition(after: instant),
                change.timeIntervalSince1970 < last
            {
                for (hour, minute) in times {
                    cases.append((zone, hour, minute, "every", .everyDay, Int(change.timeIntervalSince1970) - 3600))
                }
                instant = change.addingTimeInterval(TimeInterval(FSTimeConstants.secondsInWeek * 20))
            }
        }
        for (hour, minute) in times {
            cases.append(("Pacific/Apia", hour, minute, "every", .everyDay, 1_325_152_800))  // 2011-12-29 00:00 -10
        }
        lines = cases.map { "\($0.zone) \($0.hour) \($0.minute) \($0.rule) \($0.start)" }
        let expected = try Peer.python.run(["-c", python], input: lines.joined(separator: "\n")).split(separator: "\n")
        #expect(expected.count == cases.count)
        var differences: [String] = []
        for (item, line) in zip(cases, expected) {
            guard let zone = TimeZone(identifier: item.zone) else { continue }
            let schedule = try FSDailySchedule(hour: item.hour, minute: item.minute, on: item.days, timeZone: zone)
            let ours = try schedule.instants(after: Date(timeIntervalSince1970: TimeInterval(item.start)), count: 5)
                .map { String(Int($0.timeIntervalSince1970)) }.joined(separator: " ")
            if ours != line, differences.count < 10 { differences.append("\(item): ours \(ours), zoneinfo \(line)") }
        }
        #expect(differences.isEmpty, "\(differences)")
    }

    /// The worked Sunday of 2025-09-28 counts, the National Day week does not, and 09:00 is
    /// found strictly after an instant at 09:00.
    @Test func workdaysInChinaFollowTiaoxiu() throws {
        let shanghai = TimeZone.chinaStandardTime
        let schedule = try FSDailySchedule("09:00", on: .workdaysInChina, timeZone: shanghai)
        let pattern = try FSDatePattern("yyyy-MM-dd HH:mm", timeZone: shanghai)
        let start = try pattern.date(from: "2025-09-28 09:00")
        let found = try schedule.instants(after: start, count: 4).map(pattern.string(from:))
        #expect(found == ["2025-09-29 09:00", "2025-09-30 09:00", "2025-10-09 09:00", "2025-10-10 09:00"])
        #expect(try pattern.string(from: schedule.next(after: start.addingTimeInterval(-1))) == "2025-09-28 09:00")
    }

    @Test func badTimesAreTypedErrors() throws {
        for text in ["9:00", "24:00", "12:60", "12-00", "", "１２:００", "12:00:00"] {
            let error = #expect(throws: FSTimeToolError.self) { try FSDailySchedule(text, timeZone: .gmt) }
            #expect(error?.code == .invalidTimeOfDay, "\(text)")
        }
        let none = #expect(throws: FSTimeToolError.self) {
            try FSDailySchedule(hour: 9, minute: 0, on: .weekdays([]), timeZone: .gmt)
        }
        #expect(none?.code == .invalidTimeOfDay)
        let late = try FSDailySchedule("09:00", on: .workdaysInChina, timeZone: .chinaStandardTime)
        let error = #expect(throws: FSTimeToolError.self) {
            try late.next(after: Date(timeIntervalSince1970: 4_102_444_800))  // 2100
        }
        #expect(error?.code == .notYetAnnounced)
    }
}
