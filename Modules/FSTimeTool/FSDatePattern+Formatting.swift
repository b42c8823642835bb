internal import FSInternal
import Foundation

/// A date's fields in a time zone, computed once per format or comparison.
struct LocalFields {
    var year: Int
    var month: Int
    var day: Int
    var hour: Int
    var minute: Int
    var second: Int
    var millisecond: Int
    /// The zone's offset from UTC at the instant, in seconds.
    var offset: Int
    /// Days since 1970-01-01 in local time.
    var days: Int64
    /// Computed when asked: most patterns have no weekday.
    var weekday: Int { Civil.weekday(days: days) }

    @inline(__always)
    init(utcMilliseconds: Int64, zone: borrowing ZoneOffsets) {
        let offsetMilliseconds = zone.offsetMilliseconds(atUTC: utcMilliseconds)
        let local = utcMilliseconds + offsetMilliseconds
        offset = Int(offsetMilliseconds / 1000)
        // Unsigned division is shorter than floor division: shift by whole days to make
        // the dividend positive (the formattable range is ±2.2 billion days).
        let biasDays: Int64 = 2_500_000_000
        let biased = UInt64(bitPattern: local &+ biasDays &* Civil.millisecondsPerDay)
        let days = Int64(biased / UInt64(Civil.millisecondsPerDay)) &- biasDays
        let msOfDay = biased % UInt64(Civil.millisecondsPerDay)
        (year, month, day) = Civil.civil(days: days)
        // A day's milliseconds fit in 32 bits, whose divisions by constants are cheaper.
        let ms = UInt32(truncatingIfNeeded: msOfDay)
        let seconds = ms / 1000
        let minutes = seconds / 60
        hour = Int(minutes / 60)
        minute = Int(minutes % 60)
        second = Int(seconds % 60)
        millisecond = Int(ms % 1000)
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
        return Civil.floor(scaled)
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
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            guard let base = buffer.baseAddress else { return "" }
            let text = UnsafeBufferPointer(start: base, count: format(date, into: base))
            // The text is valid UTF-8 by construction (digits, ASCII names, and literals cut
            // from a String at ASCII boundaries), so it skips the check `decoding` makes (about
            // 4 ns of a 55 ns format here).
            if #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *) {
                return String(copying: UTF8Span(unchecked: Span(_unsafeElements: text), isKnownASCII: isASCII))
            }
            return String(decoding: text, as: UTF8.self)
        }
    }

    /// Writes the date's UTF-8 text at `base`, which has room for ``capacity`` bytes;
    /// returns the number of bytes written: none for a date `DateFormatter` cannot format
    /// either (see ``formattableMilliseconds``).
    private func format(_ date: Date, into base: UnsafeMutablePointer<UInt8>) -> Int {
        guard let milliseconds = Self.milliseconds(date) else { return 0 }
        // The compiled parts are read in place (`compiled.…`): the forwarding properties
        // would hand out copies, each a retain and a release on this path.
        let fields = LocalFields(utcMilliseconds: milliseconds, zone: compiled.zone)
        guard compiled.layout.isUsable && fields.year >= 1000 && fields.year <= 9999 else {
            return formatTokens(fields, from: 0, into: base, at: 0)
        }
        let written = compiled.layout.format(fields, into: base)
        let done = compiled.layout.tokenCount
        return done == compiled.tokens.count ? written : formatTokens(fields, from: done, into: base, at: written)
    }

    /// The general path: field by field, for patterns with names or variable widths, from
    /// token `first` on, writing from byte `start` (after what the fixed layout wrote).
    @inline(never)
    private func formatTokens(
        _ fields: LocalFields, from first: Int, into base: UnsafeMutablePointer<UInt8>, at start: Int
    ) -> Int {
        var writer = DigitWriter(base: base, count: start)
        let compiled = compiled
        let names = compiled.names
        compiled.literals.withUnsafeBufferPointer { literals in
            names.bytes.withUnsafeBufferPointer { nameBytes in
                names.spans.withUnsafeBufferPointer { spans in
                    // Through buffers, not the arrays: each array read from the class is a retain.
                    func name(_ list: DateNames.List, _ index: Int) -> UnsafeBufferPointer<UInt8> {
                        UnsafeBufferPointer(rebasing: nameBytes[spans[DateNames.slot(list, index)]])
                    }
                    compiled.tokens.withUnsafeBufferPointer { tokens in
                        for token in tokens[first...] {
                            switch token {
                            case .literal(let start, let count):
                                writer.writePadded(UnsafeBufferPointer(rebasing: literals[start..<(start + count)]))
                            case .year(let width):
                                writer.write(width == 2 ? fields.year % 100 : fields.year, width: width)
                            case .month(let width): writer.write(fields.month, width: width)
                            case .monthName(let list): writer.writePadded(name(list, fields.month - 1))
                            case .day(let width): writer.write(fields.day, width: width)
                            case .hour24(let width): writer.write(fields.hour, width: width)
                            case .hour12(let width):
                                writer.write(fields.hour % 12 == 0 ? 12 : fields.hour % 12, width: width)
                            case .minute(let width): writer.write(fields.minute, width: width)
                            case .second(let width): writer.write(fields.second, width: width)
                            case .fraction(let width):
                                // Milliseconds truncated to the width, then zeros: S = tenths, SSSS = ms + "0".
                                let ms = fields.millisecond
                                for i in 0..<width {
                                    writer.byte(
                                        UInt8(ascii: "0")
                                            + UInt8(i == 0 ? ms / 100 : i == 1 ? ms / 10 % 10 : i == 2 ? ms % 10 : 0))
                                }
                            case .dayPeriod(let list): writer.writePadded(name(list, fields.hour < 12 ? 0 : 1))
                            case .weekday(let list): writer.writePadded(name(list, fields.weekday - 1))
                            case .zone(let format): format.write(fields.offset, names: names, to: &writer)
                            }
                        }
                    }
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
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            guard let base = buffer.baseAddress else { return }
            bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: format(date, into: base)))
        }
    }

    /// The fields of `date` in the pattern's time zone, reusing its offset table: the fast
    /// way to get many dates' fields in one zone. Like ``FSDateFields/init(_:timeZone:)``,
    /// it clamps dates beyond the formattable range.
    public func fields(of date: Date) -> FSDateFields {
        FSDateFields(LocalFields(utcMilliseconds: Self.clampedMilliseconds(date), zone: zone))
    }
}

