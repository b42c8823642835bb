// Sources: SI Brochure (9th ed., 2019); the hectare and are, accepted for use with the SI;
// the international acre = 4840 yd² = 4046.8564224 m² (NIST Handbook 44); the State Council
// order of 1959: 1 市亩 = 60 平方丈 = 10000/15 m², 1 市顷 = 100 市亩.

extension FSUnit where Dimension == FSArea {
    /// The square metre (m²); 平方米.
    @inlinable public static var squareMeter: Self { Self(symbol: "m²", name: "square meter", 1) }
    /// The square kilometre (km²) = 10⁶ m²; 平方公里.
    @inlinable public static var squareKilometer: Self { Self(symbol: "km²", name: "square kilometer", 1_000_000) }
    /// The square centimetre (cm²) = 10⁻⁴ m²; 平方厘米.
    @inlinable public static var squareCentimeter: Self {
        Self(symbol: "cm²", name: "square centimeter", 1, per: 10_000)
    }
    /// The hectare (ha) = 10⁴ m²; 公顷.
    @inlinable public static var hectare: Self { Self(symbol: "ha", name: "hectare", 10_000) }
    /// The are (a) = 100 m²; 公亩.
    @inlinable public static var are: Self { Self(symbol: "a", name: "are", 100) }
    /// The international acre (ac) = 4840 yd² = 4046.8564224 m²; 英亩.
    @inlinable public static var acre: Self { Self(symbol: "ac", name: "acre", 40_468_564_224, per: 10_000_000) }
    /// The square foot (ft²) = 0.09290304 m².
    @inlinable public static var squareFoot: Self {
        Self(symbol: "ft²", name: "square foot", 9_290_304, per: 100_000_000)
    }
    /// The square inch (in²) = 0.00064516 m².
    @inlinable public static var squareInch: Self { Self(symbol: "in²", name: "square inch", 64516, per: 100_000_000) }
    /// The square yard (yd²) = 0.83612736 m².
    @inlinable public static var squareYard: Self {
        Self(symbol: "yd²", name: "square yard", 83_612_736, per: 100_000_000)
    }
    /// The square mile (mi²) = 2589988.110336 m².
    @inlinable public static var squareMile: Self {
        Self(symbol: "mi²", name: "square mile", 2_589_988_110_336, per: 1_000_000)
    }
    /// 亩 (市亩) = 10000/15 m² ≈ 666.67 m² (1959).
    @inlinable public static var mu: Self { Self(symbol: "亩", name: "mu", 10_000, per: 15) }
    /// 顷 (市顷) = 100 市亩 = 10⁶/15 m² (1959).
    @inlinable public static var qing: Self { Self(symbol: "顷", name: "qing", 1_000_000, per: 15) }
}

extension FSArea {
    /// Every area unit, with the names parsing accepts.
    public static let catalog: [FSUnitEntry<FSArea>] = [
        FSUnitEntry(.squareMeter, ["m2", "m^2", "平方米", "sqm", "square metre", "square metres", "square meters"]),
        FSUnitEntry(.squareKilometer, ["km2", "km^2", "平方公里", "平方千米", "square kilometers"]),
        FSUnitEntry(.squareCentimeter, ["cm2", "cm^2", "平方厘米", "square centimeters"]),
        FSUnitEntry(.hectare, ["公顷"]),
        FSUnitEntry(.are, ["公亩"]),
        FSUnitEntry(.acre, ["英亩"]),
        FSUnitEntry(.squareFoot, ["ft2", "sq ft", "square feet"]),
        FSUnitEntry(.squareInch, ["in2", "sq in", "square inches"]),
        FSUnitEntry(.squareYard, ["yd2", "sq yd", "square yards"]),
        FSUnitEntry(.squareMile, ["mi2", "sq mi", "square miles"]),
        FSUnitEntry(.mu, ["市亩", "畝"]),
        FSUnitEntry(.qing, ["市顷", "頃"]),
    ]
}
