import FSStringEmbellisher

extension FSMoney {
    /// The amount in 人民币大写, as the People's Bank of China's rules for bills and vouchers
    /// (《支付结算办法》) write it: `叁佰贰拾伍元零肆分`, `壹亿零壹元整`.
    ///
    /// ```swift
    /// try FSMoney(parsing: "325.04").rmbUppercase()     // "叁佰贰拾伍元零肆分"
    /// try FSMoney(parsing: "100000001").rmbUppercase()  // "壹亿零壹元整"
    /// try FSMoney(parsing: "10").rmbUppercase()         // "壹拾元整"
    /// try FSMoney(parsing: "0.5").rmbUppercase()        // "伍角"
    /// try FSMoney(parsing: "-1.5").rmbUppercase()       // "负壹元伍角"
    /// ```
    ///
    /// The rules: 整 after 元 when there are no 角 and 分; a single 零 for any run of zeros
    /// inside the amount; 零 after 元 when 角 is 0 and 分 is not; sections of 万 and 亿;
    /// 壹拾, never a bare 拾; 负 before a negative amount. Where the rules allow either form,
    /// the shorter one is written, as the `cn2an` package does: no 整 after 角 (set
    /// `wholeAfterJiao` to add it), no 零元 before an amount under one yuan, and no 零 when
    /// only the 元 digit is 0 before a nonzero 角 (1680.32 → 壹仟陆佰捌拾元叁角贰分).
    ///
    /// - Throws: ``FSPriceEmbellisherError/wrongCurrency(_:)`` for a currency other than CNY,
    ///   ``FSPriceEmbellisherError/outOfRange(_:)`` from one trillion yuan (10000亿) up.
    public func rmbUppercase(wholeAfterJiao: Bool = false) throws(FSPriceEmbellisherError) -> String {
        guard currency.code == FSCurrency.cny.code && currency.minorDigits == 2 else {
            throw .wrongCurrency(currency.code)
        }
        let fen = minorUnits.magnitude
        guard fen < 100_000_000_000_000 else { throw .outOfRange(formatted()) }
        let yuan = fen / 100
        let jiao = Int(fen / 10 % 10)
        let cents = Int(fen % 10)
        let digits = Array("零壹贰叁肆伍陆柒捌玖")
        var text = minorUnits < 0 ? "负" : ""
        if yuan > 0 {
            text += FSChineseNumeral.string(from: Int64(yuan), style: .financial) + "元"
        }
        switch (jiao, cents) {
        case (0, 0):
            text += yuan > 0 ? "整" : "零元整"
        case (0, _):
            text += (yuan > 0 ? "零" : "") + String(digits[cents]) + "分"
        case (_, 0):
            text += String(digits[jiao]) + "角" + (wholeAfterJiao ? "整" : "")
        default:
            text += String(digits[jiao]) + "角" + String(digits[cents]) + "分"
        }
        return text
    }
}