/// Writes ASCII digits and byte runs into a buffer sized in advance (the pattern's
/// `capacity`), without bounds checks: for the general path and ISO 8601.
struct DigitWriter {
    private let base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0

    init(base: UnsafeMutablePointer<UInt8>, count: Int = 0) {
        self.base = base
        self.count = count
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

    /// Bytes that may be read past a literal or a name, and written past the text: the arrays
    /// of literals and names end with this many zeros, and a pattern's capacity has this much
    /// room beyond its longest text, so ``writePadded(_:)`` copies short runs as two words.
    static let padding = 16

    /// Copies `bytes` — a literal or a name, whose array has ``padding`` readable bytes after
    /// it — into a buffer with ``padding`` bytes of room after the text: up to 16 bytes as two
    /// 8-byte moves, with no loop and no call.
    @inline(__always)
    mutating func writePadded(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        guard bytes.count <= Self.padding else { return write(bytes) }
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(base + count)
        to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
        to.storeBytes(of: from.loadUnaligned(fromByteOffset: 8, as: UInt64.self), toByteOffset: 8, as: UInt64.self)
        count &+= bytes.count
    }

    /// Copies `bytes` whole: names and literals, mostly a few bytes long, which a loop copies
    /// faster than a call to `memmove`.
    @inline(__always)
    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if bytes.count <= 16 {
            for offset in 0..<bytes.count { base[count &+ offset] = source[offset] }
        } else {
            (base + count).update(from: source, count: bytes.count)
        }
        count &+= bytes.count
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
        if value < 0 { byte(UInt8(ascii: "-")) }
        writeDecimal(UInt64(value.magnitude), minimumDigits: width) { byte($0) }
    }
}

