internal import FSInternal
import Foundation

/// A locale's month, weekday and day-period names and its GMT format, as UTF-8, read once per
/// locale from what `DateFormatter` writes on this platform — the same ICU data, so the names
/// never drift from the platform's, and no table is copied into the package.
///
/// Reading a locale formats about 130 probe dates (a millisecond or two); the result is kept
/// for the life of the process.
final class DateNames: Sendable {
    /// The name lists a pattern field can ask for, with the field that writes each.
    enum List: Int, CaseIterable, Sendable {
        case monthAbbreviated, monthWide, standaloneMonthAbbreviated, standaloneMonthWide
        case weekdayAbbreviated, weekdayWide, weekdayShort
        case standaloneWeekdayAbbreviated, standaloneWeekdayWide, standaloneWeekdayShort
        case dayPeriodAbbreviated, dayPeriodWide
        /// Narrow names (J, M, T; 一, 二), which repeat in some locales: read only where they
        /// do not, or where the rest of the pattern fixes the value.
        case monthNarrow, standaloneMonthNarrow, weekdayNarrow, standaloneWeekdayNarrow, dayPeriodNarrow

        /// Whether the list is of narrow names, which repeat in some locales.
        var isNarrow: Bool {
            switch self {
            case .monthNarrow, .standaloneMonthNarrow, .weekdayNarrow, .standaloneWeekdayNarrow, .dayPeriodNarrow: true
            default: false
            }
        }

        private var isMonth: Bool {
            switch self {
            case .monthAbbreviated, .monthWide, .standaloneMonthAbbreviated, .standaloneMonthWide, .monthNarrow,
                .standaloneMonthNarrow:
                true
            default: false
            }
        }

        private var isDayPeriod: Bool {
            switch self {
            case .dayPeriodAbbreviated, .dayPeriodWide, .dayPeriodNarrow: true
            default: false
            }
        }

        /// The pattern field whose output is the list.
        var field: String {
            switch self {
            case .monthAbbreviated: "MMM"
            case .monthWide: "MMMM"
            case .standaloneMonthAbbreviated: "LLL"
            case .standaloneMonthWide: "LLLL"
            case .weekdayAbbreviated: "EEE"
            case .weekdayWide: "EEEE"
            case .weekdayShort: "EEEEEE"
            case .standaloneWeekdayAbbreviated: "ccc"
            case .standaloneWeekdayWide: "cccc"
            case .standaloneWeekdayShort: "cccccc"
            case .dayPeriodAbbreviated: "a"
            case .dayPeriodWide: "aaaa"
            case .monthNarrow: "MMMMM"
            case .standaloneMonthNarrow: "LLLLL"
            case .weekdayNarrow: "EEEEE"
            case .standaloneWeekdayNarrow: "ccccc"
            case .dayPeriodNarrow: "aaaaa"
            }
        }

        /// How many names the list has.
        var nameCount: Int { isMonth ? 12 : isDayPeriod ? 2 : 7 }

        /// The probe instants, one per name: the 15th of each month of 2001, the seven days
        /// from Sunday 2001-01-07, or 01:00 and 13:00 — all noon or later, or in the morning,
        /// in UTC, where the probes are formatted.
        var probes: [Int64] {
            if isMonth {
                return (1...12).map { Civil.days(year: 2001, month: $0, day: 15) * Civil.secondsPerDay + 43_200 }
            }
            if isDayPeriod {
                return [3_600, 13 * 3_600].map { Civil.days(year: 2001, month: 1, day: 1) * Civil.secondsPerDay + $0 }
            }
            return (0..<7).map { (Civil.days(year: 2001, month: 1, day: 7) + $0) * Civil.secondsPerDay + 43_200 }
        }
    }

    /// The locale's identifier.
    let identifier: String
    /// The names of each ``List``, indexed by its raw value: January first, Sunday first, AM first.
    let lists: [[[UInt8]]]
    /// Every name's bytes one after another (then `DigitWriter.padding` zeros), and where each lies — name `index` of `list` at
    /// ``slot(_:_:)`` — so that formatting and parsing copy and compare without reaching
    /// through nested arrays (each level a retain).
    let bytes: [UInt8]
    let spans: [Range<Int>]
    /// The most names a list has: the twelve months.
    static let maxNames = 12
    /// What `OOOO` writes for UTC ("GMT").
    let gmtZero: [UInt8]
    /// What `OOOO` writes before and after the signed offset ("GMT" and ""), and its signs:
    /// "+" and "-", or U+2212 MINUS SIGN in French, Swedish and others.
    let gmtPrefix: [UInt8]
    let gmtSuffix: [UInt8]
    let gmtPlus: [UInt8]
    let gmtMinus: [UInt8]

