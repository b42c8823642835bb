internal import FSInternal
import Foundation

extension LocaleCurrencyPattern {
    /// A locale and a currency code: what a pattern depends on.
    private struct Key: Hashable {
        let locale: Locale
        let code: String
    }

    /// Patterns read so far; `nil` where Foundation's output could not be read as a pattern.
    private static let cache = FSLocked<[Key: LocaleCurrencyPattern?]>([:])

    /// The pattern of `code` in `locale`, read from Foundation at the first use of the pair;
    /// `nil` when what Foundation writes does not fit this model, so the caller must ask
    /// Foundation for each amount.
    static func resolved(locale: Locale, code: String) -> LocaleCurrencyPattern? {
        let key = Key(locale: locale, code: code)
        if let known = cache.withLock({ $0[key] }) { return known }
        let pattern = reading(Decimal.FormatStyle.Currency(code: code, locale: locale))
        cache.withLock { $0[key] = pattern }
        return pattern
    }

    /// The pattern `style` follows, read from what it writes for a few probe amounts and then
    /// checked: `nil` unless the pattern writes three test amounts exactly as `style` does.
    static func reading(_ style: Decimal.FormatStyle.Currency) -> LocaleCurrencyPattern? {
        // Ten whole digits show every digit and both group sizes (1,23,45,67,890); decimals of
        // 1 show how many the currency takes without carrying into the whole part.
        let probeDecimals = 10
        let probe = Decimal(
            sign: .plus, exponent: -probeDecimals, significand: Decimal(12_345_678_901_111_111_111 as UInt64))
        let wholeProbe = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0]
        guard let positive = pieces(of: style.format(probe)),
            let negative = pieces(of: style.format(-probe)), positive.body == negative.body,
            let read = number(in: positive.body, wholeDigits: wholeProbe.count),
            read.whole.map(\.value) == wholeProbe, read.fraction.allSatisfy({ $0.value == 1 }),
            read.fraction.count < probeDecimals
        else { return nil }
        let digitWidth = utf8([read.whole[0].scalar]).count
        var digits = [UInt8](repeating: 0, count: 10 * digitWidth)
        for digit in read.whole {
            let bytes = utf8([digit.scalar])
            guard bytes.count == digitWidth else { return nil }
            digits.replaceSubrange(digit.value * digitWidth..<(digit.value + 1) * digitWidth, with: bytes)
        }
        let groups = read.groups
        let primary = groups.count > 1 ? groups[groups.count - 1] : 0
        let secondary = groups.count > 2 ? groups[groups.count - 2] : 0
        guard groups.count < 3 || groups.dropFirst().dropLast().allSatisfy({ $0 == secondary }) else { return nil }
        var minimum = 1
        if primary > 0 {
            // The smallest whole number the locale groups: 1,000 or (es, pl) 10.000.
            let fewest = (1...3).first { extra in
                let digitCount = primary + extra
                let text = style.format(Decimal(sign: .plus, exponent: digitCount - 1, significand: 1))
                return pieces(of: text).flatMap { number(in: $0.body, wholeDigits: digitCount) }
                    .map { $0.groups.count > 1 } ?? false
            }
            guard let fewest else { return nil }
            minimum = fewest
        }
        let pattern = LocaleCurrencyPattern(
            positive: (utf8(positive.prefix), utf8(positive.suffix)),
            negative: (utf8(negative.prefix), utf8(negative.suffix)),
            separators: (utf8(read.groupingSeparator), utf8(read.decimalSeparator)),
            groups: (primary, secondary, minimum), fractionDigits: read.fraction.count, digits: digits,
            digitWidth: digitWidth)
        // What the pattern writes must be what Foundation writes.
        let currency = FSCurrency(code: style.currencyCode, minorDigits: pattern.fractionDigits, symbol: "")
        for units: Int64 in [1_234_567_891, -9_876_543, 5] {
            let amount = FSMoney(minorUnits: units, currency: currency)
            guard pattern.format(amount) == style.format(amount.decimalAmount) else { return nil }
        }
        return pattern
    }

    /// A digit of the probe's output: its value and how the locale writes it.
    private struct Digit {
        let value: Int
        let scalar: Unicode.Scalar
    }

    /// The number in a probe's output: its whole digits, the separators, its decimals.
    private struct Number {
        var whole: [Digit] = []
        /// The sizes of the groups of whole digits, leftmost first.
        var groups: [Int] = []
        var groupingSeparator: [Unicode.Scalar] = []
        var decimalSeparator: [Unicode.Scalar] = []
        var fraction: [Digit] = []
    }

    /// `text` cut around its digits: before the first, from the first to the last, after it.
    private static func pieces(
        of text: String
    ) -> (
        prefix: [Unicode.Scalar], body: [Unicode.Scalar], suffix: [Unicode.Scalar]
    )? {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.firstIndex(where: isDigit), let last = scalars.lastIndex(where: isDigit) else {
            return nil
        }
        return (Array(scalars[..<first]), Array(scalars[first...last]), Array(scalars[(last + 1)...]))
    }

    /// Reads `body` — digits and separators, with `wholeDigits` digits before the decimals —
    /// or `nil` when the separators are not one grouping separator and one decimal separator.
    private static func number(in body: [Unicode.Scalar], wholeDigits: Int) -> Number? {
        var number = Number()
        var separator: [Unicode.Scalar] = []
        var group = 0
        for scalar in body {
            guard isDigit(scalar), let value = scalar.properties.numericValue else {
                separator.append(scalar)
                continue
            }
            let digit = Digit(value: Int(value), scalar: scalar)
            if number.whole.count < wholeDigits {
                if !separator.isEmpty {
                    guard number.groupingSeparator.isEmpty || number.groupingSeparator == separator else { return nil }
                    number.groupingSeparator = separator
                    number.groups.append(group)
                    group = 0
                }
                number.whole.append(digit)
                group += 1
            } else {
                if number.fraction.isEmpty {
                    guard !separator.isEmpty else { return nil }
                    number.decimalSeparator = separator
                } else if !separator.isEmpty {
                    return nil
                }
                number.fraction.append(digit)
            }
            separator = []
        }
        guard number.whole.count == wholeDigits else { return nil }
        number.groups.append(group)
        return number
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.numericType == .decimal }

    private static func utf8(_ scalars: [Unicode.Scalar]) -> [UInt8] {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        return Array(String(text).utf8)
    }
}
