import Foundation

/// A compiled date pattern — the common subset of ICU/`DateFormatter` patterns — that
/// formats and strictly parses dates in one time zone and locale, many times faster than
/// `DateFormatter`, with identical output.
///
/// ```swift
/// let stamp = try FSDatePattern("yyyy-MM-dd HH:mm:ss", timeZone: TimeZone(identifier: "Asia/Shanghai")!)
/// stamp.string(from: Date(timeIntervalSince1970: 1_700_000_000))   // "2023-11-15 06:13:20"
/// try stamp.date(from: "2023-11-15 06:13:20")                       // the same instant
/// try stamp.date(from: "2023-02-30 00:00:00")                       // throws: day out of range
///
/// let api = try FSDatePattern("yyyy-MM-dd'T'HH:mm:ss.SSSXXX")      // an API's timestamps
/// try api.date(from: "2023-11-15T06:13:20.000+08:00")               // the offset in the text decides
///
/// let china = try FSDatePattern("yyyy年M月d日 EEEE a h:mm", timeZone: beijing, locale: Locale(identifier: "zh_CN"))
/// china.string(from: date)                                          // "2023年11月15日 星期三 上午 6:13"
/// ```
///
/// Supported fields (the output equals `DateFormatter` with the same locale, time zone and
/// Gregorian calendar, which the tests check on random instants from 1900 to 2100 in nine
/// locales and sixteen zones and, sparser, on to the end of the range `DateFormatter` can
/// format, 5.8 million years on):
///
/// | field | meaning | example (`en_US_POSIX`, `zh_CN`) |
/// |---|---|---|
/// | `yyyy`, `y`, `yy` | year (padded to the field width, at most ten digits; `yy`: last two digits) | 2024, 24 |
/// | `MM`, `M`, `LL`, `L` | month number | 01, 1 |
/// | `MMM`, `MMMM`; `LLL`, `LLLL` | month name, abbreviated and wide; stand-alone forms | Jan, January; 1月, 一月 |
/// | `dd`, `d` | day of month | 05, 5 |
/// | `HH`, `H` | hour 0–23 | 09, 9 |
/// | `hh`, `h` | hour 1–12 | 09, 9 |
/// | `mm`, `m`, `ss`, `s` | minute, second | 07, 7 |
/// | `S` … `SSSSSSSSS` | fraction of a second (milliseconds, then zeros) | 123 |
/// | `a`, `aa`, `aaa`, `aaaa` | AM / PM, abbreviated and wide | PM, 下午 |
/// | `E`, `EE`, `EEE`, `EEEE`, `EEEEEE` | weekday: abbreviated, wide, short | Tue, Tuesday, Tu; 周二, 星期二, 周二 |
/// | `ccc`, `cccc`, `cccccc` | stand-alone weekday | Tue, 周二 |
/// | `Z`, `ZZ`, `ZZZ` | offset, ISO basic, seconds when not zero | +0800, -004430 |
/// | `ZZZZ`, `OOOO` | the locale's long GMT format | GMT+08:00, GMT |
/// | `ZZZZZ` | ISO extended, `Z` for UTC | +08:00, Z |
/// | `O` | the locale's short GMT format | GMT+8, GMT+5:30 |
/// | `X`, `XX`, `XXX`, `XXXX`, `XXXXX` | ISO 8601, `Z` for UTC: hours and any minutes; basic; extended; basic and extended with any seconds | +08, +0530, +05:30, Z |
/// | `x` … `xxxxx` | as `X` … `XXXXX`, but `+00` rather than `Z` | +00:00 |
/// | `'text'`, `''` | quoted literal text, a single quote | `'T'` |
///
/// A zone field writes the offset of ``timeZone`` at the instant; parsing reads the offset
/// from the text, and the instant follows from it whatever the pattern's zone (which only
/// fills in for text without an offset). Names come from the locale's data as
/// `DateFormatter` has it on this platform, read once per locale.
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
    /// The time zone dates are formatted in, and parsed in when the text has no offset.
    public let timeZone: TimeZone
    /// The locale whose names the pattern writes and reads.
    public let locale: Locale
    let names: DateNames
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

    /// Compiles `pattern` for `timeZone`, with the month, weekday and AM/PM names and the GMT
    /// format of `locale`.
    ///
    /// ```swift
    /// let china = try FSDatePattern("yyyy年M月d日 EEEE a h:mm", timeZone: beijing, locale: Locale(identifier: "zh_CN"))
    /// china.string(from: date)   // "2023年11月15日 星期三 上午 6:13"
    /// ```
    ///
    /// The names are read once per locale from `DateFormatter` on this platform, so they are
    /// the platform's own. Dates are Gregorian whatever calendar the locale prefers.
    ///
    /// - Throws: ``FSTimeToolError/weekBasedYear``, ``FSTimeToolError/unsupportedField(_:)``,
    ///   ``FSTimeToolError/unterminatedQuote(_:)``, ``FSTimeToolError/patternTooLong(_:)``, or
    ///   ``FSTimeToolError/unsupportedLocale(_:)`` for a locale that writes digits other than
    ///   0–9 (Arabic, Persian, …).
    public init(
        _ pattern: String, timeZone: TimeZone = .current, locale: Locale = Locale(identifier: "en_US_POSIX")
    ) throws(FSTimeToolError) {
        guard let names = DateNames.forLocale(locale) else { throw .unsupportedLocale(locale.identifier) }
        self.pattern = pattern
        self.timeZone = timeZone
        self.locale = locale
        self.names = names
        let (tokens, literals) = try PatternToken.compile(pattern)
        self.tokens = tokens
        self.literals = literals
        capacity = max(
            FixedLayout.minimumCapacity, (tokens.reduce(0) { $0 + $1.maxLength(names: names) } + 7) & ~7)
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
        zone = ZoneOffsets.forZone(timeZone)
    }

    /// Compiles one of the presets, in its ``Preset/locale`` and in `timeZone` (or the
    /// preset's ``Preset/fixedTimeZone``).
    public init(_ preset: Preset, timeZone: TimeZone = .current) throws(FSTimeToolError) {
        try self.init(preset.pattern, timeZone: preset.fixedTimeZone ?? timeZone, locale: preset.locale)
    }

    /// Patterns are equal when their text, time zone and locale are.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.pattern == rhs.pattern && lhs.timeZone == rhs.timeZone && lhs.names === rhs.names
    }

    /// Hashes the text, time zone and locale.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pattern)
        hasher.combine(timeZone)
        hasher.combine(names.identifier)
    }
}
