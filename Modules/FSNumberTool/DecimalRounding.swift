extension FSRoundingMode {
    /// Rounds a decimal number given as text to `places` decimal places, exactly, and
    /// returns it with exactly that many decimals.
    ///
    /// Working on the decimal digits avoids the binary surprise: the `Double` nearest to
    /// 1.005 is 1.00499999…, so `(1.005 * 100).rounded() / 100` gives 1.0, while
    ///
    /// ```swift
    /// try FSRoundingMode.halfUp.round("1.005", places: 2)     // "1.01"
    /// try FSRoundingMode.halfUp.round("2.675", places: 2)     // "2.68"
    /// try FSRoundingMode.halfEven.round("2.665", places: 2)   // "2.66"
    /// try FSRoundingMode.down.round("-1.001", places: 1)      // "-1.1"
    /// try FSRoundingMode.halfUp.round("1234.5", places: -2)   // "1200"
    /// try FSRoundingMode.halfUp.round("3", places: 2)         // "3.00"
    /// try FSRoundingMode.halfUp.round("1.5e3", places: 0)     // "1500"
    /// ```
    ///
    /// - Parameters:
    ///   - text: An optional sign, digits with at most one `.`, and an optional exponent
    ///     (`e`/`E`, optional sign, digits). Surrounding spaces are allowed.
    ///   - places: Decimal places to keep; a negative value rounds to tens, hundreds, …
    /// - Returns: The rounded number; no `-` sign when it rounds to zero.
    /// - Throws: ``FSNumberToolError/invalidNumber(_:)`` when `text` is not such a number.
    public func round(_ text: String, places: Int) throws(FSNumberToolError) -> String {
        guard var number = DecimalDigits(text) else { throw .invalidNumber(text) }
        number.round(toExponent: -places, self)
        return number.formatted(places: places)
    }

    /// Multiplies two decimal numbers given as text, exactly, and rounds the product to
    /// `places` decimal places: a price times a tax rate, an amount times an exchange rate.
    ///
    /// ```swift
    /// try FSRoundingMode.halfUp.roundProduct("19.99", "0.85", places: 2)     // "16.99" (16.9915)
    /// try FSRoundingMode.halfEven.roundProduct("2.5", "1.01", places: 2)     // "2.52" (2.525)
    /// ```
    ///
    /// - Parameters:
    ///   - a: A number in the form ``round(_:places:)`` reads.
    ///   - b: Another.
    ///   - places: Decimal places to keep, as in ``round(_:places:)``.
    /// - Throws: ``FSNumberToolError/invalidNumber(_:)`` when either is not such a number.
    public func roundProduct(_ a: String, _ b: String, places: Int) throws(FSNumberToolError) -> String {
        guard let first = DecimalDigits(a) else { throw .invalidNumber(a) }
        guard let second = DecimalDigits(b) else { throw .invalidNumber(b) }
        var product = first.multiplied(by: second)
        product.round(toExponent: -places, self)
        return product.formatted(places: places)
    }
}

extension FixedWidthInteger {
    /// The nearest multiple of `unit` in the direction `mode` says; for amounts kept in minor
    /// units, `12345.rounded(toMultipleOf: 10, .halfUp)` rounds 123.45 to 123.50.
    ///
    /// - Throws: ``FSNumberToolError/nonPositiveUnit`` when `unit` ≤ 0,
    ///   ``FSNumberToolError/overflow`` when the result does not fit in the type.
    public func rounded(toMultipleOf unit: Self, _ mode: FSRoundingMode) throws(FSNumberToolError) -> Self {
        guard unit > 0 else { throw .nonPositiveUnit }
        let (quotient, remainder) = quotientAndRemainder(dividingBy: unit)
        guard remainder != 0 else { return self }
        let rest = remainder.magnitude
        let other = unit.magnitude - rest
        let position: FSRoundingMode.Remainder = rest < other ? .belowHalf : rest == other ? .half : .aboveHalf
        let negative = self < 0
        var kept = quotient
        if mode.roundsAwayFromZero(position, keptIsOdd: quotient & 1 != 0, negative: negative) {
            let (next, overflow) =
                negative ? quotient.subtractingReportingOverflow(1) : quotient.addingReportingOverflow(1)
            guard !overflow else { throw .overflow }
            kept = next
        }
        let (result, overflow) = kept.multipliedReportingOverflow(by: unit)
        guard !overflow else { throw .overflow }
        return result
    }
}

