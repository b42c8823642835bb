import Foundation

extension FSQuantity {
    /// The quantity as a locale writes it in words, from CLDR's unit patterns: the number in the
    /// locale's digits and separators (up to three decimals, rounded half to even), the unit's
    /// name in the number's plural form.
    ///
    /// ```swift
    /// let rice = FSQuantity(1.5, FSUnit<FSMass>.kilogram)
    /// rice.formatted(locale: Locale(identifier: "en_US"), width: .long)   // "1.5 kilograms"
    /// rice.formatted(locale: Locale(identifier: "de_DE"), width: .long)   // "1,5 Kilogramm"
    /// rice.formatted(locale: Locale(identifier: "zh_CN"), width: .long)   // "1.5千克"
    /// FSQuantity(3, FSUnit<FSMass>.jin).formatted(locale: Locale(identifier: "zh_CN"), width: .long)  // "3市斤"
    /// ```
    ///
    /// The words are CLDR's (as Babel ships it) in en_US, en_GB, zh_CN, zh_TW, ja_JP, ko_KR,
    /// de_DE and fr_FR, and in their languages and scripts alone (`zh_Hant` writes as zh_TW);
    /// other regions of those languages take the language's words and Foundation's numbers
    /// (`de_CH`: German words, Swiss separators); other languages take CLDR's root patterns,
    /// which write symbols (`3,5 kg`), with Foundation's numbers. 市制 units (斤, 亩, 尺, …), which
    /// CLDR does not name, are written in Chinese words in Chinese (`3市斤` long, `3斤` short), and
    /// with their symbol elsewhere; so is every unit CLDR has no name for (`5 °R` is CLDR's, `5 Ma`
    /// is the symbol's).
    ///
    /// - Parameters:
    ///   - locale: Whose words and numbers.
    ///   - width: The unit's name in words (`.long`), abbreviated (`.short`, the default, as
    ///     Foundation's `Measurement` formatting), or shortest (`.narrow`).
    public func formatted(locale: Locale, width: FSUnitWidth = .short) -> String {
        QuantityWords.format(
            value, dimension: Dimension.name, name: unit.name.description, symbol: unit.symbol.description,
            width: width, locale: QuantityLocale.resolved(locale))
    }

    /// Reads a quantity as ``formatted(locale:width:)`` writes it in `locale`, in any width and
    /// plural form: `"1,5 Kilogramm"` in `de_DE`, `"每小时2.5公里"` in `zh_CN`, and the unit's
    /// symbol in any locale (`"3 kg"`).
    ///
    /// ```swift
    /// let weight = try FSQuantity<FSMass>(parsing: "1,5 Kilogramm", locale: Locale(identifier: "de_DE"))
    /// weight.value   // 1.5
    /// ```
    ///
    /// The number is in the locale's way — its decimal separator, its grouping separator between
    /// whole digits or none, any decimal digits (`３` reads as 3) — with an optional sign; spaces
    /// of any width around the number and case in the words do not matter.
    ///
    /// - Throws: ``FSUnitToolError/invalidNumber(_:)`` when there is no number,
    ///   ``FSUnitToolError/missingUnit(_:)`` when nothing surrounds it,
    ///   ``FSUnitToolError/dimensionMismatch(unit:expected:found:)`` when the words name a unit
    ///   of another dimension, ``FSUnitToolError/unknownUnit(_:)`` when they name none.
    public init(parsing text: String, locale: Locale) throws(FSUnitToolError) {
        let reading = try QuantityWords.parse(text, dimension: Dimension.name, locale: QuantityLocale.resolved(locale))
        guard let entry = Dimension.catalog.first(where: { $0.unit.name.description == reading.unit.name }) else {
            throw .unknownUnit(text)
        }
        self.init(reading.value, entry.unit)
    }
}
