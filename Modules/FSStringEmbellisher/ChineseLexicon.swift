/// Reads ``ChineseConversionTable``: the longest key of a dictionary at a place in a text, and
/// an entry's value.
enum ChineseLexicon {
    /// A key found in a text: how many characters it covers and its entry.
    struct Match {
        let length: Int
        let entry: Int
    }

    /// The longest key of `dictionary` that `text[start..<end]` begins with.
    @inline(__always)
    static func longestMatch(
        in dictionary: ChineseConversionTable.Dictionary, _ text: UnsafeBufferPointer<UInt32>, from start: Int,
        to end: Int
    ) -> Match? {
        let first = text[start]
        guard dictionary.firstScalars.contains(first), let range = firstEntries(of: first, in: dictionary) else {
            return nil
        }
        var lower = dictionary.firstEntry + range.start
        var high = lower + range.count
        var best: Match? = keyLength(lower) == 1 ? Match(length: 1, entry: lower) : nil
        // The keys are sorted by code points, so those that share the text's first k characters
        // are a range, narrowed one character at a time; the one exactly k long comes first.
        let limit = min(end - start, dictionary.maxKeyLength)
        var k = 1
        while k < limit, lower < high {
            let target = text[start + k]
            let width = k
            lower = GeneratedTable.partition(lower, high) { entry in
                keyLength(entry) <= width || scalar(width, ofKeyOf: entry) < target
            }
            high = GeneratedTable.partition(lower, high) { scalar(width, ofKeyOf: $0) <= target }
            k += 1
            if lower < high, keyLength(lower) == k { best = Match(length: k, entry: lower) }
        }
        return best
    }

    /// Appends the value of `entry` to `output`.
    @inline(__always)
    static func appendValue(of entry: Int, to output: inout [UInt32]) {
        let position = start(of: entry)
        let keyLength = GeneratedTable.number(ChineseConversionTable.entries, at: position, width: 1)
        let valueLength = GeneratedTable.number(ChineseConversionTable.entries, at: position + 1, width: 1)
        var offset = position + headerDigits + scalarDigits * keyLength
        for _ in 0..<valueLength {
            output.append(UInt32(GeneratedTable.number(ChineseConversionTable.entries, at: offset, width: scalarDigits)))
            offset += scalarDigits
        }
    }

    /// The first entry (counted from the dictionary's first) and the number of entries whose
    /// keys begin with `scalar`, from the dictionary's hash table.
    private static func firstEntries(
        of scalar: UInt32, in dictionary: ChineseConversionTable.Dictionary
    ) -> (start: Int, count: Int)? {
        let mask = (1 << dictionary.indexBits) - 1
        var slot = Int((scalar &* hashMultiplier) >> UInt32(32 - dictionary.indexBits))
        while true {
            let position = dictionary.index + slotDigits * slot
            let stored = GeneratedTable.number(ChineseConversionTable.indexes, at: position, width: scalarDigits)
            if stored == 0 { return nil }
            if stored == Int(scalar) + 1 {
                return (
                    GeneratedTable.number(ChineseConversionTable.indexes, at: position + scalarDigits, width: 3),
                    GeneratedTable.number(ChineseConversionTable.indexes, at: position + 2 * scalarDigits, width: 3)
                )
            }
            slot = (slot + 1) & mask
        }
    }

    /// Where `entry` starts in ``ChineseConversionTable/entries``.
    @inline(__always)
    private static func start(of entry: Int) -> Int {
        GeneratedTable.number(ChineseConversionTable.offsets, at: offsetDigits * entry, width: offsetDigits)
    }

    @inline(__always)
    private static func keyLength(_ entry: Int) -> Int {
        GeneratedTable.number(ChineseConversionTable.entries, at: start(of: entry), width: 1)
    }

    /// Character `index` of the key of `entry`.
    @inline(__always)
    private static func scalar(_ index: Int, ofKeyOf entry: Int) -> UInt32 {
        UInt32(
            GeneratedTable.number(
                ChineseConversionTable.entries, at: start(of: entry) + headerDigits + scalarDigits * index,
                width: scalarDigits))
    }

    /// Knuth's multiplicative hash (2³² divided by the golden ratio), as the generator uses.
    private static let hashMultiplier: UInt32 = 0x9E37_79B1
    /// An entry's header: the key's length and the value's.
    private static let headerDigits = 2
    private static let scalarDigits = 3
    private static let offsetDigits = 4
    /// A slot of a hash table: a character, an entry and a count.
    private static let slotDigits = 9
}
