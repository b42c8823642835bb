// Sources: IEC 80000-13:2008 (bit, byte = 8 bits, the binary prefixes kibi … yobi = 2¹⁰ …
// 2⁸⁰); the SI Brochure (9th ed., 2019) for the decimal prefixes kilo … yotta = 10³ … 10²⁴.
// Foundation's `UnitInformationStorage` has the same units on the same base, the bit.

extension FSUnit where Dimension == FSInformationStorage {
    /// The bit (bit), the base unit; 比特, 位.
    @inlinable public static var bit: Self { Self(symbol: "bit", name: "bit", 1) }
    /// The nibble = 4 bits; 半字节.
    @inlinable public static var nibble: Self { Self(symbol: "nibble", name: "nibble", 4) }
    /// The byte (B) = 8 bits; 字节.
    @inlinable public static var byte: Self { Self(symbol: "B", name: "byte", 8) }

    /// The kilobyte (kB) = 1000 B. `KB` reads as this unit too, as Apple's file sizes write it.
    @inlinable public static var kilobyte: Self { Self(symbol: "kB", name: "kilobyte", 8e3) }
    /// The megabyte (MB) = 10⁶ B; 兆字节.
    @inlinable public static var megabyte: Self { Self(symbol: "MB", name: "megabyte", 8e6) }
    /// The gigabyte (GB) = 10⁹ B.
    @inlinable public static var gigabyte: Self { Self(symbol: "GB", name: "gigabyte", 8e9) }
    /// The terabyte (TB) = 10¹² B.
    @inlinable public static var terabyte: Self { Self(symbol: "TB", name: "terabyte", 8e12) }
    /// The petabyte (PB) = 10¹⁵ B.
    @inlinable public static var petabyte: Self { Self(symbol: "PB", name: "petabyte", 8e15) }
    /// The exabyte (EB) = 10¹⁸ B.
    @inlinable public static var exabyte: Self { Self(symbol: "EB", name: "exabyte", 8e18) }
    /// The zettabyte (ZB) = 10²¹ B.
    @inlinable public static var zettabyte: Self { Self(symbol: "ZB", name: "zettabyte", 8e21) }
    /// The yottabyte (YB) = 10²⁴ B.
    @inlinable public static var yottabyte: Self { Self(symbol: "YB", name: "yottabyte", 8e24) }

    /// The kibibyte (KiB) = 1024 B.
    @inlinable public static var kibibyte: Self { Self(symbol: "KiB", name: "kibibyte", 0x1p13) }
    /// The mebibyte (MiB) = 2²⁰ B.
    @inlinable public static var mebibyte: Self { Self(symbol: "MiB", name: "mebibyte", 0x1p23) }
    /// The gibibyte (GiB) = 2³⁰ B.
    @inlinable public static var gibibyte: Self { Self(symbol: "GiB", name: "gibibyte", 0x1p33) }
    /// The tebibyte (TiB) = 2⁴⁰ B.
    @inlinable public static var tebibyte: Self { Self(symbol: "TiB", name: "tebibyte", 0x1p43) }
    /// The pebibyte (PiB) = 2⁵⁰ B.
    @inlinable public static var pebibyte: Self { Self(symbol: "PiB", name: "pebibyte", 0x1p53) }
    /// The exbibyte (EiB) = 2⁶⁰ B.
    @inlinable public static var exbibyte: Self { Self(symbol: "EiB", name: "exbibyte", 0x1p63) }
    /// The zebibyte (ZiB) = 2⁷⁰ B.
    @inlinable public static var zebibyte: Self { Self(symbol: "ZiB", name: "zebibyte", 0x1p73) }
    /// The yobibyte (YiB) = 2⁸⁰ B.
    @inlinable public static var yobibyte: Self { Self(symbol: "YiB", name: "yobibyte", 0x1p83) }

    /// The kilobit (kbit) = 1000 bits; Foundation's symbol `kb` reads as this unit too.
    @inlinable public static var kilobit: Self { Self(symbol: "kbit", name: "kilobit", 1e3) }
    /// The megabit (Mbit) = 10⁶ bits.
    @inlinable public static var megabit: Self { Self(symbol: "Mbit", name: "megabit", 1e6) }
    /// The gigabit (Gbit) = 10⁹ bits.
    @inlinable public static var gigabit: Self { Self(symbol: "Gbit", name: "gigabit", 1e9) }
    /// The terabit (Tbit) = 10¹² bits.
    @inlinable public static var terabit: Self { Self(symbol: "Tbit", name: "terabit", 1e12) }
    /// The petabit (Pbit) = 10¹⁵ bits.
    @inlinable public static var petabit: Self { Self(symbol: "Pbit", name: "petabit", 1e15) }
    /// The exabit (Ebit) = 10¹⁸ bits.
    @inlinable public static var exabit: Self { Self(symbol: "Ebit", name: "exabit", 1e18) }
    /// The zettabit (Zbit) = 10²¹ bits.
    @inlinable public static var zettabit: Self { Self(symbol: "Zbit", name: "zettabit", 1e21) }
    /// The yottabit (Ybit) = 10²⁴ bits.
    @inlinable public static var yottabit: Self { Self(symbol: "Ybit", name: "yottabit", 1e24) }

