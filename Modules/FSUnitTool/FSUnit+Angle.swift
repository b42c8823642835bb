// Sources: SI Brochure (9th ed., 2019): the radian, and the degree, minute and second of
// arc accepted for use with the SI (1° = π/180 rad); the gon (gradian) = π/200 rad.

extension FSUnit where Dimension == FSAngle {
    /// The degree (°); 度.
    @inlinable public static var degree: Self { Self(symbol: "°", name: "degree", 1) }
    /// The radian (rad) = 180/π degrees; 弧度.
    @inlinable public static var radian: Self { Self(symbol: "rad", name: "radian", 180, per: .pi) }
    /// The milliradian (mrad) = 1/1000 rad; 毫弧度.
    @inlinable public static var milliradian: Self { Self(symbol: "mrad", name: "milliradian", 180, per: 1000 * .pi) }
    /// The minute of arc (′) = 1/60°; 角分.
    @inlinable public static var arcminute: Self { Self(symbol: "′", name: "arcminute", 1, per: 60) }
    /// The second of arc (″) = 1/3600°; 角秒.
    @inlinable public static var arcsecond: Self { Self(symbol: "″", name: "arcsecond", 1, per: 3600) }
    /// The gon or gradian (gon) = 9/10°.
    @inlinable public static var gradian: Self { Self(symbol: "gon", name: "gradian", 9, per: 10) }
    /// The revolution (rev) = 360°; 圈.
    @inlinable public static var revolution: Self { Self(symbol: "rev", name: "revolution", 360) }
}

extension FSAngle {
    /// Every angle unit, with the names parsing accepts.
    public static let catalog: [FSUnitEntry<FSAngle>] = [
        FSUnitEntry(.degree, ["deg", "度", "degrees"]),
        FSUnitEntry(.radian, ["弧度"]),
        FSUnitEntry(.milliradian, ["毫弧度", "mil"]),
        FSUnitEntry(.arcminute, ["'", "arcmin", "角分", "minutes of arc"]),
        FSUnitEntry(.arcsecond, ["\"", "arcsec", "角秒", "seconds of arc"]),
        FSUnitEntry(.gradian, ["grad", "gradians", "gons"]),
        FSUnitEntry(.revolution, ["圈", "turn", "turns"]),
    ]
}
