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
    /// - Complexity: O(pattern length); at most one allocation, for the result.
    public func string(from date: Date) -> String {
        String(unsafeUninitializedCapacity: maxLength) { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            return format(date, into: base)
        }
    }

    /// Writes the date's UTF-8 text at `base`, which has room for ``maxLength`` bytes;
    /// returns the number of bytes written.
    private func format(_ date: Date, into base: UnsafeMutablePointer<UInt8>) -> Int {
        let fields = _LocalFields(utcMilliseconds: Self.milliseconds(date), zone: zone)
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
    /// lines and network buffers. With capacity reserved, it allocates nothing.
    ///
    /// ```swift
    /// var line: [UInt8] = []
    /// line.reserveCapacity(256)
    /// stamp.write(Date(), to: &line)
    /// line.append(contentsOf: " request served\n".utf8)
    /// ```
    public func write(_ date: Date, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(maxLength, 1)) { buffer in
            guard let base = buffer.baseAddress else { return }
            bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: format(date, into: base)))
        }
    }

    /// The fields of `date` in the pattern's time zone, reusing its offset table: the fast
    /// way to get many dates' fields in one zone.
    public func fields(of date: Date) -> FSDateFields {
        FSDateFields(_LocalFields(utcMilliseconds: Self.milliseconds(date), zone: zone))
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
/// `maxLength`), without bounds checks: the hot loop of every format.
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
struct _FixedLayout: Sendable {
    /// What a slot holds; a plain byte, so the fill loop is a jump table.
    private enum Kind: UInt8 {
        case year, month, day, hour24, hour12, minute, second, amPm, tenths, hundredths, milliseconds
    }

    private let template: [UInt8]
    private let slots: [(offset: Int32, kind: Kind)]
    /// Whether every field has a fixed width; when not, the layout is empty and unused.
    let isUsable: Bool

    init(tokens: [_Token], literals: [UInt8]) {
        if let fixed = _FixedLayout(fixed: tokens, literals) {
            self = fixed
        } else {
            self.init(template: [], slots: [], isUsable: false)
        }
    }

    private init(template: [UInt8], slots: [(offset: Int32, kind: Kind)], isUsable: Bool) {
        self.template = template
        self.slots = slots
        self.isUsable = isUsable
    }

    private init?(fixed tokens: [_Token], _ literals: [UInt8]) {
        var template: [UInt8] = []
        var slots: [(Int32, Kind)] = []
        for token in tokens {
            let kind: Kind
            switch token {
            case .literal(let start, let count):
                template += literals[start..<(start + count)]
                continue
            case .year(4): kind = .year
            case .month(2): kind = .month
            case .day(2): kind = .day
            case .hour24(2): kind = .hour24
            case .hour12(2): kind = .hour12
            case .minute(2): kind = .minute
            case .second(2): kind = .second
            case .amPm: kind = .amPm
            case .fraction(1): kind = .tenths
            case .fraction(2): kind = .hundredths
            case .fraction(3): kind = .milliseconds
            default: return nil
            }
            slots.append((Int32(template.count), kind))
            switch kind {
            case .year: template += Array("0000".utf8)
            case .amPm: template += Array("AM".utf8)
            case .tenths: template += [UInt8(ascii: "0")]
            case .milliseconds: template += Array("000".utf8)
            default: template += Array("00".utf8)
            }
        }
        self.init(template: template, slots: slots, isUsable: true)
    }

    /// Writes the template with the fields filled in at `base`; returns its length.
    func format(_ fields: _LocalFields, into base: UnsafeMutablePointer<UInt8>) -> Int {
        template.withUnsafeBufferPointer { template in
            guard let source = template.baseAddress else { return }
            base.update(from: source, count: template.count)
        }
        slots.withUnsafeBufferPointer { slots in
            for (offset, kind) in slots {
                let digits = base + Int(offset)
                switch kind {
                case .year:
                    Self.put(fields.year / 100, digits)
                    Self.put(fields.year % 100, digits + 2)
                case .month: Self.put(fields.month, digits)
                case .day: Self.put(fields.day, digits)
                case .hour24: Self.put(fields.hour, digits)
                case .hour12: Self.put(fields.hour % 12 == 0 ? 12 : fields.hour % 12, digits)
                case .minute: Self.put(fields.minute, digits)
                case .second: Self.put(fields.second, digits)
                case .amPm:
                    // The template holds "AM".
                    digits[0] = fields.hour < 12 ? UInt8(ascii: "A") : UInt8(ascii: "P")
                case .tenths: digits[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fields.millisecond / 100)
                case .hundredths: Self.put(fields.millisecond / 10, digits)
                case .milliseconds:
                    digits[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fields.millisecond / 100)
                    Self.put(fields.millisecond % 100, digits + 1)
                }
            }
        }
        return template.count
    }

    @inline(__always)
    private static func put(_ value: Int, _ digits: UnsafeMutablePointer<UInt8>) {
        digits[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value / 10)
        digits[1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
    }
}
