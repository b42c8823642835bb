import FSTimeTool

/// Durations as text: clocks, Chinese and abbreviated units, countdowns.
///
/// ```swift
/// FSDuration.minutesSeconds(125)               // "02:05"  (the original convertSecondsToMinute)
/// FSDuration.minutesSeconds(125, short: true)  // "2:05"
/// FSDuration.hoursMinutesSeconds(3725)         // "1:02:05" (convertSecondsToHour)
/// FSDuration.clock(125)                        // "2:05", and "1:02:05" from an hour on
/// FSDuration.units(93_780, language: .chinese) // "1天2小时3分"
/// FSDuration.units(183_600, language: .english, maxUnits: 2)  // "2d 3h"
/// FSDuration.countdown(183_845, language: .chinese)            // "还剩 2天 03:04:05"
/// FSDuration.clock(.seconds(125))              // "2:05": every function takes a `Duration` too
/// ```
///
/// Rounding is stated per call: a fractional duration becomes whole seconds with `rounding`
/// — down by default, except ``countdown(_:language:rounding:)-(Double,_,_)``, which rounds up so that it
/// reads 00:00:00 only when the time is really up. Negative durations get a leading `-`,
/// except countdowns, which stop at zero.
public enum FSDuration {
    /// Minutes and seconds, `"%02d:%02d"` (or `"%d:%02d"` when `short`); minutes are not
    /// wrapped into hours: 3725 s is `"62:05"`.
    public static func minutesSeconds(
        _ seconds: Double, short: Bool = false, rounding: FloatingPointRoundingRule = .down
    ) -> String {
        let (sign, total) = split(seconds, rounding)
        return sign + pad(total / 60, short ? 1 : 2) + ":" + pad(total % 60, 2)
    }

    /// Hours, minutes and seconds, `"%d:%02d:%02d"`.
    public static func hoursMinutesSeconds(_ seconds: Double, rounding: FloatingPointRoundingRule = .down) -> String {
        let (sign, total) = split(seconds, rounding)
        return sign + String(total / 3600) + ":" + pad(total / 60 % 60, 2) + ":" + pad(total % 60, 2)
    }

    /// `m:ss` under an hour, `h:mm:ss` from an hour on: a media player's clock.
    public static func clock(_ seconds: Double, rounding: FloatingPointRoundingRule = .down) -> String {
        let (_, total) = split(seconds, rounding)
        return total < 3600
            ? minutesSeconds(seconds, short: true, rounding: rounding)
            : hoursMinutesSeconds(seconds, rounding: rounding)
    }

    /// Days, hours, minutes and seconds, largest first, zero units left out, at most
    /// `maxUnits` of them (the rest dropped, not rounded): `1天2小时3分`, `1天2小時3分`,
    /// `1日2時間3分`, `1일 2시간 3분` or `1d 2h 3m`.
    /// Zero is `0秒` / `0s`.
    public static func units(
        _ seconds: Double, language: FSTimeLanguage, maxUnits: Int = 4, rounding: FloatingPointRoundingRule = .down
    ) -> String {
        let (sign, total) = split(seconds, rounding)
        let words = RelativeWords.of(language)
        let names = words.durationUnits
        let values = [total / FSTimeConstants.secondsInDay, total / 3600 % 24, total / 60 % 60, total % 60]
        var parts: [String] = []
        for (value, name) in zip(values, names) where value > 0 || (parts.isEmpty && name == names[3]) {
            guard parts.count < max(maxUnits, 1) else { break }
            parts.append(String(value) + name)
        }
        return sign + parts.joined(separator: words.durationSeparator)
    }

    /// Time left: `还剩 2天 03:04:05`, `還剩 2天 03:04:05`, `残り 2日 03:04:05`,
    /// `남은 시간 2일 03:04:05` or `2d 03:04:05 left`, days only when there are any; negative time
    /// reads as zero.
    public static func countdown(
        _ seconds: Double, language: FSTimeLanguage, rounding: FloatingPointRoundingRule = .up
    ) -> String {
        let (sign, total) = split(seconds, rounding)
        let left = sign.isEmpty ? total : 0
        let days = left / FSTimeConstants.secondsInDay
        let clock = pad(left / 3600 % 24, 2) + ":" + pad(left / 60 % 60, 2) + ":" + pad(left % 60, 2)
        let words = RelativeWords.of(language)
        return words.countdownPrefix + (days > 0 ? "\(days)\(words.durationUnits[0]) " : "") + clock
            + words.countdownSuffix
    }

    /// The sign and the whole number of seconds; non-finite input is zero.
    private static func split(_ seconds: Double, _ rounding: FloatingPointRoundingRule) -> (sign: String, total: Int) {
        guard seconds.isFinite else { return ("", 0) }
        let whole = seconds.rounded(rounding)
        let magnitude = min(whole.magnitude, Double(Int.max / 2))
        return (whole < 0 ? "-" : "", Int(magnitude))
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    /// ``minutesSeconds(_:short:rounding:)-(Double,_,_)`` for a `Duration`.
    public static func minutesSeconds(
        _ duration: Duration, short: Bool = false, rounding: FloatingPointRoundingRule = .down
    ) -> String {
        minutesSeconds(seconds(of: duration), short: short, rounding: rounding)
    }

    /// ``hoursMinutesSeconds(_:rounding:)-(Double,_)`` for a `Duration`.
    public static func hoursMinutesSeconds(_ duration: Duration, rounding: FloatingPointRoundingRule = .down) -> String
    {
        hoursMinutesSeconds(seconds(of: duration), rounding: rounding)
    }

    /// ``clock(_:rounding:)-(Double,_)`` for a `Duration`.
    public static func clock(_ duration: Duration, rounding: FloatingPointRoundingRule = .down) -> String {
        clock(seconds(of: duration), rounding: rounding)
    }

    /// ``units(_:language:maxUnits:rounding:)-(Double,_,_,_)`` for a `Duration`.
    public static func units(
        _ duration: Duration, language: FSTimeLanguage, maxUnits: Int = 4, rounding: FloatingPointRoundingRule = .down
    ) -> String {
        units(seconds(of: duration), language: language, maxUnits: maxUnits, rounding: rounding)
    }

    /// ``countdown(_:language:rounding:)-(Double,_,_)`` for a `Duration`.
    public static func countdown(
        _ duration: Duration, language: FSTimeLanguage, rounding: FloatingPointRoundingRule = .up
    ) -> String {
        countdown(seconds(of: duration), language: language, rounding: rounding)
    }

    /// The duration in seconds, as the nearest `Double`: a fraction of a nanosecond still counts
    /// (rounding a countdown up) in durations under 100 days, whole seconds are exact to 2⁵³.
    private static func seconds(of duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
