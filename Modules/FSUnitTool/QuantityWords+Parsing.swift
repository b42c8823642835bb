internal import FSInternal

extension QuantityWords {
    /// A unit a locale's text names: its dimension and English name, as ``FSAnyUnit`` has them.
    struct UnitReference: Sendable, Equatable {
        let dimension: String, name: String
    }

    /// A number read and the unit the words around it name.
    struct Reading {
        let value: Double
        let unit: UnitReference
    }

    /// The units each locale's words name, by the words before and after the number (spaces and
    /// direction marks removed, lowercase), every width and plural form, then every symbol.
    private static let wordsOfLocale = OnceCache<Int, [String: [UnitReference]]>()

    private static func units(table: Int) -> [String: [UnitReference]] {
        wordsOfLocale.value(for: table) {
            var units: [String: [UnitReference]] = [:]
            func add(_ pattern: Substring, _ unit: UnitReference) {
                let (before, after) = pattern.aroundPlaceholder
                let key = affixKey(before.unicodeScalars[...], after.unicodeScalars[...])
                if !(units[key]?.contains(unit) ?? false) { units[key, default: []].append(unit) }
            }
            for unit in FSAnyUnit.all {
                let reference = UnitReference(dimension: unit.dimension, name: unit.name)
                for width in FSUnitWidth.allCases {
                    let patterns = patterns(dimension: unit.dimension, name: unit.name, width: width, table: table)
                    for pattern in patterns ?? [] { add(pattern, reference) }
                }
            }
            // Symbols last: a locale's words win over another unit's symbol.
            for unit in FSAnyUnit.all {
                add(Substring(symbolPattern(unit.symbol)), UnitReference(dimension: unit.dimension, name: unit.name))
            }
            return units
        }
    }

    /// The words around a number as a key: spaces and direction marks removed, lowercase.
    static func affixKey(_ before: Substring.UnicodeScalarView, _ after: Substring.UnicodeScalarView) -> String {
        func folded(_ scalars: Substring.UnicodeScalarView) -> String {
            String(String.UnicodeScalarView(scalars.filter { !isIgnorable($0) })).lowercased()
        }
        return folded(before) + "\u{0}" + folded(after)
    }

    /// Spaces of every width, and the marks that set the direction of text.
    private static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar.properties.isBidiControl
    }

    /// Reads `text` as a number in the locale's way, with words of a unit of `dimension` before
    /// or after it in any width and plural form, or the unit's symbol.
    static func parse(_ text: String, dimension: String, locale: QuantityLocale) throws(FSUnitToolError) -> Reading {
        let scalars = text.unicodeScalars
        guard let firstDigit = scalars.firstIndex(where: { $0.properties.numericType == .decimal }) else {
            throw .invalidNumber(text)
        }
        var number = ""
        var start = firstDigit
        // A sign right before the digits (direction marks between them skipped).
        var before = firstDigit
        while before > scalars.startIndex {
            let previous = scalars.index(before: before)
            let scalar = scalars[previous]
            if isIgnorable(scalar) && !scalar.properties.isWhitespace {
                before = previous
                continue
            }
            if scalar == "-" || scalar == "\u{2212}" || locale.minus.unicodeScalars.contains(scalar) {
                number = "-"
                start = previous
            } else if scalar == "+" {
                start = previous
            }
            break
        }
        let groups = Set(String(decoding: locale.shape.groupingSeparator, as: UTF8.self).unicodeScalars)
        let spaceGroups = groups.contains { $0.properties.isWhitespace }
        let decimal = String(decoding: locale.shape.decimalSeparator, as: UTF8.self).unicodeScalars
        var index = firstDigit
        var sawDecimal = false
        func isDigit(at position: String.UnicodeScalarView.Index) -> Bool {
            position < scalars.endIndex && scalars[position].properties.numericType == .decimal
        }
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue {
                number += String(Int(value))
                index = scalars.index(after: index)
            } else if !sawDecimal, scalars[index...].starts(with: decimal),
                isDigit(at: scalars.index(index, offsetBy: decimal.count))
            {
                number += "."
                sawDecimal = true
                index = scalars.index(index, offsetBy: decimal.count)
            } else if !sawDecimal, groups.contains(scalar) || (spaceGroups && scalar.properties.isWhitespace),
                isDigit(at: scalars.index(after: index))
            {
                index = scalars.index(after: index)
            } else {
                break
            }
        }
        guard let value = Double(number), value.isFinite else { throw .invalidNumber(text) }
        let key = affixKey(scalars[..<start], scalars[index...])
        guard key != "\u{0}" else { throw .missingUnit(text) }
        let named = units(table: locale.table)[key] ?? []
        if let unit = named.first(where: { $0.dimension == dimension }) {
            return Reading(value: value, unit: unit)
        }
        let words = (String(scalars[..<start]) + " " + String(scalars[index...])).trimmingWhitespace()
        if let other = named.first {
            throw .dimensionMismatch(unit: words, expected: dimension, found: other.dimension)
        }
        throw .unknownUnit(words)
    }
}
