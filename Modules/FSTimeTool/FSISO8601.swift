internal import FSInternal
import Foundation

/// ISO 8601 / RFC 3339 timestamps: `2024-01-05T09:30:00Z`, `2024-01-05T17:30:00.123+08:00`.
///
/// ```swift
/// let iso = FSISO8601()                                      // UTC, no fraction
/// iso.string(from: Date(timeIntervalSince1970: 0))           // "1970-01-01T00:00:00Z"
/// FSISO8601(fractionDigits: 3, timeZone: beijing).string(from: date)  // "…T17:30:00.123+08:00"
/// try FSISO8601.date(from: "2024-01-05 09:30:00.5-05:00")    // RFC 3339 allows the space
/// ```
///
/// Parsing accepts what RFC 3339 allows: `T`, `t` or a space between date and time,
/// seconds with any number of fraction digits (kept to the microsecond), and `Z`, `z` or
/// an offset `±hh:mm` (also `±hhmm` and `±hh`, and `±hh:mm:ss` / `±hhmmss` as Foundation
/// writes local mean time). Fields are range-checked; nothing may follow.
///
/// Offsets are written `±hh:mm`, with `:ss` added only where the zone's offset has seconds
/// (local mean time before a zone adopted standard time, e.g. Asia/Shanghai before 1901 is
/// `+08:05:43`, Europe/Dublin before 1916 `-00:25:21`), as `ISO8601DateFormatter` writes it:
/// the text always names the exact instant.
public struct FSISO8601: Sendable, Hashable {
    /// Digits of the second's fraction to write: 0 (none), 3 (milliseconds) or 6 (microseconds).
    public let fractionDigits: Int
    /// The zone whose offset is written; a zero offset is written `Z`, as Foundation writes it.
    public let timeZone: TimeZone
    private let zone: ZoneOffsets

    /// A formatter writing `fractionDigits` (clamped to 0…6) and the offset of `timeZone`.
    public init(fractionDigits: Int = 0, timeZone: TimeZone = TimeZone(secondsFromGMT: 0) ?? .current) {
        self.fractionDigits = fractionDigits.clamped(to: 0...6)
        self.timeZone = timeZone
        zone = ZoneOffsets.forZone(timeZone)
    }

