// Sources: SI Brochure (9th ed., 2019) for the metre and its multiples; the international
// yard and pound agreement of 1959 (NIST SP 811, Handbook 44 appendix C) for inch, foot,
// yard and mile; the International Hydrographic Conference (1929) for the nautical mile;
// the State Council order on unified measurement units (国务院关于统一我国计量制度的命令,
// 1959) for the 市制 units, where 1 市尺 = 1/3 m.

extension FSUnit where Dimension == FSLength {
    /// The metre (m), SI base unit.
    @inlinable public static var meter: Self { Self(symbol: "m", name: "meter", 1) }
    /// The kilometre (km) = 1000 m; 公里.
    @inlinable public static var kilometer: Self { Self(symbol: "km", name: "kilometer", 1000) }
    /// The centimetre (cm) = 1/100 m; 厘米.
    @inlinable public static var centimeter: Self { Self(symbol: "cm", name: "centimeter", 1, per: 100) }
    /// The millimetre (mm) = 1/1000 m; 毫米.
    @inlinable public static var millimeter: Self { Self(symbol: "mm", name: "millimeter", 1, per: 1000) }
    /// The micrometre (µm) = 10⁻⁶ m; 微米.
    @inlinable public static var micrometer: Self { Self(symbol: "µm", name: "micrometer", 1, per: 1_000_000) }
    /// The nanometre (nm) = 10⁻⁹ m; 纳米.
    @inlinable public static var nanometer: Self { Self(symbol: "nm", name: "nanometer", 1, per: 1_000_000_000) }
    /// The international inch (in) = 0.0254 m exactly (1959); 英寸.
    @inlinable public static var inch: Self { Self(symbol: "in", name: "inch", 254, per: 10_000) }
    /// The international foot (ft) = 0.3048 m exactly (1959); 英尺.
    @inlinable public static var foot: Self { Self(symbol: "ft", name: "foot", 3048, per: 10_000) }
    /// The international yard (yd) = 0.9144 m exactly (1959); 码.
    @inlinable public static var yard: Self { Self(symbol: "yd", name: "yard", 9144, per: 10_000) }
    /// The international mile (mi) = 1760 yd = 1609.344 m exactly; 英里.
    @inlinable public static var mile: Self { Self(symbol: "mi", name: "mile", 1_609_344, per: 1000) }
    /// The international nautical mile (nmi) = 1852 m exactly (1929); 海里.
    @inlinable public static var nauticalMile: Self { Self(symbol: "nmi", name: "nautical mile", 1852) }
    /// 里 (市里) = 1500 市尺 = 500 m (1959).
    @inlinable public static var li: Self { Self(symbol: "里", name: "li", 500) }
    /// 丈 (市丈) = 10 市尺 = 10/3 m (1959).
    @inlinable public static var zhang: Self { Self(symbol: "丈", name: "zhang", 10, per: 3) }
    /// 尺 (市尺) = 1/3 m (1959).
    @inlinable public static var chi: Self { Self(symbol: "尺", name: "chi", 1, per: 3) }
    /// 寸 (市寸) = 1/10 市尺 = 1/30 m (1959).
    @inlinable public static var cun: Self { Self(symbol: "寸", name: "cun", 1, per: 30) }
}

extension FSLength {
    /// Every length unit, with the names parsing accepts.
    public static let catalog: [FSUnitEntry<FSLength>] = [
        FSUnitEntry(.meter, ["米", "metre", "metres"]),
        FSUnitEntry(.kilometer, ["公里", "千米", "kilometre", "kilometres"]),
        FSUnitEntry(.centimeter, ["厘米", "centimetre", "centimetres"]),
        FSUnitEntry(.millimeter, ["毫米", "millimetre", "millimetres"]),
        FSUnitEntry(.micrometer, ["μm", "um", "微米", "micron"]),
        FSUnitEntry(.nanometer, ["纳米"]),
        FSUnitEntry(.inch, ["英寸", "inches", "\""]),
        FSUnitEntry(.foot, ["英尺", "feet", "'"]),
        FSUnitEntry(.yard, ["码"]),
        FSUnitEntry(.mile, ["英里"]),
        FSUnitEntry(.nauticalMile, ["海里", "NM", "nautical miles"]),
        FSUnitEntry(.li, ["市里"]),
        FSUnitEntry(.zhang, ["市丈"]),
        FSUnitEntry(.chi, ["市尺"]),
        FSUnitEntry(.cun, ["市寸"]),
    ]
}
