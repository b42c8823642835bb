import Foundation

/// SplitMix64: a tiny reproducible generator, so every randomized test names its seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Counts live instances, so tests can prove every element is destroyed exactly once.
final class Tracked: Sendable, Equatable, CustomStringConvertible {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var live = 0
    let value: Int

    /// The number of instances alive now.
    static var liveCount: Int { lock.withLock { live } }

    init(_ value: Int) {
        self.value = value
        Self.lock.withLock { Self.live += 1 }
    }

    deinit { Self.lock.withLock { Self.live -= 1 } }

    static func == (lhs: Tracked, rhs: Tracked) -> Bool { lhs.value == rhs.value }
    var description: String { "T\(value)" }
}
