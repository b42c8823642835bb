import FSTestSupport
import Foundation
import Testing

@testable import FSTimeTool

/// The Chinese calendar beyond Gregorian → lunar: lunar → Gregorian, the solar terms and the
/// public holidays, each against outside sources over its whole range.
@Suite struct ChineseCalendarTests {
    // MARK: Lunar → Gregorian

    /// Every lunar day of 1900–2100 against `lunar-python`'s months: its Gregorian day, and
    /// back. (`FSTimeToolTests.everyDayMatchesThePublishedTables` checks Gregorian → lunar.)
    @Test(.enabled(if: Peer.python.isAvailable(modules: ["lunar_python"]), "needs pip install lunar_python"))
    func everyLunarDayGivesLunarPythonsGregorianDay() throws {
        let reference = try LunarDateTests.monthStarts("lunar_python").sorted { $0.gregorian < $1.gregorian }
        var checked = 0
        for (month, next) in zip(reference, reference.dropFirst()) {
            let (year, number, leap) = (month.lunar[0], month.lunar[1], month.lunar[2] == 1)
            for day in 1...Int(next.gregorian - month.gregorian) {
                let lunar = try FSLunarDate(lunarYear: year, month: number, day: day, isLeapMonth: leap)
                let gregorian = lunar.gregorianDate
                #expect(gregorian.dayNumber == Int(month.gregorian) + day - 1, "\(lunar)")
                #expect(FSLunarDate(gregorian) == lunar)
                checked += 1
            }
        }
        #expect(checked > 73_000)
    }

    /// `lunardate`'s months, a separately kept table, give the same Gregorian days but for the
    /// four months where the two tables differ (see ``FSLunarDate``).
    @Test(.enabled(if: Peer.python.isAvailable(modules: ["lunardate"]), "needs pip install lunardate"))
    func lunardatesMonthsAgreeButForTheKnownFour() throws {
        var differing: [String] = []
        for month in try LunarDateTests.monthStarts("lunardate") {
            let lunar = try FSLunarDate(
                lunarYear: month.lunar[0], month: month.lunar[1], day: 1, isLeapMonth: month.lunar[2] == 1)
            if lunar.gregorianDate.dayNumber != Int(month.gregorian) {
                differing.append(FSCivilDate(dayNumber: Int(month.gregorian)).description)
            }
        }
        #expect(differing == ["1933-07-22", "1954-11-26", "1978-09-02", "2057-09-28"])
    }

