import FSNumberTool
import FSTestSupport
import Foundation
import Testing

@testable import FSPriceEmbellisher

@Suite struct MoneyArithmeticTests {
    private let yuan = { (fen: Int64) in FSMoney(minorUnits: fen) }

    @Test func addsSubtractsAndNegatesWithinACurrency() throws {
        #expect(try yuan(1_250) + yuan(399) == yuan(1_649))
        #expect(try yuan(100) - yuan(250) == yuan(-150))
        #expect(try -yuan(5) == yuan(-5))
        var balance = yuan(10_000)
        try balance -= yuan(2_500)
        try balance += yuan(1)
        #expect(balance == yuan(7_501))
        #expect(try yuan(333) * 3 == yuan(999))
        #expect(try yuan(-7).magnitude() == yuan(7) && yuan(0).isZero && yuan(-3).signum == -1)
    }

    /// No operation traps: every overflow of 64-bit minor units, and every mix of currencies,
    /// is a typed error, and `+=` leaves its operand as it was.
    @Test func overflowAndMixedCurrenciesAreTypedErrors() {
        #expect(throws: FSPriceEmbellisherError.self) { try FSMoney(minorUnits: .max) + FSMoney(minorUnits: 1) }
        #expect(throws: FSPriceEmbellisherError.self) { try FSMoney(minorUnits: .min) - FSMoney(minorUnits: 1) }
        #expect(throws: FSPriceEmbellisherError.self) { try -FSMoney(minorUnits: .min) }
        #expect(throws: FSPriceEmbellisherError.self) { try FSMoney(minorUnits: .min).magnitude() }
        #expect(throws: FSPriceEmbellisherError.self) { try FSMoney(minorUnits: .max / 2 + 1) * 2 }
        #expect(throws: FSPriceEmbellisherError.self) { try [FSMoney(minorUnits: .max), FSMoney(minorUnits: 1)].sum() }
        let dollars = FSMoney(minorUnits: 1, currency: .usd)
        #expect(throws: FSPriceEmbellisherError.currencyMismatch(.cny, .usd)) { try yuan(1) + dollars }
        #expect(throws: FSPriceEmbellisherError.currencyMismatch(.cny, .usd)) { try [yuan(1), dollars].sum() }
        var kept = yuan(5)
        #expect(throws: FSPriceEmbellisherError.self) { try kept += dollars }
        #expect(kept == yuan(5))
    }

    @Test func sumsASequenceOfOneCurrency() throws {
        #expect(try [yuan(1_250), yuan(399), yuan(1)].sum() == yuan(1_650))
        #expect(try [FSMoney]().sum(in: .usd) == FSMoney.zero(.usd))
    }

    /// Random amounts times random decimal rates, against Foundation's `Decimal` multiplied and
    /// rounded with `NSDecimalRound` in the four modes both have.
    @Test(arguments: 0..<10)
    func rateMultiplicationAgreesWithFoundationDecimal(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let modes: [(FSRoundingMode, NSDecimalNumber.RoundingMode)] = [
            (.halfUp, .plain), (.halfEven, .bankers), (.up, .up), (.down, .down),
        ]
        for _ in 0..<300 {
            let units = Int64.random(in: -1_000_000_000_000...1_000_000_000_000, using: &generator)
            let places = Int.random(in: 0...6, using: &generator)
            let mantissa = Int.random(in: 0...3_000_000, using: &generator)
            let rate =
                places == 0 ? String(mantissa) : "\(mantissa / pow10(places)).\(pad(mantissa % pow10(places), places))"
            for (mode, foundation) in modes {
                let ours = try FSMoney(minorUnits: units).multiplied(byRate: rate, rounding: mode)
                var product = Decimal(units) * (Decimal(string: rate) ?? .nan)
                var rounded = Decimal()
                NSDecimalRound(&rounded, &product, 0, foundation)
                #expect(Decimal(ours.minorUnits) == rounded, "\(units) × \(rate), \(mode)")
            }
        }
    }

    @Test func aRateThatIsNotANumberOrOverflowsThrows() {
        #expect(throws: FSPriceEmbellisherError.invalidAmount("1,5")) {
            try FSMoney(minorUnits: 1).multiplied(byRate: "1,5", rounding: .halfUp)
        }
        #expect(throws: FSPriceEmbellisherError.self) {
            try FSMoney(minorUnits: .max).multiplied(byRate: "1.5", rounding: .halfUp)
        }
    }

    private func pow10(_ places: Int) -> Int { (0..<places).reduce(1) { value, _ in value * 10 } }
    private func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

