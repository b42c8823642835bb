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

    @inline(__always)
    init(utcMilliseconds: Int64, zone: borrowing _ZoneOffsets) {
        let local = utcMilliseconds + zone.offsetMilliseconds(atUTC: utcMilliseconds)
        // Unsigned division is shorter than floor division: shift by whole days to make
        // the dividend positive (the formattable range is ±2.2 billion days).
        let biasDays: Int64 = 2_500_000_000
        let biased = UInt64(bitPattern: local &+ biasDays &* _Civil.millisecondsPerDay)
        let days = Int64(biased / UInt64(_Civil.millisecondsPerDay)) &- biasDays
        let msOfDay = biased % UInt64(_Civil.millisecondsPerDay)
        (year, month, day) = _Civil.civil(days: days)
        // A day's milliseconds fit in 32 bits, whose divisions by constants are cheaper.
        let ms = UInt32(truncatingIfNeeded: msOfDay)
        let seconds = ms / 1000
        let minutes = seconds / 60
        hour = Int(minutes / 60)
        minute = Int(minutes % 60)
        second = Int(seconds % 60)
        millisecond = Int(ms % 1000)
        weekday = _Civil.weekday(days: days)
        self.days = days
    }
}

extension FSDatePattern {
    /// The instants ICU's calendar covers, in milliseconds since 1970 (about 5.8 million
    /// years either way): `DateFormatter` formats dates outside them as empty text.
    static let formattableMilliseconds: ClosedRange<Double> = -184_303_902_528_000_000...183_882_168_921_600_000

    /// Milliseconds since 1970, rounded to the nearest millisecond the way Foundation's
    /// `DateFormatter` rounds — in the same `Double` steps (seconds since 1970, times 1000,
    /// halves upwards), so that values a hair from a half millisecond round alike; `nil`
    /// outside ``formattableMilliseconds`` (and for NaN).
    static func milliseconds(_ date: Date) -> Int64? {
        let scaled = date.timeIntervalSince1970 * 1000 + 0.5
        guard formattableMilliseconds.contains(scaled) else { return nil }
        // Truncation, corrected downwards for negative fractions: `rounded(.down)` is a
        // libm call, and this is the formatting hot path.
        let truncated = Int64(scaled)
        return Double(truncated) > scaled ? truncated - 1 : truncated
    }

    /// ``milliseconds(_:)``, with dates beyond the formattable range clamped to its ends and
    /// NaN read as 1970: for APIs that must return fields.
    static func clampedMilliseconds(_ date: Date) -> Int64 {
        if let milliseconds = milliseconds(date) { return milliseconds }
        let seconds = date.timeIntervalSince1970
        return seconds.isNaN
            ? 0 : Int64(seconds < 0 ? formattableMilliseconds.lowerBound : formattableMilliseconds.upperBound)
    }

