import Foundation

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
