internal import FSInternal

/// A locale as ``QuantityWords`` writes quantities in it: the row of its words in
/// ``UnitPatternTable`` (root's symbols for a language the table lacks) and how it writes numbers
/// (the table's CLDR symbols for the locales it names, Foundation's for any other).
struct QuantityLocale: Sendable {
    /// The locale's index in ``UnitPatternTable/locales``.
    let table: Int
    /// Separators, grouping and digits.
    let shape: LocaleNumberShape
    /// The minus sign, infinity and not-a-number.
    let minus: String, infinity: String, nan: String

    /// The locale of the table's row `table`, numbers as its CLDR data writes them.
    init(table: Int) {
        self.table = table
        let symbols = UnitPatternTable.numberSymbols[table]
        shape = LocaleNumberShape(groupingSeparator: symbols.group, decimalSeparator: symbols.decimal)
        (minus, infinity, nan) = (symbols.minus, symbols.infinity, symbols.nan)
    }

    /// The words of row `table` with another locale's numbers.
    init(table: Int, shape: LocaleNumberShape, minus: String) {
        let symbols = UnitPatternTable.numberSymbols[table]
        (self.table, self.shape, self.minus) = (table, shape, minus)
        (infinity, nan) = (symbols.infinity, symbols.nan)
    }

    /// The row whose words a locale of this language, script and region takes (root when the
    /// table has no words in its language), and whether the row's numbers are the locale's own
    /// too: those of the locale the row is named after, or of its language or script alone.
    static func row(language: String?, script: String?, region: String?) -> (table: Int, numbersMatch: Bool) {
        let name: String
        var home: String?
        switch language {
        case "en":
            (name, home) = region == "GB" ? ("en_GB", "GB") : ("en_US", "US")
        case "zh":
            let traditional = script == "Hant" || (script == nil && ["TW", "HK", "MO"].contains(region ?? ""))
            (name, home) = traditional ? ("zh_TW", "TW") : ("zh_CN", "CN")
        case "ja": (name, home) = ("ja_JP", "JP")
        case "ko": (name, home) = ("ko_KR", "KR")
        case "de": (name, home) = ("de_DE", "DE")
        case "fr": (name, home) = ("fr_FR", "FR")
        default: name = "root"
        }
        let table = UnitPatternTable.locales.firstIndex { $0.description == name } ?? 0
        return (table, home != nil && (region == nil || region == home))
    }
}
