extension FSUnit {
    /// The unit of this dimension named `name`: its symbol (`kg`, `斤`), its English name in
    /// any case, singular or plural (`Kilograms`), or an alias from the dimension's catalog
    /// (`公斤`, `lbs`).
    ///
    /// - Throws: ``FSUnitToolError/dimensionMismatch(unit:expected:found:)`` when `name` is a unit
    ///   of another dimension, ``FSUnitToolError/unknownUnit(_:)`` when it is no unit at all.
    public init(named name: String) throws(FSUnitToolError) {
        let trimmed = name.trimmingWhitespace()
        if let entry = Dimension.catalog.first(where: { $0.matches(trimmed) }) {
            self = entry.unit
            return
        }
        if let other = FSAnyUnit.dimensions(named: trimmed).first {
            throw .dimensionMismatch(unit: trimmed, expected: Dimension.name, found: other)
        }
        throw .unknownUnit(trimmed)
    }
}

/// Splits `"2.5 km/h"` into 2.5 and `"km/h"`.
func splitQuantity(_ text: String) throws(FSUnitToolError) -> (Double, String) {
    let folded = String(String.UnicodeScalarView(text.trimmingWhitespace().unicodeScalars.map(foldFullWidth)))
    let numberCharacters = Set("0123456789+-.eE")
    var prefix = String(folded.prefix { numberCharacters.contains($0) })
    // Shrink past a trailing "e" or sign that belongs to the unit ("5em" is not 5e…).
    while !prefix.isEmpty && Double(prefix) == nil { prefix.removeLast() }
    guard let value = Double(prefix), value.isFinite else { throw .invalidNumber(text) }
    let unit = String(folded.dropFirst(prefix.count)).trimmingWhitespace()
    guard !unit.isEmpty else { throw .missingUnit(text) }
    return (value, unit)
}

/// Full-width digits, signs and point (U+FF10…) to ASCII, U+2212 MINUS SIGN to `-`.
private func foldFullWidth(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0xFF10...0xFF19, 0xFF0B, 0xFF0D, 0xFF0E: Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar
    case 0x2212: "-"
    default: scalar
    }
}

extension String {
    func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
