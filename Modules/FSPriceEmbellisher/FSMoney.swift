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
///
/// Amounts of one currency add, subtract, multiply and split exactly (see ``+(_:_:)``,
/// ``split(into:)``); they sort by currency, then amount (`Comparable`); and they encode as
/// `{"amount": "12.34", "currency": "CNY"}`. ``isLess(than:)`` compares two amounts and throws
/// when their currencies differ:
///
/// ```swift
/// let total = try prices.sum(in: .cny)
/// let cheaper = try prices[0].isLess(than: prices[1])
/// ```
public struct FSMoney: Hashable, Sendable {
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

    /// Whether this amount is less than `other`, an amount of the same currency.
    ///
    /// - Throws: ``FSPriceEmbellisherError/currencyMismatch(_:_:)`` when the currencies differ
    ///   (in code, minor-unit digits or symbol).
    public func isLess(than other: FSMoney) throws(FSPriceEmbellisherError) -> Bool {
        guard currency == other.currency else { throw .currencyMismatch(currency, other.currency) }
        return minorUnits < other.minorUnits
    }
}
