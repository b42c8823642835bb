/// Reads ``PinyinTable``: a syllable's forms, an ideograph's default reading, the longest
/// phrase at a place in a text, and surnames. The tables are string literals read in place.
enum PinyinLexicon {
    /// One syllable, split for the styles: its letters without a tone mark, its tone (1–4, 0
    /// for the neutral tone) and whether it has a ü.
    struct Syllable: Sendable {
        let marked: String
        let plain: String
        let tone: UInt8
        let hasUmlaut: Bool
    }

    /// The syllables, indexed by reading number less one.
    static let syllables: [Syllable] = {
        let text = PinyinTable.syllables.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
        return text.split(separator: " ").map { marked in
            var plain = ""
            var tone: UInt8 = 0
            for scalar in marked.unicodeScalars {
                if let (letter, mark) = toneMarks[scalar] {
                    plain.unicodeScalars.append(letter)
                    tone = mark
                } else {
                    plain.unicodeScalars.append(scalar)
                }
            }
            return Syllable(marked: String(marked), plain: plain, tone: tone, hasUmlaut: plain.contains("ü"))
        }
    }()

    /// Each vowel with a tone mark, and its letter and tone.
    private static let toneMarks: [Unicode.Scalar: (Unicode.Scalar, UInt8)] = {
        var marks: [Unicode.Scalar: (Unicode.Scalar, UInt8)] = [:]
        for (letter, marked) in [
            ("a", "āáǎà"), ("e", "ēéěè"), ("i", "īíǐì"), ("o", "ōóǒò"), ("u", "ūúǔù"), ("ü", "ǖǘǚǜ"),
        ] {
            for (tone, scalar) in marked.unicodeScalars.enumerated() {
                marks[scalar] = (letter.unicodeScalars.first!, UInt8(tone + 1))
            }
        }
        // ḿ, ń, ň, ǹ and ê̄… stand in a few interjections.
        for (scalar, letter, tone) in [("ḿ", "m", 2), ("ń", "n", 2), ("ň", "n", 3), ("ǹ", "n", 4)]
            as [(Unicode.Scalar, Unicode.Scalar, UInt8)]
        {
            marks[scalar] = (letter, tone)
        }
        return marks
    }()

    /// The default reading of `scalar` (an index into ``syllables``), `nil` for a character
    /// without one.
    static func reading(of scalar: UInt32) -> Int? {
        // The blocks are few and sorted: a binary search.
        let blocks = PinyinTable.blocks
        var low = 0
        var high = blocks.count
        while low < high {
            let middle = (low + high) / 2
            if blocks[middle].first + UInt32(blocks[middle].count) <= scalar { low = middle + 1 } else { high = middle }
        }
        guard low < blocks.count, blocks[low].first <= scalar else { return nil }
        let slot = blocks[low].offset + Int(scalar - blocks[low].first)
        let value = number(PinyinTable.characterReadings, at: 2 * slot, width: 2)
        return value == 0 ? nil : value - 1
    }

    /// The longest phrase of at least two characters that `scalars` has at `start`: its length
    /// and its readings.
    static func longestPhrase(in scalars: [UInt32], at start: Int) -> (length: Int, readings: [Int])? {
        // The phrases are sorted by code points, so those that share the text's first k
        // characters are a range, narrowed one character at a time; the one exactly k long
        // comes first in it.
        var low = 0
        var high = PinyinTable.phraseCount
        var best: (length: Int, entry: Int)?
        var k = 0
        while start + k < scalars.count, low < high {
            let target = scalars[start + k]
            low = partition(low, high) { entry in phraseLength(entry) <= k || phraseScalar(entry, k) < target }
            high = partition(low, high) { entry in phraseScalar(entry, k) <= target }
            k += 1
            if low < high, phraseLength(low) == k, k >= 2 { best = (k, low) }
        }
        guard let best else { return nil }
        let entry = phraseStart(best.entry)
        let header = number(PinyinTable.phrases, at: entry, width: 1)
        if header >= phraseDefaultsFlag {
            return (best.length, (0..<best.length).compactMap { reading(of: scalars[start + $0]) })
        }
        let readingsStart = entry + 1 + 3 * best.length
        return (
            best.length, (0..<best.length).map { number(PinyinTable.phrases, at: readingsStart + 2 * $0, width: 2) - 1 }
        )
    }

    /// The surname `text` begins with — two characters (欧阳, 尉迟) or one — and its readings.
    static func surname(in scalars: [UInt32]) -> (length: Int, readings: [Int])? {
        for length in [2, 1] where scalars.count >= length {
            var key = ""
            for value in scalars.prefix(length) {
                guard let scalar = Unicode.Scalar(value) else { return nil }
                key.unicodeScalars.append(scalar)
            }
            guard let reading = PinyinTable.surnames[key] else { continue }
            let indices = reading.split(separator: " ").compactMap { syllableIndex[String($0)] }
            if indices.count == length { return (length, indices) }
        }
        return nil
    }

    private static let syllableIndex: [String: Int] = Dictionary(
        uniqueKeysWithValues: syllables.enumerated().map { ($1.marked, $0) })

    /// The header digit's value from which a phrase reads as its characters do.
    private static let phraseDefaultsFlag = 32

    private static func phraseStart(_ entry: Int) -> Int { number(PinyinTable.phraseOffsets, at: 4 * entry, width: 4) }

    private static func phraseLength(_ entry: Int) -> Int {
        number(PinyinTable.phrases, at: phraseStart(entry), width: 1) % phraseDefaultsFlag
    }

    private static func phraseScalar(_ entry: Int, _ index: Int) -> UInt32 {
        UInt32(number(PinyinTable.phrases, at: phraseStart(entry) + 1 + 3 * index, width: 3))
    }

    /// The first index in `low..<high` for which `isBefore` is false (it is true for a prefix).
    private static func partition(_ low: Int, _ high: Int, _ isBefore: (Int) -> Bool) -> Int {
        var low = low
        var high = high
        while low < high {
            let middle = (low + high) / 2
            if isBefore(middle) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The base-64 number of `width` digits at `offset` of `table`.
    private static func number(_ table: StaticString, at offset: Int, width: Int) -> Int {
        let bytes = table.utf8Start
        var value = 0
        for index in offset..<(offset + width) { value = value << 6 | Int(digitValues[Int(bytes[index])]) }
        return value
    }

    /// The value of each base-64 digit's byte (A–Z, a–z, 0–9, +, /).
    private static let digitValues: [UInt8] = {
        var values = [UInt8](repeating: 0, count: 256)
        for (value, byte) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
            values[Int(byte)] = UInt8(value)
        }
        return values
    }()
}
