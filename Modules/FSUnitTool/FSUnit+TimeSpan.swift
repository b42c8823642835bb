// Sources: SI Brochure (9th ed., 2019), the second and its prefixes; the minute, hour and day
// (86 400 s) accepted for use with the SI (its table 8). Months and years have no fixed
// length and are not units here: FSTimeTool does calendar arithmetic.

extension FSUnit where Dimension == FSTimeSpan {
    /// The second (s), SI base unit; 秒.
    @inlinable public static var second: Self { Self(symbol: "s", name: "second", 1) }
    /// The millisecond (ms) = 10⁻³ s; 毫秒.
    @inlinable public static var millisecond: Self { Self(symbol: "ms", name: "millisecond", 1, per: 1e3) }
    /// The microsecond (µs) = 10⁻⁶ s; 微秒.
    @inlinable public static var microsecond: Self { Self(symbol: "µs", name: "microsecond", 1, per: 1e6) }
    /// The nanosecond (ns) = 10⁻⁹ s; 纳秒.
    @inlinable public static var nanosecond: Self { Self(symbol: "ns", name: "nanosecond", 1, per: 1e9) }
    /// The picosecond (ps) = 10⁻¹² s; 皮秒.
    @inlinable public static var picosecond: Self { Self(symbol: "ps", name: "picosecond", 1, per: 1e12) }
    /// The minute (min) = 60 s; 分钟.
    @inlinable public static var minute: Self { Self(symbol: "min", name: "minute", 60) }
    /// The hour (h) = 3600 s; 小时.
    @inlinable public static var hour: Self { Self(symbol: "h", name: "hour", 3600) }
    /// The day (d) = 86 400 s (a day of the calendar may have 23 or 25 hours; this one has 24); 天.
    @inlinable public static var day: Self { Self(symbol: "d", name: "day", 86_400) }
    /// The week (wk) = 7 d = 604 800 s; 周, 星期.
    @inlinable public static var week: Self { Self(symbol: "wk", name: "week", 604_800) }
}

extension FSTimeSpan {
    /// Every unit of time, with the names parsing accepts.
    public static let catalog: [FSUnitEntry<FSTimeSpan>] = [
        FSUnitEntry(.second, ["秒", "sec", "secs"]),
        FSUnitEntry(.millisecond, ["毫秒", "msec"]),
        FSUnitEntry(.microsecond, ["us", "微秒"]),
        FSUnitEntry(.nanosecond, ["纳秒"]),
        FSUnitEntry(.picosecond, ["皮秒"]),
        FSUnitEntry(.minute, ["分钟", "mins"]),
        FSUnitEntry(.hour, ["小时", "hr", "hrs"]),
        FSUnitEntry(.day, ["天", "日", "days"]),
        FSUnitEntry(.week, ["周", "星期", "weeks"]),
    ]
}
