/// One dictionary of ``ChineseConversionTable`` with the questions asked of it at almost every
/// character held in native memory, made from the tables at the first conversion of the
/// process (about 2 ms for all 22 dictionaries): whether a key begins
/// with a character, which entries do, whether any key goes on from it to the next character,
/// and each key's second character.
///
/// The tables answer all of them, but through base-64 digits decoded at every probe; a
/// conversion asks them several times a character, and most of the time the answer ends the
/// search (no key begins there, or none goes on past the first character), so these answers are
/// kept decoded. The rest of the keys, and the values, are read in place.
final class ChineseDictionaryIndex: Sendable {
    /// The entries whose keys begin with one character, one after the other in the tables'
    /// order.
    struct Entries {
        /// The first of them, counted over all dictionaries.
        let start: Int
        let count: Int
        /// Whether the first of them is the character alone (the entries are sorted, so a key
        /// comes before the longer keys it begins).
        let startsWithCharacter: Bool
    }

    let dictionary: ChineseConversionTable.Dictionary
    /// The characters keys begin with.
    let firstCharacters: ChineseScalarSet
    /// The characters that are keys by themselves.
    let characterKeys: ChineseScalarSet
    /// The entries by their keys' first character.
    private let firsts: EntryTable
    /// Bits set at the hashes of the first two characters of every key longer than one: a clear
    /// bit means no key goes on from the first character to the second.
    private let pairs: [UInt64]
    private let pairShift: UInt64
    /// For each entry (counted from the dictionary's first), its key's second character and
    /// length, as ``secondCharacter(of:)`` gives them; 0 for a key of one character.
    private let seconds: [UInt32]

    /// The index of every dictionary, made at the first conversion of the process (as a
    /// `static let`, once, whichever thread comes first) and shared by every configuration.
    static let all = ChineseConversionTable.dictionaries.map(ChineseDictionaryIndex.init)

    private init(_ dictionary: ChineseConversionTable.Dictionary) {
        self.dictionary = dictionary
        let entries = dictionary.firstEntry..<dictionary.firstEntry + dictionary.entryCount
        var pairBits = 1
        while 1 << pairBits < dictionary.entryCount * Self.pairBitsPerKey { pairBits += 1 }
        pairShift = UInt64(UInt64.bitWidth - pairBits)
        var pairs = [UInt64](repeating: 0, count: max(1, (1 << pairBits) / UInt64.bitWidth))
        var seconds = [UInt32](repeating: 0, count: dictionary.entryCount)
        // The entries are sorted by their keys' code points: those that begin with the same
        // character follow one another.
        var firstStarts: [EntryTable.Start] = []
        var characters: [UInt32] = []
        for entry in entries {
            let key = ChineseLexicon.keyPrefix(of: entry)
            if firstStarts.last?.scalar != key.first {
                firstStarts.append(EntryTable.Start(scalar: key.first, entry: entry, isCharacter: key.length == 1))
            }
            guard key.length > 1 else {
                characters.append(key.first)
                continue
            }
            let bit = Self.pairHash(key.first, key.second, shift: pairShift)
            pairs[bit / UInt64.bitWidth] |= 1 << (bit % UInt64.bitWidth)
            seconds[entry - entries.lowerBound] = key.second << Self.lengthBits | UInt32(key.length)
        }
        firstCharacters = ChineseScalarSet(firstStarts.lazy.map(\.scalar))
        characterKeys = ChineseScalarSet(characters)
        firsts = EntryTable(firstStarts, end: entries.upperBound)
        self.pairs = pairs
        self.seconds = seconds
    }

    /// The entries whose keys begin with `scalar`, `nil` when none does (ask
    /// ``firstCharacters`` first: most characters are not there).
    @inline(__always)
    func entries(beginningWith scalar: UInt32) -> Entries? {
        firsts.entries(scalar)
    }

