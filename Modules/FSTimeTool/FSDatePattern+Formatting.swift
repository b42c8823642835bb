import Foundation

/// A date's fields in a time zone, computed once per format or comparison.
struct _LocalFields {
    var year: Int
    var month: Int
    var day: Int
    var hour: Int
    var minute: Int
    var second: Int
    var millisecond: Int
    var weekday: Int
    /// Days since 1970-01-01 in local time.
    var days: Int64

    init(utcMilliseconds: Int64, zone: _ZoneOffsets) {
        let (utcSeconds, _) = _Civil.floorDivide(utcMilliseconds, 1000)
        let local = utcMilliseconds + zone.offset(atUTC: utcSeconds) * 1000
        let (days, msOfDay) = _Civil.floorDivide(local, _Civil.millisecondsPerDay)
        (year, month, day) = _Civil.civil(days: days)
        let ms = Int(msOfDay)
        hour = ms / 3_600_000
        minute = ms / 60_000 % 60
        second = ms / 1000 % 60
        millisecond = ms % 1000
        weekday = _Civil.weekday(days: days)
        self.days = days
    }
}

extension FSDatePattern {
    /// Milliseconds since 1970, rounded to the nearest millisecond the way Foundation's
    /// `DateFormatter` rounds — in the same `Double` steps (seconds since 1970, times 1000,
    /// halves upwards), so that values a hair from a half millisecond round alike.
    static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000 + 0.5).rounded(.down))
    }

    /// The date as text.
    ///
    /// - Complexity: O(pattern length); one allocation for the result.
    public func string(from date: Date) -> String {
        let fields = _LocalFields(utcMilliseconds: Self.milliseconds(date), zone: zone)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(40)
        for token in tokens {
            switch token {
            case .literal(let literal): bytes.append(contentsOf: literal)
            case .year(let width):
                if width == 2 {
                    Self.append(fields.year % 100, width: 2, to: &bytes)
                } else {
                    Self.append(fields.year, width: width, to: &bytes)
                }
            case .month(let width):
                switch width {
                case 3: bytes.append(contentsOf: _Names.monthsUTF8[fields.month - 1].prefix(3))
                case 4: bytes.append(contentsOf: _Names.monthsUTF8[fields.month - 1])
                default: Self.append(fields.month, width: width, to: &bytes)
                }
            case .day(let width): Self.append(fields.day, width: width, to: &bytes)
            case .hour24(let width): Self.append(fields.hour, width: width, to: &bytes)
            case .hour12(let width):
                Self.append(fields.hour % 12 == 0 ? 12 : fields.hour % 12, width: width, to: &bytes)
            case .minute(let width): Self.append(fields.minute, width: width, to: &bytes)
            case .second(let width): Self.append(fields.second, width: width, to: &bytes)
            case .fraction(let width):
                // Milliseconds truncated to the width, then zeros: S = tenths, SSSS = ms + "0".
                let digits = [fields.millisecond / 100, fields.millisecond / 10 % 10, fields.millisecond % 10]
                for i in 0..<width { bytes.append(UInt8(ascii: "0") + UInt8(i < 3 ? digits[i] : 0)) }
            case .amPm: bytes.append(contentsOf: fields.hour < 12 ? [65, 77] : [80, 77])
            case .weekday(let wide):
                let name = _Names.weekdaysUTF8[fields.weekday - 1]
                bytes.append(contentsOf: wide ? name[...] : name.prefix(3))
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `value` in decimal, zero-padded to `width` digits.
    static func append(_ value: Int, width: Int, to bytes: inout [UInt8]) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            append(-value, width: width, to: &bytes)
            return
        }
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            } while rest > 0
            for _ in count..<max(width, count) { bytes.append(UInt8(ascii: "0")) }
            for i in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[i]) }
        }
    }
}
