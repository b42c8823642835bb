/// A quantity encodes as its value, a decimal string that reads back to the same `Double`,
/// and its unit's symbol: `{"value": "1.5", "unit": "kg"}`.
///
/// ```swift
/// let data = try JSONEncoder().encode(FSQuantity(3, .jin))        // {"unit":"斤","value":"3.0"}
/// let rice = try JSONDecoder().decode(FSQuantity<FSMass>.self, from: data)
/// ```
///
/// Decoding also takes a bare JSON number for the value and any name of the unit that
/// ``FSUnit/init(named:)`` takes (`"kilograms"`, `"公斤"`), and refuses, with a
/// `DecodingError` naming the field, a value that is not a finite decimal number (`"NaN"`,
/// `"0x10"`) and a unit that is not one of the dimension's. Units made with
/// ``FSUnit/init(symbol:name:_:per:shift:)`` encode, but decode only if their symbol names a
/// unit of the catalog.
extension FSQuantity: Codable {
    private enum CodingKeys: String, CodingKey {
        case value, unit
    }

    /// Decodes the format described on the extension.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let value: Double
        if let text = try? container.decode(String.self, forKey: .value) {
            guard isDecimalNumber(text), let number = Double(text), number.isFinite else {
                throw DecodingError.dataCorruptedError(
                    forKey: .value, in: container, debugDescription: "\"\(text)\" is not a finite decimal number")
            }
            value = number
        } else {
            value = try container.decode(Double.self, forKey: .value)
        }
        let name = try container.decode(String.self, forKey: .unit)
        do {
            self.init(value, try FSUnit<Dimension>(named: name))
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .unit, in: container, debugDescription: error.message)
        }
    }

    /// Encodes the format described on the extension.
    ///
    /// - Throws: `EncodingError.invalidValue` for a value that is NaN or infinite.
    public func encode(to encoder: any Encoder) throws {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "\(value) is not finite")
            )
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(String(value), forKey: .value)
        try container.encode(unit.symbol.description, forKey: .unit)
    }
}

/// Whether `text` is a decimal number as JSON writes one, with an optional `+` and an
/// optional point or exponent: `-12`, `0.5`, `1e-05`, `+3.` — not `NaN`, `inf` or `0x10`,
/// which `Double(_:)` would also read.
private func isDecimalNumber(_ text: String) -> Bool {
    var bytes = Substring(text).utf8[...]
    func digits() -> Int {
        let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
        bytes = bytes.dropFirst(count)
        return count
    }
    func skip(_ set: String) -> Bool {
        guard let first = bytes.first, set.utf8.contains(first) else { return false }
        bytes = bytes.dropFirst()
        return true
    }
    _ = skip("+-")
    var mantissa = digits()
    if skip(".") { mantissa += digits() }
    guard mantissa > 0 else { return false }
    if skip("eE") {
        _ = skip("+-")
        guard digits() > 0 else { return false }
    }
    return bytes.isEmpty
}
