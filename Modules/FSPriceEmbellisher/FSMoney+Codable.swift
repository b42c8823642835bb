import FSNumberTool

/// `FSMoney` is encoded as `{"amount": "12.34", "currency": "CNY"}`: the amount as a decimal
/// string in major units, with exactly the currency's minor digits, so that no reader takes it
/// through a binary floating-point number and nothing is lost.
///
/// ```swift
/// let data = try JSONEncoder().encode(FSMoney(minorUnits: 1_234))   // {"amount":"12.34","currency":"CNY"}
/// let price = try JSONDecoder().decode(FSMoney.self, from: data)
/// ```
///
/// Decoding also takes the amount as a JSON number (`12.34`, read as it is written), and is
/// strict: an amount that is not a decimal number, that has more digits than the currency's
/// minor unit (`"12.345"` yuan: a fen cannot be split, and rounding would lose money), or does
/// not fit in 64 bits, and a currency code not in ``FSCurrency/init(code:)``'s list, each throw
/// `DecodingError.dataCorrupted` naming the field.
extension FSMoney: Codable {
    private enum CodingKeys: String, CodingKey {
        case amount, currency
    }

    /// Decodes the format described on the type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let currency = try FSCurrency.decoded(from: container, forKey: .currency)
        let text: String
        if let string = try? container.decode(String.self, forKey: .amount) {
            text = string
        } else if let integer = try? container.decode(Int64.self, forKey: .amount) {
            text = String(integer)
        } else {
            // A JSON number with a fraction: its shortest spelling is the number as written.
            text = String(try container.decode(Double.self, forKey: .amount))
        }
        // Exactly: rounding "toward zero" changes nothing unless digits beyond the minor unit
        // are not zeros, which this then sees and refuses.
        let exact = try? FSMoney(parsing: text, currency: currency, rounding: .towardZero)
        let check = try? FSMoney(parsing: text, currency: currency, rounding: .awayFromZero)
        guard let exact, exact == check else {
            throw DecodingError.dataCorruptedError(
                forKey: .amount, in: container,
                debugDescription:
                    "\"\(text)\" is not an amount of \(currency.code) with at most \(currency.minorDigits) decimals")
        }
        self = exact
    }

    /// Encodes the format described on the type.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(decimalString, forKey: .amount)
        try container.encode(currency.code, forKey: .currency)
    }

    /// The amount in major units with exactly the currency's minor digits: `"-0.05"`, `"12"`.
    var decimalString: String {
        formatted(FSPriceFormat(decimals: .fixed(currency.minorDigits), symbol: ""))
    }
}
