/// Chinese numerals for the whole `Int64` range, both ways: 10086 ↔ 一万零八十六, with the
/// financial (大写) digits and traditional characters as options.
///
/// ```swift
/// FSChineseNumeral.string(from: 10086)                         // "一万零八十六"
/// FSChineseNumeral.string(from: 10086, style: .financial)      // "壹万零捌拾陆"
/// FSChineseNumeral.string(from: 100_000_001, traditional: true) // "一億零一"
/// try FSChineseNumeral.value(of: "两千零五")                    // 2005
/// try FSChineseNumeral.value(of: "壹佰万")                      // 1000000
/// try FSChineseNumeral.value(of: "一万五")                      // 15000 (spoken form)
/// ```
///
/// Rules: one 零 stands for any run of zeros between nonzero digits (10086 → 一万零八十六,
/// 100000001 → 一亿零一), never 〇 (Foundation's spell-out on Linux writes 一万〇八十六);
/// a number from 10 to 19 starts with 十, not 一十, in the lowercase style, while the
/// financial style always writes 壹拾, as cheques require. Above 亿 the sections are
/// 万亿 (10¹²) and 亿亿 (10¹⁶), avoiding 兆, which means 10⁶ in mainland usage and 10¹²
/// in Taiwan.
public enum FSChineseNumeral {
    /// Which digits and small units to write.
    public enum Style: Sendable, Hashable, CaseIterable {
        /// 一二三 … 十百千.
        case lowercase
        /// 壹贰叁 … 拾佰仟 (大写), for amounts on bills and cheques.
        case financial
    }

    private static let digits: [Style: [Character]] = [
        .lowercase: Array("零一二三四五六七八九"), .financial: Array("零壹贰叁肆伍陆柒捌玖"),
    ]
    private static let smallUnits: [Style: [String]] = [
        .lowercase: ["", "十", "百", "千"], .financial: ["", "拾", "佰", "仟"],
    ]

    /// The numeral for `value`, with 负 before a negative one.
    public static func string(from value: Int64, style: Style = .lowercase, traditional: Bool = false) -> String {
        (value < 0 ? (traditional ? "負" : "负") : "")
            + string(magnitude: value.magnitude, style: style, traditional: traditional)
    }

    /// The numeral for a non-negative magnitude (up to `UInt64.max`).
    static func string(magnitude: UInt64, style: Style, traditional: Bool) -> String {
        guard magnitude > 0 else { return "零" }
        let bigUnits = traditional ? ["", "萬", "億", "萬億", "億億"] : ["", "万", "亿", "万亿", "亿亿"]
        var sections: [Int] = []
        var rest = magnitude
        while rest > 0 {
            sections.append(Int(rest % 10_000))
            rest /= 10_000
        }
        var result = ""
        var pendingZero = false
        for index in stride(from: sections.count - 1, through: 0, by: -1) {
            let section = sections[index]
            guard section > 0 else {
                pendingZero = !result.isEmpty
                continue
            }
            if pendingZero || (!result.isEmpty && section < 1000) { result += "零" }
            result += sectionText(section, style: style, isLeading: result.isEmpty)
            result += bigUnits[index]
            pendingZero = false
        }
        return traditional ? result.replacingTraditional() : result
    }

    /// 1…9999 with small units and one 零 per run of zeros inside.
    private static func sectionText(_ section: Int, style: Style, isLeading: Bool) -> String {
        let digitCharacters = digits[style] ?? []
        let units = smallUnits[style] ?? []
        var text = ""
        var zeroRun = false
        for position in stride(from: 3, through: 0, by: -1) {
            var divisor = 1
            for _ in 0..<position { divisor *= 10 }
            let digit = section / divisor % 10
            if digit == 0 {
                zeroRun = !text.isEmpty
                continue
            }
            if zeroRun { text.append("零") }
            zeroRun = false
            // 十五, not 一十五, at the very start of a lowercase numeral.
            if !(style == .lowercase && isLeading && text.isEmpty && position == 1 && digit == 1) {
                text.append(digitCharacters[digit])
            }
            text += units[position]
        }
        return text
    }

    /// The value of a Chinese numeral in any of the forms ``string(from:style:traditional:)``
    /// writes, lowercase or financial, simplified or traditional, with 两 and 〇; also the
    /// spoken short forms where a last digit takes the next lower unit (一万五 = 15000,
    /// 三百五 = 350).
    ///
    /// - Throws: ``FSStringEmbellisherError`` (codes for numerals) saying what is wrong.
    public static func value(of text: String) throws(FSStringEmbellisherError) -> Int64 {
        var characters = Array(text)
        let negative = characters.first == "负" || characters.first == "負"
        if negative { characters.removeFirst() }
        guard !characters.isEmpty else { throw .emptyNumeral(text) }
        let magnitude = try NumeralParser(text: text).value(of: characters[...])
        if negative {
            guard magnitude <= UInt64(Int64.max) + 1 else { throw .numeralOverflow(text) }
            return magnitude == UInt64(Int64.max) + 1 ? .min : -Int64(magnitude)
        }
        guard magnitude <= UInt64(Int64.max) else { throw .numeralOverflow(text) }
        return Int64(magnitude)
    }