    /// The date as text; empty, as from `DateFormatter`, for a date more than about 5.8
    /// million years from 1970 or an infinite or NaN one.
    ///
    /// - Complexity: O(pattern length); at most one allocation, for the result.
    public func string(from date: Date) -> String {
        #if compiler(>=6.2)
            // The text is valid UTF-8 by construction (digits, ASCII names, and literals cut
            // from a String at ASCII boundaries), so it skips the check the other path makes
            // (about 4 ns of a 60 ns format here).
            if #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *) {
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(capacity, 1)) { buffer in
                    guard let base = buffer.baseAddress else { return "" }
                    let count = format(date, into: base)
                    let span = Span(_unsafeElements: UnsafeBufferPointer(start: base, count: count))
                    return String(copying: UTF8Span(unchecked: span, isKnownASCII: isASCII))
                }
            }
        #endif
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            return format(date, into: base)
        }
    }

    /// Writes the date's UTF-8 text at `base`, which has room for ``capacity`` bytes;
    /// returns the number of bytes written: none for a date `DateFormatter` cannot format
    /// either (see ``formattableMilliseconds``).
    private func format(_ date: Date, into base: UnsafeMutablePointer<UInt8>) -> Int {
        guard let milliseconds = Self.milliseconds(date) else { return 0 }
        let fields = _LocalFields(utcMilliseconds: milliseconds, zone: zone)
        if layout.isUsable && fields.year >= 1000 && fields.year <= 9999 {
            return layout.format(fields, into: base)
        }
        var writer = _DigitWriter(base: base)
        literals.withUnsafeBufferPointer { literals in
            for token in tokens {
                switch token {
                case .literal(let start, let count):
                    writer.write(UnsafeBufferPointer(rebasing: literals[start..<(start + count)]))
                case .year(let width): writer.write(width == 2 ? fields.year % 100 : fields.year, width: width)
                case .month(let width):
                    switch width {
                    case 3: writer.write(_Names.monthsUTF8[fields.month - 1].prefix(3))
                    case 4: writer.write(_Names.monthsUTF8[fields.month - 1][...])
                    default: writer.write(fields.month, width: width)
                    }
                case .day(let width): writer.write(fields.day, width: width)
                case .hour24(let width): writer.write(fields.hour, width: width)
                case .hour12(let width): writer.write(fields.hour % 12 == 0 ? 12 : fields.hour % 12, width: width)
                case .minute(let width): writer.write(fields.minute, width: width)
                case .second(let width): writer.write(fields.second, width: width)
                case .fraction(let width):
                    // Milliseconds truncated to the width, then zeros: S = tenths, SSSS = ms + "0".
                    let ms = fields.millisecond
                    for i in 0..<width {
                        writer.byte(
                            UInt8(ascii: "0") + UInt8(i == 0 ? ms / 100 : i == 1 ? ms / 10 % 10 : i == 2 ? ms % 10 : 0))
                    }
                case .amPm: writer.write(fields.hour < 12 ? [65, 77] : [80, 77])
                case .weekday(let wide):
                    let name = _Names.weekdaysUTF8[fields.weekday - 1]
                    writer.write(wide ? name[...] : name.prefix(3))
                }
            }
        }
        return writer.count
    }

    /// Appends the date's text as UTF-8 to `bytes`, without creating a `String`: for log
    /// lines and network buffers. With capacity reserved, it allocates nothing. Appends
    /// nothing where ``string(from:)`` returns empty text.
    ///
    /// ```swift
    /// var line: [UInt8] = []
    /// line.reserveCapacity(256)
    /// stamp.write(Date(), to: &line)
    /// line.append(contentsOf: " request served\n".utf8)
    /// ```
    public func write(_ date: Date, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(capacity, 1)) { buffer in
            guard let base = buffer.baseAddress else { return }
            bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: format(date, into: base)))
        }
    }

    /// The fields of `date` in the pattern's time zone, reusing its offset table: the fast
    /// way to get many dates' fields in one zone. Like ``FSDateFields/init(_:timeZone:)``,
    /// it clamps dates beyond the formattable range.
    public func fields(of date: Date) -> FSDateFields {
        FSDateFields(_LocalFields(utcMilliseconds: Self.clampedMilliseconds(date), zone: zone))
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

/// Writes ASCII digits and byte runs into a buffer sized in advance (the pattern's
/// `capacity`), without bounds checks: the hot loop of every format.
struct _DigitWriter {
    private let base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0

    init(base: UnsafeMutablePointer<UInt8>) {
        self.base = base
    }

    @inline(__always)
    mutating func byte(_ value: UInt8) {
        base[count] = value
        count &+= 1
    }

    @inline(__always)
    mutating func write<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        for value in bytes { byte(value) }
    }

    @inline(__always)
    private mutating func pair(_ value: Int) {
        base[count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value / 10)
        base[count &+ 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
        count &+= 2
    }

    /// `value` in decimal, zero-padded to `width` digits; the common widths without a loop.
    @inline(__always)
    mutating func write(_ value: Int, width: Int) {
        if value >= 0 && value < 100 && width <= 2 {
            if width == 2 || value >= 10 { pair(value) } else { byte(UInt8(ascii: "0") &+ UInt8(value)) }
        } else if value >= 0 && value < 10_000 && width == 4 {
            pair(value / 100)
            pair(value % 100)
        } else {
            writeSlowly(value, width: width)
        }
    }

    private mutating func writeSlowly(_ value: Int, width: Int) {
        var bytes: [UInt8] = []
        FSDatePattern.append(value, width: width, to: &bytes)
        write(bytes)
    }
}

/// The fast path for patterns whose every field has a fixed width (`yyyy`, `MM`, `dd`,
/// `HH`, `hh`, `mm`, `ss`, `S…`, `a`) — all the original presets but `M/d`: the output is a
/// template with the literals in place, and formatting fills in the digits at fixed offsets.
///
/// The template is kept as 8-byte words with zeros where the fields go. Each field is a
/// two-byte ASCII code (two digits, or "AM"/"PM") from a table computed once per date with
/// 32-bit arithmetic; formatting ORs the codes into each word in a register and stores the
/// word whole. Whole-word stores let the next reader of the text (String's UTF-8 check, a
/// copy) load it straight from the store buffer, where byte-sized stores into a copied
/// template stall it.
struct _FixedLayout: Sendable {
    /// Where a field's code comes from: an index into the table ``codes(_:)`` builds.
    private enum Source: UInt8 {
        case century, yearOfCentury, month, day, hour24, hour12, minute, second, amPm
        case hundredths
        /// The tenths digit alone: its code is one byte.
        case tenths
        /// Milliseconds modulo 100, the last two digits of `SSS`.
        case centiRemainder
    }

    /// One field's part of one word; a field that straddles two words has a part in each.
    private struct Part {
        var word: Int32
        var source: Source
        /// Bits to shift the code left within the word; -8 for the second byte of a
        /// straddling code, which lands at the start of the next word.
        var shift: Int8
    }

    /// The template, little-endian, padded with zeros to whole words.
    private let words: [UInt64]
    /// Sorted by word.
    private let parts: [Part]
    /// The text's length in bytes.
    private let length: Int
    /// Whether every field has a fixed width; when not, the layout is empty and unused.
    let isUsable: Bool

    init(tokens: [_Token], literals: [UInt8]) {
        if let fixed = _FixedLayout(fixed: tokens, literals) {
            self = fixed
        } else {
            self.init(words: [], parts: [], length: 0, isUsable: false)
        }
    }

    private init(words: [UInt64], parts: [Part], length: Int, isUsable: Bool) {
        self.words = words
        self.parts = parts
        self.length = length
        self.isUsable = isUsable
    }

    private init?(fixed tokens: [_Token], _ literals: [UInt8]) {
        var template: [UInt8] = []
        var parts: [Part] = []
        func add(_ sources: Source...) {
            for source in sources {
                let offset = template.count
                let shift = Int8(offset % 8 * 8)
                parts.append(Part(word: Int32(offset / 8), source: source, shift: shift))
                let width = source == .tenths ? 1 : 2
                if width == 2 && shift == 56 {
                    parts.append(Part(word: Int32(offset / 8 + 1), source: source, shift: -8))
                }
                template += repeatElement(0, count: width)
            }
        }
        for token in tokens {
            switch token {
            case .literal(let start, let count): template += literals[start..<(start + count)]
            case .year(4): add(.century, .yearOfCentury)
            case .month(2): add(.month)
            case .day(2): add(.day)
            case .hour24(2): add(.hour24)
            case .hour12(2): add(.hour12)
            case .minute(2): add(.minute)
            case .second(2): add(.second)
            case .amPm: add(.amPm)
            case .fraction(1): add(.tenths)
            case .fraction(2): add(.hundredths)
            case .fraction(3): add(.tenths, .centiRemainder)
            default: return nil
            }
        }
        let length = template.count
        template += repeatElement(0, count: (8 - length % 8) % 8)
        let words = stride(from: 0, to: template.count, by: 8).map { start in
            template[start..<(start + 8)].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        }
        self.init(words: words, parts: parts, length: length, isUsable: true)
    }

    /// Writes the text at `base`, which has room for the length rounded up to whole words;
    /// returns the length. The year must have four digits.
    func format(_ fields: _LocalFields, into base: UnsafeMutablePointer<UInt8>) -> Int {
        var codes = Self.codes(fields)
        withUnsafeBytes(of: &codes) { codes in
            words.withUnsafeBufferPointer { words in
                parts.withUnsafeBufferPointer { parts in
                    let target = UnsafeMutableRawPointer(base)
                    var part = 0
                    for index in words.indices {
                        var word = words[index]
                        while part < parts.count && parts[part].word == index {
                            let code = UInt64(
                                codes.load(fromByteOffset: Int(parts[part].source.rawValue) &* 2, as: UInt16.self)
                                    .littleEndian)
                            let shift = parts[part].shift
                            word |= shift >= 0 ? code << shift : code >> -shift
                            part &+= 1
                        }
                        target.storeBytes(of: word.littleEndian, toByteOffset: index &* 8, as: UInt64.self)
                    }
                }
            }
        }
        return length
    }

    private typealias Codes = (
        UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16
    )

    /// The code of every ``Source``, in its order: the first character in the low byte.
    @inline(__always)
    private static func codes(_ fields: _LocalFields) -> Codes {
        let year = UInt32(truncatingIfNeeded: fields.year)
        let hour = UInt32(truncatingIfNeeded: fields.hour)
        let millisecond = UInt32(truncatingIfNeeded: fields.millisecond)
        let tenths = millisecond / 100
        return (
            pair(year / 100), pair(year % 100), pair(UInt32(truncatingIfNeeded: fields.month)),
            pair(UInt32(truncatingIfNeeded: fields.day)), pair(hour), pair(hour % 12 == 0 ? 12 : hour % 12),
            pair(UInt32(truncatingIfNeeded: fields.minute)), pair(UInt32(truncatingIfNeeded: fields.second)),
            (hour < 12 ? 0x41 : 0x50) | 0x4D00, pair(millisecond / 10), 0x30 | UInt16(truncatingIfNeeded: tenths),
            pair(millisecond &- tenths &* 100)
        )
    }

    /// Two ASCII digits of `value` (0…99), the tens in the low byte.
    @inline(__always)
    private static func pair(_ value: UInt32) -> UInt16 {
        let tens = (value &* 103) >> 10  // value / 10 for 0…99, without a division
        let ones = value &- tens &* 10
        return UInt16(truncatingIfNeeded: 0x3030 | tens | ones << 8)
    }
}
