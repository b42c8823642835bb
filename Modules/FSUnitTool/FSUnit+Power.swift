// Sources: SI Brochure (9th ed., 2019); NIST SP 811 B.8: the mechanical horsepower, 550
// ft·lbf/s = 745.69987158227022 W, and the metric horsepower (PS, 马力), 75 kgf·m/s =
// 735.49875 W exactly; the thermochemical and IT calories as in energy.

extension FSUnit where Dimension == FSPower {
    /// The watt (W) = 1 J/s; 瓦.
    @inlinable public static var watt: Self { Self(symbol: "W", name: "watt", 1) }
    /// The kilowatt (kW) = 1000 W; 千瓦.
    @inlinable public static var kilowatt: Self { Self(symbol: "kW", name: "kilowatt", 1000) }
    /// The megawatt (MW) = 10⁶ W; 兆瓦.
    @inlinable public static var megawatt: Self { Self(symbol: "MW", name: "megawatt", 1_000_000) }
    /// The mechanical horsepower (hp) = 550 ft·lbf/s = 745.69987158227022 W (to the nearest
    /// `Double`: the exact product has more digits than a `Double` holds); 英制马力.
    @inlinable public static var horsepower: Self { Self(symbol: "hp", name: "horsepower", 745.699_871_582_270_22) }
    /// The metric horsepower (PS) = 75 kgf·m/s = 735.49875 W exactly; 马力, 公制马力.
    @inlinable public static var metricHorsepower: Self {
        Self(symbol: "PS", name: "metric horsepower", 73_549_875, per: 100_000)
    }
    /// The thermochemical kilocalorie per second (kcal/s) = 4184 W.
    @inlinable public static var kilocaloriePerSecond: Self {
        Self(symbol: "kcal/s", name: "kilocalorie per second", 4184)
    }
    /// The thermochemical calorie per second (cal/s) = 4.184 W.
    @inlinable public static var caloriePerSecond: Self {
        Self(symbol: "cal/s", name: "calorie per second", 4184, per: 1000)
    }
}

extension FSPower {
    /// Every power unit, with the names parsing accepts.
    public static let catalog: [FSUnitEntry<FSPower>] = [
        FSUnitEntry(.watt, ["瓦", "瓦特", "J/s", "watts"]),
        FSUnitEntry(.kilowatt, ["千瓦", "kilowatts"]),
        FSUnitEntry(.megawatt, ["兆瓦", "megawatts"]),
        FSUnitEntry(.horsepower, ["英制马力", "bhp"]),
        FSUnitEntry(.metricHorsepower, ["马力", "公制马力", "cv", "metric hp"]),
        FSUnitEntry(.kilocaloriePerSecond, ["大卡/秒", "千卡/秒"]),
        FSUnitEntry(.caloriePerSecond, ["卡/秒"]),
    ]
}