/// The fast path for patterns whose fields have a fixed width (`yyyy`, `MM`, `dd`, `HH`,
/// `hh`, `mm`, `ss`, `S…`, and `a` where the locale writes "AM" and "PM"), each at most once —
/// the whole pattern, or its beginning up to the first other field, after which the general
/// path writes the rest (an offset after `yyyy-MM-dd'T'HH:mm:ss.SSS`) — all the original presets but
/// `M/d`: the output is a template with the literals in place, and formatting fills in the
/// digits at fixed offsets.
///
/// The layout records, for every kind of field, the offset where its two-byte ASCII code
/// (two digits, or "AM"/"PM") goes, so formatting is straight-line code: copy the template
/// by words, then one store per field the pattern has. No loop over the fields and no
/// jump on their kind: measured against code written for "yyyy-MM-dd HH:mm:ss" alone, it
/// costs about 30 more instructions, where a loop over the fields cost 150.
struct FixedLayout: Sendable {
    /// The kinds of field, in the order of ``Offsets``.
    private enum Source: Int, CaseIterable {
        case century, yearOfCentury, month, day, hour24, hour12, minute, second, amPm
        case hundredths
        /// The tenths digit alone: one byte.
        case tenths
        /// Milliseconds modulo 100, the last two digits of `SSS`.
        case centiRemainder
    }

    /// Each ``Source``'s offset in the text, or ``absent``.
    private typealias Offsets = (
        UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16
    )
    private static let absent = UInt16.max

    /// The template, little-endian, padded with zeros to whole words and to at least four,
    /// which are copied with four plain stores: the common short pattern needs no loop.
    private let words: [UInt64]
    private let offsets: Offsets
    /// The text's length in bytes.
    private let length: Int
    /// How many of the pattern's tokens, from the first, the layout writes.
    let tokenCount: Int
    /// An ISO 8601 offset (`Z`, `X…`, `x…`, `ZZZZZ`) that ends the fixed part, written straight
    /// after it: an API timestamp's offset costs no trip through the general path.
    private let trailingOffset: OffsetFormat?
    /// Whether the pattern begins with a field the layout can write; when not, the layout is
    /// empty and unused.
    var isUsable: Bool { tokenCount > 0 }

    init(tokens: [PatternToken], literals: [UInt8], names: DateNames) {
        if let fixed = FixedLayout(fixed: tokens, literals, names: names) {
            self = fixed
        } else {
            let absent = Self.absent
            self.init(
                words: [],
                offsets: (
                    absent, absent, absent, absent, absent, absent, absent, absent, absent, absent, absent, absent
                ),
                length: 0, tokenCount: 0, trailingOffset: nil)
        }
    }

    private init(words: [UInt64], offsets: Offsets, length: Int, tokenCount: Int, trailingOffset: OffsetFormat?) {
        self.words = words
        self.offsets = offsets
        self.length = length
        self.tokenCount = tokenCount
        self.trailingOffset = trailingOffset
    }

    private init?(fixed tokens: [PatternToken], _ literals: [UInt8], names: DateNames) {
        var template: [UInt8] = []
        var table = [UInt16](repeating: Self.absent, count: Source.allCases.count)
        var repeated = false
        func add(_ sources: Source...) {
            for source in sources {
                repeated = repeated || table[source.rawValue] != Self.absent
                table[source.rawValue] = UInt16(truncatingIfNeeded: template.count)
                template += repeatElement(0x30, count: source == .tenths ? 1 : 2)
            }
        }
        var tokenCount = 0
        var trailingOffset: OffsetFormat?
        fixed: for token in tokens {
            switch token {
            case .literal(let start, let count): template += literals[start..<(start + count)]
            case .year(4): add(.century, .yearOfCentury)
            case .month(2): add(.month)
            case .day(2): add(.day)
            case .hour24(2): add(.hour24)
            case .hour12(2): add(.hour12)
            case .minute(2): add(.minute)
            case .second(2): add(.second)
            case .dayPeriod(let list) where names[list] == Self.amPm: add(.amPm)
            case .fraction(1): add(.tenths)
            case .fraction(2): add(.hundredths)
            case .fraction(3): add(.tenths, .centiRemainder)
            case .zone(let format):
                guard case .iso = format else { break fixed }
                trailingOffset = format
                tokenCount += 1
                break fixed
            default: break fixed
            }
            tokenCount += 1
        }
        // A layout of literals alone saves nothing.
        guard !repeated && template.count < Int(Self.absent), table.contains(where: { $0 != Self.absent }) else {
            return nil
        }
        let length = template.count
        template += repeatElement(0, count: max(Self.minimumCapacity, (length + 7) & ~7) - length)
        let words = stride(from: 0, to: template.count, by: 8).map { start in
            template[start..<(start + 8)].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        }
        let offsets = (
            table[0], table[1], table[2], table[3], table[4], table[5], table[6], table[7], table[8], table[9],
            table[10], table[11]
        )
        self.init(
            words: words, offsets: offsets, length: length, tokenCount: tokenCount, trailingOffset: trailingOffset)
    }

