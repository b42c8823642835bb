/// A seedable random number generator: the same seed gives the same sequence on every
/// platform and Swift version (the original's "reset seed" intent, made reproducible).
///
/// The algorithm is **xoshiro256\*\*** (Blackman and Vigna, 2018), whose 256-bit state is
/// filled from the 64-bit seed by **SplitMix64**, as its authors recommend. It is fast and
/// statistically strong, but not cryptographically secure: use the system generator for
/// secrets.
///
/// ```swift
/// var rng = FSSeededGenerator(seed: 42)
/// let dice = (0..<3).map { _ in FSRandom.int(in: 1...6, using: &rng) }   // same every run
/// ```
public struct FSSeededGenerator: RandomNumberGenerator, Hashable, Sendable {
    private(set) var state: (UInt64, UInt64, UInt64, UInt64)

    /// A generator whose whole sequence is fixed by `seed`.
    public init(seed: UInt64) {
        var splitMix = seed
        func nextSplitMix() -> UInt64 {
            splitMix &+= 0x9E37_79B9_7F4A_7C15
            var z = splitMix
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        state = (nextSplitMix(), nextSplitMix(), nextSplitMix(), nextSplitMix())
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        let result = (state.1 &* 5).rotatedLeft(by: 7) &* 9
        let t = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= t
        state.3 = state.3.rotatedLeft(by: 45)
        return result
    }

    /// Whether both generators will produce the same sequence from here on.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.state == rhs.state
    }

    /// Hashes the generator's state.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(state.0)
        hasher.combine(state.1)
        hasher.combine(state.2)
        hasher.combine(state.3)
    }
}

extension UInt64 {
    fileprivate func rotatedLeft(by count: UInt64) -> UInt64 {
        (self << count) | (self >> (64 - count))
    }
}
