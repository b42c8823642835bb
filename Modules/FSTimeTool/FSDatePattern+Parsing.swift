import Foundation

extension FSDatePattern {
    /// Parses text written in this pattern, strictly.
    ///
    /// Strict means: numeric fields of width 2 or more need exactly that many digits (one-
    /// letter fields take one or two), names must be spelled as ``string(from:)`` writes them,
    /// nothing may precede or follow the pattern, every field must be in range (no 31 April,
    /// no hour 24), and a weekday must fall on the date. `DateFormatter` accepts all of those
    /// leniently; every string it formats, this parses to the same instant.
    ///
    /// Fields the pattern lacks default as in `DateFormatter`: year 2000, January, the 1st,
    /// midnight. `yy` takes the century that puts the date within 80 years before and
    /// 20 years after today. A local time that occurs twice (when clocks go back) is the later
    /// instant, as in `DateFormatter`.
    ///
    /// - Throws: ``FSTimeError/mismatch(text:position:)``, ``FSTimeError/invalidField(_:text:)``,
    ///   ``FSTimeError/inconsistentWeekday(text:)`` or ``FSTimeError/nonexistentLocalTime(text:)``.
    public func date(from text: String) throws(FSTimeError) -> Date {
        try _FieldScanner.scan(text) { scanner throws(FSTimeError) in try parse(&scanner) }
    }

    private func parse(_ scanner: inout _FieldScanner) throws(FSTimeError) -> Date {
        let text = scanner.text
        var year = 2000
        var twoDigitYear = false
        var month = 1
        var day = 1
        var hour = 0
        var hour12: Int?
        var pm = false
        var minute = 0
        var second = 0
        var millisecond = 0
        var weekday: Int?
        for token in tokens {
            switch token {
            case .literal(let start, let count): try scanner.expect(literals[start..<(start + count)])
            case .year(let width):
                twoDigitYear = width == 2
                year =
                    try width == 1
                    ? scanner.number(minDigits: 1, maxDigits: 9) : scanner.number(minDigits: width, maxDigits: width)
            case .month(let width):
                switch width {
                case 3: month = try scanner.name(in: _Names.shortMonthsUTF8) + 1
                case 4: month = try scanner.name(in: _Names.monthsUTF8) + 1
                default: month = try scanner.field(width: width)
                }
            case .day(let width): day = try scanner.field(width: width)
            case .hour24(let width): hour = try scanner.field(width: width)
            case .hour12(let width): hour12 = try scanner.field(width: width)
            case .minute(let width): minute = try scanner.field(width: width)
            case .second(let width): second = try scanner.field(width: width)
            case .fraction(let width):
                let value = try scanner.number(minDigits: width, maxDigits: width)
                var scale = 1
                for _ in 0..<max(0, width - 3) { scale *= 10 }
                var ms = value / scale
                for _ in width..<3 { ms *= 10 }
                millisecond = ms
            case .amPm: pm = try scanner.name(in: _Names.amPmUTF8) == 1
            case .weekday(let wide):
                weekday =
                    try scanner.name(in: wide ? _Names.weekdaysUTF8 : _Names.weekdaysUTF8.map { Array($0.prefix(3)) })
                    + 1
            }
        }
        guard scanner.isAtEnd else { throw scanner.mismatch() }
        if let hour12 {
            guard (1...12).contains(hour12) else { throw .invalidField("hour", text: text) }
            hour = hour12 % 12 + (pm ? 12 : 0)
        } else if pm && hour < 12 {
            hour += 12
        }
        if twoDigitYear { year = Self.expandTwoDigitYear(year, month: month, day: day) }
        guard (1...9999).contains(year) else { throw .outOfRange(text: text) }
        guard (1...12).contains(month) else { throw .invalidField("month", text: text) }
        guard (1..._Civil.daysInMonth(year: year, month: month)).contains(day) else {
            throw .invalidField("day", text: text)
        }
        guard (0...23).contains(hour) else { throw .invalidField("hour", text: text) }
        guard (0...59).contains(minute) else { throw .invalidField("minute", text: text) }
        guard (0...59).contains(second) else { throw .invalidField("second", text: text) }
        let days = _Civil.days(year: year, month: month, day: day)
        if let weekday, weekday != _Civil.weekday(days: days) { throw .inconsistentWeekday(text: text) }
        let localSeconds = days * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        guard let utc = zone.latestUTC(forLocal: localSeconds) else { throw .nonexistentLocalTime(text: text) }
        return Date(timeIntervalSince1970: TimeInterval(utc) + TimeInterval(millisecond) / 1000)
    }

