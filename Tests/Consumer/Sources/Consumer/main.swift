// Each module's main API used the way an app uses it. Errors are handled as an app that must
// keep compiling across minor releases handles them: `switch` over a code or kind ends in
// `default`, since a minor release may add one.
import Foundation
import FrameworkStruct

/// What an app shows for any FrameworkStruct error.
func message(for error: any Error) -> String {
    switch error {
    case let error as FSZipError:
        switch error.code {
        case .notAnArchive, .corrupt: "not a zip file"
        case .unsafePath: "refused: \(error.entry ?? "")"
        default: error.kind == .io ? "disk error \(error.errno ?? 0)" : error.description
        }
    case let error as FSEncryptError:
        switch error.kind {
        case .invalidInput: "damaged data"
        default: error.description
        }
    case let error as FSThreadManagerError where error.code == .timeout:
        "timed out after \(error.timeout.map { "\($0)" } ?? "the deadline")"
    case let error as FSTimeToolError:
        switch error.code {
        case .mismatch: "bad date at \(error.position ?? 0)"
        default: error.description
        }
    case let error as FSPriceEmbellisherError: "\(error.code): \(error.message)"
    case let error as FSNumberToolError: "\(error.kind)"
    case let error as FSUnitToolError: "\(error.input): \(error.description)"
    case let error as FSStringEmbellisherError: error.description
    default: "\(error)"
    }
}

func containers() {
    var recent = FSQueue<String>(maxCount: 100)
    recent.push("launched")
    var undo = FSStack<Int>()
    undo.push(1)
    var tabs: FSVector = ["home", "search"]
    tabs.pushFront("login")
    tabs.removeAll { $0 == "search" }
    var scores: FSHeap = [3, 9, 4]
    scores.insert(7)
    var jobs = FSPriorityQueue<String, Int>(order: .highestFirst)
    jobs.insert("upload", priority: 2)
    let order: String =
        switch jobs.order {
        case .lowestFirst: "lowest first"
        case .highestFirst: "highest first"
        }
    print(recent.peek ?? "", undo.peek ?? 0, Array(tabs), scores.popMax() ?? 0, jobs.popFirst() ?? "", order)
    var documents = FSLRUCache<String, Int>(countLimit: 10, totalCostLimit: 1 << 20)
    let evicted: [FSLRUCache<String, Int>.Entry] = documents.setValue(1, forKey: "a", cost: 512)
    let images = FSCache<String, [UInt8]>(countLimit: 100, timeToLive: .seconds(60)) { key, _ in print("evicted", key) }
    let image = images.value(forKey: "logo", cost: { $0.count }) { [UInt8](repeating: 0, count: 16) }
    images.setObject(image, forKey: "copy", cost: image.count)
    FSMemoryWarning.purgeCaches()
    print(evicted.map(\.key), documents.value(forKey: "a") ?? 0, images.object(forKey: "logo")?.count ?? 0)
}

final class Screen {}

func weakCollections() {
    let observers = FSWeakSet<Screen>()
    let screen = Screen()
    observers.insert(screen)
    print(observers.count)
}

func numbersUnitsAndText() throws {
    print(150.clamped(to: 0...100), try FSRoundingMode.halfUp.round("1.005", places: 2))
    print(FSUnit.jin.convert(3, to: .kilogram), try FSQuantity<FSMass>(parsing: "3斤").converted(to: .kilogram))
    print(FSMask.phone("13800138000"), FSChineseNumeral.string(from: 10086), FSPinyin().string("银行"))
    let price = try FSMoney(parsing: "325.04")
    print(try price.rmbUppercase(), try price.split(into: 3))
}

func time() throws {
    let shanghai = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
    let pattern = try FSDatePattern("yyyy-MM-dd HH:mm:ssXXX", timeZone: shanghai)
    let parsed = try pattern.dateAndOffset(from: "2024-06-15 09:30:00+05:30")
    print(parsed.date, parsed.secondsFromGMT)
    let day = try FSCivilDate(year: 2025, month: 10, day: 1)
    let weekday: FSWeekday = day.weekday
    let math = FSCalendarMath(timeZone: shanghai, firstWeekday: .monday)
    print(weekday, weekday.isWeekend, math.civilDate(of: parsed.date))
    switch try FSChinaHolidays.status(of: day) {
    case .holiday(let holiday, _) where holiday == .nationalDay: print(holiday.name, holiday.identifier)
    case .holiday(let holiday, _): print(holiday)
    default: print("work")
    }
    let next = try FSSolarTerm.next(after: parsed.date)
    print(next.term, next.date, FSLunarDate.newYear(of: 2025)?.description ?? "")
    print(FSLunarDate.monthLengths(of: 2023)?.map(\.days) ?? [])
    let almanac = try FSAlmanac(day)
    let mansion: String =
        switch almanac.mansion {
        case .horn, .neck: "east"
        default: almanac.mansion.name
        }
    print(almanac.ji.contains(.jiaQu), almanac.yi(monthBoundary: .termMoment).map(\.identifier), mansion)
    print(almanac.tianShen.isHuangDao, almanac.fuShen(sect: .first).name, almanac.clash.name)
    let workdays = try FSDailySchedule("09:00", on: .workdaysInChina, timeZone: .chinaStandardTime)
    let days: String =
        switch workdays.days {
        case .everyDay: "every day"
        case .weekdays(let set): "\(set.count) weekdays"
        case .workdaysInChina: "workdays"
        }
    print(days, try workdays.instants(after: parsed.date, count: 3))
    print(FSRelativeTimeFormatter(language: .chinese).string(for: parsed.date))
}

func zipAndEncrypt() throws {
    let key = FSAESGCM.makeKey()
    let sealed = try FSAESGCM.seal(Data("hello".utf8), key: key)
    print(try FSAESGCM.open(sealed, key: key).count)
    let archive = try FSZipArchive(data: Data())
    print(archive.entries.count)
    let body = try FSDeflate.compress(Data("hello".utf8), format: .raw)
    print(try FSDeflate.decompress(body, format: .raw, limit: 1 << 20).count)
}

func threadsAndTimers() async throws {
    let profile = try await FSThreadManager.withTimeout(.seconds(5)) { "profile" }
    print(profile)
    let timer = FSTimerManager.main.schedule(every: .seconds(30), leeway: .seconds(1)) { _ in }
    timer.cancel()
}

do {
    containers()
    weakCollections()
    try numbersUnitsAndText()
    try time()
    try zipAndEncrypt()
    try await threadsAndTimers()
    _ = try dailyReminder()
} catch {
    print(message(for: error))
}

/// The reminder of FSTimerManager's article "A daily reminder at 09:00 that respects 调休".
func dailyReminder() throws -> FSTimer {
    let workdays = try FSDailySchedule("09:00", on: .workdaysInChina, timeZone: .chinaStandardTime)

    /// The rule in the wall clock's terms: the next 09:00 on a workday strictly after `now`.
    @Sendable func nextReminder(after now: FSWallClock.Instant) -> FSWallClock.Instant? {
        let date = Date(timeIntervalSince1970: Double(now.nanosecondsSince1970) / 1e9)
        guard let next = try? workdays.next(after: date) else { return nil }  // past the holiday table: stop
        return FSWallClock.Instant(nanosecondsSince1970: Int64(next.timeIntervalSince1970) * 1_000_000_000)
    }

    let scheduler = FSTimerScheduler(queue: .main, clock: FSWallClock())
    let reminder = scheduler.schedule(next: nextReminder, leeway: .seconds(1), label: "stand-up") { fire in
        print("09:00: stand-up", fire.count, fire.missed)
    }
    return reminder
}
