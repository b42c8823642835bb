import Foundation

extension FSDatePattern {
    /// Parses text written in this pattern, strictly.
    ///
    /// Strict means: numeric fields of width 2 or more need exactly that many digits (one-
    /// letter fields take one or two; `y` takes up to nine), names must be spelled as
    /// ``string(from:)`` writes them, nothing may precede or follow the pattern, every field must
    /// be in range (no 31 April, no hour 24), and where the text names a whole date (year, month
    /// and day) its weekday must fall on it. `DateFormatter` accepts all of those leniently;
    /// every string it formats, this parses to the same instant it gives.
    ///
    /// Fields the pattern lacks default as in `DateFormatter`: year 2000, January, the 1st,
    /// midnight. A weekday without a day of the month picks that weekday's first day in the
    /// month (`EEE` alone: "Mon" is 2000-01-03). Two-digit years (`yy`, or `y` given exactly two
    /// digits) fall in `DateFormatter`'s default window, 1950…2049, whatever today's date.
    /// Fractions of a second keep their first three digits (milliseconds), as `DateFormatter`
    /// does. A local time that occurs twice (when clocks go back) is the later instant, as in
    /// `DateFormatter`.
    ///
    /// A pattern with a field twice (`EEE MMM M`) writes text but does not read it: the text
    /// could give the field two values. Narrow names (`MMMMM`, `EEEEE`, `aaaaa`) read as other
    /// names where the locale's do not repeat (一 … 日 in Chinese, a and p for AM and PM in
    /// English); where they do (S is Sunday and Saturday), a narrow weekday reads only in a
    /// pattern that names the whole date — "S, 6 Jan 2024" with `EEEEE, d MMM yyyy` — and is
    /// checked against it, as a full weekday is; any other such field makes the pattern refuse
    /// to read (J is January, June and July).
    ///
    /// - Throws: ``FSTimeToolError/mismatch(text:position:)``, ``FSTimeToolError/invalidField(_:text:)``,
    ///   ``FSTimeToolError/inconsistentWeekday(text:)``, ``FSTimeToolError/nonexistentLocalTime(text:)``
    ///   ``FSTimeToolError/repeatedField(_:pattern:)`` or ``FSTimeToolError/ambiguousField(_:pattern:)``.
    public func date(from text: String) throws(FSTimeToolError) -> Date {
        try dateAndOffset(from: text).date
    }

    /// Parses text as ``date(from:)`` does, and returns the UTC offset the text gave with the
    /// instant — or, for a pattern without a zone field, the offset of ``timeZone`` at that
    /// instant: what it takes to write the date back as it was written.
    ///
    /// ```swift
    /// let stamp = try FSDatePattern("yyyy-MM-dd HH:mm:ssXXX")
    /// let parsed = try stamp.dateAndOffset(from: "2024-06-15 09:30:00+05:30")   // secondsFromGMT 19_800
    /// FSISO8601(timeZone: TimeZone(secondsFromGMT: parsed.secondsFromGMT)!).string(from: parsed.date)
    /// // "2024-06-15T09:30:00+05:30"
    /// ```
    ///
    /// - Throws: as ``date(from:)``.
    public func dateAndOffset(from text: String) throws(FSTimeToolError) -> ParsedDate {
        if let repeatedField { throw .repeatedField(repeatedField, pattern: pattern) }
        if let narrowField = compiled.narrowField { throw .ambiguousField(narrowField, pattern: pattern) }
        return try FieldScanner.scan(text) { scanner throws(FSTimeToolError) in try parse(&scanner) }
    }

