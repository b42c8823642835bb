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
    /// - Parameters:
    ///   - text: Any text; what is not Chinese passes through.
    ///   - asName: Reads the first character — or the first two, for a compound surname such
    ///     as 欧阳 or 尉迟 — as a surname.
    public func string(_ text: String, asName: Bool = false) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count * 2)
        Self.forEachReading(of: text, asName: asName) { part, reading in
            if let reading {
                if style == .marks && capitalization == .lowercase {
                    // The common case in one append: the syllable with its space in front.
                    let syllable = PinyinLexicon.syllables[reading]
                    output += output.isEmpty ? syllable.marked : syllable.spacedMarked
                    return
                }
                if !output.isEmpty { output += " " }
                write(reading, to: &output)
                return
            }
            let run = part.trimmingWhitespace
            guard !run.isEmpty else { return }
            if !output.isEmpty { output += " " }
            output += run
        }
        return output
    }

    /// The syllables of `text`, one piece an ideograph, and the runs of other text between
    /// them.
    public func pieces(of text: String, asName: Bool = false) -> [Piece] {
        var pieces: [Piece] = []
        Self.forEachReading(of: text, asName: asName) { part, reading in
            pieces.append(Piece(text: part, pinyin: reading.map(written)))
        }
        return pieces
    }

    /// Calls `body` with each ideograph of `text` and its reading (an index into
    /// ``PinyinLexicon/syllables``), and with the runs of other text between them (reading
    /// `nil`), in order.
    static func forEachReading(of text: String, asName: Bool, _ body: (Substring, Int?) -> Void) {
        var run = ChineseRun()
        var otherStart = text.startIndex
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            if let reading = PinyinLexicon.reading(of: scalars[index].value) {
                if run.isEmpty, otherStart < index { body(text[otherStart..<index], nil) }
                run.append(scalars[index].value, reading: reading, at: index)
            } else if !run.isEmpty {
                run.read(text, upTo: index, asName: asName && run.starts.first == text.startIndex, body)
                otherStart = index
            }
            index = scalars.index(after: index)
        }
        if !run.isEmpty {
            run.read(text, upTo: text.endIndex, asName: asName && run.starts.first == text.startIndex, body)
        } else if otherStart < text.endIndex {
            body(text[otherStart...], nil)
        }
    }

    /// Syllable `index` in this converter's style.
    func written(_ index: Int) -> String {
        var text = ""
        write(index, to: &text)
        return text
    }

    /// Appends syllable `index` in this converter's style to `output`.
    func write(_ index: Int, to output: inout String) {
        let syllable = PinyinLexicon.syllables[index]
        guard capitalization == .lowercase else {
            var text = ""
            Self(style: style, umlaut: umlaut).write(index, to: &text)
            output += capitalization == .uppercase ? text.uppercased() : text.prefix(1).uppercased() + text.dropFirst()
            return
        }
        switch style {
        case .marks:
            output += syllable.marked
        case .none, .numbers:
            if syllable.hasUmlaut && umlaut != .umlaut {
                output += syllable.plain.replacingUmlaut(with: umlaut == .v ? "v" : "u")
            } else {
                output += syllable.plain
            }
            if style == .numbers && syllable.tone > 0 {
                output.unicodeScalars.append(Unicode.Scalar(UInt8(ascii: "0") + syllable.tone))
            }
        case .initials:
            output.unicodeScalars.append(syllable.plain.unicodeScalars.first ?? " ")
        }
    }
}

extension Substring {
    /// The substring without the whitespace at its ends.
    fileprivate var trimmingWhitespace: Substring {
        let scalars = unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, scalars[start].isWhitespace { start = scalars.index(after: start) }
        while end > start, scalars[scalars.index(before: end)].isWhitespace { end = scalars.index(before: end) }
        return self[start..<end]
    }
}

extension Unicode.Scalar {
    /// Whether the scalar is White_Space (Unicode 16), from the list rather than the property
    /// tables: most text between ideographs is punctuation, asked about on every run.
    fileprivate var isWhitespace: Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
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
