import FSNumberTool
import FSTestSupport
import Foundation
import Testing

@testable import FSPriceEmbellisher

@Suite struct MoneyTests {
    @Test func parsingIsExact() throws {
        #expect(try FSMoney(parsing: "0.29").minorUnits == 29)
        #expect(try FSMoney(parsing: "1,234.567", rounding: .halfEven).minorUnits == 123_457)
        #expect(try FSMoney(parsing: "-12").minorUnits == -1200 && FSMoney(parsing: "1e3").minorUnits == 100_000)
        #expect(
            try FSMoney(parsing: "2.675").minorUnits == 268, "half-up on the decimal digits, not on binary 2.67499…")
        #expect(
            try FSMoney(parsing: "12.5", currency: .jpy).minorUnits == 13
                && FSMoney(parsing: "1.2345", currency: .kwd).minorUnits == 1235)
        #expect(throws: FSPriceEmbellisherError.invalidAmount("12元")) { try FSMoney(parsing: "12元") }
        #expect(throws: FSPriceEmbellisherError.overflow("99999999999999999999")) {
            try FSMoney(parsing: "99999999999999999999")
        }
    }

    /// The original `yuanToFen` gave 28 for 0.29; every two-decimal Double up to 100 yuan must
    /// come out exact.
    @Test func doublesAreReadAsTheyPrint() throws {
        #expect(Int(0.29 * 100) == 28, "the original defect")
        for cents in 0..<10_000 {
            let amount = Double(cents) / 100
            #expect(try FSMoney(amount).minorUnits == Int64(cents), "\(amount)")
        }
        #expect(throws: FSPriceEmbellisherError.self) { try FSMoney(Double.nan) }
        #expect(try FSMoney(-0.005).minorUnits == -1)
    }

    @Test func currencies() {
        #expect(
            FSCurrency(code: "jpy")?.minorDigits == 0 && FSCurrency(code: "KWD")?.minorDigits == 3
                && FSCurrency(code: "XXX") == nil)
        #expect(FSMoney(minorUnits: 1234, currency: .jpy).formatted() == "JP¥1234")
        #expect(FSMoney(minorUnits: 1234, currency: .kwd).formatted(FSPriceFormat(decimals: .adjust)) == "KWD1.234")
    }
}

@Suite struct FormatTests {
    @Test(
        arguments: [
            (123_450, FSPriceFormat(), "¥1234.5"), (123_400, FSPriceFormat(), "¥1234"),
            (123_456, FSPriceFormat(), "¥1234.56"),
            (123_450, FSPriceFormat(decimals: .adjust), "¥1234.50"),
            (123_400, FSPriceFormat(decimals: .adjust), "¥1234"),
            (123_450, FSPriceFormat(decimals: .integer), "¥1235"),
            (123_449, FSPriceFormat(decimals: .integer), "¥1234"),
            (123_456, FSPriceFormat(decimals: .one), "¥1234.6"), (123_400, FSPriceFormat(decimals: .two), "¥1234.00"),
            (123_456, FSPriceFormat(decimals: .two, grouping: true), "¥1,234.56"), (-5, FSPriceFormat(), "-¥0.05"),
            (-5, FSPriceFormat(sign: .never), "¥0.05"), (5, FSPriceFormat(sign: .always), "+¥0.05"),
            (0, FSPriceFormat(sign: .always), "¥0"),
            (5, FSPriceFormat(sign: .minus), "-¥0.05"), (-5, FSPriceFormat(sign: .plus), "+¥0.05"),
            (250, FSPriceFormat(symbol: ""), "2.5"),
            (250, FSPriceFormat(symbol: "RMB "), "RMB 2.5"),
            (125, FSPriceFormat(decimals: .one, rounding: .halfEven), "¥1.2"),
            (-125, FSPriceFormat(decimals: .one, rounding: .down), "-¥1.3"),
            (100, FSPriceFormat(decimals: .fixed(4)), "¥1.0000"),
            (Int64.min, FSPriceFormat(decimals: .two, grouping: true), "-¥92,233,720,368,547,758.08"),
            (-4, FSPriceFormat(decimals: .one), "¥0.0"),
        ] as [(Int64, FSPriceFormat, String)])
    func formats(minorUnits: Int64, format: FSPriceFormat, expected: String) {
        #expect(FSMoney(minorUnits: minorUnits).formatted(format) == expected)
    }

