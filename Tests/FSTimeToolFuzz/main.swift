// libFuzzer entry point for FSTimeTool's text inputs: a pattern and a text, split at the first
// NUL byte. Compiling any pattern yields a pattern or a typed error; parsing any text yields a
// date or a typed error; what a compiled pattern or FSISO8601 writes must read back; and,
// differentially, a compiled pattern writes exactly what DateFormatter writes, and any text it
// accepts DateFormatter reads as the same instant (both from 1900 to 2100, the range the
// module promises it for). Built and run by `Scripts/fuzz FSTimeTool`.

import FSTimeTool
import Foundation

private let zones = ["UTC", "Asia/Shanghai", "America/Sao_Paulo"].compactMap(TimeZone.init(identifier:))

/// Compiles the input's pattern and parses its text; traps only on a broken round trip.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let split = bytes.firstIndex(of: 0) ?? size
    let patternText = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<split]), as: UTF8.self)
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[min(split + 1, size)...]), as: UTF8.self)
    let zone = zones[size % zones.count]

    // Any instant the input names: the ISO 8601 writer's text must parse back to it, to the ms.
    if let date = try? FSISO8601.date(from: text) {
        let written = FSISO8601(fractionDigits: 3, timeZone: zone).string(from: date)
        guard let again = try? FSISO8601.date(from: written),
            abs(again.timeIntervalSince1970 - date.timeIntervalSince1970) < 0.001
                || abs(date.timeIntervalSince1970) > 9e12
        else { violated("ISO 8601 round trip: \(text) → \(written)") }
    }
    guard let pattern = try? FSDatePattern(patternText, timeZone: zone) else { return 0 }
    let reference = DateFormatter()
    reference.locale = Locale(identifier: "en_US_POSIX")
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
