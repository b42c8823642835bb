import Foundation

/// A compiled date pattern — the common subset of ICU/`DateFormatter` patterns — that
/// formats and strictly parses dates in one time zone, many times faster than
/// `DateFormatter`, with identical output.
///
/// ```swift
/// let stamp = try FSDatePattern("yyyy-MM-dd HH:mm:ss", timeZone: TimeZone(identifier: "Asia/Shanghai")!)
/// stamp.string(from: Date(timeIntervalSince1970: 1_700_000_000))   // "2023-11-15 06:13:20"
/// try stamp.date(from: "2023-11-15 06:13:20")                       // the same instant
/// try stamp.date(from: "2023-02-30 00:00:00")                       // throws: day out of range
///
/// let chinese = try FSDatePattern(.chinese(.dateTime))               // yyyy年MM月dd日 HH时mm分ss秒
/// ```
///
/// Supported fields (the output equals `DateFormatter` with the `en_US_POSIX` locale and
/// the same time zone, which the tests check on random instants from 1900 to 2100 and,
/// sparser, on to the end of the range `DateFormatter` can format, 5.8 million years on):
///
/// | field | meaning | example |
/// |---|---|---|
/// | `yyyy`, `y`, `yy` | year (padded to the field width, at most ten digits; `yy`: last two digits) | 2024, 24 |
/// | `MM`, `M`, `MMM`, `MMMM` | month | 01, 1, Jan, January |
/// | `dd`, `d` | day of month | 05, 5 |
/// | `HH`, `H` | hour 0–23 | 09, 9 |
/// | `hh`, `h` | hour 1–12 | 09, 9 |
/// | `mm`, `m`, `ss`, `s` | minute, second | 07, 7 |
/// | `S` … `SSSSSSSSS` | fraction of a second (milliseconds, then zeros) | 123 |
/// | `a`, `aa`, `aaa` | AM / PM | PM |
/// | `E`, `EE`, `EEE`, `EEEE` | weekday | Tue, Tuesday |
/// | `'text'`, `''` | quoted literal text, a single quote | `'T'` |
///
/// Any other non-letter character is literal (`-`, `/`, `:`, `年`, `月`). Every other ASCII
/// letter or width is refused with ``FSTimeToolError/unsupportedField(_:)`` (the DocC overview
/// lists them with the reason for each) — in particular `Y`, the week-based year, which
/// silently differs from the year around New Year (the original presets' bug): it throws
/// ``FSTimeToolError/weekBasedYear``. Patterns come from users, so every width is accepted or
/// refused, never trusted: a 200-letter year field writes ten digits, as `DateFormatter` does.
///
/// A pattern is an immutable, `Sendable` value: compile it once and use it from any thread.
/// Dates are proleptic Gregorian (Foundation switches to the Julian calendar before
/// 1582-10-15) and carry millisecond precision, rounded as Foundation rounds.
public struct FSDatePattern: Sendable, Hashable {
    /// The pattern text it was compiled from.
    public let pattern: String
    /// The time zone dates are formatted in and parsed in.
    public let timeZone: TimeZone
    let tokens: [PatternToken]
    /// The bytes of every literal, which `PatternToken.literal` refers to by range: tokens stay
    /// plain values, so walking them costs no reference counting.
    let literals: [UInt8]
    /// The room a format needs: the longest text the pattern can produce, in UTF-8 bytes,
    /// rounded up to whole 8-byte words, which the fixed layout stores whole, and at least
    /// the four words it always stores.
    let capacity: Int
    /// Whether every literal is ASCII, and so every text the pattern produces (names and
    /// digits are): strings made from it are flagged so, which keeps their later use fast.
    let isASCII: Bool
    /// The fixed-offset template, used when every field has a fixed width and appears once.
    let layout: FixedLayout
    /// A field the pattern has twice (`MMM … M`), which parsing refuses: a text could give it
    /// two values, and DateFormatter's way of choosing differs with the other fields.
    let repeatedField: String?
    let zone: ZoneOffsets

