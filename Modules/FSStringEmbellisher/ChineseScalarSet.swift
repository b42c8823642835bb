/// A set of Unicode scalars asked about at every character of a text: a bit each for the Basic
/// Multilingual Plane, where almost every character of a text is, and a sorted list for the few
/// members past it.
struct ChineseScalarSet: Sendable {
    /// A bit a scalar of the Basic Multilingual Plane.
    private var plane: [UInt64]
    /// The members past it, sorted.
    private var beyond: [UInt32]

    /// The set of `scalars`.
    init(_ scalars: some Sequence<UInt32>) {
        plane = [UInt64](repeating: 0, count: Self.planeSize / UInt64.bitWidth)
        beyond = []
        for scalar in scalars { insert(scalar) }
        beyond.sort()
    }

    /// Adds the members of `other`.
    mutating func formUnion(_ other: Self) {
        for word in plane.indices { plane[word] |= other.plane[word] }
        // Both lists are sorted: merged in one pass, each member once (no scalar is .max).
        var merged: [UInt32] = []
        var mine = beyond.makeIterator()
        var theirs = other.beyond.makeIterator()
        var myNext = mine.next()
        var theirNext = theirs.next()
        while myNext != nil || theirNext != nil {
            let next = min(myNext ?? .max, theirNext ?? .max)
            merged.append(next)
            if myNext == next { myNext = mine.next() }
            if theirNext == next { theirNext = theirs.next() }
        }
        beyond = merged
    }

    /// Whether `scalar` is a member.
    @inline(__always)
    func contains(_ scalar: UInt32) -> Bool {
        let value = Int(scalar)
        guard value < Self.planeSize else {
            let place = GeneratedTable.partition(0, beyond.count) { beyond[$0] < scalar }
            return place < beyond.count && beyond[place] == scalar
        }
        return plane[value / UInt64.bitWidth] >> (value % UInt64.bitWidth) & 1 == 1
    }

    private mutating func insert(_ scalar: UInt32) {
        let value = Int(scalar)
        if value < Self.planeSize {
            plane[value / UInt64.bitWidth] |= 1 << (value % UInt64.bitWidth)
        } else {
            beyond.append(scalar)
        }
    }

    /// The Basic Multilingual Plane: U+0000…U+FFFF.
    private static let planeSize = 0x10000
}
