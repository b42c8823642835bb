/// A `Double` as CLDR's decimal pattern `#,##0.###` shows it: the shortest decimal digits that
/// read back as the value (what Swift's `description` and Python's `repr` write), rounded half
/// to even to at most ``maximumFractionDigits`` decimals, trailing zeros dropped — the digits
/// that are written and that choose the plural form.
struct RoundedDecimal {
    /// Whether a minus sign is written (a negative value that does not round to zero is one;
    /// -0 and what rounds to it are written as CLDR data writes them: with the sign).
    let isNegative: Bool
    /// Digit values, most significant first: at least one whole digit; no trailing zero decimal.
    let whole: [UInt8], fraction: [UInt8]

    /// The decimals CLDR's default decimal pattern shows.
    static let maximumFractionDigits = 3

    /// `value` rounded, or `nil` for infinities and NaN.
    init?(_ value: Double) {
        guard value.isFinite else { return nil }
        isNegative = value.sign == .minus
        // "1234.5", "1e-05", "1.2345e+20": digits, a point, an exponent.
        let text = value.magnitude.description
        let parts = text.split(separator: "e", maxSplits: 1)
        let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        var digits: [UInt8] = []
        var pointAt = 0
        for byte in parts[0].utf8 {
            if byte == UInt8(ascii: ".") {
                pointAt = digits.count
            } else {
                digits.append(byte - UInt8(ascii: "0"))
            }
        }
        if !parts[0].utf8.contains(UInt8(ascii: ".")) { pointAt = digits.count }
        pointAt += exponent
        // Whole digits: pad with zeros to the point; decimals: zeros before the first digit.
        if pointAt <= 0 {
            digits.insert(contentsOf: repeatElement(0, count: 1 - pointAt), at: 0)
            pointAt = 1
        } else if pointAt > digits.count {
            digits.append(contentsOf: repeatElement(0, count: pointAt - digits.count))
        }
        let kept = pointAt + Self.maximumFractionDigits
        if digits.count > kept {
            let first = digits[kept]
            let restIsZero = digits[(kept + 1)...].allSatisfy { $0 == 0 }
            let last = digits[kept - 1]
            digits.removeSubrange(kept...)
            if first > 5 || (first == 5 && (!restIsZero || last % 2 == 1)) {
                var index = kept - 1
                while index >= 0 && digits[index] == 9 {
                    digits[index] = 0
                    index -= 1
                }
                if index >= 0 {
                    digits[index] += 1
                } else {
                    digits.insert(1, at: 0)
                    pointAt += 1
                }
            }
        }
        while digits.count > pointAt && digits.last == 0 { digits.removeLast() }
        var whole = Array(digits[..<pointAt])
        while whole.count > 1 && whole.first == 0 { whole.removeFirst() }
        self.whole = whole
        fraction = Array(digits[pointAt...])
    }

    /// CLDR's plural operands of the digits written.
    var operands: PluralOperands {
        PluralOperands(whole: whole, fraction: fraction)
    }
}