    /// NumberFormatter (currency style, zh_CN) as the reference for grouping and two decimals.
    @Test func matchesNumberFormatterCurrencyStyle() {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = Locale(identifier: "zh_CN")
        var rng = SeededGenerator(seed: 12)
        for _ in 0..<2_000 {
            let fen = Int64(rng.next() % 100_000_000_000) - 50_000_000_000
            let expected =
                formatter.string(from: NSDecimalNumber(mantissa: fen.magnitude, exponent: -2, isNegative: fen < 0))
                ?? ""
            #expect(
                FSMoney(minorUnits: fen).formatted(FSPriceFormat(decimals: .two, grouping: true)) == expected, "\(fen)")
        }
    }

    @Test func styledParts() throws {
        let money = FSMoney(minorUnits: -123_456)
        #expect(
            money.parts(FSPriceFormat(grouping: true))
                == FSPriceParts(sign: "-", symbol: "¥", integer: "1,234", fraction: ".56"))
        let styled = money.attributedString(FSPriceFormat(grouping: true))
        #expect(String(styled.characters) == "-¥1,234.56")
        let runs = styled.runs.map { (String(styled[$0.range].characters), $0.pricePart) }
        #expect(runs.map(\.0) == ["-", "¥", "1,234", ".56"])
        #expect(runs.map(\.1) == [.sign, .symbol, .integer, .fraction])
        #expect(FSMoney(minorUnits: 100).attributedString().runs.count == 2, "empty parts get no run")
    }
}

@Suite struct RMBUppercaseTests {
    /// Examples from the PBOC rules (《支付结算办法》), in the shorter of the allowed forms.
    @Test(arguments: [
        ("1409.50", "壹仟肆佰零玖元伍角"), ("6007.14", "陆仟零柒元壹角肆分"), ("1680.32", "壹仟陆佰捌拾元叁角贰分"),
        ("107000.53", "壹拾万柒仟元伍角叁分"), ("325.04", "叁佰贰拾伍元零肆分"), ("100000001", "壹亿零壹元整"), ("10", "壹拾元整"),
        ("0", "零元整"), ("0.5", "伍角"), ("0.05", "伍分"), ("-1.5", "负壹元伍角"), ("1010.01", "壹仟零壹拾元零壹分"),
        ("999999999999.99", "玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分"),
    ])
    func knownAmounts(amount: String, expected: String) throws {
        #expect(try FSMoney(parsing: amount).rmbUppercase() == expected)
    }

    @Test func optionsAndLimits() throws {
        #expect(try FSMoney(parsing: "1.5").rmbUppercase(wholeAfterJiao: true) == "壹元伍角整")
        #expect(throws: FSPriceEmbellisherError.outOfRange("¥1000000000000")) {
            try FSMoney(parsing: "1000000000000").rmbUppercase()
        }
        #expect(throws: FSPriceEmbellisherError.wrongCurrency("USD")) {
            try FSMoney(minorUnits: 1, currency: .usd).rmbUppercase()
        }
    }

    /// The `cn2an` package (pip) on random amounts across every magnitude.
    @Test(.enabled(if: Peer.python.isAvailable(modules: ["cn2an"]), "needs python3 with cn2an (pip install cn2an)"))
    func matchesCn2an() throws {
        var rng = SeededGenerator(seed: 77)
        let amounts = (0..<10_000).map { _ in Int64(rng.next() % 100_000_000_000_000) >> Int64(rng.next() % 45) }
        let texts = amounts.map { "\($0 / 100).\(String(format: "%02d", $0 % 100))" }
        let script = "import sys, cn2an\nfor line in sys.stdin: print(cn2an.an2cn(line.strip(), 'rmb'))"
        let reference = try Peer.python.run(["-c", script], input: texts.joined(separator: "\n") + "\n").split(
            separator: "\n"
        ).map(String.init)
        #expect(reference.count == amounts.count)
        for ((fen, text), expected) in zip(zip(amounts, texts), reference) {
            #expect(try FSMoney(minorUnits: fen).rmbUppercase() == expected, "\(text)")
        }
    }
}

@Suite struct MoneyOrderTests {
    /// `isLess(than:)` is a strict order on one currency and refuses two, including two
    /// currencies that share a code but not their digits, which `==` also tells apart.
    @Test func comparesOnlyOneCurrency() throws {
        var rng = SeededGenerator(seed: 3)
        for _ in 0..<1_000 {
            let a = FSMoney(minorUnits: Int64(bitPattern: rng.next()) >> 40)
            let b = FSMoney(minorUnits: Int64(bitPattern: rng.next()) >> 40)
            let less = try a.isLess(than: b)
            let greater = try b.isLess(than: a)
            #expect([less, greater, a == b].filter { $0 }.count == 1, "\(a) \(b)")
        }
        #expect(throws: FSPriceEmbellisherError.currencyMismatch(.cny, .usd)) {
            try FSMoney(minorUnits: 1).isLess(than: FSMoney(minorUnits: 2, currency: .usd))
        }
        let oddYuan = FSCurrency(code: "CNY", minorDigits: 3, symbol: "¥")
        #expect(FSMoney(minorUnits: 10, currency: oddYuan) != FSMoney(minorUnits: 10))
        #expect(throws: FSPriceEmbellisherError.self) {
            try FSMoney(minorUnits: 10, currency: oddYuan).isLess(than: FSMoney(minorUnits: 10))
        }
    }
}

