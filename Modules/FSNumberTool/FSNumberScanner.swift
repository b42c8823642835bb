/// Finds numbers in free text: the first integer, the first decimal number, or every integer.
///
/// ```swift
/// FSNumberScanner.firstInteger(in: "共 1,234 件")           // 1234
/// FSNumberScanner.firstInteger(in: "价格：－１２元")         // -12 (full-width digits and sign)
/// FSNumberScanner.firstDecimal(in: "温度 -3.5e2 K")          // -350.0
/// FSNumberScanner.allIntegers(in: "2024-01-05 09:30")        // [2024, 1, 5, 9, 30]
/// FSNumberScanner.firstInteger(in: "99999999999999999999")   // nil: does not fit
/// ```
///
/// What counts as a number:
/// - **Digits**: ASCII `0`–`9` and full-width `０`–`９` (U+FF10–U+FF19), as typed with Chinese
///   input methods; the full-width `＋`, `－`, `．` and `，` count like their ASCII forms.
/// - **Sign**: `+` or `-` (also `−` U+2212) directly before the digits, unless an ASCII
///   letter or digit stands right before the sign — so the dashes of `2024-01-05` and
///   `A-1` are separators, while `温度-5` is minus five.
/// - **Thousands separators**: a comma followed by exactly three digits continues the number
///   (`1,234,567`); any other comma ends it (`1,23` is 1 then 23).
/// - **Decimals** (``firstDecimal(in:)`` only): a point with digits on at least one side
///   (`.5`, `5.`, `5.25`), then an optional exponent `e`/`E` with optional sign and at
///   least one digit.
///
/// Malformed or empty text gives `nil` or `[]`; a number too large for the result type is
/// skipped, never a trap.
public enum FSNumberScanner {
    /// The first integer in `text` (the original `intFromString`), or `nil`.
    ///
    /// A decimal's integer part counts: the first integer of `"3.7"` is 3.
    public static func firstInteger(in text: String) -> Int? {
        var scanner = TextScanner(text)
        while let token = scanner.nextNumber(decimals: false) {
            if let value = token.integerValue { return value }
        }
        return nil
    }

    /// Every integer in `text`, in order (the original `intsFromString`); integers too large
    /// for `Int` are skipped.
    public static func allIntegers(in text: String) -> [Int] {
        var scanner = TextScanner(text)
        var result: [Int] = []
        while let token = scanner.nextNumber(decimals: false) {
            if let value = token.integerValue { result.append(value) }
        }
        return result
    }

    /// The first decimal number in `text` (the original `floatFromString`), correctly
    /// rounded to the nearest `Double`, or `nil`. Numbers beyond `Double`'s range are skipped.
    public static func firstDecimal(in text: String) -> Double? {
        var scanner = TextScanner(text)
        while let token = scanner.nextNumber(decimals: true) {
            if let value = Double(token.text), value.isFinite { return value }
        }
        return nil
    }
}

/// One number found by `TextScanner`: its ASCII spelling without separators.
private struct NumberToken {
    var text: String

    /// The value as an `Int`, or `nil` when it overflows.
    var integerValue: Int? {
        var value = 0
        var negative = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "-"): negative = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int(byte - UInt8(ascii: "0"))
                let (shifted, o1) = value.multipliedReportingOverflow(by: 10)
                let (next, o2) =
                    negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
                if o1 || o2 { return nil }
                value = next
            default: break
            }
        }
        return value
    }
}

/// Walks the text's Unicode scalars, folding full-width forms to ASCII.
private struct TextScanner {
    private let scalars: [Unicode.Scalar]
    private var position = 0

    init(_ text: String) {
        scalars = text.unicodeScalars.map(TextScanner.fold)
    }

    /// Full-width digits and signs to ASCII; U+2212 MINUS SIGN to `-`; others unchanged.
    private static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0xFF10...0xFF19, 0xFF0B, 0xFF0C, 0xFF0D, 0xFF0E: Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar
        case 0x2212: "-"
        default: scalar
        }
    }

    private func scalar(at index: Int) -> Unicode.Scalar? {
        index >= 0 && index < scalars.count ? scalars[index] : nil
    }

    private func isDigit(at index: Int) -> Bool {
        guard let scalar = scalar(at: index) else { return false }
        return ("0"..."9").contains(scalar)
    }

    /// An ASCII letter or digit: what makes a following dash a separator (`A-1`, `2024-01`)
    /// rather than a minus sign. Chinese text before a dash (`温度-5`) leaves it a sign.
    private func isASCIIAlphanumeric(at index: Int) -> Bool {
        guard let scalar = scalar(at: index), scalar.isASCII else { return false }
        return ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// The next number at or after the current position, or `nil` at the end.
    mutating func nextNumber(decimals: Bool) -> NumberToken? {
        while position < scalars.count {
            let start = position
            // A number begins at a digit, at a sign before a digit or point, or at a point
            // before a digit (for decimals).
            var index = start
            var text = ""
            if let sign = scalar(at: index), sign == "-" || sign == "+", !isASCIIAlphanumeric(at: index - 1) {
                if isDigit(at: index + 1) || (decimals && scalar(at: index + 1) == "." && isDigit(at: index + 2)) {
                    if sign == "-" { text = "-" }
                    index += 1
                }
            }
            let startsWithPoint = decimals && scalar(at: index) == "." && isDigit(at: index + 1)
            guard isDigit(at: index) || startsWithPoint else {
                position = start + 1
                continue
            }
            var digits = 0
            while isDigit(at: index) {
                text.unicodeScalars.append(scalars[index])
                index += 1
                digits += 1
                // A comma and exactly three digits continue the integer part.
                if scalar(at: index) == ",", (1...3).allSatisfy({ isDigit(at: index + $0) }), !isDigit(at: index + 4) {
                    index += 1
                }
            }
            if decimals {
                if scalar(at: index) == ".", digits > 0 || isDigit(at: index + 1) {
                    // Spelled out in full ("0.5", "5.0") for Double's parser.
                    text += digits > 0 ? "." : "0."
                    index += 1
                    var fraction = 0
                    while isDigit(at: index) {
                        text.unicodeScalars.append(scalars[index])
                        index += 1
                        fraction += 1
                    }
                    if fraction == 0 { text += "0" }
                }
                if let e = scalar(at: index), e == "e" || e == "E" {
                    var exponentIndex = index + 1
                    var exponent = "e"
                    if let sign = scalar(at: exponentIndex), sign == "-" || sign == "+" {
                        exponent.unicodeScalars.append(sign)
                        exponentIndex += 1
                    }
                    if isDigit(at: exponentIndex) {
                        while isDigit(at: exponentIndex) {
                            exponent.unicodeScalars.append(scalars[exponentIndex])
                            exponentIndex += 1
                        }
                        text += exponent
                        index = exponentIndex
                    }
                }
            }
            position = index
            return NumberToken(text: text)
        }
        return nil
    }
}
