/// Where a text sorts in a contact list: by pinyin, syllable by syllable, then by tone, then by
/// code point; names written in Latin letters among them by their letters; names that start
/// with anything else (digits, symbols, emoji) after Z, in section `#`.
///
/// ```swift
/// let names = ["赵六", "Alice", "张三", "李四", "123", "章散", "Zhang San"]
/// names.sorted { FSPinyinSortKey($0) < FSPinyinSortKey($1) }
/// // ["Alice", "李四", "Zhang San", "张三", "章散", "赵六", "123"]
/// FSPinyinSortKey("张三").section   // "Z"
/// ```
///
/// The letters compare first — syllables separated, so 西安 (xi an) comes before 先 (xian) —
/// then tones (Latin letters before the first tone), then code points, so the order is total
/// and two texts have equal keys only when they are equal. Only the letters A–Z count as
/// letters; a text starting with another (é, α) sorts with `#`.
public struct FSPinyinSortKey: Comparable, Hashable, Sendable {
    /// 0 for a text starting with a letter or an ideograph, 1 for the rest.
    private let group: UInt8
    /// The lowercase letters, a space after each syllable and Latin word.
    private let letters: [UInt8]
    private let tones: [UInt8]
    private let scalars: [UInt32]

    /// The key of `text`, its ideographs read as ``FSPinyin`` reads them — as a name, with
    /// its surname read as a surname (曾 zēng), when `asName`.
    public init(_ text: String, asName: Bool = false) {
        var letters: [UInt8] = []
        var tones: [UInt8] = []
        var inWord = false
        FSPinyin.forEachReading(of: text, asName: asName) { part, reading in
            if let reading {
                let syllable = PinyinLexicon.syllables[reading]
                if inWord { letters.append(UInt8(ascii: " ")) }
                // ü as v, which sorts after u as ü does in the alphabet of pinyin.
                letters += syllable.plain.unicodeScalars.map {
                    $0 == "ü" ? UInt8(ascii: "v") : UInt8(truncatingIfNeeded: $0.value)
                }
                letters.append(UInt8(ascii: " "))
                tones.append(syllable.tone)
                inWord = false
                return
            }
            for scalar in part.unicodeScalars {
                if let letter = PinyinLexicon.asciiLetter(scalar) {
                    letters.append(letter)
                    tones.append(0)
                    inWord = true
                } else {
                    if inWord { letters.append(UInt8(ascii: " ")) }
                    inWord = false
                    if scalar.isASCII, scalar.properties.numericType != nil { letters.append(UInt8(scalar.value)) }
                }
            }
        }
        let first = text.unicodeScalars.first
        let startsWithLetter =
            first.map { PinyinLexicon.asciiLetter($0) != nil || PinyinLexicon.reading(of: $0.value) != nil } ?? false
        group = startsWithLetter ? 0 : 1
        self.letters = letters
        self.tones = tones
        scalars = text.unicodeScalars.map(\.value)
    }

    /// The section of an A–Z index the text belongs in: its first letter, or `#`.
    public var section: String {
        guard group == 0, let first = letters.first else { return "#" }
        return String(UnicodeScalar(first - UInt8(ascii: "a") + UInt8(ascii: "A")))
    }

    /// Whether `lhs` sorts before `rhs`: group, letters, tones, code points.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        if lhs.group != rhs.group { return lhs.group < rhs.group }
        if lhs.letters != rhs.letters { return lhs.letters.lexicographicallyPrecedes(rhs.letters) }
        if lhs.tones != rhs.tones { return lhs.tones.lexicographicallyPrecedes(rhs.tones) }
        return lhs.scalars.lexicographicallyPrecedes(rhs.scalars)
    }
}
