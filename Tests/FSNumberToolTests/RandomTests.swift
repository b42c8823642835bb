import FSTestSupport
import Foundation
import Testing

@testable import FSNumberTool

/// A generator that replays fixed outputs, to steer the rejection branch.
struct Replay: RandomNumberGenerator {
    var outputs: [UInt64]
    mutating func next() -> UInt64 { outputs.removeFirst() }
}

@Suite struct RandomTests {
    @Test(
        .enabled(
            if: Peer.python.isAvailable(modules: ["randomgen", "numpy"]),
            "needs python3 with randomgen (pip install randomgen)"))
    func xoshiroMatchesTheRandomgenReference() throws {
        for seed: UInt64 in [0, 1, 42, 0xDEAD_BEEF, .max] {
            var ours = FSSeededGenerator(seed: seed)
            let state = ours.state
            let mine = (0..<1000).map { _ in ours.next() }
            let script = """
                import numpy as np
                from randomgen import Xoshiro256
                g = Xoshiro256()
                st = g.state
                st['s'] = np.array([\(state.0), \(state.1), \(state.2), \(state.3)], dtype=np.uint64)
                g.state = st
                print(" ".join(str(g.random_raw()) for _ in range(1000)))
                """
            let reference = try Peer.python.run(["-c", script]).split(separator: " ").compactMap {
                UInt64($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            #expect(mine == reference, "seed \(seed)")
        }
    }

    @Test func splitMixSeedingIsTheReferenceAlgorithm() {
        // Published SplitMix64 outputs: seed 0 starts 0xE220A8397B1DCDAF; seed 1234567 starts
        // 6457827717110365317, 3203168211198807973, 9817491932198370423, 4593380528125082431
        // (Rosetta Code, "Pseudo-random numbers/Splitmix64").
        #expect(FSSeededGenerator(seed: 0).state.0 == 0xE220_A839_7B1D_CDAF)
        let state = FSSeededGenerator(seed: 1_234_567).state
        #expect(
            [state.0, state.1, state.2, state.3] == [
                6457827717110365317, 3203168211198807973, 9817491932198370423, 4593380528125082431,
            ])
    }

    @Test func sameSeedSameResults() {
        var a = FSSeededGenerator(seed: 2024)
        var b = FSSeededGenerator(seed: 2024)
        #expect(a == b)
        let first = (0..<100).map { _ in FSRandom.int(in: -3...1_000_000, using: &a) }
        let second = (0..<100).map { _ in FSRandom.int(in: -3...1_000_000, using: &b) }
        #expect(first == second)
        #expect(FSRandom.shuffled(0..<50, using: &a) == FSRandom.shuffled(0..<50, using: &b))
        var c = FSSeededGenerator(seed: 2025)
        #expect((0..<10).map { _ in c.next() } != (0..<10).map { _ in a.next() })
    }

    @Test func rangesAreUnbiased() {
        var rng = FSSeededGenerator(seed: 99)
        var counts = [Int](repeating: 0, count: 6)
        let draws = 600_000
        for _ in 0..<draws { counts[FSRandom.int(in: 1...6, using: &rng) - 1] += 1 }
        let expected = Double(draws) / 6
        let chiSquare = counts.reduce(0.0) { $0 + pow(Double($1) - expected, 2) / expected }
        #expect(chiSquare < 20.5, "χ² = \(chiSquare) with 5 degrees of freedom (p = 0.001 at 20.5)")
        #expect(FSRandom.int(in: Int.min...Int.max, using: &rng) != FSRandom.int(in: Int.min...Int.max, using: &rng))
        #expect(FSRandom.int(in: 7...7, using: &rng) == 7)
        #expect(FSRandom.int(in: 0..<0, using: &rng) == nil && FSRandom.int(in: 5..<6, using: &rng) == 5)
    }

    @Test func lemireRejectsTheBiasedZone() {
        // span 3: 2^64 mod 3 = 1, so a draw whose low product word is below 1 is rejected.
        var replay = Replay(outputs: [0, UInt64.max])
        #expect(FSRandom.int(in: 0...2, using: &replay) == 2)
        #expect(replay.outputs.isEmpty, "the first draw (0) must have been rejected")
    }

    @Test func decimalsAndPicking() {
        var rng = FSSeededGenerator(seed: 5)
        for decimals in 0...6 {
            for _ in 0..<200 {
                let value = FSRandom.double(decimals: decimals, using: &rng)
                #expect((0...1).contains(value))
                let scaled = value * pow(10, Double(decimals))
                #expect(scaled.isClose(to: scaled.rounded(), absoluteTolerance: 1e-6), "\(value)")
            }
        }
        let seen = Set((0..<2_000).map { _ in FSRandom.double(decimals: 1, using: &rng) })
        #expect(seen == Set((0...10).map { Double($0) / 10 }))
        #expect(FSRandom.pick([Int](), using: &rng) == nil)
        #expect(Set((0..<500).compactMap { _ in FSRandom.pick(["a", "b", "c"], using: &rng) }) == ["a", "b", "c"])
        var deck = Array(0..<52)
        FSRandom.shuffle(&deck, using: &rng)
        #expect(deck.sorted() == Array(0..<52) && deck != Array(0..<52))
    }
}