    private func parse(_ scanner: inout FieldScanner) throws(FSTimeToolError) -> ParsedDate {
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
        var offset: Int?
        for token in tokens {
            switch token {
            case .literal(let start, let count): try scanner.expect(literals[start..<(start + count)])
            case .year(let width):
                let start = scanner.position
                year =
                    try width == 1
                    ? scanner.number(minDigits: 1, maxDigits: 9) : scanner.number(minDigits: width, maxDigits: width)
                // `yy`, and `y` given exactly two digits, name a year in DateFormatter's window.
                twoDigitYear = width == 2 || (width == 1 && scanner.position - start == 2)
            case .month(let width): month = try scanner.field(width: width)
            case .monthName(let list): month = try scanner.name(list, in: names) + 1
            case .day(let width): day = try scanner.field(width: width)
            case .hour24(let width): hour = try scanner.field(width: width)
            case .hour12(let width): hour12 = try scanner.field(width: width)
            case .minute(let width): minute = try scanner.field(width: width)
            case .second(let width): second = try scanner.field(width: width)
            case .fraction(let width): millisecond = try scanner.fractionMilliseconds(digits: width)
            case .dayPeriod(let list): pm = try scanner.name(list, in: names) == 1
            case .weekday(let list): weekday = try scanner.name(list, in: names) + 1
            case .zone(let format): offset = try format.read(from: &scanner, names: names)
            }
        }
        guard scanner.isAtEnd else { throw scanner.mismatch() }
        if let hour12 {
            guard (1...12).contains(hour12) else { throw .invalidField("hour", text: text) }
            hour = hour12 % 12 + (pm ? 12 : 0)
        } else if pm && hour < 12 {
            hour += 12
        }
        let local = LocalTime(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second, offset: offset)
        var utc: Int64
        if twoDigitYear {
            // DateFormatter's default window starts at the instant 1950-01-01T00:00:00Z (its
            // `twoDigitStartDate`): the year is 19yy when that is valid and not earlier, else
            // 20yy, whatever today's date. So "49-12-31 22:59" is 1949 at UTC-11:30. The
            // weekday plays no part in the choice: "Fri Jan 5 57" is 5 January 1957, a
            // Saturday, and so an inconsistent weekday, not 2057, where it would be a Friday.
            var early = local
            early.year = 1900 + year
            if let candidate = try? resolve(early, weekday: weekday, checkingWeekday: false, text: text),
                candidate >= Self.twoDigitYearStart
            {
                // (Resolved again only to check a weekday against the chosen year.)
                utc = weekday == nil ? candidate : try resolve(early, weekday: weekday, text: text)
            } else {
                var late = local
                late.year = 2000 + year
                utc = try resolve(late, weekday: weekday, text: text)
            }
        } else {
            utc = try resolve(local, weekday: weekday, text: text)
        }
        let date = Date(timeIntervalSince1970: TimeInterval(utc) + TimeInterval(millisecond) / 1000)
        return ParsedDate(date: date, secondsFromGMT: offset ?? Int(zone.offset(atUTC: utc)))
    }

    /// A local date and time as read from text, before it is checked, with the UTC offset the
    /// text gives (seconds), if any.
    private struct LocalTime {
        var year, month, day, hour, minute, second: Int
        var offset: Int?
    }

    /// The UTC second of a local time read from `text`, after checking every field (the
    /// weekday against the date only when `checkingWeekday`).
    private func resolve(
        _ local: LocalTime, weekday: Int?, checkingWeekday: Bool = true, text: String
    ) throws(FSTimeToolError) -> Int64 {
        var local = local
        guard (1...9999).contains(local.year) else { throw .outOfRange(text: text) }
        guard (1...12).contains(local.month) else { throw .invalidField("month", text: text) }
        if let weekday, !hasDay {
            // A weekday without a day of the month names that weekday's first day in the month,
            // as DateFormatter resolves it: "Mon" alone is 2000-01-03.
            let first = Civil.weekday(days: Civil.days(year: local.year, month: local.month, day: 1))
            local.day = 1 + (weekday - first + 7) % 7
        }
        guard (1...Civil.daysInMonth(year: local.year, month: local.month)).contains(local.day) else {
            throw .invalidField("day", text: text)
        }
        guard (0...23).contains(local.hour) else { throw .invalidField("hour", text: text) }
        guard (0...59).contains(local.minute) else { throw .invalidField("minute", text: text) }
        guard (0...59).contains(local.second) else { throw .invalidField("second", text: text) }
        let days = Civil.days(year: local.year, month: local.month, day: local.day)
        // Only a text that names the whole date can contradict its weekday; without a year the
        // year is a default, which DateFormatter does not check the weekday against either.
        if checkingWeekday, let weekday, hasYear && hasMonth && hasDay,
            !weekdayMatches(weekday, Civil.weekday(days: days))
        {
            throw .inconsistentWeekday(text: text)
        }
        let localSeconds = days * Civil.secondsPerDay + Int64(local.hour * 3600 + local.minute * 60 + local.second)
        if let offset = local.offset { return localSeconds - Int64(offset) }
        if let utc = zone.utcReadings(forLocal: localSeconds)?.latest { return utc }
        // A day whose midnight daylight saving skips still has a first instant, which a pattern
        // without a time of day names (DateFormatter gives nil there); a written time in a gap
        // does not exist.
        guard !hasTimeOfDay else { throw .nonexistentLocalTime(text: text) }
        return zone.firstUTC(afterGapAtLocal: localSeconds)
    }

