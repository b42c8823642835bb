// libFuzzer entry point for FSTimeTool's text inputs: a pattern and a text, split at the first
// NUL byte. Compiling any pattern yields a pattern or a typed error; parsing any text yields a
// date or a typed error; what a compiled pattern or FSISO8601 writes must read back; and,
// differentially, a compiled pattern writes exactly what DateFormatter writes, and any text it
// accepts DateFormatter reads as the same instant (both from 1900 to 2100, the range the
// module promises it for). The first bytes also name a lunar date, a festival and a day, and
// the text is read as a 干支 name and as a JSON day: any of them gives a value or a typed
// error, and a lunar date's Gregorian day reads back as the same lunar date, a festival's day
// lists the festival. The input's length picks the zone (among ones whose offsets have odd
// minutes and seconds) and the locale (English, Chinese, Japanese, Korean), so zone fields and
// names are compared too; HTTP and e-mail dates read back what they write. Built and run by
// `Scripts/fuzz FSTimeTool`.

import FSTimeTool
import Foundation

private let zones = [
    "UTC", "Asia/Shanghai", "America/Sao_Paulo", "Africa/Monrovia", "Asia/Kolkata", "Europe/Amsterdam",
    "Australia/Lord_Howe",
].compactMap(TimeZone.init(identifier:))
private let locales = ["en_US_POSIX", "zh_CN", "zh_Hant", "ja_JP", "ko_KR"].map(Locale.init(identifier:))
private let http = try? FSDateParser(.httpDate)
private let mail = try? FSDateParser(.rfc5322)
private let httpWriter = try? FSDatePattern(.httpDate)

/// Compiles the input's pattern and parses its text; traps only on a broken round trip.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let split = bytes.firstIndex(of: 0) ?? size
    let patternText = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<split]), as: UTF8.self)
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[min(split + 1, size)...]), as: UTF8.self)
    let zone = zones[size % zones.count]
    let locale = locales[size / zones.count % locales.count]
    chineseCalendar(Array(bytes.prefix(5)), text: text)
    headerDates(text)

    // Any instant the input names: the ISO 8601 writer's text must parse back to it, to the ms.
    if let date = try? FSISO8601.date(from: text) {
        let written = FSISO8601(fractionDigits: 3, timeZone: zone).string(from: date)
        guard let again = try? FSISO8601.date(from: written),
            abs(again.timeIntervalSince1970 - date.timeIntervalSince1970) < 0.001
                || abs(date.timeIntervalSince1970) > 9e12
        else { violated("ISO 8601 round trip: \(text) → \(written)") }
    }
    guard let pattern = try? FSDatePattern(patternText, timeZone: zone, locale: locale) else { return 0 }
    let reference = DateFormatter()
    reference.locale = locale
    reference.calendar = Calendar(identifier: .gregorian)
    reference.timeZone = zone
    reference.dateFormat = patternText
    if let date = try? pattern.date(from: text) {
        // What parsed formats, and the formatted text parses again without trapping.
        _ = try? pattern.date(from: pattern.string(from: date))
        // Compared from 1900 to 2100, as the module promises: before 1583 DateFormatter's
        // Gregorian calendar is Julian, where FSTimeTool's is proleptic. DateFormatter's own
        // answer must lie there too: it reads "00" (`yy`) in zones east of UTC as year 12100.
        // And the pattern has no digit among its literals: DateFormatter reads a number field
        // greedily into a digit that the pattern has as a literal ("S2" reads "12" as .12 s),
        // where FSTimeTool matches the literal (.1 s) — a known difference, listed in
        // Docs/Reliability.md.
        let promised = -2_208_988_800.0...4_102_444_800.0
        if promised.contains(date.timeIntervalSince1970), !patternText.contains(where: \.isNumber),
            let theirs = reference.date(from: text),
            promised.contains(theirs.timeIntervalSince1970), abs(theirs.timeIntervalSince(date)) >= 0.001
        {
            violated("\(patternText) reads \(text) as \(date), DateFormatter as \(theirs)")
        }
    }
    // An instant from 1900 to 2100, to the millisecond.
    let milliseconds = bytes.prefix(8).reduce(0) { $0 << 8 | Int64($1) }.magnitude % 6_311_390_400_000
    let date = Date(timeIntervalSince1970: (Double(milliseconds) - 2_208_988_800_000) / 1000)
    let written = pattern.string(from: date)
    if written != reference.string(from: date) {
        violated("\(patternText) writes \(written), DateFormatter \(reference.string(from: date))")
    }
    _ = try? pattern.date(from: written)
    return 0
}

/// An HTTP or e-mail date read from the text writes as IMF-fixdate, which reads back to it
/// (from 1900 to 2100: an e-mail date's offset can carry 9999-12-31 into year 10000 in GMT).
private func headerDates(_ text: String) {
    guard let http, let mail, let httpWriter else { violated("the header presets do not compile") }
    for parser in [http, mail] {
        guard let date = try? parser.date(from: text),
            (-2_208_988_800.0...4_102_444_800.0).contains(date.timeIntervalSince1970)
        else { continue }
        let written = httpWriter.string(from: date)
        guard (try? http.date(from: written)) == date else {
            violated("\(text) reads as \(date), written \(written), which does not read back")
        }
    }
}

/// The Chinese calendar's readers on values from outside: lunar dates across both ends of the
/// table, festivals, holidays, 干支 names and JSON days.
private func chineseCalendar(_ bytes: [UInt8], text: String) {
    guard bytes.count == 5 else { return }
    let year = 1890 + Int(bytes[0])  // 1890 … 2145: past both ends of 1900–2100
    if let lunar = try? FSLunarDate(
        lunarYear: year, month: Int(bytes[1]) % 14, day: Int(bytes[2]) % 32, isLeapMonth: bytes[3] & 1 == 1)
    {
        guard FSLunarDate(lunar.gregorianDate) == lunar else { violated("\(lunar) does not come back") }
        _ = try? lunar.anniversary(inLunarYear: year + Int(bytes[4] % 3))
    }
    let festival = FSFestival.allCases[Int(bytes[1]) % FSFestival.allCases.count]
    if let day = try? festival.date(in: year), let listed = try? FSFestival.festivals(on: day),
        !listed.contains(festival)
    {
        violated("\(festival) of \(year) is on \(day), which lists \(listed)")
    }
    let day = FSCivilDate(
        dayNumber: Int(
            Int32(
                bitPattern: UInt32(bytes[1]) << 24 | UInt32(bytes[2]) << 16 | UInt32(bytes[3]) << 8 | UInt32(bytes[4])))
            / 4_096)
    _ = try? FSChinaHolidays.status(of: day)
    _ = try? FSSolarTerm.term(on: day)
    if let pair = FSGanZhi(name: text), FSGanZhi(name: pair.name) != pair { violated("干支 \(text)") }
    if let days = try? JSONDecoder().decode([FSCivilDate].self, from: Data(text.utf8)),
        let again = try? JSONDecoder().decode([FSCivilDate].self, from: JSONEncoder().encode(days)), again != days
    {
        violated("JSON days \(text)")
    }
}
