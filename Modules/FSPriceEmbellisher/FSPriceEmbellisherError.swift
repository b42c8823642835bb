/// Why an amount could not be read or written: a ``code`` to act on, its ``kind``, a
/// sentence saying what was wrong, and the offending ``input``.
///
/// ```swift
/// do {
///     let price = try FSMoney(parsing: field.text)
/// } catch {
///     show(error.description)          // not an amount: "12元"
/// }
/// ```
///
/// Errors compare equal when every field does; the static members make each one
/// (`FSPriceEmbellisherError.invalidAmount("12元")`).
public struct FSPriceEmbellisherError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public let code: Code
    /// A sentence saying what was wrong (the same as ``description``).
    public let message: String
    /// The amount or currency code concerned, as text.
    public let input: String

    private init(_ code: Code, _ message: String, input: String) {
        self.code = code
        self.message = message
        self.input = input
    }

    /// The kind of failure: the kind of its ``code``.
    public var kind: Kind { code.kind }

    /// The message.
    public var description: String { message }

    /// `text` is not a decimal amount.
    public static func invalidAmount(_ text: String) -> Self {
        Self(.invalidAmount, "not an amount: \"\(text)\"", input: text)
    }

    /// `text` is too large for 64-bit minor units.
    public static func overflow(_ text: String) -> Self {
        Self(.overflow, "\"\(text)\" is too large", input: text)
    }

    /// `text` has more decimals than `currency`'s minor unit has digits (`digits`).
    public static func tooManyDecimals(_ text: String, currency: String, digits: Int) -> Self {
        Self(
            .tooManyDecimals, "\"\(text)\" has more decimals than \(currency)'s \(digits) minor-unit digits",
            input: text)
    }

    /// `text` names the currency `found` (empty: none), not `expected` (an ISO code).
    public static func unexpectedCurrency(_ text: String, found: String, expected: String) -> Self {
        let what = found.isEmpty ? "names no currency" : "is in \"\(found)\""
        return Self(.unexpectedCurrency, "\"\(text)\" \(what), not \(expected)", input: text)
    }

    /// Amounts of the currency `code` cannot be read in the locale `locale`, whose way of
    /// writing them Foundation's output does not show.
    public static func unsupportedLocale(_ locale: String, currency code: String) -> Self {
        Self(
            .unsupportedLocale, "amounts of \(code) cannot be read in the locale \(locale): its pattern is unknown",
            input: locale)
    }

    /// `amount` is beyond what 人民币大写 covers.
    public static func outOfRange(_ amount: String) -> Self {
        Self(.outOfRange, "\(amount) is outside the range 人民币大写 covers (up to 9999亿元)", input: amount)
    }

    /// The operation needs CNY, not the currency `code`.
    public static func wrongCurrency(_ code: String) -> Self {
        Self(.wrongCurrency, "this needs CNY, not \(code)", input: code)
    }

    /// Amounts of `first` and `second` cannot be compared.
    public static func currencyMismatch(_ first: FSCurrency, _ second: FSCurrency) -> Self {
        // Two currencies may share a code and differ in digits or symbol: then say so.
        let name = { (currency: FSCurrency) in
            first.code != second.code
                ? currency.code : "\(currency.code) (\(currency.minorDigits) minor digits, \(currency.symbol))"
        }
        return Self(
            .currencyMismatch, "cannot compare an amount in \(name(first)) with one in \(name(second))",
            input: second.code)
    }

    /// An amount cannot be split as `reason` says.
    public static func invalidAllocation(_ reason: String) -> Self {
        Self(.invalidAllocation, reason, input: reason)
    }
}
