import Foundation

/// What ``FSDatePattern`` compiles a pattern into: its fields, literals, layout and tables.
final class CompiledPattern: Sendable {
    let pattern: String
    let timeZone: TimeZone
    let locale: Locale
    let names: DateNames
    let tokens: [PatternToken]
    /// The bytes of every literal, which `PatternToken.literal` refers to by range (tokens stay
    /// plain values, so walking them costs no reference counting), then `DigitWriter.padding`
    /// zeros.
    let literals: [UInt8]
    /// The room a format needs: the longest text the pattern can produce, in UTF-8 bytes,
    /// rounded up to whole 8-byte words, which the fixed layout stores whole, and at least
    /// the four words it always stores.
    let capacity: Int
    /// Whether every text the pattern produces is ASCII (its literals, names and offsets):
    /// strings made from it are flagged so, which keeps their later use fast.
    let isASCII: Bool
    /// The fixed-offset template, used when every field has a fixed width and appears once.
    let layout: FixedLayout
    /// A field the pattern has twice (`MMM … M`), which parsing refuses: a text could give it
    /// two values, and DateFormatter's way of choosing differs with the other fields.
    let repeatedField: String?
    /// A narrow-name field whose names repeat in the locale (`MMMMM`: J is January, June and
    /// July) and which no other field of the pattern fixes: parsing refuses the pattern.
    let narrowField: String?
    /// The list of a narrow weekday field whose names repeat (`EEEEE`: S, M, T, W, T, F, S) in a
    /// pattern that names the whole date: the text's name is then checked against the date's.
    let checkedNarrowWeekday: DateNames.List?
    let zone: ZoneOffsets
    /// Which fields parsing reads from the text, rather than defaulting.
    let hasYear: Bool
    let hasMonth: Bool
    let hasDay: Bool
    let hasTimeOfDay: Bool

    init(_ pattern: String, timeZone: TimeZone, locale: Locale) throws(FSTimeToolError) {
        guard let names = DateNames.forLocale(locale) else { throw .unsupportedLocale(locale.identifier) }
        self.pattern = pattern
        self.timeZone = timeZone
        self.locale = locale
        self.names = names
        let (tokens, literals) = try PatternToken.compile(pattern)
        self.tokens = tokens
        self.literals = literals + repeatElement(0, count: DigitWriter.padding)
        capacity = max(
            FixedLayout.minimumCapacity,
            (tokens.reduce(0) { $0 + $1.maxLength(names: names) } + DigitWriter.padding + 7) & ~7)
        isASCII = tokens.allSatisfy { $0.isASCII(names: names, literals: literals) }
        layout = FixedLayout(tokens: tokens, literals: literals, names: names)
        // Beside a 24-hour field, AM/PM gives the hour a second value ("13:00 AM"), which
        // DateFormatter resolves by the fields' order: the day period written last sets the
        // hour to 0 or 12.
        let hasHour24 = tokens.contains { if case .hour24 = $0 { true } else { false } }
        let fields = tokens.compactMap { token in
            if case .dayPeriod = token, hasHour24 { "hour" } else { token.fieldName }
        }
        repeatedField = fields.enumerated().first { index, field in fields[..<index].contains(field) }?.element
        hasYear = fields.contains("year")
        hasMonth = fields.contains("month")
        hasDay = fields.contains("day")
        // Narrow names that do not repeat (一 … 日 in Chinese, a and p in English) read as
        // any names do; those that repeat read only as a weekday that the date fixes.
        let namesTheDate = hasYear && hasMonth && hasDay
        var narrowField: String?
        var checkedNarrowWeekday: DateNames.List?
        for token in tokens {
            switch token {
            case .weekday(let list) where list.isNarrow && names.repeatsNames(list) && namesTheDate:
                checkedNarrowWeekday = list
            case .monthName(let list), .weekday(let list), .dayPeriod(let list):
                if list.isNarrow && names.repeatsNames(list) && narrowField == nil { narrowField = list.field }
            default: break
            }
        }
        self.narrowField = narrowField
        self.checkedNarrowWeekday = checkedNarrowWeekday
        zone = ZoneOffsets.forZone(timeZone)
        hasTimeOfDay = tokens.contains {
            switch $0 {
            case .hour24, .hour12, .minute, .second, .fraction, .dayPeriod: true
            default: false
            }
        }
    }
}