    /// Compiles `pattern` for `timeZone`.
    ///
    /// - Throws: ``FSTimeToolError/weekBasedYear``, ``FSTimeToolError/unsupportedField(_:)`` or
    ///   ``FSTimeToolError/unterminatedQuote(_:)``.
    public init(_ pattern: String, timeZone: TimeZone = .current) throws(FSTimeToolError) {
        self.pattern = pattern
        self.timeZone = timeZone
        (tokens, literals) = try PatternToken.compile(pattern)
        capacity = max(FixedLayout.minimumCapacity, (tokens.reduce(0) { $0 + $1.maxLength } + 7) & ~7)
        isASCII = literals.allSatisfy { $0 < 0x80 }
        layout = FixedLayout(tokens: tokens, literals: literals)
        let fields = tokens.compactMap(\.fieldName)
        repeatedField = fields.enumerated().first { index, field in fields[..<index].contains(field) }?.element
        zone = ZoneOffsets.forZone(timeZone)
    }

    /// Compiles one of the original FrameworkStruct presets.
    public init(_ preset: Preset, timeZone: TimeZone = .current) throws(FSTimeToolError) {
        try self.init(preset.pattern, timeZone: timeZone)
    }

    /// Patterns are equal when their text and time zone are.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.pattern == rhs.pattern && lhs.timeZone == rhs.timeZone
    }

    /// Hashes the text and time zone.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pattern)
        hasher.combine(timeZone)
    }
}

/// One piece of a compiled pattern.
enum PatternToken: Sendable, Equatable {
    case literal(start: Int, count: Int)
    case year(width: Int)
    case month(width: Int)
    case day(width: Int)
    case hour24(width: Int)
    case hour12(width: Int)
    case minute(width: Int)
    case second(width: Int)
    case fraction(width: Int)
    case amPm
    case weekday(wide: Bool)

    /// The date field the token reads, `nil` for a literal; `h` and `H` are both the hour.
    var fieldName: String? {
        switch self {
        case .literal: nil
        case .year: "year"
        case .month: "month"
        case .day: "day"
        case .hour24, .hour12: "hour"
        case .minute: "minute"
        case .second: "second"
        case .fraction: "fraction of a second"
        case .amPm: "AM/PM"
        case .weekday: "weekday"
        }
    }

    /// The longest output of the token, in UTF-8 bytes.
    var maxLength: Int {
        switch self {
        case .literal(_, let count): count
        case .year(let width): max(width, 20)  // a 64-bit year has at most 20 characters
        case .month(let width): width >= 3 ? 9 : 2
        case .day, .hour24, .hour12, .minute, .second: 2
        case .fraction(let width): width
        case .amPm: 2
        case .weekday: 9
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
            let field = String(repeating: String(character), count: width)
            index += width
            flush()
            switch character {
            // DateFormatter pads a year to at most ten digits, however wide the field.
            case "y": tokens.append(.year(width: min(width, 10)))
            case "Y": throw .weekBasedYear
            case "M" where width <= 4: tokens.append(.month(width: width))
            case "d" where width <= 2: tokens.append(.day(width: width))
            case "H" where width <= 2: tokens.append(.hour24(width: width))
            case "h" where width <= 2: tokens.append(.hour12(width: width))
            case "m" where width <= 2: tokens.append(.minute(width: width))
            case "s" where width <= 2: tokens.append(.second(width: width))
            case "S" where width <= 9: tokens.append(.fraction(width: width))
            case "a" where width <= 3: tokens.append(.amPm)
            case "E" where width <= 4: tokens.append(.weekday(wide: width == 4))
            default: throw .unsupportedField(field)
            }
        }
        flush()
        return (tokens, literals)
    }
}

/// English names, as `en_US_POSIX` writes them.
enum FieldNames {
    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]
    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let monthsUTF8 = months.map { Array($0.utf8) }
    static let weekdaysUTF8 = weekdays.map { Array($0.utf8) }
    static let shortMonthsUTF8 = monthsUTF8.map { Array($0.prefix(3)) }
    static let shortWeekdaysUTF8 = weekdaysUTF8.map { Array($0.prefix(3)) }
    static let amPmUTF8: [[UInt8]] = [Array("AM".utf8), Array("PM".utf8)]
}
