// Sources: SI Brochure (9th ed., 2019); the standard atmosphere, 101325 Pa (CGPM 1954);
// the conventional millimetre of mercury, 13.5951 g/cm³ × 1 mm × 9.80665 m/s² =
// 133.322387415 Pa, and the torr, 101325/760 Pa (NIST SP 811 B.8: the two differ by
// 1.4 × 10⁻⁷); the pound-force per square inch, 0.45359237 kg × 9.80665 m/s² / (0.0254 m)².

extension FSUnit where Dimension == FSPressure {
    /// The pascal (Pa) = 1 N/m²; 帕.
    @inlinable public static var pascal: Self { Self(symbol: "Pa", name: "pascal", 1) }
    /// The hectopascal (hPa) = 100 Pa; 百帕.
    @inlinable public static var hectopascal: Self { Self(symbol: "hPa", name: "hectopascal", 100) }
    /// The kilopascal (kPa) = 1000 Pa; 千帕.
    @inlinable public static var kilopascal: Self { Self(symbol: "kPa", name: "kilopascal", 1000) }
    /// The megapascal (MPa) = 10⁶ Pa; 兆帕.
    @inlinable public static var megapascal: Self { Self(symbol: "MPa", name: "megapascal", 1_000_000) }
    /// The bar = 10⁵ Pa; 巴.
    @inlinable public static var bar: Self { Self(symbol: "bar", name: "bar", 100_000) }
    /// The millibar (mbar) = 100 Pa; 毫巴.
    @inlinable public static var millibar: Self { Self(symbol: "mbar", name: "millibar", 100) }
    /// The standard atmosphere (atm) = 101325 Pa exactly; 标准大气压.
    @inlinable public static var atmosphere: Self { Self(symbol: "atm", name: "atmosphere", 101_325) }
    /// The conventional millimetre of mercury (mmHg) = 133.322387415 Pa; 毫米汞柱.
    @inlinable public static var millimeterOfMercury: Self {
        Self(symbol: "mmHg", name: "millimeter of mercury", 133_322_387_415, per: 1_000_000_000)
    }
    /// The conventional inch of mercury (inHg) = 25.4 mmHg = 3386.388640341 Pa.
    @inlinable public static var inchOfMercury: Self {
        Self(symbol: "inHg", name: "inch of mercury", 3_386_388_640_341, per: 1_000_000_000)
    }
    /// The torr (Torr) = 101325/760 Pa exactly.
    @inlinable public static var torr: Self { Self(symbol: "Torr", name: "torr", 101_325, per: 760) }
    /// The pound-force per square inch (psi) ≈ 6894.757 Pa; 磅力每平方英寸.
    @inlinable public static var poundPerSquareInch: Self {
        Self(symbol: "psi", name: "pound per square inch", 44_482_216_152_605, per: 6_451_600_000)
    }
}

extension FSPressure {
    /// Every pressure unit, with the names parsing accepts.
    public static let catalog: [FSUnitEntry<FSPressure>] = [
        FSUnitEntry(.pascal, ["帕", "帕斯卡", "pascals"]),
        FSUnitEntry(.hectopascal, ["百帕"]),
        FSUnitEntry(.kilopascal, ["千帕", "kilopascals"]),
        FSUnitEntry(.megapascal, ["兆帕", "megapascals"]),
        FSUnitEntry(.bar, ["巴", "bars"]),
        FSUnitEntry(.millibar, ["毫巴", "millibars"]),
        FSUnitEntry(.atmosphere, ["标准大气压", "大气压", "atmospheres"]),
        FSUnitEntry(.millimeterOfMercury, ["毫米汞柱", "millimeters of mercury"]),
        FSUnitEntry(.inchOfMercury, ["inches of mercury"]),
        FSUnitEntry(.torr),
        FSUnitEntry(.poundPerSquareInch, ["lbf/in²", "pounds per square inch"]),
    ]
}
