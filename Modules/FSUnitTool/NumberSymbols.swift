/// How a locale's CLDR data writes the parts of a number other than its digits: a row of
/// ``UnitPatternTable/numberSymbols``.
struct NumberSymbols: Sendable {
    /// Before the decimals; between groups of three whole digits; before a negative number.
    let decimal: String, group: String, minus: String
    /// An infinite value; not a number.
    let infinity: String, nan: String
}
