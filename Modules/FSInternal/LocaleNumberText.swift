/// A formatter's text of one number, cut around its digits: the text before the first digit,
/// the digits and separators, the text after the last digit, and the number read from them.
package struct LocaleNumberText: Sendable {
    /// A digit: its value and the scalar the locale writes for it.
    package struct Digit: Sendable, Equatable {
        package let value: Int
        package let scalar: Unicode.Scalar
    }

    /// UTF-8 before the first digit and after the last.
    package let prefix: [UInt8], suffix: [UInt8]
    /// From the first digit to the last, as written.
    package let body: [Unicode.Scalar]
    package private(set) var whole: [Digit] = []
    /// The sizes of the groups of whole digits, leftmost first.
    package private(set) var groups: [Int] = []
    package private(set) var groupingSeparator: [UInt8] = []
    package private(set) var decimalSeparator: [UInt8] = []
    package private(set) var fraction: [Digit] = []

    /// `text` read as a number with `wholeDigits` digits before its decimals, or `nil` when it
    /// has no digits, other counts, or separators that are not one grouping separator and one
    /// decimal separator.
    package init?(_ text: String, wholeDigits: Int) {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.firstIndex(where: Self.isDigit), let last = scalars.lastIndex(where: Self.isDigit)
        else { return nil }
        prefix = Self.utf8(scalars[..<first])
        body = Array(scalars[first...last])
        suffix = Self.utf8(scalars[(last + 1)...])
        var separator: [Unicode.Scalar] = []
        var group = 0
        for scalar in body {
            guard Self.isDigit(scalar), let value = scalar.properties.numericValue else {
                separator.append(scalar)
                continue
            }
            let digit = Digit(value: Int(value), scalar: scalar)
            let separatorBytes = Self.utf8(separator[...])
            if whole.count < wholeDigits {
                if !separator.isEmpty {
                    guard groupingSeparator.isEmpty || groupingSeparator == separatorBytes else { return nil }
                    groupingSeparator = separatorBytes
                    groups.append(group)
                    group = 0
                }
                whole.append(digit)
                group += 1
            } else {
                if fraction.isEmpty {
                    guard !separator.isEmpty else { return nil }
                    decimalSeparator = separatorBytes
                } else if !separator.isEmpty {
                    return nil
                }
                fraction.append(digit)
            }
            separator = []
        }
        guard whole.count == wholeDigits else { return nil }
        groups.append(group)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.numericType == .decimal }

    private static func utf8(_ scalars: ArraySlice<Unicode.Scalar>) -> [UInt8] {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        return Array(String(text).utf8)
    }
}
