/// An `FSMoney` property coded as whole minor units — `{"minorUnits": 1234, "currency": "CNY"}`
/// — for the APIs that send integers of fen or cents instead of decimal amounts.
///
/// ```swift
/// struct Order: Codable {
///     @FSMinorUnits var total: FSMoney
/// }
/// let order = try JSONDecoder().decode(Order.self, from: Data(#"{"total": {"minorUnits": 1999, "currency": "CNY"}}"#.utf8))
/// order.total.formatted()   // "¥19.99"
/// ```
///
/// Decoding is strict as ``FSMoney``'s own: a value that is not a 64-bit integer, or a currency
/// code ``FSCurrency/init(code:)`` does not know, is a `DecodingError` naming the field.
@propertyWrapper
public struct FSMinorUnits: Codable, Hashable, Sendable {
    /// The amount.
    public var wrappedValue: FSMoney

    /// Wraps `wrappedValue`.
    public init(wrappedValue: FSMoney) {
        self.wrappedValue = wrappedValue
    }

    private enum CodingKeys: String, CodingKey {
        case minorUnits, currency
    }

    /// Decodes `{"minorUnits": …, "currency": …}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let units = try container.decode(Int64.self, forKey: .minorUnits)
        wrappedValue = FSMoney(minorUnits: units, currency: try FSCurrency.decoded(from: container, forKey: .currency))
    }

    /// Encodes `{"minorUnits": …, "currency": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(wrappedValue.minorUnits, forKey: .minorUnits)
        try container.encode(wrappedValue.currency.code, forKey: .currency)
    }
}
