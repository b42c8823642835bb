/// SplitMix64: a tiny reproducible generator, so every randomized test names its seed.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `count` random bytes, eight from each draw, each kept to its low `bits` bits (16 values
    /// for `bits: 4`: data that compresses a little).
    ///
    /// Test data of megabytes is made here, in a loop over memory: built element by element
    /// through `map` in a debug build, it took a good part of the suites' time under the
    /// sanitizers.
    public mutating func bytes(_ count: Int, bits: Int = 8) -> [UInt8] {
        let mask = UInt8(truncatingIfNeeded: (1 << bits) - 1)
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            var index = 0
            while index < count {
                var word = next()
                let end = min(index + MemoryLayout<UInt64>.size, count)
                while index < end {
                    buffer[index] = UInt8(truncatingIfNeeded: word) & mask
                    word >>= 8
                    index += 1
                }
            }
            initialized = count
        }
    }

    /// Random bytes, as many as a draw from `lengths`.
    public mutating func bytes(lengthIn lengths: ClosedRange<Int>) -> [UInt8] {
        bytes(Int.random(in: lengths, using: &self))
    }

    /// `count` words drawn from `words`, joined by `separator`.
    public mutating func text(_ count: Int, of words: [String], separator: String = " ") -> String {
        let encoded = words.map { Array($0.utf8) }
        let between = Array(separator.utf8)
        var bytes: [UInt8] = []
        var index = 0
        while index < count {
            if index > 0 { bytes += between }
            bytes += encoded[Int(next() % UInt64(encoded.count))]
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
