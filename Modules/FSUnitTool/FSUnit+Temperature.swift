// Sources: SI Brochure (9th ed., 2019): the kelvin, and t/°C = T/K − 273.15; NIST SP 811
// section B.9: t/°F = 1.8 t/°C + 32, T/°R = 1.8 T/K.

extension FSUnit where Dimension == FSTemperature {
    /// The kelvin (K), SI base unit; 开尔文.
    @inlinable public static var kelvin: Self { Self(symbol: "K", name: "kelvin", 1) }
    /// The degree Celsius (°C): K = °C + 273.15 exactly; 摄氏度.
    @inlinable public static var celsius: Self { Self(symbol: "°C", name: "degree Celsius", 1, shift: 273.15) }
    /// The degree Fahrenheit (°F): K = (°F + 459.67) × 5/9 exactly; 华氏度.
    @inlinable public static var fahrenheit: Self {
        Self(symbol: "°F", name: "degree Fahrenheit", 5, per: 9, shift: 459.67)
    }
    /// The degree Rankine (°R): K = °R × 5/9 exactly.
    @inlinable public static var rankine: Self { Self(symbol: "°R", name: "degree Rankine", 5, per: 9) }
}

extension FSTemperature {
    /// Every temperature unit, with the names parsing accepts.
    public static let catalog: [FSUnitEntry<FSTemperature>] = [
        FSUnitEntry(.kelvin, ["开", "开尔文", "kelvins"]),
        FSUnitEntry(.celsius, ["C", "℃", "摄氏度", "celsius", "degrees Celsius"]),
        FSUnitEntry(.fahrenheit, ["F", "℉", "华氏度", "fahrenheit", "degrees Fahrenheit"]),
        FSUnitEntry(.rankine, ["R", "rankine", "degrees Rankine"]),
    ]
}