    /// The day periods the layout writes as two-byte codes.
    private static let amPm = [Array("AM".utf8), Array("PM".utf8)]

    /// The room ``format(_:into:)`` needs for the four words it always copies.
    static let minimumCapacity = 32

    /// Writes the text at `base`, which has room for the length rounded up to whole words
    /// and at least ``minimumCapacity`` bytes; returns the length. The year must have four
    /// digits.
    @inline(__always)
    func format(_ fields: LocalFields, into base: UnsafeMutablePointer<UInt8>) -> Int {
        let target = UnsafeMutableRawPointer(base)
        words.withUnsafeBufferPointer { words in
            guard let source = words.baseAddress, words.count >= 4 else { return }
            target.storeBytes(of: source[0].littleEndian, as: UInt64.self)
            target.storeBytes(of: source[1].littleEndian, toByteOffset: 8, as: UInt64.self)
            target.storeBytes(of: source[2].littleEndian, toByteOffset: 16, as: UInt64.self)
            target.storeBytes(of: source[3].littleEndian, toByteOffset: 24, as: UInt64.self)
            var index = 4
            while index < words.count {
                target.storeBytes(of: source[index].littleEndian, toByteOffset: index &* 8, as: UInt64.self)
                index &+= 1
            }
        }
        @inline(__always)
        func put(_ offset: UInt16, _ code: @autoclosure () -> UInt16) {
            if offset != Self.absent {
                target.storeBytes(of: code().littleEndian, toByteOffset: Int(offset), as: UInt16.self)
            }
        }
        let year = UInt32(truncatingIfNeeded: fields.year)
        let hour = UInt32(truncatingIfNeeded: fields.hour)
        let millisecond = UInt32(truncatingIfNeeded: fields.millisecond)
        put(offsets.0, Self.pair(year / 100))
        put(offsets.1, Self.pair(year % 100))
        put(offsets.2, Self.pair(UInt32(truncatingIfNeeded: fields.month)))
        put(offsets.3, Self.pair(UInt32(truncatingIfNeeded: fields.day)))
        put(offsets.4, Self.pair(hour))
        put(offsets.5, Self.pair(hour % 12 == 0 ? 12 : hour % 12))
        put(offsets.6, Self.pair(UInt32(truncatingIfNeeded: fields.minute)))
        put(offsets.7, Self.pair(UInt32(truncatingIfNeeded: fields.second)))
        put(offsets.8, (hour < 12 ? 0x41 : 0x50) | 0x4D00)
        put(offsets.9, Self.pair(millisecond / 10))
        if offsets.10 != Self.absent {
            target.storeBytes(
                of: 0x30 | UInt8(truncatingIfNeeded: millisecond / 100), toByteOffset: Int(offsets.10), as: UInt8.self)
        }
        put(offsets.11, Self.pair(millisecond % 100))
        guard let trailingOffset else { return length }
        var writer = DigitWriter(base: base, count: length)
        trailingOffset.writeISO(fields.offset, to: &writer)
        return writer.count
    }

    /// Two ASCII digits of `value` (0…99), the tens in the low byte.
    @inline(__always)
    private static func pair(_ value: UInt32) -> UInt16 {
        let tens = (value &* 103) >> 10  // value / 10 for 0…99, without a division
        let ones = value &- tens &* 10
        return UInt16(truncatingIfNeeded: 0x3030 | tens | ones << 8)
    }
}