/// A decimal number as sign, digits and a power of ten: value = ±digits × 10^exponent.
struct DecimalDigits {
    var negative: Bool
    /// Most significant first, no leading zeros (empty for zero).
    var digits: [UInt8]
    var exponent: Int

    /// Parses `[sign] digits [. digits] [e [sign] digits]`; `nil` for anything else.
    init?(_ text: String) {
        var bytes = Substring(text).utf8.drop { $0 == UInt8(ascii: " ") }[...]
        while bytes.last == UInt8(ascii: " ") { bytes = bytes.dropLast() }
        negative = false
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        digits = []
        exponent = 0
        var sawDigit = false
        var sawPoint = false
        while let byte = bytes.first {
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                sawDigit = true
                if !(digits.isEmpty && byte == UInt8(ascii: "0")) { digits.append(byte - UInt8(ascii: "0")) }
                if sawPoint { exponent -= 1 }
            } else if byte == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
            } else {
                break
            }
            bytes = bytes.dropFirst()
        }
        guard sawDigit else { return nil }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            guard let power = Int(String(decoding: bytes.dropFirst(), as: UTF8.self)),
                abs(power) < 1_000_000
            else { return nil }
            exponent += power
            return
        }
        guard bytes.isEmpty else { return nil }
    }

    /// The exact product: digit by digit, as on paper.
    func multiplied(by other: DecimalDigits) -> DecimalDigits {
        var product = self
        product.exponent = exponent + other.exponent
        guard !digits.isEmpty, !other.digits.isEmpty else {
            product.negative = false
            product.digits = []
            return product
        }
        product.negative = negative != other.negative
        // Column sums, least significant first, then carried.
        var columns = [Int](repeating: 0, count: digits.count + other.digits.count)
        for (i, x) in digits.reversed().enumerated() {
            for (j, y) in other.digits.reversed().enumerated() { columns[i + j] += Int(x) * Int(y) }
        }
        var carry = 0
        for index in columns.indices {
            let total = columns[index] + carry
            columns[index] = total % 10
            carry = total / 10
        }
        product.digits = Array(columns.reversed().map { UInt8($0) }.drop { $0 == 0 })
        return product
    }

    /// Rounds to a multiple of 10^target.
    mutating func round(toExponent target: Int, _ mode: FSRoundingMode) {
        guard exponent < target, !digits.isEmpty else { return }
        let drop = target - exponent
        let keptCount = Swift.max(0, digits.count - drop)
        let dropped = digits[keptCount...]
        // The dropped part against half a unit: compare its leading digit with 5, then the rest with 0.
        let position: FSRoundingMode.Remainder
        if dropped.count < drop {
            position = .belowHalf  // every dropped digit sits below the first position of the unit
        } else if let lead = dropped.first, lead != 5 {
            position = lead < 5 ? .belowHalf : .aboveHalf
        } else {
            position = dropped.dropFirst().contains { $0 != 0 } ? .aboveHalf : .half
        }
        var kept = Array(digits[..<keptCount])
        let keptIsOdd = (kept.last ?? 0) & 1 == 1
        let exact = !dropped.contains { $0 != 0 }
        if !exact && mode.roundsAwayFromZero(position, keptIsOdd: keptIsOdd, negative: negative) {
            var index = kept.count - 1
            while index >= 0 && kept[index] == 9 {
                kept[index] = 0
                index -= 1
            }
            if index >= 0 { kept[index] += 1 } else { kept.insert(1, at: 0) }
        }
        digits = Array(kept.drop { $0 == 0 })
        exponent = target
    }

    /// The number with exactly `places` decimals (none when `places` ≤ 0).
    func formatted(places: Int) -> String {
        // Digits of |value| × 10^max(places, 0), as an integer.
        var integer = digits
        let shift = exponent + Swift.max(places, 0)
        if shift > 0 && !integer.isEmpty {
            integer += Array(repeating: 0, count: shift)
        }
        if integer.isEmpty { integer = [0] }
        let fractionCount = Swift.max(places, 0)
        if integer.count <= fractionCount {
            integer = Array(repeating: 0, count: fractionCount - integer.count + 1) + integer
        }
        var text = String(decoding: integer.map { $0 + UInt8(ascii: "0") }, as: UTF8.self)
        if fractionCount > 0 {
            text.insert(".", at: text.index(text.endIndex, offsetBy: -fractionCount))
        }
        return negative && !digits.isEmpty ? "-" + text : text
    }
}