    /// Whether the weekday read (1 for Sunday) is the date's: for a narrow name that repeats,
    /// whether the date's weekday has the same name (S is Sunday and Saturday).
    private func weekdayMatches(_ read: Int, _ actual: Int) -> Bool {
        guard let list = compiled.checkedNarrowWeekday else { return read == actual }
        return compiled.names.sameName(list, read - 1, actual - 1)
    }

    /// 1950-01-01T00:00:00Z, where DateFormatter's default two-digit years begin.
    static let twoDigitYearStart: Int64 = -631_152_000

    private var hasYear: Bool { compiled.hasYear }
    private var hasMonth: Bool { compiled.hasMonth }
    private var hasDay: Bool { compiled.hasDay }
    private var hasTimeOfDay: Bool { compiled.hasTimeOfDay }
}

/// Reads a date string's UTF-8 bytes field by field, in place.
struct FieldScanner {
    let text: String
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    private init(text: String, bytes: UnsafeBufferPointer<UInt8>) {
        self.text = text
        self.bytes = bytes
    }

    /// Runs `body` with a scanner over `text`'s UTF-8 bytes, without copying them.
    static func scan<Result>(
        _ text: String, _ body: (inout FieldScanner) throws(FSTimeToolError) -> Result
    ) throws(FSTimeToolError) -> Result {
        var contiguous = text
        let outcome: Swift.Result<Result, FSTimeToolError> = contiguous.withUTF8 { bytes in
            var scanner = FieldScanner(text: text, bytes: bytes)
            do throws(FSTimeToolError) {
                return .success(try body(&scanner))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    var isAtEnd: Bool { index == bytes.count }

    /// Goes back to `position`, which an earlier ``position`` returned.
    mutating func rewind(to position: Int) { index = position }

    /// How many bytes have been read.
    var position: Int { index }

    func mismatch() -> FSTimeToolError {
        let prefix = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<index]), as: UTF8.self)
        return .mismatch(text: text, position: prefix.count)
    }

    mutating func expect<C: Collection>(_ literal: C) throws(FSTimeToolError) where C.Element == UInt8 {
        guard bytes.count - index >= literal.count, bytes[index..<(index + literal.count)].elementsEqual(literal) else {
            throw mismatch()
        }
        index += literal.count
    }

    /// Consumes one byte equal to `value`.
    mutating func expect(byte value: UInt8) throws(FSTimeToolError) {
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
    mutating func field(width: Int) throws(FSTimeToolError) -> Int {
        try width == 1 ? number(minDigits: 1, maxDigits: 2) : number(minDigits: width, maxDigits: width)
    }

    mutating func number(minDigits: Int, maxDigits: Int) throws(FSTimeToolError) -> Int {
        let start = index
        var value = 0
        var count = 0
        while count < maxDigits, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            // Saturates instead of overflowing: such a value is out of every field's range.
            value = min(value, Int.max / 10 - 9) * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
            count += 1
        }
        guard count >= minDigits else {
            index = start  // report the position where the field begins
            throw mismatch()
        }
        return value
    }

    /// A fraction of a second written with exactly `digits` digits, in whole milliseconds:
    /// digits past the third are dropped, as DateFormatter drops them.
    mutating func fractionMilliseconds(digits: Int) throws(FSTimeToolError) -> Int {
        guard bytes.count - index >= digits,
            bytes[index..<(index + digits)].allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { throw mismatch() }
        var milliseconds = 0
        for place in 0..<3 {
            milliseconds = milliseconds * 10 + (place < digits ? Int(bytes[index + place] - UInt8(ascii: "0")) : 0)
        }
        index += digits
        return milliseconds
    }

    /// The index of the name of `list` found here, the longest where several match.
    mutating func name(_ list: DateNames.List, in names: DateNames) throws(FSTimeToolError) -> Int {
        let found: (index: Int, length: Int)? = names.bytes.withUnsafeBufferPointer { all in
            var best: (index: Int, length: Int)?
            for position in 0..<list.nameCount {
                let span = names.span(list, position)
                guard span.count > (best?.length ?? -1), bytes.count - index >= span.count,
                    let here = bytes.baseAddress, let name = all.baseAddress,
                    memcmp(here + index, name + span.lowerBound, span.count) == 0
                else { continue }
                best = (position, span.count)
            }
            return best
        }
        guard let found else { throw mismatch() }
        index += found.length
        return found.index
    }
}
