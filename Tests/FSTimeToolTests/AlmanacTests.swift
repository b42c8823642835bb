import FSTestSupport
import Foundation
import Testing

@testable import FSTimeTool

/// The 黄历 against lunar-python over every day FSAlmanac covers, and against cnlunar, a second
/// almanac, where the two agree.
@Suite struct AlmanacTests {
    /// Every day of 1901–2100, every field, both sects, as lunar-python's methods return them.
    @Test(.enabled(if: Peer.python.isAvailable(modules: ["lunar_python"]), "needs pip install lunar_python"))
    func everyDayIsLunarPythons() throws {
        let lines = try Self.lunarPythonDays().split(separator: "\n")
        #expect(lines.count == FSAlmanac.years.count * 365 + FSAlmanac.years.filter(Self.isLeap).count)
        var differences: [String] = []
        for line in TestDepth.sample(lines) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let parts = fields[0].split(separator: "-").compactMap { Int($0) }
            let almanac = try FSAlmanac(FSCivilDate(year: parts[0], month: parts[1], day: parts[2]))
            let ours = Self.fields(of: almanac)
            if ours != fields, differences.count < 10 {
                differences.append(
                    zip(ours, fields).filter { $0 != $1 }.map { "\(fields[0]): ours \($0), lunar-python \($1)" }
                        .joined(separator: "; "))
            }
        }
        #expect(differences.isEmpty, "\(differences)")
    }

    /// The example of the issue that asked for the almanac, and the one of the docs.
    @Test func theSixthOfOctober2025() throws {
        let almanac = try FSAlmanac(FSCivilDate(year: 2025, month: 10, day: 6))
        #expect(almanac.clashDescription == "(壬寅)虎")
        #expect(almanac.sha.plainName == "南")
        #expect(almanac.ji.contains(.jiaQu))
        #expect(almanac.day.name == "戊申" && almanac.month.name == "乙酉")
    }

    @Test func daysOutsideTheTablesAreTypedErrors() throws {
        for day in [try FSCivilDate(year: 1900, month: 12, day: 31), try FSCivilDate(year: 2101, month: 1, day: 1)] {
            let error = #expect(throws: FSTimeToolError.self) { try FSAlmanac(day) }
            #expect(error?.code == .notCovered)
        }
        #expect(throws: Never.self) { try FSAlmanac(FSCivilDate(year: 1901, month: 1, day: 1)) }
        #expect(throws: Never.self) { try FSAlmanac(FSCivilDate(year: 2100, month: 12, day: 31)) }
    }

    @Test func activitiesAreIdentifiedAndEncodedByTheirPinyin() throws {
        let all = FSAlmanac.Activity.allCases
        #expect(Set(all.map(\.identifier)).count == all.count)
        #expect(Set(all.map(\.name)).count == all.count)
        #expect(FSAlmanac.Activity.jiaQu.name == "嫁娶")
        let encoded = try JSONEncoder().encode([FSAlmanac.Activity.jiaQu, .naCaiWealth])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["jiaQu","naCaiWealth"]"#)
        #expect(try JSONDecoder().decode([FSAlmanac.Activity].self, from: encoded) == [.jiaQu, .naCaiWealth])
        let later = try JSONDecoder().decode([FSAlmanac.Activity].self, from: Data(#"["kaiXin"]"#.utf8))
        #expect(later[0].identifier == "kaiXin" && later[0].name == "kaiXin")
    }

    /// cnlunar follows 《协纪辨方书》 with a vocabulary of its own for 宜忌, so those are not
    /// compared; its 建除, 值神, mansion, 彭祖百忌, clash and gods' directions come from the same
    /// rules and agree on a seeded sample of its years (1901–2099), but for the spelling 金贵
    /// for 金匮 and the two days its 节 table puts a day before lunar-python's (1917's 大雪,
    /// 1927's 白露), which begin the next month early — as the DocC says.
    @Test(.enabled(if: Peer.python.isAvailable(modules: ["cnlunar"]), "needs pip install cnlunar"))
    func cnlunarAgreesButForTwoTermDays() throws {
        var generator = SeededGenerator(seed: 47)
        let first = try FSCivilDate(year: 1901, month: 3, day: 1).dayNumber
        let last = try FSCivilDate(year: 2099, month: 12, day: 31).dayNumber
        let earlyTerms = [
            try FSCivilDate(year: 1917, month: 12, day: 7), try FSCivilDate(year: 1927, month: 9, day: 8),
        ]
        let days =
            earlyTerms
            + TestDepth.sample(
                (0..<800).map { _ in FSCivilDate(dayNumber: Int.random(in: first...last, using: &generator)) })
        let script = """
            import sys, datetime, cnlunar
            for line in sys.stdin.read().split():
                y, m, d = map(int, line.split("-"))
                a = cnlunar.Lunar(datetime.datetime(y, m, d, 12, 0), godType="8char")
                officer, god, path = a.get_today12DayOfficer()
                gods = dict((g[:2], g[2:]) for g in a.get_luckyGodsDirection())
                print("\\t".join([line, officer, god.replace("金贵", "金匮"), path[:2], a.get_the28Stars()[0],
                    a.get_pengTaboo().replace(" ", ""), a.get_chineseZodiacClash()[-1],
                    gods["喜神"], gods["福神"], gods["财神"]]))
            """
        let output = try Peer.python.run(["-c", script], input: days.map(\.description).joined(separator: "\n"))
        var differing: [String] = []
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: "\t").map(String.init)
            let parts = fields[0].split(separator: "-").compactMap { Int($0) }
            let almanac = try FSAlmanac(FSCivilDate(year: parts[0], month: parts[1], day: parts[2]))
            let ours = [
                fields[0], almanac.zhiXing.name, almanac.tianShen.name, almanac.tianShen.pathName, almanac.mansion.name,
                almanac.pengZuStem + "," + almanac.pengZuBranch, almanac.clashZodiac, almanac.xiShen.name,
                almanac.fuShen.name, almanac.caiShen.name,
            ]
            if ours != fields { differing.append(fields[0]) }
        }
        #expect(differing == earlyTerms.map(\.description))
    }

    /// The calendar cell of the DocC article <doc:ChineseAlmanac>, as written there.
    @Test func theArticlesCalendarCell() throws {
        struct DayCell {
            var day: Int
            var note: String
            var badge: String?
            var yi: [String]
            var ji: [String]
            var avoidsWeddings: Bool
        }
        func cell(for date: FSCivilDate) throws -> DayCell {
            let almanac = try FSAlmanac(date)
            let lunar = FSLunarDate(year: date.year, month: date.month, day: date.day)
            var note = lunar.map { $0.day == 1 ? $0.monthName : $0.dayName } ?? ""
            if let term = try FSSolarTerm.term(on: date) { note = term.name }
            if let festival = try FSFestival.festivals(on: date).first { note = festival.name }
            var badge: String?
            if FSChinaHolidays.years.contains(date.year) {
                switch try FSChinaHolidays.status(of: date) {
                case .holiday(let holiday, _):
                    note = holiday.name
                    badge = "休"
                case .makeupWorkday: badge = "班"
                case .workday, .weekend: break
                }
            }
            return DayCell(
                day: date.day, note: note, badge: badge, yi: almanac.yi.map(\.name), ji: almanac.ji.map(\.name),
                avoidsWeddings: almanac.ji.contains(.jiaQu))
        }
        let midAutumn = try cell(for: FSCivilDate(year: 2025, month: 10, day: 6))
        #expect(midAutumn.note == "中秋节" && midAutumn.badge == "休" && midAutumn.avoidsWeddings)
        #expect(midAutumn.yi == ["冠笄", "沐浴", "出行", "修造", "动土", "移徙", "入宅", "破土", "安葬"])
        #expect(midAutumn.ji == ["嫁娶", "开市", "祭祀", "祈福", "斋醮", "纳采", "修坟"])
        // 2025-10-11, a Saturday worked for the holiday; 2025-10-09, 八月十八.
        #expect(try cell(for: FSCivilDate(year: 2025, month: 10, day: 11)).badge == "班")
        #expect(try cell(for: FSCivilDate(year: 2025, month: 10, day: 9)).note == "十八")
    }

    /// The fields the tests compare, in the oracle's order, as strings.
    private static func fields(of almanac: FSAlmanac) -> [String] {
        func names(_ list: [FSAlmanac.Activity]) -> String { list.map(\.name).joined(separator: ",") }
        return [
            almanac.date.description, names(almanac.yi), names(almanac.ji), almanac.clashDescription,
            almanac.sha.plainName, almanac.tianShen.name, almanac.tianShen.pathName, almanac.zhiXing.name,
            almanac.mansion.name, almanac.mansion.luckName, almanac.pengZuStem, almanac.pengZuBranch,
            almanac.xiShen.name, almanac.fuShen.name, almanac.caiShen.name,
            names(almanac.yi(monthBoundary: .termMoment)),
            names(almanac.ji(monthBoundary: .termMoment)), almanac.fuShen(sect: .first).name, almanac.tianShen.luckName,
        ]
    }

    /// lunar-python's fields of every day of ``FSAlmanac/years``, one line a day, computed on
    /// every core (about 2 ms a day) and kept for the suite's other passes.
    private static func lunarPythonDays() throws -> String {
        let script = """
            import datetime, multiprocessing, signal, sys
            from lunar_python import Solar

            # A process started from a Dispatch thread inherits its blocked signals.
            signal.pthread_sigmask(signal.SIG_SETMASK, set())

            def year(y):
                out = []
                day = datetime.date(y, 1, 1)
                while day.year == y:
                    l = Solar.fromYmd(day.year, day.month, day.day).getLunar()
                    out.append("\\t".join([day.isoformat(), ",".join(l.getDayYi()), ",".join(l.getDayJi()),
                        l.getDayChongDesc(), l.getDaySha(), l.getDayTianShen(), l.getDayTianShenType(),
                        l.getZhiXing(), l.getXiu(), l.getXiuLuck(), l.getPengZuGan(), l.getPengZuZhi(),
                        l.getDayPositionXiDesc(), l.getDayPositionFuDesc(), l.getDayPositionCaiDesc(),
                        ",".join(l.getDayYi(2)), ",".join(l.getDayJi(2)), l.getDayPositionFuDesc(1),
                        l.getDayTianShenLuck()]))
                    day += datetime.timedelta(days=1)
                return "\\n".join(out)

            first, last = map(int, sys.argv[1:3])
            # Forked workers inherit year(); spawned ones would look for it in a file. The pool is
            # closed and joined, so its workers end on their own: leaving `with Pool()` terminates
            # them with SIGTERM, and a worker that never saw it (a CI run hung so) is waited for
            # forever.
            pool = multiprocessing.get_context("fork").Pool()
            days = pool.map(year, range(first, last + 1))
            pool.close()
            pool.join()
            print("\\n".join(days))
            """
        let version = try Peer.python.run(
            ["-c", "from importlib.metadata import version; print(version('lunar_python'))"])
        return try Peer.python.runCached(
            ["-c", script, "\(FSAlmanac.years.lowerBound)", "\(FSAlmanac.years.upperBound)"], version: version)
    }

    private static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }
}
