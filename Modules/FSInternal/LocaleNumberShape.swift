/// How a locale writes the digits of a number — separators, grouping sizes, digit glyphs —
/// read from a formatter's output (Foundation's, in the modules' `+Foundation` files) and
/// then written with arithmetic and copying: the half of locale formatting FSPriceEmbellisher
/// (currencies) and FSUnitTool (byte counts, quantities) share.
package struct LocaleNumberShape: Sendable {
    /// Written between groups of whole digits, and before the decimals.
    package let groupingSeparator: [UInt8], decimalSeparator: [UInt8]
    /// Digits in the group nearest the decimal separator (0: the locale does not group), in
    /// every other group (2 in Indian grouping: 12,34,567), and the fewest digits the leftmost
    /// group must have before any grouping is done (2 in es and pl: 1234 but 12.345).
    package let primaryGroup: Int, secondaryGroup: Int, minimumGroupingDigits: Int
    /// The UTF-8 of the digits 0…9, `digitWidth` bytes each (the ten digits of a numbering
    /// system are one Unicode block: all as long).
    package let digits: [UInt8], digitWidth: Int

    /// The probe number every reader formats first: ten whole digits show each digit glyph and
    /// both group sizes (1,23,45,67,890).
    package static let probeWholeDigits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0]

    /// The shape of `probe` — the probe number's text, with its decimals if it has any — or
    /// `nil` when it is not one. `groupedText(n)` is the formatter's text for 10^(n-1), the
    /// smallest number with `n` whole digits, for finding the smallest number it groups.
    package init?(probe: LocaleNumberText, groupedText: (Int) -> String) {
        guard probe.whole.map(\.value) == Self.probeWholeDigits, let first = probe.whole.first else { return nil }
        digitWidth = String(first.scalar).utf8.count
        var digits = [UInt8](repeating: 0, count: 10 * digitWidth)
        for digit in probe.whole {
            let bytes = Array(String(digit.scalar).utf8)
            guard bytes.count == digitWidth else { return nil }
            digits.replaceSubrange(digit.value * digitWidth..<(digit.value + 1) * digitWidth, with: bytes)
        }
        self.digits = digits
        let groups = probe.groups
        let primary = groups.count > 1 ? groups[groups.count - 1] : 0
        let secondary = groups.count > 2 ? groups[groups.count - 2] : 0
        guard groups.count < 3 || groups.dropFirst().dropLast().allSatisfy({ $0 == secondary }) else { return nil }
        (primaryGroup, secondaryGroup) = (primary, secondary)
        groupingSeparator = probe.groupingSeparator
        decimalSeparator = probe.decimalSeparator
        var minimum = 1
        if primary > 0 {
            let fewest = (1...3).first { extra in
                LocaleNumberText(groupedText(primary + extra), wholeDigits: primary + extra).map { $0.groups.count > 1 }
                    ?? false
            }
            guard let fewest else { return nil }
            minimum = fewest
        }
        minimumGroupingDigits = minimum
    }

    /// The shape of a locale that writes ASCII digits in groups of three with these separators
    /// (what CLDR data says of it, in a generated table).
    package init(groupingSeparator: String, decimalSeparator: String) {
        self.groupingSeparator = Array(groupingSeparator.utf8)
        self.decimalSeparator = Array(decimalSeparator.utf8)
        (primaryGroup, secondaryGroup, minimumGroupingDigits) = (Self.commonGroup, Self.commonGroup, 1)
        digits = Array("0123456789".utf8)
        digitWidth = 1
    }

    /// Appends the number of these digit values (0…9, any count of them: no `UInt64` limit),
    /// whole digits grouped, then — when there are any — the decimal separator and the decimals.
    package func append(whole: [UInt8], fraction: [UInt8], to text: inout [UInt8]) {
        let grouped = separatorCount(wholeDigits: whole.count) > 0
        for (index, digit) in whole.enumerated() {
            text.append(contentsOf: digits[Int(digit) * digitWidth..<(Int(digit) + 1) * digitWidth])
            let digitsToTheRight = whole.count - 1 - index
            if grouped && digitsToTheRight > 0 && isGroupBoundary(digitsToTheRight: digitsToTheRight) {
                text.append(contentsOf: groupingSeparator)
            }
        }
        guard !fraction.isEmpty else { return }
        text.append(contentsOf: decimalSeparator)
        for digit in fraction {
            text.append(contentsOf: digits[Int(digit) * digitWidth..<(Int(digit) + 1) * digitWidth])
        }
    }

    /// Digits in a group in most locales (1,234,567).
    private static let commonGroup = 3

    /// The bytes ``write(_:fraction:fractionDigits:to:at:)`` writes for these numbers.
    package func length(_ whole: UInt64, fractionDigits: Int) -> Int {
        let wholeDigits = Self.digitCount(whole)
        return (wholeDigits + fractionDigits) * digitWidth + separatorCount(wholeDigits: wholeDigits)
            * groupingSeparator.count + (fractionDigits > 0 ? decimalSeparator.count : 0)
    }

    /// Writes `whole`, grouped, then — when `fractionDigits` > 0 — the decimal separator and
    /// `fraction` as exactly `fractionDigits` digits, at `at` in `buffer`, moving `at` on.
    package func write(
        _ whole: UInt64, fraction: UInt64, fractionDigits: Int, to buffer: UnsafeMutableBufferPointer<UInt8>,
        at: inout Int
    ) {
        // The digits least significant first, by division by the constant 10 (a multiply),
        // into a buffer on the stack: room for the 20 digits of a UInt64.
        var reversed: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &reversed) { reversed in
            var wholeDigits = 0
            var rest = whole
            repeat {
                reversed[wholeDigits] = UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
                wholeDigits += 1
            } while rest > 0
            let grouped = separatorCount(wholeDigits: wholeDigits) > 0
            for index in (0..<wholeDigits).reversed() {
                putDigit(Int(reversed[index]), to: buffer, at: &at)
                if grouped && index > 0 && isGroupBoundary(digitsToTheRight: index) {
                    Self.put(groupingSeparator, to: buffer, at: &at)
                }
            }
            guard fractionDigits > 0 else { return }
            Self.put(decimalSeparator, to: buffer, at: &at)
            rest = fraction
            for index in (0..<fractionDigits).reversed() {
                reversed[index] = UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            }
            for index in 0..<fractionDigits { putDigit(Int(reversed[index]), to: buffer, at: &at) }
        }
    }

    /// Copies `bytes` to `buffer` at `at`, moving `at` on.
    package static func put(_ bytes: [UInt8], to buffer: UnsafeMutableBufferPointer<UInt8>, at: inout Int) {
        for byte in bytes {
            buffer[at] = byte
            at += 1
        }
    }

    /// 10^exponent, for exponents up to 19.
    package static func power(of exponent: Int) -> UInt64 {
        var result: UInt64 = 1
        for _ in 0..<exponent { result *= 10 }
        return result
    }

    private func putDigit(_ value: Int, to buffer: UnsafeMutableBufferPointer<UInt8>, at: inout Int) {
        for offset in 0..<digitWidth {
            buffer[at] = digits[value * digitWidth + offset]
            at += 1
        }
    }

    private static func digitCount(_ value: UInt64) -> Int {
        var count = 1
        var rest = value / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        return count
    }

    /// How many grouping separators a whole part of `wholeDigits` digits takes.
    private func separatorCount(wholeDigits: Int) -> Int {
        guard primaryGroup > 0, wholeDigits >= primaryGroup + minimumGroupingDigits else { return 0 }
        return 1 + (secondaryGroup > 0 ? (wholeDigits - primaryGroup - 1) / secondaryGroup : 0)
    }

    /// Whether a separator follows a digit with `digitsToTheRight` whole digits after it.
    private func isGroupBoundary(digitsToTheRight: Int) -> Bool {
        if digitsToTheRight == primaryGroup { return true }
        guard digitsToTheRight > primaryGroup, secondaryGroup > 0 else { return false }
        return (digitsToTheRight - primaryGroup) % secondaryGroup == 0
    }
}
