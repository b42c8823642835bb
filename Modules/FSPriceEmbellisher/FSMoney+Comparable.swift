/// Amounts order by currency code first, then by amount: sorting a mixed list groups it by
/// currency, each group from least to most. Within one currency this is the order of the
/// amounts; across currencies it is only a sorting order — 1 USD is not "less" than 1 CNY in
/// any sense but the alphabet — so code that must not compare currencies by mistake uses
/// ``FSMoney/isLess(than:)``, which throws on two currencies.
///
/// ```swift
/// let prices = [FSMoney(minorUnits: 500), FSMoney(minorUnits: 120)]
/// prices.sorted()   // 1.20, then 5.00
/// prices.max()      // 5.00
/// ```
///
/// Two currencies with the same code but different digits or symbols (made with
/// ``FSCurrency/init(code:minorDigits:symbol:)``) order by digits, then symbol, so that the
/// order agrees with `==`.
extension FSMoney: Comparable {
    /// Whether `lhs` sorts before `rhs`: by currency, then by amount.
    public static func < (lhs: FSMoney, rhs: FSMoney) -> Bool {
        if lhs.currency != rhs.currency {
            return (lhs.currency.code, lhs.currency.minorDigits, lhs.currency.symbol)
                < (rhs.currency.code, rhs.currency.minorDigits, rhs.currency.symbol)
        }
        return lhs.minorUnits < rhs.minorUnits
    }
}
