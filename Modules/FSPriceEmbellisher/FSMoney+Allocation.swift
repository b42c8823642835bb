/// Splitting an amount into parts that add up to it exactly — a bill shared three ways, a
/// payment spread over instalments, a discount spread over the lines of an order.
///
/// ```swift
/// let bill = FSMoney(minorUnits: 10_000)                   // ¥100.00
/// try bill.split(into: 3)                                  // 33.34, 33.33, 33.33
/// try bill.allocated(byRatios: [1, 2, 3])                  // 16.67, 33.33, 50.00
/// try FSMoney(minorUnits: -5).split(into: 2)               // -0.03, -0.02
/// ```
///
/// The largest-remainder method: each part first gets its exact share rounded toward zero;
/// the minor units left over (fewer than the number of parts) go one each to the parts whose
/// exact shares had the largest fractions, the earlier part first among equal fractions. So
/// the parts always add up to the amount, and each differs from its exact share by less than
/// one minor unit. A negative amount is split as its magnitude, and every part negated.
extension FSMoney {
    /// `parts` amounts, as equal as minor units allow, that add up to this one: the first
    /// parts get the minor units left over.
    ///
    /// - Throws: ``FSPriceEmbellisherError/invalidAllocation(_:)`` when `parts` < 1.
    public func split(into parts: Int) throws(FSPriceEmbellisherError) -> [FSMoney] {
        guard parts >= 1 else { throw .invalidAllocation("cannot split into \(parts) parts") }
        return try allocated(byRatios: Array(repeating: 1, count: parts))
    }

    /// Amounts in the proportions of `ratios` (`[1, 2, 3]`, or percentages such as
    /// `[25, 25, 50]`) that add up to this one.
    ///
    /// - Throws: ``FSPriceEmbellisherError/invalidAllocation(_:)`` for no ratios, a negative
    ///   ratio, or ratios that are all zero or add up past `Int64.max`.
    public func allocated(byRatios ratios: [Int]) throws(FSPriceEmbellisherError) -> [FSMoney] {
        guard !ratios.isEmpty else { throw .invalidAllocation("no ratios to allocate by") }
        var total: UInt64 = 0
        for ratio in ratios {
            guard ratio >= 0 else { throw .invalidAllocation("a ratio is negative: \(ratio)") }
            let (sum, overflow) = total.addingReportingOverflow(UInt64(ratio))
            guard !overflow, sum <= UInt64(Int64.max) else {
                throw .invalidAllocation("the ratios add up past \(Int64.max)")
            }
            total = sum
        }
        guard total > 0 else { throw .invalidAllocation("the ratios are all zero") }
        // Shares of the magnitude, exact in 128 bits: |amount| × ratio ÷ total.
        let magnitude = minorUnits.magnitude
        var shares: [(units: UInt64, fraction: UInt64)] = ratios.map { ratio in
            let product = magnitude.multipliedFullWidth(by: UInt64(ratio))
            let (quotient, remainder) = total.dividingFullWidth(product)
            return (quotient, remainder)
        }
        var leftover = magnitude - shares.reduce(0) { $0 + $1.units }
        // Largest fraction first; the earlier part first among equals.
        let order = shares.indices.sorted { first, second in
            shares[first].fraction != shares[second].fraction
                ? shares[first].fraction > shares[second].fraction : first < second
        }
        for index in order where leftover > 0 {
            shares[index].units += 1
            leftover -= 1
        }
        return shares.map { share in
            FSMoney(
                minorUnits: minorUnits < 0 ? Int64(truncatingIfNeeded: 0 &- share.units) : Int64(share.units),
                currency: currency)
        }
    }
}