    /// ICU's two-digit year window: from 80 years before today to 20 years after.
    static func expandTwoDigitYear(_ twoDigits: Int, month: Int, day: Int) -> Int {
        let today = _Civil.civil(days: _Civil.floorDivide(Int64(Date().timeIntervalSince1970), 86_400).quotient)
        let start = (year: today.year - 80, month: today.month, day: today.day)
        var year = start.year - start.year % 100 + twoDigits
        if (year, month, day) < (start.year, start.month, start.day) { year += 100 }
        return year
    }
}

/// Reads a date string's UTF-8 bytes field by field, in place.
struct _FieldScanner {
    let text: String
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    private init(text: String, bytes: UnsafeBufferPointer<UInt8>) {
        self.text = text
        self.bytes = bytes
    }

    /// Runs `body` with a scanner over `text`'s UTF-8 bytes, without copying them.
    static func scan<Result>(
        _ text: String, _ body: (inout _FieldScanner) throws(FSTimeError) -> Result
    ) throws(FSTimeError) -> Result {
        var contiguous = text
        let outcome: Swift.Result<Result, FSTimeError> = contiguous.withUTF8 { bytes in
            var scanner = _FieldScanner(text: text, bytes: bytes)
            do throws(FSTimeError) {
                return .success(try body(&scanner))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    var isAtEnd: Bool { index == bytes.count }

    func mismatch() -> FSTimeError {
        let prefix = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<index]), as: UTF8.self)
        return .mismatch(text: text, position: prefix.count)
    }

    mutating func expect<C: Collection>(_ literal: C) throws(FSTimeError) where C.Element == UInt8 {
        guard bytes.count - index >= literal.count, bytes[index..<(index + literal.count)].elementsEqual(literal) else {
            throw mismatch()
        }
        index += literal.count
    }

    /// Consumes one byte equal to `value`.
    mutating func expect(byte value: UInt8) throws(FSTimeError) {
        guard index < bytes.count, bytes[index] == value else { throw mismatch() }
        index += 1
    }

    /// Consumes one byte if it is one of `values`, returning which; `nil` (consuming nothing)
    /// otherwise.
    mutating func oneOf(_ values: StaticString) -> Int? {
        guard index < bytes.count else { return nil }
        let found = values.withUTF8Buffer { $0.firstIndex(of: bytes[index]) }
        if found != nil { index += 1 }
        return found
    }

    /// A numeric field: width 1 takes one or two digits, wider fields exactly `width`.
    mutating func field(width: Int) throws(FSTimeError) -> Int {
        try width == 1 ? number(minDigits: 1, maxDigits: 2) : number(minDigits: width, maxDigits: width)
    }

    mutating func number(minDigits: Int, maxDigits: Int) throws(FSTimeError) -> Int {
        let start = index
        var value = 0
        var count = 0
        while count < maxDigits, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
            count += 1
        }
        guard count >= minDigits else {
            index = start  // report the position where the field begins
            throw mismatch()
        }
        return value
    }

    /// The index of the name in `names` found here (longest match first).
    mutating func name(in names: [[UInt8]]) throws(FSTimeError) -> Int {
        var best: Int?
        for (position, name) in names.enumerated() where bytes.count - index >= name.count {
            if bytes[index..<(index + name.count)].elementsEqual(name),
                best.map({ names[$0].count < name.count }) ?? true
            {
                best = position
            }
        }
        guard let best else { throw mismatch() }
        index += names[best].count
        return best
    }
}