    private init(
        identifier: String, lists: [[[UInt8]]], gmtZero: [UInt8], gmt: (prefix: [UInt8], suffix: [UInt8]),
        signs: (plus: [UInt8], minus: [UInt8])
    ) {
        self.identifier = identifier
        self.lists = lists
        var bytes: [UInt8] = []
        var spans = [Range<Int>](repeating: 0..<0, count: lists.count * Self.maxNames)
        for list in List.allCases {
            for (index, name) in lists[list.rawValue].enumerated() {
                spans[Self.slot(list, index)] = bytes.count..<(bytes.count + name.count)
                bytes += name
            }
        }
        self.bytes = bytes + repeatElement(0, count: DigitWriter.padding)
        self.spans = spans
        self.gmtZero = gmtZero
        gmtPrefix = gmt.prefix
        gmtSuffix = gmt.suffix
        gmtPlus = signs.plus
        gmtMinus = signs.minus
    }

    /// Where name `index` of `list` lies in ``bytes``.
    @inline(__always)
    func span(_ list: List, _ index: Int) -> Range<Int> { spans[Self.slot(list, index)] }

    /// Where the span of name `index` of `list` lies in ``spans``.
    @inline(__always)
    static func slot(_ list: List, _ index: Int) -> Int { list.rawValue &* maxNames &+ index }

    /// Whether two names of `list` are the same text (S for Sunday and Saturday).
    func repeatsNames(_ list: List) -> Bool {
        Set(self[list]).count < list.nameCount
    }

    /// Whether name `index` of `list` and name `other` are the same text.
    func sameName(_ list: List, _ index: Int, _ other: Int) -> Bool {
        bytes[span(list, index)] == bytes[span(list, other)]
    }

    /// The names in `list`.
    @inline(__always)
    subscript(list: List) -> [[UInt8]] { lists[list.rawValue] }

    /// The longest name in `list`, in bytes.
    func longest(_ list: List) -> Int { self[list].map(\.count).max() ?? 0 }

    /// Whether the names in `list` are all ASCII.
    func isASCII(_ list: List) -> Bool { self[list].allSatisfy { $0.allSatisfy { $0 < 0x80 } } }

    /// The names of `locale`, read on first use; `nil` for a locale whose dates FSDatePattern
    /// cannot write as `DateFormatter` does: one that writes digits other than ASCII ones
    /// (Arabic, Persian, …) or offsets in another shape than `GMT+08:00` with its own prefix,
    /// signs and suffix.
    static func forLocale(_ locale: Locale) -> DateNames? {
        cache.value(for: locale.identifier) { read(locale) }
    }

    private static let cache = OnceCache<String, DateNames?>()

    /// The locale `FSDatePattern` uses unless told otherwise.
    static let posix = Locale(identifier: "en_US_POSIX")

    private static func read(_ locale: Locale) -> DateNames? {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        func format(_ pattern: String, _ seconds: Int64) -> [UInt8] {
            formatter.dateFormat = pattern
            return Array(formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds))).utf8)
        }
        // Every digit, in a date whose fields are all numbers: 1987-06-05 04:32:10.
        let digitProbe = Civil.days(year: 1987, month: 6, day: 5) * Civil.secondsPerDay + 4 * 3_600 + 32 * 60 + 10
        guard format("yyyy-MM-dd HH:mm:ss", digitProbe) == Array("1987-06-05 04:32:10".utf8) else { return nil }
        let lists = List.allCases.map { list in list.probes.map { format(list.field, $0) } }

        let gmtZero = format("OOOO", 0)
        formatter.timeZone = TimeZone(secondsFromGMT: 8 * 3_600)
        let east = format("OOOO", 0)
        formatter.timeZone = TimeZone(secondsFromGMT: -(5 * 3_600 + 30 * 60))
        let west = format("OOOO", 0)
        // Each probe is the prefix, a sign, the digits and the suffix: the prefix is what the
        // two share before their signs.
        func split(_ text: [UInt8], around digits: String) -> (head: [UInt8], tail: [UInt8])? {
            let digits = Array(digits.utf8)
            guard let start = text.indices.first(where: { text[$0...].starts(with: digits) }) else { return nil }
            return (Array(text[..<start]), Array(text[(start + digits.count)...]))
        }
        guard let plus = split(east, around: "08:00"), let minus = split(west, around: "05:30"), plus.tail == minus.tail
        else { return nil }
        var prefixLength = zip(plus.head, minus.head).prefix { $0 == $1 }.count
        // Not inside a character: two signs may begin with the same byte.
        while prefixLength > 0 && plus.head[prefixLength - 1] >= 0xC0 { prefixLength -= 1 }
        while prefixLength > 0 && prefixLength < plus.head.count && (0x80..<0xC0).contains(plus.head[prefixLength]) {
            prefixLength -= 1
        }
        let prefix = Array(plus.head.prefix(prefixLength))
        let signs = (plus: Array(plus.head.dropFirst(prefixLength)), minus: Array(minus.head.dropFirst(prefixLength)))
        guard !signs.plus.isEmpty, !signs.minus.isEmpty, signs.plus != signs.minus else { return nil }
        return DateNames(
            identifier: locale.identifier, lists: lists, gmtZero: gmtZero, gmt: (prefix, plus.tail), signs: signs)
    }
}
