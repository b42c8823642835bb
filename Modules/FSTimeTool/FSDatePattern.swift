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
/// | `MMMMM`, `LLLLL`, `EEEEE`, `ccccc`, `aaaaa` | narrow names, parsed where they do not repeat or the date fixes them (see ``date(from:)``) | J, T, a; 1, 二 |
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
    public var pattern: String { compiled.pattern }
    /// The time zone dates are formatted in, and parsed in when the text has no offset.
    public var timeZone: TimeZone { compiled.timeZone }
    /// The locale whose names the pattern writes and reads.
    public var locale: Locale { compiled.locale }
    /// Everything compiled, in one object: a pattern is copied into closures and out of
    /// optionals and arrays, and a copy now costs one retain, not one for each part.
    let compiled: CompiledPattern

    var names: DateNames { compiled.names }
    var tokens: [PatternToken] { compiled.tokens }
    var literals: [UInt8] { compiled.literals }
    var capacity: Int { compiled.capacity }
    var isASCII: Bool { compiled.isASCII }
    var repeatedField: String? { compiled.repeatedField }
    var zone: ZoneOffsets { compiled.zone }

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
        compiled = try CompiledPattern(pattern, timeZone: timeZone, locale: locale)
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