    /// The kibibit (Kibit) = 1024 bits.
    @inlinable public static var kibibit: Self { Self(symbol: "Kibit", name: "kibibit", 0x1p10) }
    /// The mebibit (Mibit) = 2²⁰ bits.
    @inlinable public static var mebibit: Self { Self(symbol: "Mibit", name: "mebibit", 0x1p20) }
    /// The gibibit (Gibit) = 2³⁰ bits.
    @inlinable public static var gibibit: Self { Self(symbol: "Gibit", name: "gibibit", 0x1p30) }
    /// The tebibit (Tibit) = 2⁴⁰ bits.
    @inlinable public static var tebibit: Self { Self(symbol: "Tibit", name: "tebibit", 0x1p40) }
    /// The pebibit (Pibit) = 2⁵⁰ bits.
    @inlinable public static var pebibit: Self { Self(symbol: "Pibit", name: "pebibit", 0x1p50) }
    /// The exbibit (Eibit) = 2⁶⁰ bits.
    @inlinable public static var exbibit: Self { Self(symbol: "Eibit", name: "exbibit", 0x1p60) }
    /// The zebibit (Zibit) = 2⁷⁰ bits.
    @inlinable public static var zebibit: Self { Self(symbol: "Zibit", name: "zebibit", 0x1p70) }
    /// The yobibit (Yibit) = 2⁸⁰ bits.
    @inlinable public static var yobibit: Self { Self(symbol: "Yibit", name: "yobibit", 0x1p80) }
}

extension FSInformationStorage {
    /// Every unit of information, with the names parsing accepts: Foundation's symbols for
    /// bits (`kb`, `Mib` …) as aliases, `KB` as the kilobyte (1000 B).
    public static let catalog: [FSUnitEntry<FSInformationStorage>] = [
        FSUnitEntry(.bit, ["比特", "位", "b"]),
        FSUnitEntry(.nibble, ["半字节"]),
        FSUnitEntry(.byte, ["字节", "bytes", "octet", "octets"]),
        FSUnitEntry(.kilobyte, ["KB", "千字节"]),
        FSUnitEntry(.megabyte, ["兆字节", "兆"]),
        FSUnitEntry(.gigabyte, ["吉字节"]),
        FSUnitEntry(.terabyte, ["太字节"]),
        FSUnitEntry(.petabyte, ["拍字节"]),
        FSUnitEntry(.exabyte, ["艾字节"]),
        FSUnitEntry(.zettabyte, ["泽字节"]),
        FSUnitEntry(.yottabyte, ["尧字节"]),
        FSUnitEntry(.kibibyte), FSUnitEntry(.mebibyte), FSUnitEntry(.gibibyte), FSUnitEntry(.tebibyte),
        FSUnitEntry(.pebibyte), FSUnitEntry(.exbibyte), FSUnitEntry(.zebibyte), FSUnitEntry(.yobibyte),
        FSUnitEntry(.kilobit, ["kb", "千比特"]),
        FSUnitEntry(.megabit, ["Mb", "兆比特"]),
        FSUnitEntry(.gigabit, ["Gb"]),
        FSUnitEntry(.terabit, ["Tb"]),
        FSUnitEntry(.petabit, ["Pb"]),
        FSUnitEntry(.exabit, ["Eb"]),
        FSUnitEntry(.zettabit, ["Zb"]),
        FSUnitEntry(.yottabit, ["Yb"]),
        FSUnitEntry(.kibibit, ["Kib"]), FSUnitEntry(.mebibit, ["Mib"]), FSUnitEntry(.gibibit, ["Gib"]),
        FSUnitEntry(.tebibit, ["Tib"]), FSUnitEntry(.pebibit, ["Pib"]), FSUnitEntry(.exbibit, ["Eib"]),
        FSUnitEntry(.zebibit, ["Zib"]), FSUnitEntry(.yobibit, ["Yib"]),
    ]
}
