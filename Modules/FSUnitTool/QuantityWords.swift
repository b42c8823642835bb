internal import FSInternal

/// Writes and reads quantities in the words of a locale, from CLDR's unit patterns
/// (``UnitPatternTable``): the engine under ``FSQuantity/formatted(locale:width:)`` and
/// ``FSQuantity/init(parsing:locale:)``.
enum QuantityWords {
    /// What stands for the number in a pattern.
    static let placeholder = "{0}"
    /// Between the patterns of a row's plural categories.
    static let categorySeparator: Character = "\u{1F}"

    /// The index of each unit with a row, by `dimension/name`.
    private static let unitRows: [String: Int] = Dictionary(
        uniqueKeysWithValues: UnitPatternTable.units.enumerated().map { ($1.description, $0) })

    /// The patterns of the unit (one per plural category of the locale), or `nil` when CLDR has
    /// no words for it there and its symbol is written instead.
    static func patterns(dimension: String, name: String, width: FSUnitWidth, table: Int) -> [Substring]? {
        guard let unit = unitRows[dimension + "/" + name] else { return nil }
        let row = UnitPatternTable.rows[
            (table * UnitPatternTable.units.count + unit) * FSUnitWidth.allCases.count
                + width.rowOffset
        ].description
        return row.isEmpty ? nil : row.split(separator: categorySeparator, omittingEmptySubsequences: false)
    }

    /// The pattern of a unit CLDR has no words for: its symbol, after a space or — for Chinese
    /// symbols and degree signs — directly, as ``FSAnyUnit/describe(_:_:)`` writes it.
    static func symbolPattern(_ symbol: String) -> String {
        FSAnyUnit.attachesSymbol(symbol) ? placeholder + symbol : placeholder + " " + symbol
    }

    /// `value` of the unit in `width`, in the locale.
    static func format(
        _ value: Double, dimension: String, name: String, symbol: String, width: FSUnitWidth, locale: QuantityLocale
    ) -> String {
        let number: String
        var category = UnitPatternTable.otherCategory
        if let rounded = RoundedDecimal(value) {
            var bytes = rounded.isNegative ? Array(locale.minus.utf8) : []
            locale.shape.append(whole: rounded.whole, fraction: rounded.fraction, to: &bytes)
            number = String(decoding: bytes, as: UTF8.self)
            category = UnitPatternTable.pluralCategory(locale: locale.table, rounded.operands)
        } else {
            number = value.isNaN ? locale.nan : (value < 0 ? locale.minus : "") + locale.infinity
        }
        let pattern: Substring
        if let patterns = patterns(dimension: dimension, name: name, width: width, table: locale.table) {
            let categories = UnitPatternTable.categories[locale.table]
            // CLDR's lateral inheritance: a category without a pattern takes "other"'s.
            let index = categories.firstIndex(of: category) ?? categories.count - 1
            pattern = patterns[index]
        } else {
            pattern = Substring(symbolPattern(symbol))
        }
        return pattern.replacingPlaceholder(with: number)
    }
}

extension FSUnitWidth {
    /// The width's place in a unit's rows of ``UnitPatternTable``.
    var rowOffset: Int {
        switch self {
        case .long: 0
        case .short: 1
        case .narrow: 2
        }
    }
}

extension Substring {
    /// The text before the pattern's `{0}` and after it (all of it before, when it has none).
    var aroundPlaceholder: (before: Substring, after: Substring) {
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(QuantityWords.placeholder) {
                return (self[..<index], self[self.index(index, offsetBy: QuantityWords.placeholder.count)...])
            }
            index = self.index(after: index)
        }
        return (self, self[endIndex...])
    }

    /// The pattern with its `{0}` replaced by `number`.
    func replacingPlaceholder(with number: String) -> String {
        let (before, after) = aroundPlaceholder
        return before + number + after
    }
}
