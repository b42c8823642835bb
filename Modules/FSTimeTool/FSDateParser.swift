import Foundation

/// Reads text in the first of several patterns that matches it — for input that comes in more
/// than one shape — and, when none does, throws the error of the pattern that came closest.
///
/// ```swift
/// let parser = try FSDateParser(["yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd", "yyyy/M/d"], timeZone: beijing)
/// try parser.date(from: "2024/6/15")            // read by the third pattern
/// try parser.date(from: "2024-06-31")           // throws "day out of range": the closest pattern's error
///
/// let http = try FSDateParser(.httpDate)
/// try http.date(from: "Sunday, 06-Nov-94 08:49:37 GMT")   // RFC 850, still accepted by RFC 9110
/// ```
///
/// The closest pattern is the one whose text matched the furthest: a text that matches a
/// pattern's shape but names no real date ("2024-06-31") reports that, rather than a mismatch
/// in another pattern. Among equals, the earlier pattern's error wins.
public struct FSDateParser: Sendable, Hashable {
    /// The patterns, tried in order.
    public let patterns: [FSDatePattern]

    /// A parser trying `patterns` in order.
    public init(_ patterns: [FSDatePattern]) {
        self.patterns = patterns
    }

    /// A parser trying the pattern texts in order, each compiled for `timeZone` and `locale`.
    ///
    /// - Throws: the first pattern's compile error (see ``FSDatePattern/init(_:timeZone:locale:)``).
    public init(
        _ patterns: [String], timeZone: TimeZone = .current, locale: Locale = Locale(identifier: "en_US_POSIX")
    ) throws(FSTimeToolError) {
        var compiled: [FSDatePattern] = []
        for pattern in patterns { compiled.append(try FSDatePattern(pattern, timeZone: timeZone, locale: locale)) }
        self.init(compiled)
    }

    /// A parser for a family of standard date formats.
    public init(_ preset: Preset) throws(FSTimeToolError) {
        var compiled: [FSDatePattern] = []
        for (pattern, zone) in preset.patterns {
            compiled.append(try FSDatePattern(pattern, timeZone: zone, locale: Locale(identifier: "en_US_POSIX")))
        }
        self.init(compiled)
    }

    /// The date in the first pattern that reads `text`.
    ///
    /// - Throws: the error of the pattern that matched the most of `text` (see the type's
    ///   overview); ``FSTimeToolError/mismatch(text:position:)`` at 0 when there are no patterns.
    public func date(from text: String) throws(FSTimeToolError) -> Date {
        try firstMatch(text).date
    }

    /// The date in the first pattern that reads `text`, and that pattern.
    ///
    /// - Throws: as ``date(from:)``.
    public func match(_ text: String) throws(FSTimeToolError) -> (date: Date, pattern: FSDatePattern) {
        let (date, index) = try firstMatch(text)
        return (date, patterns[index])
    }

    /// The date and the index of the first pattern that reads `text`: the pattern itself is
    /// not copied out on the way (a copy retains each of its parts).
    private func firstMatch(_ text: String) throws(FSTimeToolError) -> (date: Date, index: Int) {
        var closest: FSTimeToolError?
        for index in patterns.indices {
            do throws(FSTimeToolError) {
                return (try patterns[index].date(from: text), index)
            } catch {
                if let best = closest, Self.reach(of: best) >= Self.reach(of: error) { continue }
                closest = error
            }
        }
        throw closest ?? .mismatch(text: text, position: 0)
    }

    /// How far into the text a pattern got before `error`: where matching stopped, or past
    /// the end for an error about a text that matched the whole pattern.
    private static func reach(of error: FSTimeToolError) -> Int {
        error.code == .mismatch ? error.position ?? 0 : .max
    }
}

extension FSDateParser {
    /// Standard date formats that come in several shapes.
    public enum Preset: Sendable, Hashable, CaseIterable {
        /// HTTP dates (RFC 9110 §5.6.7), in GMT: IMF-fixdate ("Sun, 06 Nov 1994 08:49:37 GMT")
        /// and the two obsolete forms recipients must still read, RFC 850 ("Sunday, 06-Nov-94
        /// 08:49:37 GMT", its two-digit year in 1950–2049 as `DateFormatter` reads it) and C's
        /// asctime ("Sun Nov  6 08:49:37 1994"). Names are case-sensitive, as the RFC says.
        case httpDate
        /// E-mail dates (RFC 5322 §3.3): an optional weekday, a day of one or two digits,
        /// month, four-digit year, time with or without seconds, and a numeric offset ("+0800")
        /// or one of the obsolete names `UT`, `GMT`, `EST`, `EDT`, `CST`, `CDT`, `MST`, `MDT`,
        /// `PST`, `PDT`. Not read: comments, folding white space, military zone letters and
        /// two-digit years.
        case rfc5322

        /// The patterns and the zone each is read in.
        var patterns: [(pattern: String, zone: TimeZone)] {
            let gmt = TimeZone(secondsFromGMT: 0) ?? .gmt
            switch self {
            case .httpDate:
                return [
                    "EEE, dd MMM yyyy HH:mm:ss 'GMT'", "EEEE, dd-MMM-yy HH:mm:ss 'GMT'", "EEE MMM dd HH:mm:ss yyyy",
                    "EEE MMM  d HH:mm:ss yyyy",
                ].map { ($0, gmt) }
            case .rfc5322:
                let shapes = [
                    "EEE, d MMM yyyy HH:mm:ss", "EEE, d MMM yyyy HH:mm", "d MMM yyyy HH:mm:ss", "d MMM yyyy HH:mm",
                ]
                let named: [(String, Int)] = [
                    ("UT", 0), ("GMT", 0), ("EST", -5), ("EDT", -4), ("CST", -6), ("CDT", -5), ("MST", -7),
                    ("MDT", -6), ("PST", -8), ("PDT", -7),
                ]
                return shapes.flatMap { shape in
                    [(shape + " Z", gmt)]
                        + named.map { name, hours in
                            (shape + " '\(name)'", TimeZone(secondsFromGMT: hours * 3_600) ?? gmt)
                        }
                }
            }
        }
    }
}
