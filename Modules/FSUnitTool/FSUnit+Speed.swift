// Sources: SI Brochure (9th ed., 2019); the 1959 international mile and foot; the knot, one
// international nautical mile (1852 m) per hour. Mach: the speed of sound in the ICAO
// Standard Atmosphere at sea level (15 °C), 340.294 m/s (ICAO Doc 7488). GNU units' `mach`
// is 331.46 m/s, the speed of sound in dry air at 0 °C: name the reference when it matters.

extension FSUnit where Dimension == FSSpeed {
    /// The metre per second (m/s); 米每秒.
    @inlinable public static var meterPerSecond: Self { Self(symbol: "m/s", name: "meter per second", 1) }
    /// The kilometre per hour (km/h) = 1000/3600 m/s; 公里每小时.
    @inlinable public static var kilometerPerHour: Self {
        Self(symbol: "km/h", name: "kilometer per hour", 1000, per: 3600)
    }
    /// The mile per hour (mph) = 1609.344/3600 m/s; 英里每小时.
    @inlinable public static var milePerHour: Self {
        Self(symbol: "mph", name: "mile per hour", 1_609_344, per: 3_600_000)
    }
    /// The knot (kn) = 1852/3600 m/s; 节.
    @inlinable public static var knot: Self { Self(symbol: "kn", name: "knot", 1852, per: 3600) }
    /// The foot per second (ft/s) = 0.3048 m/s.
    @inlinable public static var footPerSecond: Self {
        Self(symbol: "ft/s", name: "foot per second", 3048, per: 10_000)
    }
    /// Mach at ICAO standard sea level: 1 Mach = 340.294 m/s; 马赫. See the note in this file.
    @inlinable public static var mach: Self { Self(symbol: "Ma", name: "mach", 340_294, per: 1000) }
}

extension FSSpeed {
    /// Every speed unit, with the names parsing accepts.
    public static let catalog: [FSUnitEntry<FSSpeed>] = [
        FSUnitEntry(.meterPerSecond, ["米/秒", "米每秒", "meters per second", "metres per second"]),
        FSUnitEntry(.kilometerPerHour, ["kph", "kmh", "km/hr", "公里/小时", "千米每小时", "公里每小时", "kilometers per hour"]),
        FSUnitEntry(.milePerHour, ["mi/h", "英里/小时", "miles per hour"]),
        FSUnitEntry(.knot, ["kt", "节", "knots"]),
        FSUnitEntry(.footPerSecond, ["fps", "feet per second"]),
        FSUnitEntry(.mach, ["Mach", "马赫", "M"]),
    ]
}
