import FSNumberTool

/// An exact amount of money, in whole minor units (fen, cents) of a currency: never a
/// `Double`, so 0.29 yuan is 29 fen, not 28.
///
/// ```swift
/// let price = try FSMoney(parsing: "0.29")          // 29 fen
/// FSMoney(minorUnits: 12345).formatted()            // "¥123.45"
/// try FSMoney(0.29).minorUnits                      // 29: a Double is read as it prints
/// try FSMoney(parsing: "1,234.567", rounding: .halfEven)   // 123457 fen
/// ```
public struct FSMoney: Hashable, Sendable, Comparable {
    /// The amount in minor units (fen for CNY).
    public let minorUnits: Int64
    /// The currency.
    public let currency: FSCurrency

    /// `minorUnits` of `currency` (the original's `Int` fen prices).
    public init(minorUnits: Int64, currency: FSCurrency = .cny) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// Parses a decimal amount in major units — `"0.29"`, `"-12"`, `"1,234.5"`, `"1e3"` —
    /// exactly; digits beyond the currency's minor unit are rounded with `rounding`.
    ///
    /// - Throws: ``FSPriceEmbellisherError/invalidAmount(_:)`` or ``FSPriceEmbellisherError/overflow(_:)``.
    public init(
        parsing text: String, currency: FSCurrency = .cny, rounding: FSRoundingMode = .halfUp
    ) throws(FSPriceEmbellisherError) {
        let plain = text.filter { $0 != "," }
        let rounded: String
        do {
            rounded = try rounding.round(plain, places: currency.minorDigits)
        } catch {
            throw .invalidAmount(text)
        }
        guard let units = Int64(rounded.filter { $0 != "." }) else { throw .overflow(text) }
        self.init(minorUnits: units, currency: currency)
    }

    /// A `Double` amount in major units (the original `yuanToFen`), read as its shortest
    /// decimal spelling — the digits `print` shows, so 0.29 is "0.29" — then rounded half-up
    /// to the minor unit. The original's `Int(yuan * 100)` made 0.29 into 28 fen.
    ///
    /// - Throws: ``FSPriceEmbellisherError/invalidAmount(_:)`` for NaN or infinity,
    ///   ``FSPriceEmbellisherError/overflow(_:)`` beyond 64-bit minor units.
    public init(_ amount: Double, currency: FSCurrency = .cny) throws(FSPriceEmbellisherError) {
        guard amount.isFinite else { throw .invalidAmount(String(amount)) }
        try self.init(parsing: String(amount), currency: currency, rounding: .halfUp)
    }

    /// Orders amounts of the same currency; amounts of different currencies order by code.
    public static func < (lhs: FSMoney, rhs: FSMoney) -> Bool {
        lhs.currency.code == rhs.currency.code ? lhs.minorUnits < rhs.minorUnits : lhs.currency.code < rhs.currency.code
    }
}
