/// The operands of CLDR's plural rules (UTS #35, Language Plural Rules) for a number as it is
/// written — the generated ``UnitPatternTable/pluralCategory(locale:_:)`` reads them.
struct PluralOperands {
    /// The absolute value (its whole part saturating past `Int`'s range).
    let n: Double
    /// The whole part, saturating at `Int.max` (``i(modulo:)`` is exact at any size).
    let i: Int
    /// The count of visible decimals, with trailing zeros (`v`) and without (`w`).
    let v: Int, w: Int
    /// The visible decimals as an integer, with trailing zeros (`f`) and without (`t`).
    let f: Int, t: Int
    /// The compact-notation exponent: 0, as numbers here are written in full.
    let e = 0
    /// Whether the number has no visible decimals (CLDR's `n in …` holds only then).
    var isIntegral: Bool { v == 0 }

    private let wholeDigits: [UInt8]

    /// The operands of the number written with these digit values.
    init(whole: [UInt8], fraction: [UInt8]) {
        wholeDigits = whole
        i = Self.value(of: whole)
        v = fraction.count
        f = Self.value(of: fraction)
        let trimmed = fraction.reversed().drop { $0 == 0 }.reversed()
        w = trimmed.count
        t = Self.value(of: Array(trimmed))
        let scale = (0..<v).reduce(1.0) { product, _ in product * 10 }
        n = Double(i) + Double(f) / scale
    }

    /// `i mod modulus`, from every whole digit.
    func i(modulo modulus: Int) -> Int {
        wholeDigits.reduce(0) { ($0 * 10 + Int($1)) % modulus }
    }

    private static func value(of digits: [UInt8]) -> Int {
        digits.reduce(0) { value, digit in
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowAgain) = times.addingReportingOverflow(Int(digit))
            return overflow || overflowAgain ? Int.max : sum
        }
    }
}
