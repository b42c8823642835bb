// Sources: SI Brochure (9th ed., 2019), the hertz (1 Hz = 1 s⁻¹) and its prefixes; the
// revolution per minute counts cycles: 1 rpm = 1/60 Hz.

extension FSUnit where Dimension == FSFrequency {
    /// The hertz (Hz) = 1 s⁻¹, the base unit; 赫兹.
    @inlinable public static var hertz: Self { Self(symbol: "Hz", name: "hertz", 1) }
    /// The kilohertz (kHz) = 10³ Hz; 千赫.
    @inlinable public static var kilohertz: Self { Self(symbol: "kHz", name: "kilohertz", 1e3) }
    /// The megahertz (MHz) = 10⁶ Hz; 兆赫.
    @inlinable public static var megahertz: Self { Self(symbol: "MHz", name: "megahertz", 1e6) }
    /// The gigahertz (GHz) = 10⁹ Hz; 吉赫.
    @inlinable public static var gigahertz: Self { Self(symbol: "GHz", name: "gigahertz", 1e9) }
    /// The terahertz (THz) = 10¹² Hz; 太赫.
    @inlinable public static var terahertz: Self { Self(symbol: "THz", name: "terahertz", 1e12) }
    /// The millihertz (mHz) = 10⁻³ Hz.
    @inlinable public static var millihertz: Self { Self(symbol: "mHz", name: "millihertz", 1, per: 1e3) }
    /// The microhertz (µHz) = 10⁻⁶ Hz.
    @inlinable public static var microhertz: Self { Self(symbol: "µHz", name: "microhertz", 1, per: 1e6) }
    /// The nanohertz (nHz) = 10⁻⁹ Hz.
    @inlinable public static var nanohertz: Self { Self(symbol: "nHz", name: "nanohertz", 1, per: 1e9) }
    /// The revolution per minute (rpm) = 1/60 Hz; 转每分.
    @inlinable public static var revolutionPerMinute: Self {
        Self(symbol: "rpm", name: "revolution per minute", 1, per: 60)
    }
}

extension FSFrequency {
    /// Every unit of frequency, with the names parsing accepts.
    public static let catalog: [FSUnitEntry<FSFrequency>] = [
        FSUnitEntry(.hertz, ["赫兹", "赫", "hz"]),
        FSUnitEntry(.kilohertz, ["千赫", "千赫兹"]),
        FSUnitEntry(.megahertz, ["兆赫", "兆赫兹"]),
        FSUnitEntry(.gigahertz, ["吉赫", "吉赫兹"]),
        FSUnitEntry(.terahertz, ["太赫", "太赫兹"]),
        FSUnitEntry(.millihertz, ["毫赫"]),
        FSUnitEntry(.microhertz, ["uHz", "微赫"]),
        FSUnitEntry(.nanohertz, ["纳赫"]),
        FSUnitEntry(.revolutionPerMinute, ["r/min", "转/分", "转每分", "revolutions per minute"]),
    ]
}
