/// Reads ``PinyinTable``: a syllable's forms, an ideograph's default reading, the longest
/// phrase at a place in a text, and surnames. The tables are string literals read in place.
enum PinyinLexicon {
    /// One syllable, split for the styles: its letters without a tone mark, its tone (1–4, 0
    /// for the neutral tone) and whether it has a ü.
    struct Syllable: Sendable {
        let marked: String
        /// ``marked`` after a space.
        let spacedMarked: String
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
            return Syllable(
                marked: String(marked), spacedMarked: " " + marked, plain: plain, tone: tone,
                hasUmlaut: plain.contains("ü"))
        }
    }()

    /// Each vowel with a tone mark, and its letter and tone.
    private static let toneMarks: [Unicode.Scalar: (Unicode.Scalar, UInt8)] = {
        var marks: [Unicode.Scalar: (Unicode.Scalar, UInt8)] = [:]
        let vowels: [(Unicode.Scalar, String)] = [
            ("a", "āáǎà"), ("e", "ēéěè"), ("i", "īíǐì"), ("o", "ōóǒò"), ("u", "ūúǔù"), ("ü", "ǖǘǚǜ"),
        ]
        for (letter, marked) in vowels {
            for (tone, scalar) in marked.unicodeScalars.enumerated() { marks[scalar] = (letter, UInt8(tone + 1)) }
        }
        // ḿ, ń, ň and ǹ stand in a few interjections.
        for (scalar, letter, tone) in [("ḿ", "m", 2), ("ń", "n", 2), ("ň", "n", 3), ("ǹ", "n", 4)]
            as [(Unicode.Scalar, Unicode.Scalar, UInt8)]
        {
            marks[scalar] = (letter, tone)
        }
        return marks
    }()

    /// The lowercase ASCII letter of `scalar`, `nil` if it is not one of A–Z, a–z: the letters
    /// sort keys and search compare.
    static func asciiLetter(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case "a"..."z": UInt8(scalar.value)
        case "A"..."Z": UInt8(scalar.value) + (UInt8(ascii: "a") - UInt8(ascii: "A"))
        default: nil
        }
    }

    /// The default reading of `scalar` (an index into ``syllables``), `nil` for a character
    /// without one.
    static func reading(of scalar: UInt32) -> Int? {
        // Most text is in the Unified Ideographs, the largest block: looked at first.
        let unified = PinyinTable.blocks[unifiedBlock]
        let block: (first: UInt32, count: Int, offset: Int)
        if scalar >= unified.first, scalar - unified.first < UInt32(unified.count) {
            block = unified
        } else {
            // The other blocks are few and sorted: a binary search.
            let blocks = PinyinTable.blocks
            var low = 0
            var high = blocks.count
            while low < high {
                let middle = (low + high) / 2
                if blocks[middle].first + UInt32(blocks[middle].count) <= scalar {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            guard low < blocks.count, blocks[low].first <= scalar else { return nil }
            block = blocks[low]
        }
        let value = GeneratedTable.number(
            PinyinTable.characterReadings, at: 2 * (block.offset + Int(scalar - block.first)), width: 2)
        return value == 0 ? nil : value - 1
    }

    /// The block of the Unified Ideographs (U+4E00…).
    private static let unifiedBlock = PinyinTable.blocks.firstIndex { $0.first == 0x4E00 } ?? 0

    /// The longest phrase of at least two characters that `scalars` has at `start`: its
    /// length and its entry, for ``reading(ofPhrase:at:)``.
    static func longestPhrase(in scalars: [UInt32], at start: Int) -> (length: Int, entry: Int)? {
        let first = scalars[start]
        guard first >= PinyinTable.phraseRangesStart,
            first - PinyinTable.phraseRangesStart < UInt32(PinyinTable.phraseRangesCount)
        else { return nil }
        // The phrases are sorted by code points, so those that share the text's first k
        // characters are a range — for k = 1 in the table — narrowed one character at a time;
        // the one exactly k long comes first in it.
        let slot = 5 * Int(first - PinyinTable.phraseRangesStart)
        var low = GeneratedTable.number(PinyinTable.phraseRanges, at: slot, width: 3)
        var high = low + GeneratedTable.number(PinyinTable.phraseRanges, at: slot + 3, width: 2)
        var best: (length: Int, entry: Int)?
        guard start + 1 < scalars.count, low < high else { return nil }
        // Every phrase has a second character: the first step reads them from their own table.
        // The phrases sharing two characters are few: found by a search for the first, then
        // counted.
        let second = scalars[start + 1]
        func secondOf(_ entry: Int) -> UInt32 {
            UInt32(GeneratedTable.number(PinyinTable.phraseSeconds, at: 3 * entry, width: 3))
        }
        low = GeneratedTable.partition(low, high) { secondOf($0) < second }
        var end = low
        while end < high, secondOf(end) == second { end += 1 }
        high = end
        var k = 2
        if low < high, phraseLength(low) == k { best = (k, low) }
        while start + k < scalars.count, low < high {
            let target = scalars[start + k]
            low = GeneratedTable.partition(low, high) { entry in
                let (position, length) = phraseHeader(entry)
                return length <= k || phraseScalar(at: position, k) < target
            }
            var end = low
            while end < high, phraseScalar(at: phraseHeader(end).position, k) == target { end += 1 }
            high = end
            k += 1
            if low < high, phraseLength(low) == k { best = (k, low) }
        }
        return best
    }

    /// The reading of character `index` of phrase `entry`; `nil` when the phrase reads as its
    /// characters do.
    static func reading(ofPhrase entry: Int, at index: Int) -> Int? {
        let position = phraseStart(entry)
        let header = GeneratedTable.number(PinyinTable.phrases, at: position, width: 1)
        guard header < phraseDefaultsFlag else { return nil }
        return GeneratedTable.number(PinyinTable.phrases, at: position + 1 + 3 * header + 2 * index, width: 2) - 1
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

    private static func phraseStart(_ entry: Int) -> Int {
        GeneratedTable.number(PinyinTable.phraseOffsets, at: 4 * entry, width: 4)
    }

    private static func phraseLength(_ entry: Int) -> Int { phraseHeader(entry).length }

    /// Where phrase `entry` starts in ``PinyinTable/phrases`` and its length.
    private static func phraseHeader(_ entry: Int) -> (position: Int, length: Int) {
        let position = phraseStart(entry)
        return (position, GeneratedTable.number(PinyinTable.phrases, at: position, width: 1) % phraseDefaultsFlag)
    }

    /// Character `index` of the phrase at `position`.
    private static func phraseScalar(at position: Int, _ index: Int) -> UInt32 {
        UInt32(GeneratedTable.number(PinyinTable.phrases, at: position + 1 + 3 * index, width: 3))
    }
}
