/// Chinese text in pinyin: words before characters, so polyphonic characters take the reading
/// of the word they are in (银行 yín háng, 行走 xíng zǒu, 重庆 chóng qìng), surnames read as
/// surnames (曾 zēng, 单 shàn), in tone marks, tone numbers, plain letters or initials.
///
/// ```swift
/// let pinyin = FSPinyin()
/// pinyin.string("我在银行工作")                    // "wǒ zài yín háng gōng zuò"
/// FSPinyin(style: .numbers).string("重庆")         // "chong2 qing4"
/// FSPinyin(style: .initials).string("张三")        // "z s"
/// pinyin.string("曾小贤", asName: true)            // "zēng xiǎo xián"
/// ```
///
/// Every CJK ideograph with a Mandarin reading has one (the Unified Ideographs, its
/// extensions, and compatibility ideographs read as the ideograph they stand for); other text
/// passes through unchanged. The readings, the 47,000 phrases and the surnames are generated
/// by `Scripts/gen-pinyin-table` from pypinyin's data and CC-CEDICT, and held as string
/// literals: nothing is parsed or loaded at run time. Text is segmented by longest match, as
/// pypinyin does, except that a known word is never given up for a longer prefix of one.
public struct FSPinyin: Hashable, Sendable {
    /// How a syllable is written.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// Tone marks: `zhōng`.
        case marks
        /// A tone number after the letters: `zhong1` (none for the neutral tone).
        case numbers
        /// The letters alone: `zhong`.
        case none
        /// The first letter (首字母): `z`.
        case initials
    }

    /// How ü is written in the ``Style/numbers`` and ``Style/none`` styles (tone marks keep ü).
    public enum Umlaut: String, Hashable, Sendable, CaseIterable {
        /// `lü`.
        case umlaut = "ü"
        /// `lv`, as keyboards type it.
        case v
        /// `lu`, as passports and most romanised names write it.
        case u
    }

    /// The case of the letters.
    public enum Capitalization: String, Hashable, Sendable, CaseIterable {
        /// `zhōng guó`.
        case lowercase
        /// `Zhōng Guó`: each syllable's first letter capitalised.
        case capitalized
        /// `ZHŌNG GUÓ`.
        case uppercase
    }

    /// A part of a text: one ideograph and its syllable, or a run of other text.
    public struct Piece: Hashable, Sendable {
        /// The text the piece stands for.
        public let text: Substring
        /// The syllable in the converter's style, `nil` for text that is not Chinese.
        public let pinyin: String?
    }

    /// How syllables are written.
    public var style: Style
    /// How ü is written without tone marks.
    public var umlaut: Umlaut
    /// The case of the letters.
    public var capitalization: Capitalization

    /// A converter writing syllables in `style`, ü as `umlaut`, in `capitalization`.
    public init(style: Style = .marks, umlaut: Umlaut = .umlaut, capitalization: Capitalization = .lowercase) {
        self.style = style
        self.umlaut = umlaut
        self.capitalization = capitalization
    }

    /// The syllables of `text` and the runs between them, joined by single spaces; runs of
    /// other text are kept as they are, without the spaces around them.
    ///
    /// - Parameter asName: reads the first character — or the first two, for a compound
    ///   surname such as 欧阳 or 尉迟 — as a surname.
    public func string(_ text: String, asName: Bool = false) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count * 2)
        for piece in pieces(of: text, asName: asName) {
            let part = piece.pinyin.map { Substring($0) } ?? piece.text.trimmingWhitespace
            guard !part.isEmpty else { continue }
            if !output.isEmpty { output += " " }
            output += part
        }
        return output
    }

    /// The syllables of `text`, one piece an ideograph, and the runs of other text between
    /// them.
    public func pieces(of text: String, asName: Bool = false) -> [Piece] {
        Self.readings(of: text, asName: asName).map { Piece(text: $0.text, pinyin: $0.reading.map(written)) }
    }

    /// Each ideograph of `text` and its reading (an index into ``PinyinLexicon/syllables``),
    /// and the runs of other text between them (reading `nil`).
    static func readings(of text: String, asName: Bool) -> [(text: Substring, reading: Int?)] {
        var parts: [(text: Substring, reading: Int?)] = []
        var scalars: [UInt32] = []
        var runStart = text.startIndex
        for (index, scalar) in zip(text.unicodeScalars.indices, text.unicodeScalars) {
            let isChinese = PinyinLexicon.reading(of: scalar.value) != nil
            if !isChinese, !scalars.isEmpty {
                appendChinese(
                    text[runStart..<index], scalars, asName: asName && runStart == text.startIndex, to: &parts)
                scalars.removeAll(keepingCapacity: true)
                runStart = index
            } else if isChinese, scalars.isEmpty, runStart < index {
                parts.append((text[runStart..<index], nil))
                runStart = index
            }
            if isChinese { scalars.append(scalar.value) }
        }
        if !scalars.isEmpty {
            appendChinese(text[runStart...], scalars, asName: asName && runStart == text.startIndex, to: &parts)
        } else if runStart < text.endIndex {
            parts.append((text[runStart...], nil))
        }
        return parts
    }

    /// The readings of a run of ideographs: surname, phrases by longest match, characters.
    private static func appendChinese(
        _ run: Substring, _ scalars: [UInt32], asName: Bool, to parts: inout [(text: Substring, reading: Int?)]
    ) {
        var characters = run.unicodeScalars.indices.makeIterator()
        var start = 0
        func append(_ readings: [Int]) {
            for reading in readings {
                guard let from = characters.next() else { return }
                parts.append((run[from..<run.unicodeScalars.index(after: from)], reading))
            }
        }
        if asName, let surname = PinyinLexicon.surname(in: scalars) {
            append(surname.readings)
            start = surname.length
        }
        while start < scalars.count {
            if let phrase = PinyinLexicon.longestPhrase(in: scalars, at: start) {
                append(phrase.readings)
                start += phrase.length
            } else {
                append(PinyinLexicon.reading(of: scalars[start]).map { [$0] } ?? [])
                start += 1
            }
        }
    }

    /// Syllable `index` in this converter's style.
    func written(_ index: Int) -> String {
        let syllable = PinyinLexicon.syllables[index]
        var text: String
        switch style {
        case .marks: text = syllable.marked
        case .none, .numbers:
            text = syllable.plain
            if syllable.hasUmlaut && umlaut != .umlaut {
                text = text.replacingUmlaut(with: umlaut == .v ? "v" : "u")
            }
            if style == .numbers && syllable.tone > 0 { text += String(syllable.tone) }
        case .initials: text = String(syllable.plain.prefix(1))
        }
        switch capitalization {
        case .lowercase: return text
        case .capitalized: return text.prefix(1).uppercased() + text.dropFirst()
        case .uppercase: return text.uppercased()
        }
    }
}

extension Substring {
    /// The substring without the whitespace at its ends.
    fileprivate var trimmingWhitespace: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<Swift.max(start, end)]
    }
}

extension String {
    /// The text with ü written as `letter`.
    fileprivate func replacingUmlaut(with letter: Unicode.Scalar) -> String {
        var result = ""
        for scalar in unicodeScalars { result.unicodeScalars.append(scalar == "ü" ? letter : scalar) }
        return result
    }
}
