// Sources: SI Brochure (9th ed., 2019), the litre = 1 dm³; NIST Handbook 44 appendix C for
// the US gallon (231 in³ = 3.785411784 L) and its pint (1/8 gal) and fluid ounce (1/128
// gal); the UK Weights and Measures Act 1985 for the imperial gallon (4.54609 L), pint
// (1/8 gal) and fluid ounce (1/160 gal).

extension FSUnit where Dimension == FSVolume {
    /// The litre (L) = 1 dm³; 升.
    @inlinable public static var liter: Self { Self(symbol: "L", name: "liter", 1) }
    /// The millilitre (mL) = 1 cm³; 毫升.
    @inlinable public static var milliliter: Self { Self(symbol: "mL", name: "milliliter", 1, per: 1000) }
    /// The cubic metre (m³) = 1000 L; 立方米.
    @inlinable public static var cubicMeter: Self { Self(symbol: "m³", name: "cubic meter", 1000) }
    /// The cubic centimetre (cm³) = 1 mL.
    @inlinable public static var cubicCentimeter: Self { Self(symbol: "cm³", name: "cubic centimeter", 1, per: 1000) }
    /// The US liquid gallon (gal) = 231 in³ = 3.785411784 L; 美制加仑.
    @inlinable public static var usGallon: Self {
        Self(symbol: "gal", name: "US gallon", 3_785_411_784, per: 1_000_000_000)
    }
    /// The imperial gallon (gal imp) = 4.54609 L; 英制加仑.
    @inlinable public static var imperialGallon: Self {
        Self(symbol: "gal imp", name: "imperial gallon", 454_609, per: 100_000)
    }
    /// The US liquid pint (pt) = 1/8 US gallon = 0.473176473 L; 美制品脱.
    @inlinable public static var usPint: Self { Self(symbol: "pt", name: "US pint", 473_176_473, per: 1_000_000_000) }
    /// The imperial pint (pt imp) = 1/8 imperial gallon = 0.56826125 L; 英制品脱.
    @inlinable public static var imperialPint: Self {
        Self(symbol: "pt imp", name: "imperial pint", 56_826_125, per: 100_000_000)
    }
    /// The US fluid ounce (fl oz) = 1/128 US gallon = 29.5735295625 mL.
    @inlinable public static var usFluidOunce: Self {
        Self(symbol: "fl oz", name: "US fluid ounce", 295_735_295_625, per: 10_000_000_000_000)
    }
    /// The imperial fluid ounce (fl oz imp) = 1/160 imperial gallon = 28.4130625 mL.
    @inlinable public static var imperialFluidOunce: Self {
        Self(symbol: "fl oz imp", name: "imperial fluid ounce", 284_130_625, per: 10_000_000_000)
    }
    /// The cubic foot (ft³) = 28.316846592 L.
    @inlinable public static var cubicFoot: Self {
        Self(symbol: "ft³", name: "cubic foot", 28_316_846_592, per: 1_000_000_000)
    }
    /// The cubic inch (in³) = 16.387064 mL.
    @inlinable public static var cubicInch: Self {
        Self(symbol: "in³", name: "cubic inch", 16_387_064, per: 1_000_000_000)
    }
}

extension FSVolume {
    /// Every volume unit, with the names parsing accepts.
    public static let catalog: [FSUnitEntry<FSVolume>] = [
        FSUnitEntry(.liter, ["l", "升", "公升", "litre", "litres"]),
        FSUnitEntry(.milliliter, ["ml", "毫升", "millilitre", "millilitres"]),
        FSUnitEntry(.cubicMeter, ["m3", "m^3", "立方米", "方", "cubic meters"]),
        FSUnitEntry(.cubicCentimeter, ["cm3", "cc", "立方厘米", "cubic centimeters"]),
        FSUnitEntry(.usGallon, ["美制加仑", "US gallons"]),
        FSUnitEntry(.imperialGallon, ["英制加仑", "imperial gallons"]),
        FSUnitEntry(.usPint, ["美制品脱", "US pints"]),
        FSUnitEntry(.imperialPint, ["英制品脱", "imperial pints"]),
        FSUnitEntry(.usFluidOunce, ["US fluid ounces"]),
        FSUnitEntry(.imperialFluidOunce, ["imperial fluid ounces"]),
        FSUnitEntry(.cubicFoot, ["ft3", "cubic feet"]),
        FSUnitEntry(.cubicInch, ["in3", "cubic inches"]),
    ]
}
