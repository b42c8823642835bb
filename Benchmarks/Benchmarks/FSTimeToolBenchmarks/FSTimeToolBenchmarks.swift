// Each case is registered as "<case> · <implementation>"; Scripts/bench pairs the FS entry
// of a case with its peers and reports the ratio.

import Benchmark
import BenchmarkSupport
import FSTimeTool
import Foundation

/// Dates per sample.
let operations = 100

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock], timeUnits: .nanoseconds, maxDuration: .seconds(2),
        maxIterations: 100_000)

    let zone = TimeZone(identifier: "Asia/Shanghai") ?? .current
    let dates = (0..<operations).map { Date(timeIntervalSince1970: 1_700_000_000 + Double($0) * 97_531.123) }
    let pattern = "yyyy-MM-dd HH:mm:ss"
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = zone
    formatter.dateFormat = pattern
    // Optional, so a failure to compile shows as an empty benchmark instead of a crash;
    // each benchmark unwraps it once per sample, as a caller holds a plain value.
    let compiled = try? FSDatePattern(pattern, timeZone: zone)
    let texts = dates.map { formatter.string(from: $0) }

    // MARK: Fixed pattern, cached formatters on both sides.

    Benchmark("Format yyyy-MM-dd HH:mm:ss · FSDatePattern") { _ in
        guard let compiled else { return }
        for date in dates { blackHole(compiled.string(from: date)) }
    }
    var line: [UInt8] = []
    line.reserveCapacity(64)
    let reusable = line
    Benchmark("Format yyyy-MM-dd HH:mm:ss · FSDatePattern.write to [UInt8]") { _ in
        guard let compiled else { return }
        var bytes = reusable
        for date in dates {
            bytes.removeAll(keepingCapacity: true)
            compiled.write(date, to: &bytes)
            blackHole(bytes.count)
        }
    }
    // The floor under any formatter that returns a String: creating and releasing a
    // 19-byte String (one allocation), with no formatting and no UTF-8 check.
    let finishedText = Array("2023-11-23 03:51:57".utf8)
    Benchmark("String of 19 ASCII bytes, no formatting · String(copying: UTF8Span)") { _ in
        finishedText.withUnsafeBufferPointer { text in
            let span = UTF8Span(unchecked: Span(_unsafeElements: text), isKnownASCII: true)
            for _ in dates { blackHole(String(copying: span)) }
        }
    }
    Benchmark("Format yyyy-MM-dd HH:mm:ss · DateFormatter (cached)") { _ in
        for date in dates { blackHole(formatter.string(from: date)) }
    }
    Benchmark("Parse yyyy-MM-dd HH:mm:ss · FSDatePattern") { _ in
        guard let compiled else { return }
        for text in texts { blackHole(try? compiled.date(from: text)) }
    }
    Benchmark("Parse yyyy-MM-dd HH:mm:ss · DateFormatter (cached)") { _ in
        for text in texts { blackHole(formatter.date(from: text)) }
    }

    // MARK: A zone field, and Chinese names (issue 31).

    for (name, patternText, locale) in [
        ("yyyy-MM-dd'T'HH:mm:ss.SSSXXX", "yyyy-MM-dd'T'HH:mm:ss.SSSXXX", "en_US_POSIX"),
        ("yyyy年M月d日 EEEE a h:mm zh_CN", "yyyy年M月d日 EEEE a h:mm", "zh_CN"),
    ] {
        let reference = DateFormatter()
        reference.locale = Locale(identifier: locale)
        reference.timeZone = zone
        reference.dateFormat = patternText
        let ours = try? FSDatePattern(patternText, timeZone: zone, locale: Locale(identifier: locale))
        let written = dates.map { reference.string(from: $0) }
        Benchmark("Format \(name) · FSDatePattern") { _ in
            guard let ours else { return }
            for date in dates { blackHole(ours.string(from: date)) }
        }
        Benchmark("Format \(name) · DateFormatter (cached)") { _ in
            for date in dates { blackHole(reference.string(from: date)) }
        }
        Benchmark("Parse \(name) · FSDatePattern") { _ in
            guard let ours else { return }
            for text in written { blackHole(try? ours.date(from: text)) }
        }
        Benchmark("Parse \(name) · DateFormatter (cached)") { _ in
            for text in written { blackHole(reference.date(from: text)) }
        }
    }
    let http = try? FSDateParser(.httpDate)
    let imf = DateFormatter()
    imf.locale = Locale(identifier: "en_US_POSIX")
    imf.timeZone = TimeZone(secondsFromGMT: 0)
    imf.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    let headers = dates.map { imf.string(from: $0) }
    Benchmark("Parse an HTTP date (IMF-fixdate) · FSDateParser(.httpDate)") { _ in
        guard let http else { return }
        for text in headers { blackHole(try? http.date(from: text)) }
    }
    Benchmark("Parse an HTTP date (IMF-fixdate) · DateFormatter (cached)") { _ in
        for text in headers { blackHole(imf.date(from: text)) }
    }

    // MARK: ISO 8601, UTC.

    let iso = FSISO8601()
    let style = Date.ISO8601FormatStyle()
    let isoTexts = dates.map { iso.string(from: $0) }
    Benchmark("Format ISO 8601 · FSISO8601") { _ in
        for date in dates { blackHole(iso.string(from: date)) }
    }
    Benchmark("Format ISO 8601 · Date.ISO8601FormatStyle") { _ in
        for date in dates { blackHole(style.format(date)) }
    }
    Benchmark("Parse ISO 8601 · FSISO8601") { _ in
        for text in isoTexts { blackHole(try? FSISO8601.date(from: text)) }
    }
    Benchmark("Parse ISO 8601 · Date.ISO8601FormatStyle") { _ in
        for text in isoTexts { blackHole(try? style.parse(text)) }
    }

    // MARK: The Chinese calendar.

    let china = TimeZone.chinaStandardTime
    var chinese = Calendar(identifier: .chinese)
    chinese.timeZone = china
    let lunarComponents: Set<Calendar.Component> = [.era, .year, .month, .day, .isLeapMonth]
    Benchmark("Lunar date and back, 100 dates · FSLunarDate") { _ in
        for date in dates {
            guard let lunar = FSLunarDate(date, timeZone: china) else { continue }
            blackHole(lunar.gregorianDate.start(in: china))
        }
    }
    Benchmark("Lunar date and back, 100 dates · Calendar(identifier: .chinese)") { _ in
        for date in dates {
            blackHole(chinese.date(from: chinese.dateComponents(lunarComponents, from: date)))
        }
    }
    Benchmark("The 24 solar terms of a year · FSSolarTerm.terms(of:)") { _ in
        blackHole(try? FSSolarTerm.terms(of: 2025))
    }
    let workdays = (0..<1_000).map { FSCivilDate(dayNumber: 20_089 + $0) }  // 2025-01-01 on
    Benchmark("Is it a workday, 1,000 days · FSChinaHolidays.isWorkday") { _ in
        for day in workdays { blackHole(try? FSChinaHolidays.isWorkday(day)) }
    }

    // MARK: The 黄历: every field FSAlmanac has, as fstool's JSON reads them.

    /// Reads every field, as a calendar cell or `fstool time almanac` does.
    @Sendable func readAll(_ almanac: FSAlmanac) {
        blackHole(almanac.yi.map(\.name))
        blackHole(almanac.ji.map(\.name))
        blackHole(almanac.clashDescription)
        blackHole(almanac.sha.plainName)
        blackHole(almanac.tianShen.name)
        blackHole(almanac.tianShen.pathName)
        blackHole(almanac.zhiXing.name)
        blackHole(almanac.mansion.name)
        blackHole(almanac.mansion.luckName)
        blackHole(almanac.pengZuStem)
        blackHole(almanac.pengZuBranch)
        blackHole(almanac.xiShen.name)
        blackHole(almanac.fuShen.name)
        blackHole(almanac.caiShen.name)
    }
    // Nanoseconds a day, the mean of 100 days from 2025-01-01; lunar-python's is timed inside
    // Python (a Lunar made from the day and its getters), without starting the interpreter.
    let nanoseconds = BenchmarkMetric.custom("ns a day")
    let almanacDays = (0..<operations).map { FSCivilDate(dayNumber: 20_089 + $0) }
    let perDay = Benchmark.Configuration(
        metrics: [nanoseconds], scalingFactor: .one, maxDuration: .seconds(2), maxIterations: 1_000)
    Benchmark("A day's almanac, every field · FSAlmanac", configuration: perDay) { benchmark in
        let start = ContinuousClock.now
        for day in almanacDays {
            guard let almanac = try? FSAlmanac(day) else { continue }
            readAll(almanac)
        }
        benchmark.measurement(nanoseconds, Int((ContinuousClock.now - start) / .nanoseconds(1)) / operations)
    }
    Benchmark(
        "A day's almanac, every field · lunar-python (timed in Python)",
        configuration: .init(metrics: [nanoseconds], scalingFactor: .one, maxDuration: .seconds(10), maxIterations: 5)
    ) { benchmark in
        let script = """
            import datetime, time
            from lunar_python import Solar
            days = [datetime.date(2025, 1, 1) + datetime.timedelta(days=n) for n in range(\(operations))]
            start = time.perf_counter()
            for day in days:
                l = Solar.fromYmd(day.year, day.month, day.day).getLunar()
                (l.getDayYi(), l.getDayJi(), l.getDayChongDesc(), l.getDaySha(), l.getDayTianShen(),
                 l.getDayTianShenType(), l.getZhiXing(), l.getXiu(), l.getXiuLuck(), l.getPengZuGan(),
                 l.getPengZuZhi(), l.getDayPositionXiDesc(), l.getDayPositionFuDesc(), l.getDayPositionCaiDesc())
            print(int((time.perf_counter() - start) * 1e9 / len(days)))
            """
        if let value = pythonNumber(script) { benchmark.measurement(nanoseconds, value) }
    }
    // The lookup itself allocates nothing: only the fields read as arrays and text do.
    Benchmark(
        "Look up 100 days, no field as text · FSAlmanac",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2))
    ) { _ in
        for day in almanacDays {
            guard let almanac = try? FSAlmanac(day) else { continue }
            blackHole(almanac.tianShen)
            blackHole(almanac.zhiXing)
            blackHole(almanac.mansion)
            blackHole(almanac.clash)
            blackHole(almanac.sha)
            blackHole(almanac.xiShen)
            blackHole(almanac.fuShen)
            blackHole(almanac.caiShen)
        }
    }
    let year = (0..<365).map { FSCivilDate(dayNumber: 20_089 + $0) }
    Benchmark("The almanacs of a year, every field · FSAlmanac") { _ in
        for day in year {
            guard let almanac = try? FSAlmanac(day) else { continue }
            readAll(almanac)
        }
    }

    // MARK: Schedules: a year of instants of 09:00 in Shanghai from 2025-01-01, every day (beside
    // Calendar.nextDate, the Foundation way) and on workdays in mainland China.

    let newYear = Date(timeIntervalSince1970: 1_735_660_800)  // 2025-01-01 00:00 +08:00
    let daily = try? FSDailySchedule("09:00", timeZone: china)
    let workdaySchedule = try? FSDailySchedule("09:00", on: .workdaysInChina, timeZone: china)
    Benchmark("A year of daily 09:00 instants · FSDailySchedule") { _ in
        blackHole(try? daily?.instants(after: newYear, count: 365))
    }
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = china
    let nine = DateComponents(hour: 9, minute: 0)
    Benchmark("A year of daily 09:00 instants · Calendar.nextDate") { _ in
        var instant = newYear
        for _ in 0..<365 {
            guard
                let next = gregorian.nextDate(
                    after: instant, matching: nine, matchingPolicy: .nextTimePreservingSmallerComponents)
            else { return }
            instant = next
        }
        blackHole(instant)
    }
    Benchmark("A year of 09:00 instants on workdays in China · FSDailySchedule") { _ in
        blackHole(try? workdaySchedule?.instants(after: newYear, count: 250))
    }
}
