import FSNumberTool

/// A currency: its ISO 4217 code, the number of minor-unit digits, and a display symbol.
///
/// ```swift
/// FSCurrency.cny.minorDigits            // 2 (fen)
/// FSCurrency(code: "JPY")?.minorDigits  // 0
/// FSCurrency(code: "KWD")?.minorDigits  // 3
/// ```
public struct FSCurrency: Hashable, Sendable {
    /// The ISO 4217 code, e.g. `CNY`.
    public let code: String
    /// Digits after the decimal point of the minor unit: 2 for CNY, 0 for JPY, 3 for KWD.
    public let minorDigits: Int
    /// The symbol written before amounts, e.g. `¥`.
    public let symbol: String

    /// A currency with any code, minor-unit digits (clamped to 0…4) and symbol.
    public init(code: String, minorDigits: Int, symbol: String) {
        self.code = code
        self.minorDigits = minorDigits.clamped(to: 0...4)
        self.symbol = symbol
    }

    /// Chinese yuan (人民币), 2 digits, `¥`.
    public static let cny = FSCurrency(code: "CNY", minorDigits: 2, symbol: "¥")
    /// US dollar, 2 digits, `$`.
    public static let usd = FSCurrency(code: "USD", minorDigits: 2, symbol: "$")
    /// Euro, 2 digits, `€`.
    public static let eur = FSCurrency(code: "EUR", minorDigits: 2, symbol: "€")
    /// Japanese yen, 0 digits, `JP¥` (so it cannot be taken for yuan).
    public static let jpy = FSCurrency(code: "JPY", minorDigits: 0, symbol: "JP¥")
    /// Kuwaiti dinar, 3 digits, `KD`.
    public static let kwd = FSCurrency(code: "KWD", minorDigits: 3, symbol: "KD")

    /// Minor-unit digits of the ISO 4217 currencies most often met, and their symbols.
    private static let known: [String: (Int, String)] = [
        "CNY": (2, "¥"), "USD": (2, "$"), "EUR": (2, "€"), "GBP": (2, "£"), "JPY": (0, "JP¥"), "KRW": (0, "₩"),
        "HKD": (2, "HK$"), "MOP": (2, "MOP$"), "TWD": (2, "NT$"), "SGD": (2, "S$"), "AUD": (2, "A$"), "CAD": (2, "CA$"),
        "CHF": (2, "CHF"), "RUB": (2, "₽"), "INR": (2, "₹"), "THB": (2, "฿"), "VND": (0, "₫"), "IDR": (2, "Rp"),
        "KWD": (3, "KD"), "BHD": (3, "BD"), "OMR": (3, "OMR"), "JOD": (3, "JD"), "TND": (3, "DT"), "CLP": (0, "CLP$"),
        "ISK": (0, "kr"),
    ]

    /// The currency with this ISO 4217 code, or `nil` for a code not in the built-in list
    /// (use ``init(code:minorDigits:symbol:)`` for others).
    public init?(code: String) {
        guard let (digits, symbol) = Self.known[code.uppercased()] else { return nil }
        self.init(code: code.uppercased(), minorDigits: digits, symbol: symbol)
    }

    /// 10^minorDigits: minor units per major unit.
    var scale: Int64 {
        var result: Int64 = 1
        for _ in 0..<minorDigits { result *= 10 }
        return result
    }

    /// The currency whose code `container` holds at `key`; a code not in ``init(code:)``'s list
    /// is a `DecodingError` naming the field.
    static func decoded<Key: CodingKey>(
        from container: KeyedDecodingContainer<Key>, forKey key: Key
    ) throws
        -> FSCurrency
    {
        let code = try container.decode(String.self, forKey: key)
        guard let currency = FSCurrency(code: code) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "unknown currency code \"\(code)\"")
        }
        return currency
    }
}
