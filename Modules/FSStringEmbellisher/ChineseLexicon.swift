/// Reads ``ChineseConversionTable``: the longest key of a dictionary at a place in a text, and
/// an entry's value.
enum ChineseLexicon {
    /// A key found in a text: how many characters it covers and its entry.
    struct Match {
        let length: Int
        let entry: Int
    }

    /// The longest key of the indexed dictionary that `text[start..<end]` begins with.
    @inline(__always)
    static func longestMatch(
        in index: ChineseDictionaryIndex, _ text: UnsafeBufferPointer<UInt32>, from start: Int, to end: Int
    ) -> Match? {
        let first = text[start]
        guard index.firstCharacters.contains(first) else { return nil }
        // Most places end here: no key goes on with the text's next character.
        guard start + 1 < end, index.dictionary.maxKeyLength > 1, index.mayContinue(first, with: text[start + 1])
        else {
            guard index.characterKeys.contains(first), let firsts = index.entries(beginningWith: first) else {
                return nil
            }
            return Match(length: 1, entry: firsts.start)
        }
        guard let firsts = index.entries(beginningWith: first) else { return nil }
        let single: Match? = firsts.startsWithCharacter ? Match(length: 1, entry: firsts.start) : nil
        // The keys that go on with it, found in native memory: a range of the sorted entries.
        let shift = ChineseDictionaryIndex.lengthBits
        let target = text[start + 1]
        let keys = (single == nil ? firsts.start : firsts.start + 1)..<firsts.start + firsts.count
        let lower = GeneratedTable.partition(keys.lowerBound, keys.upperBound) {
            index.secondCharacter(of: $0) >> shift < target
        }
        guard lower < keys.upperBound, index.secondCharacter(of: lower) >> shift == target else { return single }
        let high = GeneratedTable.partition(lower + 1, keys.upperBound) {
            index.secondCharacter(of: $0) >> shift == target
        }
        let pairLength = 2
        let pair =
            index.secondCharacter(of: lower) & (1 << shift - 1) == pairLength
            ? Match(length: pairLength, entry: lower) : single
        return longestMatch(
            in: index.dictionary, text, from: start, to: end, among: lower..<high, matching: pairLength, best: pair)
    }

    /// The longest key among the entries of `range`, all of whose keys begin with the `matched`
    /// first characters of `text[start...]`, or `best`.
    private static func longestMatch(
        in dictionary: ChineseConversionTable.Dictionary, _ text: UnsafeBufferPointer<UInt32>, from start: Int,
        to end: Int, among range: Range<Int>, matching matched: Int, best: Match?
    ) -> Match? {
        var best = best
        var lower = range.lowerBound
        var high = range.upperBound
        // The keys are sorted by code points, so those that share the text's first k characters
        // are a range, narrowed one character at a time; the one exactly k long comes first.
        let limit = min(end - start, dictionary.maxKeyLength)
        var k = matched
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

    /// The length of the key of `entry` and its first two characters (the second 0 when the
    /// key is one character long).
    static func keyPrefix(of entry: Int) -> (length: Int, first: UInt32, second: UInt32) {
        let position = start(of: entry)
        let length = keyLength(at: position)
        return (length, scalar(0, ofKeyAt: position), length > 1 ? scalar(1, ofKeyAt: position) : 0)
    }

    /// Where `entry` starts in ``ChineseConversionTable/entries``.
    @inline(__always)
    private static func start(of entry: Int) -> Int {
        GeneratedTable.number(ChineseConversionTable.offsets, at: offsetDigits * entry, width: offsetDigits)
    }

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

    /// An entry's header: the key's length and the value's.
    private static let headerDigits = 2
    /// Added to the value's length in an entry's header when the key has other values.
    private static let alternativesFlag = 32
    private static let scalarDigits = 3
    private static let offsetDigits = 4
}