    static func digitValue(_ character: Character) -> UInt64? {
        switch character {
        case "零", "〇": 0
        case "一", "壹": 1
        case "二", "两", "贰", "貳", "兩": 2
        case "三", "叁", "參": 3
        case "四", "肆": 4
        case "五", "伍": 5
        case "六", "陆", "陸": 6
        case "七", "柒": 7
        case "八", "捌": 8
        case "九", "玖": 9
        default: nil
        }
    }

    static func smallUnitValue(_ character: Character) -> UInt64? {
        switch character {
        case "十", "拾": 10
        case "百", "佰": 100
        case "千", "仟": 1000
        default: nil
        }
    }
}

/// Reads a numeral by its largest section unit first: for 三千万亿零五十亿, the value is
/// 三千 × 10¹² plus the value of 零五十亿, and so on down to sections without 万 or 亿.
private struct NumeralParser {
    let text: String

    /// A run of section-unit characters and its scale: 万, 亿, 万亿 (10¹²) or 亿亿 (10¹⁶).
    private func scale(of run: ArraySlice<Character>) throws(FSStringEmbellisherError) -> UInt64 {
        switch String(run) {
        case "万", "萬": 10_000
        case "亿", "億": 100_000_000
        case "万亿", "萬億": 1_000_000_000_000
        case "亿亿", "億億": 10_000_000_000_000_000
        default: throw .malformedNumeral(text)
        }
    }

    private static func isSectionUnit(_ character: Character) -> Bool {
        "万萬亿億".contains(character)
    }

    func value(of characters: ArraySlice<Character>) throws(FSStringEmbellisherError) -> UInt64 {
        // The largest section unit run decides the split.
        var best: (range: Range<Int>, scale: UInt64)?
        var index = characters.startIndex
        while index < characters.endIndex {
            guard Self.isSectionUnit(characters[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < characters.endIndex && Self.isSectionUnit(characters[end]) { end += 1 }
            let scale = try scale(of: characters[index..<end])
            if let best, best.scale == scale { throw .malformedNumeral(text) }  // 一万二万
            if scale > best?.scale ?? 0 { best = (index..<end, scale) }
            index = end
        }
        guard let best else { return try section(characters) }
        let left = characters[..<best.range.lowerBound]
        let right = characters[best.range.upperBound...]
        guard !left.isEmpty else { throw .malformedNumeral(text) }
        let high = try multiply(try value(of: left), best.scale)
        guard !right.isEmpty else { return high }
        // 一万五: a lone digit right after the unit counts in the next lower unit.
        if right.count == 1, let digit = digitValue(right[right.startIndex]), digit != 0 {
            return try add(high, try multiply(digit, best.scale / 10))
        }
        let low = try value(of: right)
        guard low < best.scale else { throw .malformedNumeral(text) }
        return try add(high, low)
    }

    /// A section below 万: digits with 十, 百, 千 and 零.
    private func section(_ characters: ArraySlice<Character>) throws(FSStringEmbellisherError) -> UInt64 {
        var total: UInt64 = 0
        var digit: UInt64?
        var lastUnit: UInt64 = 10_000
        var zeroSinceUnit = false
        for character in characters {
            if let value = digitValue(character) {
                if let previous = digit, previous != 0, value != 0 { throw .malformedNumeral(text) }
                digit = value
                if value == 0 { zeroSinceUnit = true }
            } else if let unit = smallUnitValue(character) {
                let count: UInt64
                if let digit, digit != 0 {
                    count = digit
                } else if unit == 10 && total == 0 && digit == nil {
                    count = 1  // 十五
                } else {
                    throw .malformedNumeral(text)
                }
                guard unit < lastUnit else { throw .malformedNumeral(text) }
                total += count * unit
                (digit, lastUnit, zeroSinceUnit) = (nil, unit, false)
            } else {
                throw .unexpectedCharacter(character, in: text)
            }
        }
        guard let digit else { return total }
        // 三百五: a final digit right after a unit, with no 零 between, counts in the next lower unit.
        if digit != 0 && !zeroSinceUnit && lastUnit >= 10 && lastUnit < 10_000 {
            return total + digit * (lastUnit / 10)
        }
        return total + digit
    }

    private func add(_ a: UInt64, _ b: UInt64) throws(FSStringEmbellisherError) -> UInt64 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        guard !overflow else { throw .numeralOverflow(text) }
        return sum
    }

    private func multiply(_ a: UInt64, _ b: UInt64) throws(FSStringEmbellisherError) -> UInt64 {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        guard !overflow else { throw .numeralOverflow(text) }
        return product
    }

    private func digitValue(_ character: Character) -> UInt64? {
        FSChineseNumeral.digitValue(character)
    }

    private func smallUnitValue(_ character: Character) -> UInt64? {
        FSChineseNumeral.smallUnitValue(character)
    }
}

extension String {
    /// The traditional forms of the simplified characters numerals use.
    fileprivate func replacingTraditional() -> String {
        String(
            map { character -> Character in
                switch character {
                case "万": "萬"
                case "亿": "億"
                case "两": "兩"
                case "贰": "貳"
                case "叁": "參"
                case "陆": "陸"
                default: character
                }
            })
    }
}
