/// Which part of a formatted price a run of text is.
public enum FSPricePart: String, Hashable, Sendable, Codable, CaseIterable {
    /// `-` or `+`.
    case sign
    /// `¥` or another symbol.
    case symbol
    /// The whole part, `1,234`.
    case integer
    /// The decimal point and decimals, `.50`.
    case fraction
}
