/// A unit and the names it is known by when parsing, besides its symbol and name.
public struct FSUnitEntry<Dimension: FSDimension>: Sendable {
    /// The unit.
    public let unit: FSUnit<Dimension>
    /// Other spellings: Chinese names, plurals, ASCII forms of symbols.
    public let aliases: [String]

    /// A unit with extra names.
    public init(_ unit: FSUnit<Dimension>, _ aliases: [String] = []) {
        self.unit = unit
        self.aliases = aliases
    }

    /// Whether `text` names this unit: the symbol or an alias exactly, or the English name
    /// (or its plural) in any case.
    func matches(_ text: String) -> Bool {
        if text == unit.symbol.description || aliases.contains(text) { return true }
        let lower = text.lowercased()
        let name = unit.name.description.lowercased()
        return lower == name || lower == name + "s" || lower == name + "es"
    }
}