    /// Whether a key of two characters or more may begin with `first` then `second`; `false`
    /// is certain.
    @inline(__always)
    func mayContinue(_ first: UInt32, with second: UInt32) -> Bool {
        let bit = Self.pairHash(first, second, shift: pairShift)
        return pairs[bit / UInt64.bitWidth] >> (bit % UInt64.bitWidth) & 1 == 1
    }

    /// The second character of the key of `entry` (of two characters or more), shifted left by
    /// ``lengthBits``, plus the key's length: the keys sharing a first character are in the
    /// order of this number.
    @inline(__always)
    func secondCharacter(of entry: Int) -> UInt32 { seconds[entry - dictionary.firstEntry] }

    /// A key is shorter than 2⁸ characters.
    static let lengthBits: UInt32 = 8

    @inline(__always)
    private static func pairHash(_ first: UInt32, _ second: UInt32, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: ((UInt64(first) << UInt64(scalarBits) | UInt64(second)) &* hashMultiplier) >> shift)
    }

    /// 2⁶⁴ divided by the golden ratio: Knuth's multiplicative hash.
    private static let hashMultiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    /// With 16 bits a key, a pair no key begins with passes for one about one time in 16.
    private static let pairBitsPerKey = 16

    /// A Unicode scalar fits in 21 bits.
    private static let scalarBits = 21

    /// An open-addressing hash table from the first characters of keys to the entries that
    /// begin with them, probed linearly from the multiplicative hash.
    private struct EntryTable: Sendable {
        /// A slot: the character plus one in bits 41–63 (zero for an empty slot), the first
        /// entry in bits 0–19, the count in bits 20–39 and the flag at bit 40 (the tables have
        /// fewer than 2²⁰ entries, which the generator checks).
        private let slots: [UInt64]
        private let shift: UInt64
        private let mask: Int

        /// Where the entries that begin with a character start.
        struct Start {
            let scalar: UInt32
            let entry: Int
            /// Whether the key of `entry` is the character alone.
            let isCharacter: Bool
        }

        /// A table of the entries from each start to the next one, the last to `end`.
        init(_ starts: [Start], end: Int) {
            var bits = 1
            while 1 << bits < starts.count * Self.slotsPerKey { bits += 1 }
            shift = UInt64(UInt64.bitWidth - bits)
            mask = 1 << bits - 1
            var slots = [UInt64](repeating: 0, count: 1 << bits)
            for (number, item) in starts.enumerated() {
                let next = number + 1 < starts.count ? starts[number + 1].entry : end
                var slot = Self.slot(of: item.scalar, shift: shift)
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] =
                    UInt64(item.scalar + 1) << Self.scalarShift | UInt64(item.entry)
                    | UInt64(next - item.entry) << Self.countShift | (item.isCharacter ? Self.characterFlag : 0)
            }
            self.slots = slots
        }

        @inline(__always)
        func entries(_ scalar: UInt32) -> Entries? {
            let key = UInt64(scalar + 1)
            var slot = Self.slot(of: scalar, shift: shift)
            // Half the slots are empty: the probe ends at the character or at an empty slot.
            while true {
                let stored = slots[slot]
                let storedKey = stored >> Self.scalarShift
                if storedKey == key {
                    return Entries(
                        start: Int(truncatingIfNeeded: stored & Self.fieldMask),
                        count: Int(truncatingIfNeeded: stored >> Self.countShift & Self.fieldMask),
                        startsWithCharacter: stored & Self.characterFlag != 0)
                }
                if storedKey == 0 { return nil }
                slot = (slot + 1) & mask
            }
        }

        @inline(__always)
        private static func slot(of scalar: UInt32, shift: UInt64) -> Int {
            Int(truncatingIfNeeded: (UInt64(scalar) &* hashMultiplier) >> shift)
        }

        /// Half the slots are left empty, so a probe for a character not there ends soon.
        private static let slotsPerKey = 2
        private static let countShift: UInt64 = 20
        private static let characterFlag: UInt64 = 1 << 40
        private static let scalarShift: UInt64 = 41
        private static let fieldMask: UInt64 = 1 << countShift - 1
    }
}