    @Test func daysThatDoNotExistAreTypedErrors() throws {
        #expect(throws: FSTimeToolError.self) { try FSLunarDate(lunarYear: 2024, month: 9, day: 30) }  // 29 days
        #expect(try FSLunarDate(lunarYear: 2024, month: 8, day: 30).gregorianDate.description == "2024-10-02")
        #expect(
            try FSLunarDate(lunarYear: 2025, month: 6, day: 1, isLeapMonth: true).gregorianDate.description
                == "2025-07-25")
        let noLeap = #expect(throws: FSTimeToolError.self) {
            try FSLunarDate(lunarYear: 2024, month: 6, day: 1, isLeapMonth: true)
        }
        #expect(noLeap?.code == .nonexistentLunarDate)
        let outside = #expect(throws: FSTimeToolError.self) { try FSLunarDate(lunarYear: 2101, month: 1, day: 1) }
        #expect(outside?.code == .notCovered && outside?.kind == .unsupported)
        #expect(throws: FSTimeToolError.self) { try FSLunarDate(lunarYear: 2024, month: 13, day: 1) }
        #expect(throws: FSTimeToolError.self) { try FSLunarDate(lunarYear: 2024, month: 1, day: 0) }
    }

    @Test func anniversariesFallBackWhereTheCalendarLacksTheDay() throws {
        let midAutumn = try FSLunarDate(lunarYear: 2025, month: 8, day: 15)
        #expect(midAutumn.gregorianDate.description == "2025-10-06")
        let born = try FSLunarDate(lunarYear: 2017, month: 6, day: 30, isLeapMonth: true)  // 闰六月三十
        let next = try born.anniversary(inLunarYear: 2018)
        #expect(next.description == "戊戌年六月廿九" && !next.isLeapMonth)  // 2018 has no 闰六月; 六月 has 29 days
        #expect(try born.anniversary(inLunarYear: 2017) == born)
    }

    // MARK: Solar terms

    /// Every term of 1900–2100 against PyEphem: the Sun's apparent longitude at the table's
    /// moment (the middle of its minute) is the term's, within 2 minutes of the Sun's motion.
    @Test(.enabled(if: Peer.python.isAvailable(modules: ["ephem"]), "needs pip install ephem"))
    func everyTermIsWithinTwoMinutesOfPyEphem() throws {
        let moments = (0..<SolarTermTable.minutes.count).map { FSSolarTerm.moment(at: $0).timeIntervalSince1970 + 30 }
        let script = """
            import sys, math, datetime, ephem
            epoch = datetime.datetime(1970, 1, 1)
            for i, line in enumerate(sys.stdin):
                d = ephem.Date(epoch + datetime.timedelta(seconds=float(line)))
                sun = ephem.Sun(d)
                lon = math.degrees(ephem.Ecliptic(ephem.Equatorial(sun.ra, sun.dec, epoch=d), epoch=d).lon)
                target = (285 + 15 * (i % 24)) % 360
                print(((lon - target + 180) % 360 - 180) / (360 / 365.2422 / 1440))
            """
        let output = try Peer.python.run(
            ["-c", script], input: moments.map { String($0) }.joined(separator: "\n") + "\n")
        let offsets = output.split(separator: "\n").compactMap { Double($0) }
        #expect(offsets.count == 4_824)
        let worst = offsets.map(\.magnitude).max() ?? .infinity
        #expect(worst <= 2, "worst \(worst) minutes")
    }

    /// Every term's day in China Standard Time against `lunar-python`'s 节气 table.
    @Test(.enabled(if: Peer.python.isAvailable(modules: ["lunar_python"]), "needs pip install lunar_python"))
    func everyTermFallsOnLunarPythonsDay() throws {
        let script = """
            from lunar_python import Solar
            names = "小寒 大寒 立春 雨水 惊蛰 春分 清明 谷雨 立夏 小满 芒种 夏至 小暑 大暑 立秋 处暑 白露 秋分 寒露 霜降 立冬 小雪 大雪 冬至".split()
            pinyin = {"DONG_ZHI": "冬至", "XIAO_HAN": "小寒", "DA_HAN": "大寒", "LI_CHUN": "立春", "YU_SHUI": "雨水", "JING_ZHE": "惊蛰", "DA_XUE": "大雪"}
            for year in range(1900, 2101):
                table = {}
                for y in (year, year + 1):
                    for name, solar in Solar.fromYmd(y, 6, 1).getLunar().getJieQiTable().items():
                        if solar.getYear() == year:
                            table[pinyin.get(name, name)] = solar
                print(" ".join(table[n].toYmd() for n in names))
            """
        let days = try Peer.python.run(["-c", script]).split(whereSeparator: \.isWhitespace).map(String.init)
        #expect(days.count == 4_824)
        for (index, day) in days.enumerated() {
            let ours = FSCivilDate(FSSolarTerm.moment(at: index), timeZone: .chinaStandardTime)
            #expect(ours.description == day, "term \(index % 24) of \(1900 + index / 24)")
        }
    }

    @Test func termsOfAYearAndTheTermInEffect() throws {
        let terms = try FSSolarTerm.terms(of: 2024)
        #expect(terms.count == 24 && terms.map(\.term) == FSSolarTerm.allCases)
        let pattern = try FSDatePattern("yyyy-MM-dd HH:mm", timeZone: .chinaStandardTime)
        #expect(pattern.string(from: terms[2].date) == "2024-02-04 16:26")  // 立春, 16:27:07 in lunar-python
        #expect(try FSSolarTerm.term(on: FSCivilDate(year: 2024, month: 4, day: 4)) == .qingming)
        #expect(try FSSolarTerm.term(on: FSCivilDate(year: 2024, month: 4, day: 5)) == nil)
        let now = try pattern.date(from: "2024-04-10 12:00")
        #expect(try FSSolarTerm.current(at: now).term == .qingming && FSSolarTerm.next(after: now).term == .guyu)
        #expect(
            FSSolarTerm.lichun.longitude == 315 && FSSolarTerm.chunfen.longitude == 0
                && FSSolarTerm.lichun.isSectionTerm)
        #expect(throws: FSTimeToolError.self) { try FSSolarTerm.terms(of: 2101) }
        #expect(throws: FSTimeToolError.self) {
            try FSSolarTerm.current(at: Date(timeIntervalSince1970: -2_300_000_000))
        }
    }

    // MARK: Public holidays

    /// Every day of the covered years against `chinesecalendar`: workday or not, and the
    /// holiday's name.
    @Test(.enabled(if: Peer.python.isAvailable(modules: ["chinese_calendar"]), "needs pip install chinesecalendar"))
    func everyDayMatchesChineseCalendar() throws {
        let years = FSChinaHolidays.years
        let script = """
            import datetime, chinese_calendar as cc
            day, last = datetime.date(\(years.lowerBound), 1, 1), datetime.date(\(years.upperBound), 12, 31)
            while day <= last:
                on, name = cc.get_holiday_detail(day)
                print(int(cc.is_workday(day)), name or "-", int(cc.is_in_lieu(day)))
                day += datetime.timedelta(days=1)
            """
        let lines = try Peer.python.run(["-c", script]).split(separator: "\n")
        let english: [FSChinaHolidays.Holiday: String] = [
            .newYearsDay: "New Year's Day", .springFestival: "Spring Festival", .tombSweepingDay: "Tomb-sweeping Day",
            .labourDay: "Labour Day", .dragonBoatFestival: "Dragon Boat Festival",
            .midAutumnFestival: "Mid-autumn Festival",
            .nationalDay: "National Day", .antiFascist70thDay: "Anti-Fascist 70th Day",
        ]
        var day = try FSCivilDate(year: years.lowerBound, month: 1, day: 1)
        for line in lines {
            let fields = line.split(separator: " ", maxSplits: 1).map(String.init)
            let workday = fields[0] == "1"
            let rest = fields[1]
            let inLieu = rest.hasSuffix(" 1")
            let name = String(rest.dropLast(2))
            let status = try FSChinaHolidays.status(of: day)
            #expect(status.isWorkday == workday, "\(day)")
            switch status {
            case .holiday(let holiday, let lieu): #expect(english[holiday] == name && lieu == inLieu, "\(day)")
            case .makeupWorkday(let holiday): #expect(english[holiday] == name, "\(day)")
            case .workday, .weekend: #expect(name == "-", "\(day)")
            }
            day = day.advanced(by: 1)
        }
        #expect(lines.count > 8_000)
    }

    @Test func workdayArithmeticAndTheEndsOfTheTable() throws {
        let october8 = try FSCivilDate(year: 2025, month: 10, day: 8)
        #expect(try FSChinaHolidays.status(of: october8) == .holiday(.nationalDay, inLieu: true))
        #expect(try FSChinaHolidays.isWorkday(FSCivilDate(year: 2025, month: 9, day: 28)))  // a Sunday worked
        #expect(try FSChinaHolidays.nextWorkday(after: october8).description == "2025-10-09")
        #expect(try FSChinaHolidays.adding(workdays: 3, to: october8).description == "2025-10-11")  // a Saturday worked
        #expect(try FSChinaHolidays.adding(workdays: -1, to: october8).description == "2025-09-30")
        let september = try FSCivilDate(year: 2025, month: 9, day: 29)
        // 9-29, 9-30, 10-9, 10-10 and 10-11 (a Saturday worked) before 10-13.
        #expect(try FSChinaHolidays.workdays(from: september, to: october8.advanced(by: 5)) == 5)
        #expect(try FSChinaHolidays.workdays(from: october8.advanced(by: 5), to: september) == -5)
        let next = FSChinaHolidays.years.upperBound + 1
        let announced = #expect(throws: FSTimeToolError.self) {
            try FSChinaHolidays.isWorkday(FSCivilDate(year: next, month: 3, day: 2))
        }
        #expect(announced?.code == .notYetAnnounced)
        #expect(throws: FSTimeToolError.self) {
            try FSChinaHolidays.isWorkday(FSCivilDate(year: 2003, month: 12, day: 31))
        }
        #expect(FSChinaHolidays.source.hasPrefix("chinesecalendar "))
    }

    // MARK: Civil dates

    @Test func civilDatesCountAndCode() throws {
        let day = try FSCivilDate(year: 2025, month: 10, day: 1)
        #expect(day.weekday == .wednesday && day.advanced(by: 7).description == "2025-10-08")
        #expect(
            try FSCivilDate(year: 2024, month: 2, day: 29).distance(to: FSCivilDate(year: 2025, month: 3, day: 1))
                == 366)
        #expect(throws: FSTimeToolError.self) { try FSCivilDate(year: 2025, month: 2, day: 29) }
        #expect(throws: FSTimeToolError.self) { try FSCivilDate(year: 0, month: 1, day: 1) }
        let json = try JSONEncoder().encode([day])
        #expect(String(decoding: json, as: UTF8.self) == #"["2025-10-01"]"#)
        #expect(try JSONDecoder().decode([FSCivilDate].self, from: json) == [day])
        for bad in [#"["2025-1-01"]"#, #"["2025-02-30"]"#, #"["２０２５-01-01"]"#, #"[20251001]"#] {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode([FSCivilDate].self, from: Data(bad.utf8)) }
        }
        let shanghai = TimeZone.chinaStandardTime
        #expect(FSCivilDate(day.start(in: shanghai), timeZone: shanghai) == day)
        #expect(day.start(in: shanghai).timeIntervalSince1970 == 1_759_248_000)
    }

    /// A day's first instant against `Calendar.startOfDay` in zones whose clocks skip or
    /// repeat midnight (São Paulo and Havana moved to summer time at midnight), every 5th
    /// day of 1900–2100.
    @Test(arguments: ["America/Sao_Paulo", "America/Havana", "America/New_York", "Asia/Shanghai", "Asia/Tehran"])
    func startOfDayIsFoundations(zone identifier: String) throws {
        let zone = try #require(TimeZone(identifier: identifier))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        var day = try FSCivilDate(year: 1900, month: 1, day: 3)
        while day.year <= 2100 {
            let noon = try #require(
                calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12)))
            #expect(day.start(in: zone) == calendar.startOfDay(for: noon), "\(identifier) \(day)")
            day = day.advanced(by: 5)
        }
    }

    // MARK: 干支, 生肖, 星座

    /// The four pillars against lunar-python (its "exact" year and month, which change at the
    /// moment of 立春 and of each 节): 3 minutes before and after every 节 (every change of
    /// month and year pillar, so every day's; the two term tables differ by up to 2 minutes),
    /// noon of every 29th day, and every 时辰 (and 23:30) of every 401st day, 1901–2099.
    @Test(.enabled(if: Peer.python.isAvailable(modules: ["lunar_python"]), "needs pip install lunar_python"))
    func fourPillarsMatchLunarPython() throws {
        var moments: [Date] = []
        for index in stride(from: 24, to: SolarTermTable.minutes.count - 24, by: 2) {
            let term = FSSolarTerm.moment(at: index)
            moments += [term.addingTimeInterval(-180), term.addingTimeInterval(180)]
        }
        let first = try FSCivilDate(year: 1901, month: 1, day: 1)
        let days = first.distance(to: try FSCivilDate(year: 2099, month: 12, day: 31))
        for day in stride(from: 0, through: days, by: 29) {
            moments.append(first.advanced(by: day).start(in: .chinaStandardTime).addingTimeInterval(12 * 3600))
        }
        for day in stride(from: 0, through: days, by: 401) {
            let start = first.advanced(by: day).start(in: .chinaStandardTime)
            moments += stride(from: 0, to: 24, by: 2).map { start.addingTimeInterval(Double($0) * 3600 + 1800) }
            moments.append(start.addingTimeInterval(23.5 * 3600))
        }
        moments = TestDepth.sample(moments)
        let pattern = try FSDatePattern("yyyy MM dd HH mm", timeZone: .chinaStandardTime)
        let script = """
            import sys
            from lunar_python import Solar
            for line in sys.stdin:
                y, mo, d, h, mi = map(int, line.split())
                l = Solar.fromYmdHms(y, mo, d, h, mi, 0).getLunar()
                print(l.getYearInGanZhiExact(), l.getYearInGanZhi(), l.getMonthInGanZhiExact(),
                      l.getDayInGanZhi(), l.getDayInGanZhiExact(), l.getTimeInGanZhi())
            """
        let input = moments.map { pattern.string(from: $0) }.joined(separator: "\n") + "\n"
        let lines = try Peer.python.run(["-c", script], input: input).split(separator: "\n")
        let expectedMoments = TestDepth.isSampled ? 9_000 / TestDepth.sampleStride : 9_000
        #expect(lines.count == moments.count && moments.count > expectedMoments)
        for (moment, line) in zip(moments, lines) {
            let pillars = try FSFourPillars(moment)
            let other = try FSFourPillars(moment, year: .springFestival, day: .ziHour)
            let ours = [pillars.year, other.year, pillars.month, pillars.day, other.day, pillars.hour].map(\.name)
            #expect(ours.joined(separator: " ") == line, "\(pattern.string(from: moment))")
        }
    }

    /// The day pillar of every day 1901–2099 against sxtwl's.
    @Test(.enabled(if: Peer.python.isAvailable(modules: ["sxtwl"]), "needs pip install sxtwl"))
    func everyDayPillarMatchesSxtwl() throws {
        let script = """
            import datetime, sxtwl
            day = datetime.date(1901, 1, 1)
            while day.year < 2100:
                g = sxtwl.fromSolar(day.year, day.month, day.day).getDayGZ()
                print(g.tg, g.dz)
                day += datetime.timedelta(days=1)
            """
        let lines = try Peer.python.run(["-c", script]).split(separator: "\n")
        let first = try FSCivilDate(year: 1901, month: 1, day: 1)
        #expect(lines.count == 72_684)
        for (offset, line) in lines.enumerated() {
            // 12:00 in UTC+8 is 04:00 UTC.
            let noon = Date(timeIntervalSince1970: Double(first.dayNumber + offset) * 86_400 + 4 * 3600)
            let day = try FSFourPillars(noon).day
            #expect("\(day.stemIndex) \(day.branchIndex)" == line, "\(first.advanced(by: offset))")
        }
    }

    @Test func ganZhiNamesAndTheWesternZodiac() throws {
        #expect(
            FSGanZhi(index: 40).name == "甲辰" && FSGanZhi(index: 40).zodiac == "龙" && FSGanZhi(index: -1).name == "癸亥")
        #expect(FSGanZhi(name: "癸亥")?.index == 59 && FSGanZhi(name: "甲丑") == nil && FSGanZhi(name: "甲") == nil)
        #expect((0..<60).allSatisfy { FSGanZhi(name: FSGanZhi(index: $0).name)?.index == $0 })
        let pattern = try FSDatePattern("yyyy-MM-dd HH:mm", timeZone: .chinaStandardTime)
        #expect(try FSFourPillars(pattern.date(from: "2024-02-10 23:30")).description == "甲辰 丙寅 甲辰 丙子")
        #expect(try FSFourPillars(pattern.date(from: "2024-02-04 16:25")).year.name == "癸卯")  // 立春 at 16:26
        #expect(try FSFourPillars(pattern.date(from: "2024-02-04 16:27")).year.name == "甲辰")
        #expect(FSWesternZodiac(try FSCivilDate(year: 2024, month: 8, day: 23)).name == "处女座")
        #expect(FSWesternZodiac(try FSCivilDate(year: 2024, month: 1, day: 19)) == .capricorn)
        #expect(FSWesternZodiac(try FSCivilDate(year: 2024, month: 12, day: 22)) == .capricorn)
    }

    @Test(.enabled(if: Peer.python.isAvailable(modules: ["lunar_python"]), "needs pip install lunar_python"))
    func westernZodiacMatchesLunarPythonEveryDayOfALeapYear() throws {
        let script = """
            import datetime
            from lunar_python import Solar
            day = datetime.date(2024, 1, 1)
            while day.year == 2024:
                print(Solar.fromYmd(day.year, day.month, day.day).getXingZuo())
                day += datetime.timedelta(days=1)
            """
        let theirs = try Peer.python.run(["-c", script]).split(separator: "\n").map { String($0) + "座" }
        let first = try FSCivilDate(year: 2024, month: 1, day: 1)
        #expect(theirs == (0..<366).map { FSWesternZodiac(first.advanced(by: $0)).name })
    }

    // MARK: Festivals

    /// Every lunar festival of lunar years 1901–2099 on lunar-python's day for it, and
    /// lunar-python lists the festival on that day (中元节 among its other festivals). CI's reruns
    /// take every eighth year: lunar-python spends some 18 s on all of them.
    @Test(.enabled(if: Peer.python.isAvailable(modules: ["lunar_python"]), "needs pip install lunar_python"))
    func lunarFestivalsMatchLunarPython() throws {
        let festivals: [(FSFestival, String)] = [
            (.springFestival, "1 1 春节"), (.lanternFestival, "1 15 元宵节"), (.dragonHeadRaising, "2 2 龙头节"),
            (.dragonBoatFestival, "5 5 端午节"), (.qixiFestival, "7 7 七夕节"), (.ghostFestival, "7 15 中元节"),
            (.midAutumnFestival, "8 15 中秋节"), (.doubleNinthFestival, "9 9 重阳节"), (.labaFestival, "12 8 腊八节"),
        ]
        let script = """
            import sys
            from lunar_python import Lunar, LunarYear
            festivals = [line.split() for line in sys.stdin]
            for year in map(int, sys.argv[1].split(",")):
                for month, day, name in festivals:
                    solar = Lunar.fromYmd(year, int(month), int(day)).getSolar()
                    lunar = solar.getLunar()
                    listed = name in lunar.getFestivals() + lunar.getOtherFestivals()
                    print(solar.toYmd(), int(listed))
                last = [m for m in LunarYear.fromYear(year).getMonths() if m.getYear() == year][-1]
                solar = Lunar.fromYmd(year, last.getMonth(), last.getDayCount()).getSolar()
                print(solar.toYmd(), int("除夕" in solar.getLunar().getFestivals()))
            """
        let input = festivals.map(\.1).joined(separator: "\n") + "\n"
        let years = TestDepth.sample(Array(1901...2099))
        let lines = try Peer.python.run(
            ["-c", script, years.map(String.init).joined(separator: ",")], input: input
        ).split(separator: "\n")
        let expected = years.flatMap { year in (festivals.map(\.0) + [.newYearsEve]).map { (year, $0) } }
        #expect(lines.count == expected.count)
        for ((year, festival), line) in zip(expected, lines) {
            let fields = line.split(separator: " ")
            #expect(try festival.date(in: year).description == fields[0] && fields[1] == "1", "\(festival) \(year)")
        }
    }

    /// Every day of 1901–2099: ``FSFestival/festivals(on:)`` lists exactly the festivals whose
    /// ``FSFestival/date(in:)`` is that day.
    @Test func festivalsOnADayAgreeWithTheirDates() throws {
        var expected: [Int: [FSFestival]] = [:]
        for year in 1901...2099 {
            for festival in FSFestival.allCases {
                expected[try festival.date(in: year).dayNumber, default: []].append(festival)
            }
        }
        var day = try FSCivilDate(year: 1902, month: 1, day: 1)
        let last = try FSCivilDate(year: 2099, month: 12, day: 31)
        while day <= last {
            let listed = try FSFestival.festivals(on: day)
            #expect(Set(listed) == Set(expected[day.dayNumber] ?? []), "\(day)")
            day = day.advanced(by: 1)
        }
    }

    /// The Gregorian festivals and the two solar-term ones against lunar-python, every day of
    /// 2024 and 2025.
    @Test(.enabled(if: Peer.python.isAvailable(modules: ["lunar_python"]), "needs pip install lunar_python"))
    func gregorianFestivalsMatchLunarPython() throws {
        let script = """
            import datetime
            from lunar_python import Solar
            day = datetime.date(2024, 1, 1)
            while day.year < 2026:
                solar = Solar.fromYmd(day.year, day.month, day.day)
                term = solar.getLunar().getJieQi()
                names = solar.getFestivals() + ([term + ("节" if term == "清明" else "")] if term in ("清明", "冬至") else [])
                print(day.isoformat(), ",".join(sorted(names)))
                day += datetime.timedelta(days=1)
            """
        let renamed = ["元旦": "元旦节"]
        for line in try Peer.python.run(["-c", script]).split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: false)
            let parts = fields[0].split(separator: "-").compactMap { Int($0) }
            let day = try FSCivilDate(year: parts[0], month: parts[1], day: parts[2])
            let ours = try FSFestival.festivals(on: day).filter { $0.kind != .lunar }.map {
                renamed[$0.name] ?? $0.name
            }
            let theirs = fields[1].split(separator: ",").map(String.init).filter {
                !["全国中小学生安全教育日", "全国助残日", "全民国防教育日", "世界住房日"].contains($0)
            }
            #expect(ours.sorted() == theirs.sorted(), "\(day)")
        }
    }

    @Test func festivalExamples() throws {
        #expect(try FSFestival.midAutumnFestival.date(in: 2025).description == "2025-10-06")
        #expect(try FSFestival.newYearsEve.date(in: 2025).description == "2026-02-16")
        #expect(try FSFestival.newYearsEve.date(in: 2024).description == "2025-01-28")  // 腊月 has 29 days
        #expect(try FSFestival.festivals(on: FSCivilDate(year: 2025, month: 10, day: 1)) == [.nationalDay])
        #expect(try FSFestival.mothersDay.date(in: 2025).description == "2025-05-11")
        #expect(try FSFestival.festivals(on: FSCivilDate(year: 2026, month: 2, day: 10)) == [.northernLittleNewYear])
        #expect(throws: FSTimeToolError.self) { try FSFestival.springFestival.date(in: 2101) }
    }
}
