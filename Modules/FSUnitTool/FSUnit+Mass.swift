// Sources: SI Brochure (9th ed., 2019); the international pound of 1959, 0.45359237 kg
// exactly, and the avoirdupois, troy and apothecaries' units derived from it (NIST SP 811,
// Handbook 44 appendix C); the metric carat, 200 mg (1907); the State Council order of
// 1959 for the 市制: 1 市斤 = 500 g, 1 斤 = 10 两, 1 两 = 10 钱, 1 钱 = 10 分, 1 担 = 100 斤.

extension FSUnit where Dimension == FSMass {
    /// The kilogram (kg), SI base unit; 公斤, 千克.
    @inlinable public static var kilogram: Self { Self(symbol: "kg", name: "kilogram", 1) }
    /// The gram (g) = 1/1000 kg; 克.
    @inlinable public static var gram: Self { Self(symbol: "g", name: "gram", 1, per: 1000) }
    /// The milligram (mg) = 10⁻⁶ kg; 毫克.
    @inlinable public static var milligram: Self { Self(symbol: "mg", name: "milligram", 1, per: 1_000_000) }
    /// The microgram (µg) = 10⁻⁹ kg; 微克.
    @inlinable public static var microgram: Self { Self(symbol: "µg", name: "microgram", 1, per: 1_000_000_000) }
    /// The tonne (t) = 1000 kg; 吨.
    @inlinable public static var tonne: Self { Self(symbol: "t", name: "tonne", 1000) }
    /// The international avoirdupois pound (lb) = 0.45359237 kg exactly (1959); 磅.
    @inlinable public static var pound: Self { Self(symbol: "lb", name: "pound", 45_359_237, per: 100_000_000) }
    /// The avoirdupois ounce (oz) = 1/16 lb = 28.349523125 g; 盎司.
    @inlinable public static var ounce: Self { Self(symbol: "oz", name: "ounce", 45_359_237, per: 1_600_000_000) }
    /// The troy ounce (oz t) = 480 grains = 31.1034768 g, used for precious metals; 金衡盎司.
    @inlinable public static var troyOunce: Self {
        Self(symbol: "oz t", name: "troy ounce", 311_034_768, per: 10_000_000_000)
    }
    /// The grain (gr) = 1/7000 lb = 64.79891 mg; 格令.
    @inlinable public static var grain: Self { Self(symbol: "gr", name: "grain", 6_479_891, per: 100_000_000_000) }
    /// The stone (st) = 14 lb = 6.35029318 kg; 英石.
    @inlinable public static var stone: Self { Self(symbol: "st", name: "stone", 635_029_318, per: 100_000_000) }
    /// The metric carat (ct) = 200 mg (1907); 克拉.
    @inlinable public static var carat: Self { Self(symbol: "ct", name: "carat", 1, per: 5000) }
    /// The carat point = 1/100 ct = 2 mg: the 分 of diamond weights (1 克拉 = 100 分).
    @inlinable public static var caratPoint: Self { Self(symbol: "pt", name: "carat point", 1, per: 500_000) }
    /// 担 (市担) = 100 市斤 = 50 kg (1959).
    @inlinable public static var dan: Self { Self(symbol: "担", name: "dan", 50) }
    /// 斤 (市斤) = 500 g (1959).
    @inlinable public static var jin: Self { Self(symbol: "斤", name: "jin", 1, per: 2) }
    /// 两 (市两) = 1/10 市斤 = 50 g (1959).
    @inlinable public static var liang: Self { Self(symbol: "两", name: "liang", 1, per: 20) }
    /// 钱 (市钱) = 1/10 市两 = 5 g (1959).
    @inlinable public static var qian: Self { Self(symbol: "钱", name: "qian", 1, per: 200) }
    /// 分 (市分) = 1/10 市钱 = 0.5 g (1959). For diamonds, 分 means ``caratPoint``.
    @inlinable public static var fen: Self { Self(symbol: "分", name: "fen", 1, per: 2000) }
}

extension FSMass {
    /// Every mass unit, with the names parsing accepts.
    public static let catalog: [FSUnitEntry<FSMass>] = [
        FSUnitEntry(.kilogram, ["公斤", "千克", "kilo", "kilos"]),
        FSUnitEntry(.gram, ["克", "gramme", "grammes"]),
        FSUnitEntry(.milligram, ["毫克"]),
        FSUnitEntry(.microgram, ["μg", "ug", "微克"]),
        FSUnitEntry(.tonne, ["吨", "公吨", "metric ton", "metric tons"]),
        FSUnitEntry(.pound, ["磅", "lbs"]),
        FSUnitEntry(.ounce, ["盎司"]),
        FSUnitEntry(.troyOunce, ["ozt", "金衡盎司"]),
        FSUnitEntry(.grain, ["格令"]),
        FSUnitEntry(.stone, ["英石"]),
        FSUnitEntry(.carat, ["克拉"]),
        FSUnitEntry(.caratPoint, ["point", "points"]),
        FSUnitEntry(.dan, ["市担"]),
        FSUnitEntry(.jin, ["市斤"]),
        FSUnitEntry(.liang, ["市两", "兩"]),
        FSUnitEntry(.qian, ["市钱", "錢"]),
        FSUnitEntry(.fen, ["市分"]),
    ]
}
