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
        guard dictionary.firstScalars.contains(first) else { return nil }
        let unified = Int(first) &- unifiedStart
        if unified >= 0, unified < unifiedCount {
            let digit = GeneratedTable.number(
                ChineseConversionTable.unifiedFirstCharacters, at: dictionary.unifiedBitmap + unified / bitsPerDigit,
                width: 1)
            guard digit >> (unified % bitsPerDigit) & 1 == 1 else { return nil }
        }
        guard let range = firstEntries(of: first, in: dictionary) else { return nil }
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
                let position = Self.start(of: entry)
                return keyLength(at: position) <= width || scalar(width, ofKeyAt: position) < target
            }
            // Most texts leave the range here: no key goes on with the text's next character.
            guard lower < high else { break }
            let position = Self.start(of: lower)
            // The range's keys are all longer than `width` from `lower` on.
            guard scalar(width, ofKeyAt: position) == target else { break }
            // The keys that go on with it follow: few, so found by steps that double, then halves.
            var known = lower + 1
            var probe = known
            var step = 1
            while probe < high, scalar(width, ofKeyAt: Self.start(of: probe)) <= target {
                known = probe + 1
                step *= 2
                probe = lower + step
            }
            high = GeneratedTable.partition(known, min(probe, high)) {
                scalar(width, ofKeyAt: Self.start(of: $0)) <= target
            }
            k += 1
            if keyLength(at: position) == k { best = Match(length: k, entry: lower) }
        }
        return best
    }

    /// Appends the value of `entry` to `output`.
    @inline(__always)
    static func appendValue(of entry: Int, to output: inout [UInt32]) {
        let position = Self.start(of: entry)
        let keyLength = keyLength(at: position)
        let valueLength =
            GeneratedTable.number(ChineseConversionTable.entries, at: position + 1, width: 1) % alternativesFlag
        var offset = position + headerDigits + scalarDigits * keyLength
        for _ in 0..<valueLength {
            output.append(
                UInt32(GeneratedTable.number(ChineseConversionTable.entries, at: offset, width: scalarDigits)))
            offset += scalarDigits
        }
    }

    /// Whether OpenCC lists other values for the key of `entry` than the one it converts to.
    static func hasAlternatives(_ entry: Int) -> Bool {
        GeneratedTable.number(ChineseConversionTable.entries, at: Self.start(of: entry) + 1, width: 1)
            >= alternativesFlag
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
    private static func keyLength(_ entry: Int) -> Int { keyLength(at: Self.start(of: entry)) }

    /// The length of the key of the entry at `position` of ``ChineseConversionTable/entries``.
    @inline(__always)
    private static func keyLength(at position: Int) -> Int {
        GeneratedTable.number(ChineseConversionTable.entries, at: position, width: 1)
    }

    /// Character `index` of the key of the entry at `position`.
    @inline(__always)
    private static func scalar(_ index: Int, ofKeyAt position: Int) -> UInt32 {
        UInt32(
            GeneratedTable.number(
                ChineseConversionTable.entries, at: position + headerDigits + scalarDigits * index, width: scalarDigits)
        )
    }

    /// The Unified Ideographs block, U+4E00…U+9FFF, whose first characters have a bitmap.
    private static let unifiedStart = 0x4E00
    private static let unifiedCount = 0x5200
    private static let bitsPerDigit = 6

    /// Knuth's multiplicative hash (2³² divided by the golden ratio), as the generator uses.
    private static let hashMultiplier: UInt32 = 0x9E37_79B1
    /// An entry's header: the key's length and the value's.
    private static let headerDigits = 2
    /// Added to the value's length in an entry's header when the key has other values.
    private static let alternativesFlag = 32
    private static let scalarDigits = 3
    private static let offsetDigits = 4
    /// A slot of a hash table: a character, an entry and a count.
    private static let slotDigits = 9
}
