/// The operands of CLDR's plural rules (UTS #35, Language Plural Rules) for a number as it is
/// written, those the rules of ``UnitPatternTable``'s locales use (its generator stops at a rule
/// that uses another).
struct PluralOperands {
    /// The whole part, saturating at `Int.max` (``i(modulo:)`` is exact at any size).
    let i: Int
    /// The count of visible decimals, trailing zeros included.
    let v: Int
    /// The compact-notation exponent: 0, as numbers here are written in full.
    let e = 0

    private let wholeDigits: [UInt8]

    /// The operands of the number written with these digit values.
    init(whole: [UInt8], fraction: [UInt8]) {
        wholeDigits = whole
        i = whole.reduce(0) { value, digit in
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowAgain) = times.addingReportingOverflow(Int(digit))
            return overflow || overflowAgain ? Int.max : sum
        }
        v = fraction.count
    }

    /// `i mod modulus`, from every whole digit.
    func i(modulo modulus: Int) -> Int {
        wholeDigits.reduce(0) { ($0 * 10 + Int($1)) % modulus }
    }
}
