import FSNumberTool

/// Arithmetic within one currency. Every operation that could leave 64-bit minor units, or
/// mix two currencies, throws a typed error instead of trapping or converting:
///
/// ```swift
/// let total = try [coffee, bagel, tip].sum(in: .cny)
/// let withTax = try total.multiplied(byRate: "1.13", rounding: .halfEven)
/// var balance = FSMoney(minorUnits: 10_000)
/// try balance -= withTax
/// ```
extension FSMoney {
    /// The sum of two amounts of one currency.
    ///
    /// - Throws: ``FSPriceEmbellisherError/currencyMismatch(_:_:)`` or
    ///   ``FSPriceEmbellisherError/overflow(_:)``.
    public static func + (lhs: FSMoney, rhs: FSMoney) throws(FSPriceEmbellisherError) -> FSMoney {
        try lhs.combined(with: rhs, "+", Int64.addingReportingOverflow)
    }

    /// The difference of two amounts of one currency; throws as ``+(_:_:)`` does.
    public static func - (lhs: FSMoney, rhs: FSMoney) throws(FSPriceEmbellisherError) -> FSMoney {
        try lhs.combined(with: rhs, "-", Int64.subtractingReportingOverflow)
    }

    /// Adds `rhs` to `lhs`; throws as ``+(_:_:)`` does, leaving `lhs` unchanged.
    public static func += (lhs: inout FSMoney, rhs: FSMoney) throws(FSPriceEmbellisherError) {
        lhs = try lhs + rhs
    }

    /// Subtracts `rhs` from `lhs`; throws as ``+(_:_:)`` does, leaving `lhs` unchanged.
    public static func -= (lhs: inout FSMoney, rhs: FSMoney) throws(FSPriceEmbellisherError) {
        lhs = try lhs - rhs
    }

    /// The amount with the opposite sign.
    ///
    /// - Throws: ``FSPriceEmbellisherError/overflow(_:)`` for the one amount whose opposite
    ///   64 bits cannot hold (`Int64.min` minor units).
    public static prefix func - (amount: FSMoney) throws(FSPriceEmbellisherError) -> FSMoney {
        let (negated, overflow) = Int64(0).subtractingReportingOverflow(amount.minorUnits)
        guard !overflow else { throw .overflow("-(\(amount.minorUnits) minor units)") }
        return FSMoney(minorUnits: negated, currency: amount.currency)
    }

    /// The amount `factor` times: a quantity of one price.
    ///
    /// - Throws: ``FSPriceEmbellisherError/overflow(_:)``.
    public static func * (amount: FSMoney, factor: Int) throws(FSPriceEmbellisherError) -> FSMoney {
        let (product, overflow) = amount.minorUnits.multipliedReportingOverflow(by: Int64(factor))
        guard !overflow else { throw .overflow("\(amount.minorUnits) minor units × \(factor)") }
        return FSMoney(minorUnits: product, currency: amount.currency)
    }

    /// The amount times a decimal `rate` — a tax, a discount, an exchange rate — exactly, then
    /// rounded to the minor unit with `rounding`. The rate is a decimal string (`"1.13"`,
    /// `"0.085"`, `"2.5e-1"`), never a `Double`, whose binary value is not the rate written.
    ///
    /// ```swift
    /// try FSMoney(minorUnits: 1_999).multiplied(byRate: "0.85", rounding: .halfUp)   // 1699 fen
    /// ```
    ///
    /// - Throws: ``FSPriceEmbellisherError/invalidAmount(_:)`` for a rate that is not a decimal
    ///   number, ``FSPriceEmbellisherError/overflow(_:)`` for a result beyond 64 bits.
    public func multiplied(byRate rate: String, rounding: FSRoundingMode) throws(FSPriceEmbellisherError) -> FSMoney {
        let rounded: String
        do {
            rounded = try rounding.roundProduct(String(minorUnits), rate, places: 0)
        } catch {
            throw .invalidAmount(rate)
        }
        guard let units = Int64(rounded) else { throw .overflow("\(minorUnits) minor units × \(rate)") }
        return FSMoney(minorUnits: units, currency: currency)
    }

    /// The amount without its sign.
    ///
    /// - Throws: ``FSPriceEmbellisherError/overflow(_:)`` for `Int64.min` minor units.
    public func magnitude() throws(FSPriceEmbellisherError) -> FSMoney {
        minorUnits < 0 ? try -self : self
    }

    /// Whether the amount is zero.
    public var isZero: Bool { minorUnits == 0 }

    /// -1, 0 or 1: the sign of the amount.
    public var signum: Int { Int(minorUnits.signum()) }

    /// Zero in `currency`.
    public static func zero(_ currency: FSCurrency = .cny) -> FSMoney {
        FSMoney(minorUnits: 0, currency: currency)
    }

    private func combined(
        with other: FSMoney, _ symbol: String, _ operation: (Int64) -> (Int64) -> (partialValue: Int64, overflow: Bool)
    ) throws(FSPriceEmbellisherError) -> FSMoney {
        guard currency == other.currency else { throw .currencyMismatch(currency, other.currency) }
        let (result, overflow) = operation(minorUnits)(other.minorUnits)
        guard !overflow else { throw .overflow("\(minorUnits) \(symbol) \(other.minorUnits) minor units") }
        return FSMoney(minorUnits: result, currency: currency)
    }
}

extension Sequence<FSMoney> {
    /// The total of the amounts, all in `currency` (an empty sequence totals zero).
    ///
    /// ```swift
    /// let cart = [FSMoney(minorUnits: 1_250), FSMoney(minorUnits: 399), FSMoney(minorUnits: 1)]
    /// try cart.sum(in: .cny)   // 1650 fen
    /// ```
    ///
    /// - Throws: ``FSPriceEmbellisherError/currencyMismatch(_:_:)`` at the first amount in
    ///   another currency, ``FSPriceEmbellisherError/overflow(_:)``.
    ///
    /// - Complexity: O(n); inlinable, so a total over an array is a loop of additions, with
    ///   no generic calls per amount.
    @inlinable
    public func sum(in currency: FSCurrency = .cny) throws(FSPriceEmbellisherError) -> FSMoney {
        var total: Int64 = 0
        for amount in self {
            guard amount.currency == currency else { throw .currencyMismatch(currency, amount.currency) }
            let (next, overflow) = total.addingReportingOverflow(amount.minorUnits)
            guard !overflow else { throw .overflow("a sum beyond \(total) minor units") }
            total = next
        }
        return FSMoney(minorUnits: total, currency: currency)
    }
}