    /// Formatters are equal when they write the same text.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.fractionDigits == rhs.fractionDigits && lhs.timeZone == rhs.timeZone
    }

    /// Hashes the settings.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fractionDigits)
        hasher.combine(timeZone)
    }

    /// The date as `yyyy-MM-ddTHH:mm:ss[.fff]±hh:mm` (or `Z`); the fraction is truncated.
    /// Years past 9999 get more digits; years are astronomical (year 0 is 1 BC, then -0001)
    /// on the proleptic Gregorian calendar. A date more than about 292,000 years from 1970
    /// (or an infinite one) is written as that limit, a NaN one as 1970.
    ///
    /// Text that ``date(from:)`` read writes back unchanged with as many fraction digits as
    /// a `Date` tells apart there: milliseconds in every year from 1 to 9999, microseconds
    /// from 1866 to 2136 (a `Date` is a `Double` of seconds since 2001, whose steps grow
    /// past a microsecond further out).
    public func string(from date: Date) -> String {
        let (seconds, microOfSecond) = Self.truncated(date, digits: fractionDigits)
        let offset = zone.offset(atUTC: seconds)
        let (days, secondOfDay) = Civil.floorDivide(seconds + offset, Civil.secondsPerDay)
        let (year, month, day) = Civil.civil(days: days)
        return String(unsafeUninitializedCapacity: 48) { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            var writer = DigitWriter(base: base)
            writer.write(year, width: 4)
            writer.byte(UInt8(ascii: "-"))
            writer.write(month, width: 2)
            writer.byte(UInt8(ascii: "-"))
            writer.write(day, width: 2)
            writer.byte(UInt8(ascii: "T"))
            writer.write(Int(secondOfDay / 3600), width: 2)
            writer.byte(UInt8(ascii: ":"))
            writer.write(Int(secondOfDay / 60 % 60), width: 2)
            writer.byte(UInt8(ascii: ":"))
            writer.write(Int(secondOfDay % 60), width: 2)
            if fractionDigits > 0 {
                writer.byte(UInt8(ascii: "."))
                var divisor: Int64 = 100_000
                for _ in 0..<fractionDigits {
                    writer.byte(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: microOfSecond / divisor % 10))
                    divisor /= 10
                }
            }
            if offset == 0 {
                writer.byte(UInt8(ascii: "Z"))
            } else {
                writer.byte(offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
                writer.write(Int(abs(offset) / 3600), width: 2)
                writer.byte(UInt8(ascii: ":"))
                writer.write(Int(abs(offset) / 60 % 60), width: 2)
                // Local mean time (Asia/Shanghai before 1901: +08:05:43) needs its seconds, or
                // the text names another instant; Foundation writes them the same way.
                if abs(offset) % 60 != 0 {
                    writer.byte(UInt8(ascii: ":"))
                    writer.write(Int(abs(offset) % 60), width: 2)
                }
            }
            return writer.count
        }
    }

    /// `date` as whole seconds since 1970 and the microseconds of its fraction truncated to
    /// `digits` digits: the largest such fraction whose text ``date(from:)`` reads as an
    /// instant at or before `date`. That truncates the decimal the `Date` stands for, not its
    /// binary value: `Date(timeIntervalSince1970: 1.122)` is stored a hair early, and far from
    /// 1970 (9979-01-05T09:31:00.133) by microseconds; both write back as they were written.
    /// (Truncating `seconds × 10⁶` wrote one millisecond less on about half of all dates.)
    static func truncated(_ date: Date, digits: Int) -> (seconds: Int64, micros: Int64) {
        let interval = date.timeIntervalSince1970
        // Microseconds no longer fit 64 bits there (nor for an infinite or NaN date): clamp.
        guard abs(interval) < 9_223_372_036_854 else {
            let (seconds, micros) = Civil.floorDivide(Civil.saturatingFloor(interval * 1_000_000), 1_000_000)
            return (seconds, micros)
        }
        let whole = interval.rounded(.down)
        let seconds = Int64(whole)
        var unit: Int64 = 1
        for _ in digits..<6 { unit *= 10 }
        // The estimate errs by less than a unit wherever a Date resolves the written digits,
        // so one step either way reaches the answer.
        var micros = Int64((interval - whole) * 1_000_000) / unit * unit
        if micros + unit < 1_000_000, Self.date(seconds: seconds, micros: micros + unit) <= date {
            micros += unit
        } else if micros > 0, Self.date(seconds: seconds, micros: micros) > date {
            micros -= unit
        }
        return (seconds, micros)
    }

    /// The instant that text naming `seconds` since 1970 and `micros` stands for.
    static func date(seconds: Int64, micros: Int64) -> Date {
        Date(timeIntervalSince1970: TimeInterval(seconds) + TimeInterval(micros) / 1_000_000)
    }

    /// Parses an RFC 3339 date-time.
    ///
    /// - Throws: ``FSTimeToolError/mismatch(text:position:)`` or ``FSTimeToolError/invalidField(_:text:)``.
    public static func date(from text: String) throws(FSTimeToolError) -> Date {
        try FieldScanner.scan(text) { scanner throws(FSTimeToolError) in try parse(&scanner) }
    }

    private static func parse(_ scanner: inout FieldScanner) throws(FSTimeToolError) -> Date {
        let text = scanner.text
        let year = try scanner.number(minDigits: 4, maxDigits: 4)
        try scanner.expect(byte: UInt8(ascii: "-"))
        let month = try scanner.number(minDigits: 2, maxDigits: 2)
        try scanner.expect(byte: UInt8(ascii: "-"))
        let day = try scanner.number(minDigits: 2, maxDigits: 2)
        guard scanner.oneOf("Tt ") != nil else { throw scanner.mismatch() }
        let hour = try scanner.number(minDigits: 2, maxDigits: 2)
        try scanner.expect(byte: UInt8(ascii: ":"))
        let minute = try scanner.number(minDigits: 2, maxDigits: 2)
        try scanner.expect(byte: UInt8(ascii: ":"))
        let second = try scanner.number(minDigits: 2, maxDigits: 2)
        let micros = scanner.oneOf(".") != nil ? try scanner.fractionMicroseconds() : 0
        var offset: Int64 = 0
        switch scanner.oneOf("Zz+-") {
        case nil: throw scanner.mismatch()
        case 0, 1: break
        case let sign?:
            // Basic (`+0530`) or extended (`+05:30`): a colon after the hours decides.
            let start = scanner.position
            _ = try scanner.number(minDigits: 2, maxDigits: 2)
            let extended = scanner.oneOf(":") != nil
            scanner.rewind(to: start)
            offset = Int64(try scanner.offsetSeconds(extended: extended)) * (sign == 3 ? -1 : 1)
        }
        guard scanner.isAtEnd else { throw scanner.mismatch() }
        guard (1...12).contains(month) else { throw .invalidField("month", text: text) }
        guard (1...Civil.daysInMonth(year: year, month: month)).contains(day) else {
            throw .invalidField("day", text: text)
        }
        guard hour <= 23 else { throw .invalidField("hour", text: text) }
        guard minute <= 59 else { throw .invalidField("minute", text: text) }
        guard second <= 59 else { throw .invalidField("second", text: text) }
        let seconds =
            Civil.days(year: year, month: month, day: day) * Civil.secondsPerDay
            + Int64(hour * 3600 + minute * 60 + second)
            - offset
        return date(seconds: seconds, micros: micros)
    }
}

extension FieldScanner {
    /// A run of at least one decimal digit, as the microseconds of a fraction of a second:
    /// the first six digits count, the rest are dropped.
    mutating func fractionMicroseconds() throws(FSTimeToolError) -> Int64 {
        var micros: Int64 = 0
        var count = 0
        while let digit = oneOf("0123456789") {
            if count < 6 { micros = micros * 10 + Int64(digit) }
            count += 1
        }
        guard count > 0 else { throw mismatch() }
        for _ in count..<max(count, 6) { micros *= 10 }
        return micros
    }
}
