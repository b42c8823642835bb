import Foundation

extension FSAnyUnit {
    /// `value` of this unit as a locale writes it in words: what
    /// ``FSQuantity/formatted(locale:width:)`` writes, for a unit named at run time.
    ///
    /// ```swift
    /// let unit = FSAnyUnit.units(named: "jin")[0]
    /// unit.formatted(3, locale: Locale(identifier: "zh_TW"), width: .long)   // "3 市斤"
    /// ```
    public func formatted(_ value: Double, locale: Locale, width: FSUnitWidth = .short) -> String {
        QuantityWords.format(
            value, dimension: dimension, name: name, symbol: symbol, width: width,
            locale: QuantityLocale.resolved(locale))
    }
}