@Suite struct MoneyAllocationTests {
    @Test func splitsABillExactly() throws {
        #expect(try FSMoney(minorUnits: 10_000).split(into: 3).map(\.minorUnits) == [3_334, 3_333, 3_333])
        #expect(
            try FSMoney(minorUnits: 10_000).allocated(byRatios: [1, 2, 3]).map(\.minorUnits) == [1_667, 3_333, 5_000])
        #expect(try FSMoney(minorUnits: -5).split(into: 2).map(\.minorUnits) == [-3, -2])
        #expect(try FSMoney(minorUnits: 2).split(into: 5).map(\.minorUnits) == [1, 1, 0, 0, 0])
        #expect(try FSMoney(minorUnits: 100).allocated(byRatios: [0, 1]).map(\.minorUnits) == [0, 100])
    }

    @Test func badRequestsAreTypedErrors() {
        let bill = FSMoney(minorUnits: 100)
        #expect(throws: FSPriceEmbellisherError.self) { try bill.split(into: 0) }
        #expect(throws: FSPriceEmbellisherError.self) { try bill.allocated(byRatios: []) }
        #expect(throws: FSPriceEmbellisherError.self) { try bill.allocated(byRatios: [1, -1]) }
        #expect(throws: FSPriceEmbellisherError.self) { try bill.allocated(byRatios: [0, 0]) }
        #expect(throws: FSPriceEmbellisherError.self) { try bill.allocated(byRatios: [.max, .max]) }
    }

    /// For random amounts (the extremes of 64 bits included) and ratios: the parts add up to
    /// the whole, and each is within one minor unit of its exact share — checked with exact
    /// integer arithmetic in `Decimal`, apart from the implementation's 128-bit path.
    @Test(arguments: 0..<20)
    func partsAddUpAndStayWithinAMinorUnitOfTheirShare(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        for round in 0..<200 {
            let amount: Int64 =
                round == 0
                ? .min : round == 1 ? .max : Int64.random(in: -10_000_000_000...10_000_000_000, using: &generator)
            let ratios = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
                Int.random(in: 0...1_000, using: &generator)
            }
            guard ratios.contains(where: { $0 > 0 }) else { continue }
            let parts = try FSMoney(minorUnits: amount).allocated(byRatios: ratios)
            let total = ratios.reduce(0, +)
            #expect(parts.count == ratios.count)
            #expect(parts.reduce(Decimal(0)) { $0 + Decimal($1.minorUnits) } == Decimal(amount))
            for (part, ratio) in zip(parts, ratios) {
                // |part × total − amount × ratio| < total
                let gap = Decimal(part.minorUnits) * Decimal(total) - Decimal(amount) * Decimal(ratio)
                #expect(gap.magnitude < Decimal(total), "\(amount) by \(ratios)")
            }
        }
    }
}

@Suite struct MoneyOrderAndCodingTests {
    /// Over random pairs (two currencies, equal and different amounts): `<` is a strict total
    /// order that agrees with `==`, and within a currency it is the order of the amounts.
    @Test func theOrderAgreesWithEquality() {
        var generator = SeededGenerator(seed: 3)
        let currencies: [FSCurrency] = [.cny, .usd, FSCurrency(code: "CNY", minorDigits: 2, symbol: "元")]
        for _ in 0..<2_000 {
            let a = FSMoney(
                minorUnits: Int64.random(in: -3...3, using: &generator),
                currency: currencies.randomElement(using: &generator) ?? .cny)
            let b = FSMoney(
                minorUnits: Int64.random(in: -3...3, using: &generator),
                currency: currencies.randomElement(using: &generator) ?? .cny)
            #expect((!(a < b) && !(b < a)) == (a == b))
            if a.currency == b.currency { #expect((a < b) == (a.minorUnits < b.minorUnits)) }
        }
        let mixed = [FSMoney(minorUnits: 5, currency: .usd), FSMoney(minorUnits: 9), FSMoney(minorUnits: 1)]
        #expect(mixed.sorted().map(\.currency.code) == ["CNY", "CNY", "USD"] && mixed.max()?.currency == .usd)
    }

    @Test func encodesTheAmountAsADecimalStringAndRoundTrips() throws {
        for (money, amount) in [
            (FSMoney(minorUnits: 1_234), "12.34"), (FSMoney(minorUnits: -5), "-0.05"),
            (FSMoney(minorUnits: 12, currency: .jpy), "12"), (FSMoney(minorUnits: 1_234, currency: .kwd), "1.234"),
            (FSMoney(minorUnits: .min), "-92233720368547758.08"),
        ] {
            let data = try JSONEncoder().encode(money)
            let object = try JSONSerialization.jsonObject(with: data) as? [String: String]
            #expect(object == ["amount": amount, "currency": money.currency.code])
            #expect(try JSONDecoder().decode(FSMoney.self, from: data) == money)
        }
    }

    @Test func decodesABareNumber() throws {
        let decoded = try JSONDecoder().decode(FSMoney.self, from: Data(#"{"amount": 0.29, "currency": "CNY"}"#.utf8))
        #expect(decoded == FSMoney(minorUnits: 29))
        let whole = try JSONDecoder().decode(FSMoney.self, from: Data(#"{"amount": 100, "currency": "JPY"}"#.utf8))
        #expect(whole == FSMoney(minorUnits: 100, currency: .jpy))
    }

    /// Minor units where the caller says so: a property wrapper.
    @Test func minorUnitsWhereTheCallerSaysSo() throws {
        struct Order: Codable, Equatable {
            @FSMinorUnits var total: FSMoney
        }
        let json = #"{"total":{"minorUnits":1999,"currency":"CNY"}}"#
        let order = try JSONDecoder().decode(Order.self, from: Data(json.utf8))
        #expect(order.total == FSMoney(minorUnits: 1_999))
        let again = try JSONDecoder().decode(Order.self, from: JSONEncoder().encode(order))
        #expect(again == order)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Order.self, from: Data(#"{"total":{"minorUnits":19.99,"currency":"CNY"}}"#.utf8))
        }
    }

    /// Bad input is a `DecodingError.dataCorrupted` that names the field.
    @Test(arguments: [
        (#"{"amount": "12.345", "currency": "CNY"}"#, "amount"),
        (#"{"amount": "12元", "currency": "CNY"}"#, "amount"),
        (#"{"amount": "99999999999999999999", "currency": "CNY"}"#, "amount"),
        (#"{"amount": "1", "currency": "XQQ"}"#, "currency"),
    ])
    func badInputNamesTheField(json: String, field: String) {
        #expect {
            try JSONDecoder().decode(FSMoney.self, from: Data(json.utf8))
        } throws: { error in
            guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
            return context.codingPath.last?.stringValue == field
        }
    }
}
