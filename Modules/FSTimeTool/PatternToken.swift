/// One piece of a compiled pattern.
enum PatternToken: Sendable, Equatable {
    case literal(start: Int, count: Int)
    case year(width: Int)
    /// The month as a number (`M`, `MM`, `L`, `LL`).
    case month(width: Int)
    /// The month's name, in the format (`MMM`) or stand-alone (`LLL`) form.
    case monthName(DateNames.List)
    case day(width: Int)
    case hour24(width: Int)
    case hour12(width: Int)
    case minute(width: Int)
    case second(width: Int)
    case fraction(width: Int)
    case dayPeriod(DateNames.List)
    case weekday(DateNames.List)
    case zone(OffsetFormat)

    /// The date field the token reads, `nil` for a literal; `h` and `H` are both the hour, `M`
    /// and `L` the month, `E` and `c` the weekday.
    var fieldName: String? {
        switch self {
        case .literal: nil
        case .year: "year"
        case .month, .monthName: "month"
        case .day: "day"
        case .hour24, .hour12: "hour"
        case .minute: "minute"
        case .second: "second"
        case .fraction: "fraction of a second"
        case .dayPeriod: "AM/PM"
        case .weekday: "weekday"
        case .zone: "time zone"
        }
    }

    /// The longest output of the token in UTF-8 bytes, with `names`.
    func maxLength(names: DateNames) -> Int {
        switch self {
        case .literal(_, let count): count
        case .year(let width): max(width, 20)  // a 64-bit year has at most 20 characters
        case .month, .day, .hour24, .hour12, .minute, .second: 2
        case .fraction(let width): width
        case .monthName(let list), .dayPeriod(let list), .weekday(let list): names.longest(list)
        case .zone(let format): format.maxLength(names: names)
        }
    }

    /// Whether every text the token writes with `names` is ASCII.
    func isASCII(names: DateNames, literals: [UInt8]) -> Bool {
        switch self {
        case .literal(let start, let count): literals[start..<(start + count)].allSatisfy { $0 < 0x80 }
        case .monthName(let list), .dayPeriod(let list), .weekday(let list): names.isASCII(list)
        case .zone(let format): format.isASCII(names: names)
        default: true
        }
    }

    static func compile(_ pattern: String) throws(FSTimeToolError) -> (tokens: [PatternToken], literals: [UInt8]) {
        // DateFormatter (CFDateFormatter) writes an empty string for a longer pattern.
        guard pattern.utf16.count <= 1024 else { throw .patternTooLong(pattern) }
        var tokens: [PatternToken] = []
        var literals: [UInt8] = []
        var literal: [UInt8] = []
        func flush() {
            if !literal.isEmpty { tokens.append(.literal(start: literals.count, count: literal.count)) }
            literals += literal
            literal = []
        }
        // Scalars, not Characters: ICU reads a pattern letter followed by a combining mark as
        // the field and then a literal mark, where a Character would join the two.
        let characters = Array(pattern.unicodeScalars)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "'" {
                // '' is a quote; otherwise quoted text runs to the next lone quote.
                if index + 1 < characters.count && characters[index + 1] == "'" {
                    literal.append(UInt8(ascii: "'"))
                    index += 2
                    continue
                }
                index += 1
                var closed = false
                while index < characters.count {
                    if characters[index] == "'" {
                        if index + 1 < characters.count && characters[index + 1] == "'" {
                            literal.append(UInt8(ascii: "'"))
                            index += 2
                            continue
                        }
                        closed = true
                        index += 1
                        break
                    }
                    literal.append(contentsOf: String(characters[index]).utf8)
                    index += 1
                }
                guard closed else { throw .unterminatedQuote(pattern) }
                continue
            }
            guard (65...90).contains(character.value) || (97...122).contains(character.value) else {
                literal.append(contentsOf: String(character).utf8)
                index += 1
                continue
            }
            var width = 1
            while index + width < characters.count && characters[index + width] == character { width += 1 }
            index += width
            flush()
            guard let token = try field(character, width: width) else {
                throw .unsupportedField(String(repeating: String(character), count: width))
            }
            tokens.append(token)
        }
        flush()
        return (tokens, literals)
    }

    /// The token for `width` repetitions of the pattern letter `letter`, `nil` when unsupported.
    private static func field(_ letter: Unicode.Scalar, width: Int) throws(FSTimeToolError) -> PatternToken? {
        switch (letter, width) {
        // DateFormatter pads a year to at most ten digits, however wide the field.
        case ("y", _): .year(width: min(width, 10))
        case ("Y", _): throw .weekBasedYear
        case ("M", 1...2), ("L", 1...2): .month(width: width)
        case ("M", 3): .monthName(.monthAbbreviated)
        case ("M", 4): .monthName(.monthWide)
        case ("L", 3): .monthName(.standaloneMonthAbbreviated)
        case ("L", 4): .monthName(.standaloneMonthWide)
        case ("M", 5): .monthName(.monthNarrow)
        case ("L", 5): .monthName(.standaloneMonthNarrow)
        case ("d", 1...2): .day(width: width)
        case ("H", 1...2): .hour24(width: width)
        case ("h", 1...2): .hour12(width: width)
        case ("m", 1...2): .minute(width: width)
        case ("s", 1...2): .second(width: width)
        case ("S", 1...9): .fraction(width: width)
        case ("a", 1...3): .dayPeriod(.dayPeriodAbbreviated)
        case ("a", 4): .dayPeriod(.dayPeriodWide)
        case ("a", 5): .dayPeriod(.dayPeriodNarrow)
        case ("E", 1...3): .weekday(.weekdayAbbreviated)
        case ("E", 4): .weekday(.weekdayWide)
        case ("E", 5): .weekday(.weekdayNarrow)
        case ("E", 6): .weekday(.weekdayShort)
        case ("c", 3): .weekday(.standaloneWeekdayAbbreviated)
        case ("c", 4): .weekday(.standaloneWeekdayWide)
        case ("c", 5): .weekday(.standaloneWeekdayNarrow)
        case ("c", 6): .weekday(.standaloneWeekdayShort)
        default: OffsetFormat(letter: letter, width: width).map { .zone($0) }
        }
    }
}
