internal import FSInternal

/// The unit and the digits Foundation's `ByteCountFormatStyle` writes for a byte count: the
/// arithmetic half of ``FSByteCountFormatStyle``, which needs no Foundation.
struct ByteCountLayout: Equatable {
    /// 0 for bytes, 1 for kB … 5 for PB.
    let unit: Int
    let negative: Bool
    let whole: UInt64
    let fraction: UInt64
    /// Decimals to write (trailing zeros already dropped).
    let fractionDigits: Int

    /// The units Foundation writes, bytes to petabytes (it writes nothing larger).
    static let unitCount = 6

    /// The largest count (exclusive) each unit writes before the next is used, decimal and
    /// binary: the counts whose rounded value stays below 1000 (or 1024) of the unit — as
    /// swift-foundation's ByteCountFormatStyle has them, and as the tests check against it.
    private static let decimalLimits: [Int64] = [
        999, 999_499, 999_949_999, 999_994_999_999, 999_994_999_999_999, .max,
    ]
    private static let binaryLimits: [Int64] = [
        1023, 1_048_063, 1_073_689_395, 1_099_506_259_066, 1_125_894_409_284_485, .max,
    ]

    /// Decimals each unit may show: none for bytes and kB, one for MB, two from GB up.
    private static let maximumFractionDigits = [0, 0, 1, 2, 2, 2]

    /// The layout of `count` bytes in the largest allowed unit (`allowed` bit `i` is unit `i`)
    /// whose limit it is under; 1000 bytes to the kB unless `binary`.
    init(_ count: Int64, binary: Bool, allowed: UInt) {
        let limits = binary ? Self.binaryLimits : Self.decimalLimits
        let allowedUnits = (0..<Self.unitCount).filter { allowed & (1 << $0) != 0 }
        let magnitude = Double(count).magnitude
        var unit = allowedUnits.first ?? Self.unitCount - 1
        for candidate in allowedUnits {
            unit = candidate
            if magnitude < Double(limits[candidate]) { break }
        }
        let size = Double(binary ? 1 << (10 * unit) : Int64(LocaleNumberShape.power(of: 3 * unit)))
        self.unit = unit
        negative = count < 0
        (whole, fraction, fractionDigits) = Self.rounded(
            magnitude / size, fractionDigits: Self.maximumFractionDigits[unit])
    }

    /// `count` in bytes, every digit exact: how the count in parentheses is written.
    init(exactly count: Int64) {
        unit = 0
        negative = count < 0
        (whole, fraction, fractionDigits) = (count.magnitude, 0, 0)
    }

    /// `value` (finite, ≥ 0) rounded half to even to at most `fractionDigits` decimals, as ICU
    /// rounds a `Double`: the digits of its shortest representation (what `description`
    /// writes), not of its exact binary value — 1.15 rounds to 1.2.
    static func rounded(_ value: Double, fractionDigits: Int) -> (whole: UInt64, fraction: UInt64, digits: Int) {
        // The shortest representation as digits d₁d₂… and the place of the decimal point.
        let text = value.description
        let exponentStart = text.firstIndex { $0 == "e" || $0 == "E" }
        let exponent = exponentStart.flatMap { Int(text[text.index(after: $0)...]) } ?? 0
        let mantissa = text[..<(exponentStart ?? text.endIndex)]
        var digits: [UInt8] = []
        var point = 0
        for byte in mantissa.utf8 {
            if byte == UInt8(ascii: ".") {
                point = digits.count
            } else {
                digits.append(byte - UInt8(ascii: "0"))
            }
        }
        if !mantissa.contains(".") { point = digits.count }
        point += exponent
        // Digit i (0-based) is worth 10^(point - 1 - i); keep those worth at least 10^-fractionDigits.
        let kept = point + fractionDigits
        func digit(_ index: Int) -> UInt64 { index >= 0 && index < digits.count ? UInt64(digits[index]) : 0 }
        var scaled: UInt64 = 0  // the kept digits as one integer: value × 10^fractionDigits
        for index in 0..<max(kept, 0) { scaled = scaled * 10 + digit(index) }
        let first = digit(kept)
        let beyond = kept + 1 < digits.count && digits[max(kept + 1, 0)...].contains { $0 != 0 }
        if first > 5 || (first == 5 && (beyond || scaled % 2 == 1)) { scaled += 1 }
        var places = fractionDigits
        let divisor = LocaleNumberShape.power(of: fractionDigits)
        let (whole, remainder) = scaled.quotientAndRemainder(dividingBy: divisor)
        var fraction = remainder
        while places > 0 && fraction % 10 == 0 {
            fraction /= 10
            places -= 1
        }
        return (whole, fraction, places)
    }
}
