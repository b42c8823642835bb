import FSNumberTool

/// A currency: its ISO 4217 code, the number of minor-unit digits, and a display symbol.
///
/// ```swift
/// FSCurrency.cny.minorDigits            // 2 (fen)
/// FSCurrency(code: "JPY")?.minorDigits  // 0
/// FSCurrency(code: "KWD")?.minorDigits  // 3
/// FSCurrency(code: "CHF")?.name         // "Swiss Franc"
/// FSCurrency.allISO.count               // 165
/// ```
public struct FSCurrency: Hashable, Sendable {
    /// The ISO 4217 code, e.g. `CNY`.
    public let code: String
    /// Digits after the decimal point of the minor unit: 2 for CNY, 0 for JPY, 3 for KWD.
    public let minorDigits: Int
    /// The symbol ``FSMoney/formatted(_:)`` writes before amounts, e.g. `¥`.
    /// (``FSMoney/formatted(locale:)`` writes the symbol of the locale instead.)
    public let symbol: String

    /// A currency with any code, minor-unit digits (clamped to 0…4) and symbol.
    public init(code: String, minorDigits: Int, symbol: String) {
        self.code = code
        self.minorDigits = minorDigits.clamped(to: 0...4)
        self.symbol = symbol
    }

    /// Chinese yuan (人民币), 2 digits, `¥`.
    public static let cny = FSCurrency(code: "CNY", minorDigits: 2, symbol: "¥")
    /// US dollar, 2 digits, `US$`.
    public static let usd = FSCurrency(code: "USD", minorDigits: 2, symbol: "US$")
    /// Euro, 2 digits, `€`.
    public static let eur = FSCurrency(code: "EUR", minorDigits: 2, symbol: "€")
    /// Japanese yen, 0 digits, `JP¥` (so it cannot be taken for yuan).
    public static let jpy = FSCurrency(code: "JPY", minorDigits: 0, symbol: "JP¥")
    /// Kuwaiti dinar, 3 digits, `KWD`.
    public static let kwd = FSCurrency(code: "KWD", minorDigits: 3, symbol: "KWD")

    /// Every ISO 4217 currency with a minor unit (165 in list one of 1 January 2026), sorted by
    /// code. Funds, precious metals and testing codes (`XAU`, `XDR`, `XTS`, `XXX` …) have none
    /// and are not listed; make them with ``init(code:minorDigits:symbol:)`` if you need them.
    public static let allISO: [FSCurrency] = CurrencyTable.rows.map {
        FSCurrency(code: $0.code, minorDigits: $0.minorDigits, symbol: $0.symbol)
    }

    /// The rows of ``allISO`` by code.
    private static let isoIndex: [String: Int] = Dictionary(
        uniqueKeysWithValues: CurrencyTable.rows.enumerated().map { ($1.code, $0) })

    /// The ISO 4217 currency with this code (any case): its minor-unit digits from ISO 4217
    /// and the symbol Foundation writes for it in Simplified Chinese (`¥`, `US$`, `JP¥`, `€`,
    /// or the code where Chinese has no symbol). `nil` for a code not in ``allISO``.
    public init?(code: String) {
        guard let row = Self.isoIndex[code.uppercased()] else { return nil }
        self = Self.allISO[row]
    }

    /// The currency's English name in ISO 4217 (`Yuan Renminbi`), or `nil` when its code is
    /// not an ISO 4217 currency with a minor unit.
    public var name: String? { Self.isoIndex[code].map { CurrencyTable.rows[$0].name } }

    /// The currency's ISO 4217 numeric code (156 for CNY), or `nil` when its code is not an
    /// ISO 4217 currency with a minor unit.
    public var numericCode: Int? { Self.isoIndex[code].map { CurrencyTable.rows[$0].numericCode } }

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