@Suite struct CompactTests {
    @Test(
        arguments: [
            (12_000, FSCompactNumber.Language.chinese, 1, "1.2万"), (345_000_000, .chinese, 2, "3.45亿"),
            (99_999_999, .chinese, 1, "1亿"), (99_995_000, .chinese, 1, "9999.5万"),
            (99_949_999, .chinese, 1, "9995万"), (9_999, .chinese, 1, "9999"), (10_000, .chinese, 1, "1万"),
            (-12_345, .chinese, 1, "-1.2万"), (1_200, .english, 1, "1.2K"), (3_400_000, .english, 1, "3.4M"),
            (999_960, .english, 1, "1M"),
            (1_234_567_890_123, .chinese, 2, "1.23万亿"),
        ] as [(Int64, FSCompactNumber.Language, Int, String)])
    func compactForms(value: Int64, language: FSCompactNumber.Language, digits: Int, expected: String) {
        #expect(FSCompactNumber.string(value, language: language, fractionDigits: digits) == expected)
    }

    @Test func money() {
        #expect(FSCompactNumber.string(FSMoney(minorUnits: 123_450_000)) == "123.5万")
        #expect(FSCompactNumber.string(FSMoney(minorUnits: 1_234)) == "12.3")
        #expect(FSCompactNumber.string(12_340, rounding: .down) == "1.2万")
    }

    /// Every magnitude, minor-unit scale, number of decimals and rounding mode, against
    /// Python's `decimal` doing the same steps (pick the unit by the digits before the point,
    /// quantize, move up a unit when rounding reaches it) in exact decimal arithmetic.
    @Test(.enabled(if: Peer.python.isAvailable(), "needs python3"))
    func matchesPythonDecimal() throws {
        let modes: [(FSRoundingMode, String)] = [
            (.halfUp, "ROUND_HALF_UP"), (.halfEven, "ROUND_HALF_EVEN"), (.halfDown, "ROUND_HALF_DOWN"),
            (.up, "ROUND_CEILING"), (.down, "ROUND_FLOOR"), (.towardZero, "ROUND_DOWN"), (.awayFromZero, "ROUND_UP"),
        ]
        var rng = SeededGenerator(seed: 0xC0_4AC7)
        var cases: [(value: Int64, scale: Int, english: Bool, places: Int, mode: Int)] = []
        for _ in 0..<20_000 {
            var value = Int64(bitPattern: rng.next()) >> Int64(rng.next() % 64)
            // Values just below a unit boundary, where rounding carries into the next unit.
            if rng.next() % 4 == 0 {
                value = value.signum() * (Int64(rng.next() % 18) + 1).powerOfTen - Int64(rng.next() % 50)
            }
            if rng.next() % 50 == 0 { value = [Int64.min, .max, 0, -1][Int(rng.next() % 4)] }
            cases.append(
                (value, Int(rng.next() % 5), rng.next() % 2 == 0, Int(rng.next() % 9) - 1, Int(rng.next() % 7)))
        }
        let script = """
            import sys
            from decimal import Decimal, localcontext
            import decimal
            modes = [\(modes.map { "decimal." + $0.1 }.joined(separator: ", "))]
            def text(q):
                t = format(q, 'f')
                if '.' in t: t = t.rstrip('0').rstrip('.')
                return '0' if t in ('-0', '') else t
            for line in sys.stdin:
                v, scale, english, places, mode = (int(x) for x in line.split())
                places = min(max(places, 0), 6)
                units = [(3, 'K'), (6, 'M'), (9, 'B'), (12, 'T')] if english else [(4, '万'), (8, '亿'), (12, '万亿')]
                with localcontext() as c:
                    c.prec = 60
                    x = Decimal(v).scaleb(-scale)
                    digits = len(str(abs(v))) - scale
                    fitting = [i for i, (e, _) in enumerate(units) if e < digits]
                    if not fitting:
                        print(text(x.quantize(Decimal(1).scaleb(-places), rounding=modes[mode]) if scale else x))
                        continue
                    i = fitting[-1]
                    while True:
                        e, name = units[i]
                        q = x.scaleb(-e).quantize(Decimal(1).scaleb(-places), rounding=modes[mode])
                        if i + 1 < len(units) and abs(q) >= Decimal(10) ** (units[i + 1][0] - e):
                            i += 1
                            continue
                        print(text(q) + name)
                        break
            """
        let input = cases.map { "\($0.value) \($0.scale) \($0.english ? 1 : 0) \($0.places) \($0.mode)" }
        let reference = try Peer.python.run(["-c", script], input: input.joined(separator: "\n") + "\n")
            .split(separator: "\n").map(String.init)
        try #require(reference.count == cases.count)
        for (item, expected) in zip(cases, reference) {
            let language: FSCompactNumber.Language = item.english ? .english : .chinese
            let money = FSMoney(
                minorUnits: item.value, currency: FSCurrency(code: "XTS", minorDigits: item.scale, symbol: ""))
            let ours =
                item.scale == 0
                ? FSCompactNumber.string(
                    item.value, language: language, fractionDigits: item.places, rounding: modes[item.mode].0)
                : FSCompactNumber.string(
                    money, language: language, fractionDigits: item.places, rounding: modes[item.mode].0)
            #expect(ours == expected, "\(item)")
        }
    }
}

extension Int64 {
    /// 10^self, for 0…18.
    fileprivate var powerOfTen: Int64 { (0..<self).reduce(1) { product, _ in product * 10 } }
}
