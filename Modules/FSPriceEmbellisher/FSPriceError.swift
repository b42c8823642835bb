/// Why an amount could not be read or written. Every case names the offending input.
public enum FSPriceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is not a decimal amount.
    case invalidAmount(String)
    /// The amount does not fit in 64-bit minor units.
    case overflow(String)
    /// 人民币大写 needs a CNY amount below one trillion yuan (9999亿).
    case outOfRange(String)
    /// The operation needs a particular currency (人民币大写 needs CNY).
    case wrongCurrency(String)

    /// A sentence saying what was wrong.
    public var description: String {
        switch self {
        case .invalidAmount(let text): "not an amount: \"\(text)\""
        case .overflow(let text): "\"\(text)\" is too large"
        case .outOfRange(let text): "\(text) is outside the range 人民币大写 covers (up to 9999亿元)"
        case .wrongCurrency(let code): "this needs CNY, not \(code)"
        }
    }
}
