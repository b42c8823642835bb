/// The parts of a formatted amount, in order; any may be empty.
public struct FSPriceParts: Hashable, Sendable {
    /// `-`, `+` or empty.
    public var sign: String
    /// `¥` or the chosen symbol.
    public var symbol: String
    /// The whole part, grouped when asked: `1,234`.
    public var integer: String
    /// The decimal point and the decimals, `.50`, or empty.
    public var fraction: String

    /// All parts joined: `-¥1,234.50`.
    public var text: String { sign + symbol + integer + fraction }
}
