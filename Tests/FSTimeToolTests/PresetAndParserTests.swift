import FSTestSupport
import Foundation
import Testing

@testable import FSTimeTool

/// HTTP and e-mail dates against Python's `email.utils` and `time` (peers no one here wrote),
/// the Chinese presets with a weekday against DateFormatter, and the multi-pattern parser.
@Suite struct PresetAndParserTests {
    /// Random whole seconds from 1900 to 2100.
    static func seconds(count: Int, seed: UInt64) -> [Int64] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { _ in Int64.random(in: -2_208_988_800..<4_102_444_800, using: &random) }
    }

    /// RFC 9110's own example, in all three forms.
    @Test(arguments: ["Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994"])
    func httpDateExamplesOfTheRFC(text: String) throws {
        #expect(try FSDateParser(.httpDate).date(from: text) == Date(timeIntervalSince1970: 784_111_777))
    }

    @Test(.enabled(if: Peer.python.isAvailable(), "needs python3"))
    func httpDatesAgreeWithPython() throws {
        let instants = Self.seconds(count: 2_000, seed: 9110)
        let script = """
            import sys, time, email.utils
            for line in sys.stdin:
                t = int(line)
                g = time.gmtime(t)
                print(email.utils.formatdate(t, usegmt=True))
                print(time.strftime('%A, %d-%b-%y %H:%M:%S GMT', g))
                print(time.asctime(g))
            """
        let lines = try Peer.python.run(["-c", script], input: instants.map(String.init).joined(separator: "\n"))
            .split(separator: "\n").map(String.init)
        try #require(lines.count == instants.count * 3)
        let writer = try FSDatePattern(.httpDate, timeZone: .current)
        let parser = try FSDateParser(.httpDate)
        for (index, seconds) in instants.enumerated() {
            let date = Date(timeIntervalSince1970: TimeInterval(seconds))
            let (imf, rfc850, asctime) = (lines[3 * index], lines[3 * index + 1], lines[3 * index + 2])
            #expect(writer.string(from: date) == imf)
            #expect(try parser.date(from: imf) == date, "\(imf)")
            #expect(try parser.date(from: asctime) == date, "\(asctime)")
            // A two-digit year reads in 1950–2049; outside them the weekday gives the year away.
            if (1950...2049).contains(FSDateFields(date, timeZone: .gmt).year) {
                #expect(try parser.date(from: rfc850) == date, "\(rfc850)")
            } else {
                #expect(throws: FSTimeToolError.self, "\(rfc850)") { try parser.date(from: rfc850) }
            }
        }
    }

    /// Names are case-sensitive and only GMT is an HTTP date's zone.
    @Test(arguments: [
        "sun, 06 Nov 1994 08:49:37 GMT", "Sun, 06 Nov 1994 08:49:37 UTC", "Sun, 6 Nov 1994 08:49:37 GMT",
        "Sun, 06 Nov 1994 08:49:37 +0000", "Mon, 06 Nov 1994 08:49:37 GMT",
    ])
    func httpDatesAreStrict(text: String) throws {
        #expect(throws: FSTimeToolError.self) { try FSDateParser(.httpDate).date(from: text) }
    }

    @Test(.enabled(if: Peer.python.isAvailable(), "needs python3"))
    func emailDatesAgreeWithPython() throws {
        let instants = Self.seconds(count: 1_500, seed: 5322)
        let zones = ["UTC", "Asia/Shanghai", "America/New_York", "Asia/Kolkata", "Africa/Monrovia", "Pacific/Chatham"]
        // Python writes the date in each zone, then a variant in an obsolete form; it reads
        // the variant back with parsedate_to_datetime.
        let script = """
            import sys, email.utils, datetime, random
            from zoneinfo import ZoneInfo
            random.seed(5322)
            zones = sys.argv[1].split(',')
            names = [('UT', 0), ('GMT', 0), ('EST', -5), ('EDT', -4), ('CST', -6), ('CDT', -5), ('MST', -7), ('MDT', -6), ('PST', -8), ('PDT', -7)]
            for line in sys.stdin:
                t = int(line)
                zone = zones[t % len(zones)]
                d = datetime.datetime.fromtimestamp(t, ZoneInfo(zone))
                print(zone + '|' + email.utils.format_datetime(d))
                name, hours = random.choice(names)
                local = datetime.datetime.fromtimestamp(t, datetime.timezone(datetime.timedelta(hours=hours)))
                day = str(local.day) if random.random() < 0.3 else '%02d' % local.day
                shape = random.choice(['%a, DAY %b %Y %H:%M:%S', '%a, DAY %b %Y %H:%M', 'DAY %b %Y %H:%M:%S', 'DAY %b %Y %H:%M'])
                text = local.strftime(shape).replace('DAY', day) + ' ' + name
                print(text + '|' + str(int(email.utils.parsedate_to_datetime(text).timestamp())))
            """
        let lines = try Peer.python.run(
            ["-c", script, zones.joined(separator: ",")], input: instants.map(String.init).joined(separator: "\n")
        ).split(separator: "\n").map(String.init)
        try #require(lines.count == instants.count * 2)
        let parser = try FSDateParser(.rfc5322)
        for (index, seconds) in instants.enumerated() {
            let date = Date(timeIntervalSince1970: TimeInterval(seconds))
            let written = lines[2 * index].split(separator: "|").map(String.init)
            let zone = try #require(TimeZone(identifier: written[0]))
            // Python writes whole-minute offsets; a zone whose offset has seconds is written
            // by Python rounded, so only whole-minute offsets are compared.
            if zone.secondsFromGMT(for: date) % 60 == 0 {
                #expect(try FSDatePattern(.rfc5322, timeZone: zone).string(from: date) == written[1])
                #expect(try parser.date(from: written[1]) == date, "\(written[1])")
            }
            let variant = lines[2 * index + 1].split(separator: "|").map(String.init)
            let expected = try #require(TimeInterval(variant[1]))
            #expect(try parser.date(from: variant[0]).timeIntervalSince1970 == expected, "\(variant[0])")
        }
    }

    @Test func chinesePresetsWithTheWeekdayMatchDateFormatter() throws {
        let shanghai = try #require(TimeZone(identifier: "Asia/Shanghai"))
        for preset in [FSDatePattern.Preset.chineseWithWeekday, .chineseMonthDayWithWeekday] {
            let pattern = try FSDatePattern(preset, timeZone: shanghai)
            let reference = LocaleAndZoneTests.formatter(preset.pattern, shanghai, "zh_CN")
            for seconds in Self.seconds(count: 500, seed: 1949) {
                let date = Date(timeIntervalSince1970: TimeInterval(seconds))
                let text = pattern.string(from: date)
                #expect(text == reference.string(from: date))
                if preset == .chineseWithWeekday {
                    #expect(try pattern.date(from: text) == reference.date(from: text), "\(text)")
                }
            }
        }
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(try FSDatePattern(.chineseWithWeekday, timeZone: shanghai).string(from: date) == "2023年11月15日 星期三")
        #expect(try FSDatePattern(.chineseMonthDayWithWeekday, timeZone: shanghai).string(from: date) == "11月15日 周三")
    }

    @Test func theFirstPatternThatMatchesWins() throws {
        let parser = try FSDateParser(["yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd", "yyyy/M/d"], timeZone: .gmt)
        let day = Date(timeIntervalSince1970: 1_718_409_600)  // 2024-06-15
        #expect(try parser.date(from: "2024-06-15") == day)
        #expect(try parser.date(from: "2024/6/15") == day)
        #expect(try parser.match("2024-06-15 00:00:01").pattern.pattern == "yyyy-MM-dd HH:mm:ss")
    }

    /// The error reported is the one of the pattern that read the most of the text.
    @Test func theClosestPatternsErrorIsThrown() throws {
        let parser = try FSDateParser(["yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd", "yyyy/M/d"], timeZone: .gmt)
        #expect(throws: FSTimeToolError.invalidField("day", text: "2024-06-31")) { try parser.date(from: "2024-06-31") }
        #expect(throws: FSTimeToolError.mismatch(text: "2024-06-15 12", position: 13)) {
            try parser.date(from: "2024-06-15 12")
        }
        #expect(throws: FSTimeToolError.mismatch(text: "2024/6-15", position: 6)) { try parser.date(from: "2024/6-15") }
        #expect(throws: FSTimeToolError.mismatch(text: "x", position: 0)) { try FSDateParser([]).date(from: "x") }
    }
}
