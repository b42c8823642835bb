import FSNumberTool

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The attribute that marks each run of a styled price with its ``FSPricePart``.
public enum FSPricePartAttribute: CodableAttributedStringKey, Sendable {
    /// The part.
    public typealias Value = FSPricePart
    /// `FSPricePart`, the key in archived attributed strings.
    public static let name = "FSPricePart"
}

extension AttributeScopes {
    /// FSPriceEmbellisher's attributes, with Foundation's.
    public struct FSPriceAttributes: AttributeScope {
        /// The part of a price a run is.
        public let pricePart: FSPricePartAttribute
        /// Foundation's attributes.
        public let foundation: FoundationAttributes
    }

    /// FSPriceEmbellisher's attributes: `\.fsPrice.pricePart`.
    public var fsPrice: FSPriceAttributes.Type { FSPriceAttributes.self }
}

extension AttributeDynamicLookup {
    /// Lets `string.pricePart` and `container.pricePart` read and write the attribute.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.FSPriceAttributes, T>) -> T
    {
        self[T.self]
    }
}

extension FSMoney {
    /// The formatted amount as an `AttributedString` whose runs carry ``FSPricePart``, so UI
    /// code on any platform can give the sign, symbol, whole part and decimals their own font
    /// or colour (the original `toAttrPrice`). Works on Linux.
    ///
    /// ```swift
    /// var price = FSMoney(minorUnits: 1999).attributedString(FSPriceFormat(decimals: .two))
    /// for run in price.runs where run.pricePart == .fraction {
    ///     price[run.range].font = .caption   // on Apple platforms
    /// }
    /// ```
    public func attributedString(_ format: FSPriceFormat = FSPriceFormat()) -> AttributedString {
        let parts = parts(format)
        var result = AttributedString()
        for (text, part) in [
            (parts.sign, FSPricePart.sign), (parts.symbol, .symbol), (parts.integer, .integer),
            (parts.fraction, .fraction),
        ] where !text.isEmpty {
            var run = AttributedString(text)
            run.pricePart = part
            result += run
        }
        return result
    }
}

extension FSMoney {
    /// The amount in major units as a `Decimal`, exactly: 12345 fen is 123.45.
    public var decimalAmount: Decimal {
        Decimal(
            sign: minorUnits < 0 ? .minus : .plus, exponent: -currency.minorDigits,
            significand: Decimal(minorUnits.magnitude))
    }
}

extension FSMoney {
    /// A `Decimal` amount in major units, exactly; digits beyond the currency's minor unit are
    /// rounded with `rounding`.
    ///
    /// - Throws: ``FSPriceEmbellisherError/invalidAmount(_:)`` for NaN,
    ///   ``FSPriceEmbellisherError/overflow(_:)`` beyond 64-bit minor units.
    public init(
        _ amount: Decimal, currency: FSCurrency = .cny, rounding: FSRoundingMode = .halfUp
    ) throws(FSPriceEmbellisherError) {
        try self.init(parsing: amount.description, currency: currency, rounding: rounding)
    }

    /// The amount times a `Decimal` rate, exactly, then rounded to the minor unit with
    /// `rounding`: see ``multiplied(byRate:rounding:)-(String,_)``.
    ///
    /// ```swift
    /// try FSMoney(minorUnits: 1_999).multiplied(byRate: Decimal(string: "0.85")!, rounding: .halfUp)   // 1699 fen
    /// ```
    public func multiplied(byRate rate: Decimal, rounding: FSRoundingMode) throws(FSPriceEmbellisherError) -> FSMoney {
        try multiplied(byRate: rate.description, rounding: rounding)
    }
}

extension FSMoney {
    /// The amount of `currency` that `text` writes as `locale` writes amounts: see
    /// ``FSMoneyParseStrategy``.
    ///
    /// ```swift
    /// try FSMoney("CHF 1’234.50", currency: FSCurrency(code: "CHF")!, locale: Locale(identifier: "de_CH"))
    /// // 123450 rappen
    /// ```
    ///
    /// - Throws: as ``FSMoneyParseStrategy/parse(_:)``.
    public init(
        _ text: String, currency: FSCurrency, locale: Locale, lenient: Bool = false
    )
        throws(FSPriceEmbellisherError)
    {
        self = try FSMoneyParseStrategy(currency: currency, locale: locale, lenient: lenient).money(text)
    }

    /// The amount `text` writes, read by `strategy`.
    ///
    /// - Throws: as ``FSMoneyParseStrategy/parse(_:)``.
    public init(_ text: String, strategy: FSMoneyParseStrategy) throws(FSPriceEmbellisherError) {
        self = try strategy.money(text)
    }
}
