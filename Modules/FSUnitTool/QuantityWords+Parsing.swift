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

    /// The units a locale's words name, by the words before and after the number (spaces and
    /// direction marks removed): as written, and in lowercase for text typed otherwise (`kb` is a
    /// kilobit and `kB` a kilobyte, so case decides first).
    private struct Words {
        var exact: [String: [UnitReference]] = [:]
        var folded: [String: [UnitReference]] = [:]

        mutating func add(_ pattern: Substring, _ unit: UnitReference) {
            let (before, after) = pattern.aroundPlaceholder
            let key = affixKey(before.unicodeScalars[...], after.unicodeScalars[...])
            if !(exact[key]?.contains(unit) ?? false) { exact[key, default: []].append(unit) }
            if !(folded[key.lowercased()]?.contains(unit) ?? false) {
                folded[key.lowercased(), default: []].append(unit)
            }
        }

        /// The units named by the words of `key`: those written so, else those in any case.
        func units(_ key: String, dimension: String) -> [UnitReference] {
            let written = exact[key] ?? []
            return written.contains { $0.dimension == dimension } ? written : folded[key.lowercased()] ?? written
        }
    }

    /// Every locale's words in every width and plural form, then every symbol.
    private static let wordsOfLocale = OnceCache<Int, Words>()

    private static func words(table: Int) -> Words {
        wordsOfLocale.value(for: table) {
            var words = Words()
            for unit in FSAnyUnit.all {
                let reference = UnitReference(dimension: unit.dimension, name: unit.name)
                for width in FSUnitWidth.allCases {
                    let patterns = patterns(dimension: unit.dimension, name: unit.name, width: width, table: table)
                    for pattern in patterns ?? [] { words.add(pattern, reference) }
                }
            }
            // Symbols last: the locale's words decide what its text means ("gal" is the imperial
            // gallon in en_GB, the symbol of the US one; German writes horsepower "PS").
            for unit in FSAnyUnit.all {
                words.add(
                    Substring(symbolPattern(unit.symbol)), UnitReference(dimension: unit.dimension, name: unit.name))
            }
            return words
        }
    }

    /// The words around a number as a key: spaces and direction marks removed.
    static func affixKey(_ before: Substring.UnicodeScalarView, _ after: Substring.UnicodeScalarView) -> String {
        func kept(_ scalars: Substring.UnicodeScalarView) -> String {
            String(String.UnicodeScalarView(scalars.filter { !isIgnorable($0) }))
        }
        return kept(before) + "\u{0}" + kept(after)
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
        let named = words(table: locale.table).units(key, dimension: dimension)
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
