// Sources: SI Brochure (9th ed., 2019); NIST SP 811 B.8: the thermochemical calorie
// (cal_th) = 4.184 J and the International Table calorie (cal_IT) = 4.1868 J; the watt hour
// = 3600 J; the kilogram-force metre = 9.80665 J (standard gravity); the electronvolt =
// 1.602176634 × 10⁻¹⁹ J exactly (SI 2019). Chinese food labels (GB 28050) use
// 1 kcal = 4.184 kJ, so the bare names "cal", "kcal", "卡" and "大卡" mean the
// thermochemical calorie here.

extension FSUnit where Dimension == FSEnergy {
    /// The joule (J); 焦耳.
    @inlinable public static var joule: Self { Self(symbol: "J", name: "joule", 1) }
    /// The kilojoule (kJ) = 1000 J; 千焦.
    @inlinable public static var kilojoule: Self { Self(symbol: "kJ", name: "kilojoule", 1000) }
    /// The megajoule (MJ) = 10⁶ J; 兆焦.
    @inlinable public static var megajoule: Self { Self(symbol: "MJ", name: "megajoule", 1_000_000) }
    /// The thermochemical calorie (cal_th) = 4.184 J exactly; 卡.
    @inlinable public static var calorie: Self { Self(symbol: "cal", name: "calorie", 4184, per: 1000) }
    /// The thermochemical kilocalorie (kcal_th) = 4184 J; 千卡, 大卡.
    @inlinable public static var kilocalorie: Self { Self(symbol: "kcal", name: "kilocalorie", 4184) }
    /// The International Table calorie (cal_IT) = 4.1868 J exactly.
    @inlinable public static var calorieIT: Self { Self(symbol: "cal_IT", name: "IT calorie", 41868, per: 10_000) }
    /// The International Table kilocalorie (kcal_IT) = 4186.8 J.
    @inlinable public static var kilocalorieIT: Self { Self(symbol: "kcal_IT", name: "IT kilocalorie", 41868, per: 10) }
    /// The watt hour (Wh) = 3600 J.
    @inlinable public static var wattHour: Self { Self(symbol: "Wh", name: "watt hour", 3600) }
    /// The kilowatt hour (kWh) = 3.6 MJ; 千瓦时, 度 (of electricity).
    @inlinable public static var kilowattHour: Self { Self(symbol: "kWh", name: "kilowatt hour", 3_600_000) }
    /// The kilogram-force metre (kgf·m) = 9.80665 J.
    @inlinable public static var kilogramForceMeter: Self {
        Self(symbol: "kgf·m", name: "kilogram-force meter", 980_665, per: 100_000)
    }
    /// The electronvolt (eV) = 1.602176634 × 10⁻¹⁹ J exactly.
    @inlinable public static var electronvolt: Self { Self(symbol: "eV", name: "electronvolt", 1.602176634e-19) }
}

extension FSEnergy {
    /// Every energy unit, with the names parsing accepts.
    public static let catalog: [FSUnitEntry<FSEnergy>] = [
        FSUnitEntry(.joule, ["焦", "焦耳", "joules"]),
        FSUnitEntry(.kilojoule, ["千焦", "kilojoules"]),
        FSUnitEntry(.megajoule, ["兆焦", "megajoules"]),
        FSUnitEntry(.calorie, ["cal_th", "卡", "卡路里", "calories"]),
        FSUnitEntry(.kilocalorie, ["kcal_th", "千卡", "大卡", "kilocalories", "Cal"]),
        FSUnitEntry(.calorieIT, ["IT calories"]),
        FSUnitEntry(.kilocalorieIT, ["IT kilocalories"]),
        FSUnitEntry(.wattHour, ["瓦时", "watt hours"]),
        FSUnitEntry(.kilowattHour, ["千瓦时", "度", "kilowatt hours"]),
        FSUnitEntry(.kilogramForceMeter, ["kgf*m", "kgm", "千克力米"]),
        FSUnitEntry(.electronvolt, ["电子伏", "electronvolts"]),
    ]
}
