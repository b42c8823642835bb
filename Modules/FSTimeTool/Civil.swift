/// Proleptic Gregorian calendar arithmetic on days since 1970-01-01: exact, branch-light,
/// no Foundation.
enum Civil {
    static let secondsPerDay = Int64(FSTimeConstants.secondsInDay)
    static let millisecondsPerDay = secondsPerDay * 1_000

    /// Days since 1970-01-01 of a year, month (1…12) and day (Howard Hinnant's
    /// `days_from_civil`).
    static func days(year: Int, month: Int, day: Int) -> Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let m = Int64(month)
        let dayOfYear = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Days from 1970-01-01 back to the start of the fast range of ``civil(days:)``: 82
    /// Gregorian cycles of 400 years before 0000-03-01, so every shifted count is unsigned.
    private static let civilShift: Int64 = 719_468 + 82 * 146_097
    /// Shifted counts up to this keep `4 × n + 3` within 32 bits.
    private static let civilShiftedLimit: Int64 = (Int64(UInt32.max) - 3) / 4

    /// Year, month (1…12) and day of a day count since 1970-01-01.
    ///
    /// Cassio Neri and Lorenz Schneider's algorithm ("Euclidean affine functions and their
    /// application to calendar algorithms", 2022): unsigned 32-bit multiplications and
    /// shifts instead of the signed 64-bit divisions of the textbook method, about twice as
    /// fast in the formatting loop. Counts beyond its range (about 32,800 BC to 2.9 million
    /// years on) are first reduced by whole 400-year cycles, which repeat exactly.
    @inline(__always)
    static func civil(days: Int64) -> (year: Int, month: Int, day: Int) {
        var shifted = days &+ civilShift
        var cycleYears = 0
        if shifted < 0 || shifted > civilShiftedLimit {
            let (cycles, rest) = floorDivide(days, 146_097)
            shifted = rest &+ civilShift
            cycleYears = 400 * Int(cycles)
        }
        // Centuries (which begin on March 1), then years within the century, then the
        // month and day within a year that begins in March.
        let n1 = 4 &* UInt32(truncatingIfNeeded: shifted) &+ 3
        let century = n1 / 146_097
        let n2 = n1 % 146_097 | 3
        let yearProduct = 2_939_745 &* UInt64(n2)
        let yearOfCentury = UInt32(truncatingIfNeeded: yearProduct >> 32)
        let dayOfYear = UInt32(truncatingIfNeeded: yearProduct) / 11_758_980
        let n3 = 2141 &* dayOfYear &+ 197_913
        let month = n3 >> 16
        let day = (n3 & 0xFFFF) / 2141 &+ 1
        let january = dayOfYear >= 306  // January and February belong to the next year.
        let year = Int(100 &* century &+ yearOfCentury) - 82 * 400 + (january ? 1 : 0) + cycleYears
        return (year, Int(january ? month &- 12 : month), Int(day))
    }

    /// 1 = Sunday … 7 = Saturday, as Foundation numbers weekdays.
    static func weekday(days: Int64) -> Int {
        Int(((days + 4) % 7 + 7) % 7) + 1
    }

    static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// `value` rounded down to an integer, saturating at `Int64`'s bounds, with NaN read as
    /// zero: converting a `Date` never traps, however far or invalid it is.
    static func saturatingFloor(_ value: Double) -> Int64 {
        if value.isNaN { return 0 }
        // 2⁶³ is exactly representable; every Double below it converts.
        guard value < 9_223_372_036_854_775_808.0 else { return .max }
        guard value >= -9_223_372_036_854_775_808.0 else { return .min }
        return floor(value)
    }

    /// `value`, which must convert to `Int64`, rounded down. Truncation corrected for
    /// negative fractions: `rounded(.down)` is a libm call, and this is on formatting's
    /// hot path.
    @inline(__always)
    static func floor(_ value: Double) -> Int64 {
        let truncated = Int64(value)
        return Double(truncated) > value ? truncated - 1 : truncated
    }

    /// Floor division, for negative times.
    static func floorDivide(_ a: Int64, _ b: Int64) -> (quotient: Int64, remainder: Int64) {
        let q = a / b
        let r = a % b
        return r < 0 ? (q - 1, r + b) : (q, r)
    }
}
