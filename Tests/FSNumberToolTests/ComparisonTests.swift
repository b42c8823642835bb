import FSTestSupport
import Foundation
import Testing

@testable import FSNumberTool

@Suite struct ComparisonTests {
    @Test func toleranceScalesWithMagnitude() {
        #expect((0.1 + 0.2).isClose(to: 0.3))
        #expect(1e20.isClose(to: 1e20 + 16384))
        #expect(!1e20.isClose(to: 1.001e20))
        #expect(1e-20.isClose(to: 1.0000000001e-20))
        #expect(!1e-20.isClose(to: 0))
        #expect(1e-20.isClose(to: 0, absoluteTolerance: 1e-12))
        #expect(!Double.nan.isClose(to: .nan))
        #expect(Double.infinity.isClose(to: .infinity))
        #expect(!Double.infinity.isClose(to: .greatestFiniteMagnitude))
        #expect(Float(0.1).isClose(to: 0.1000001))
    }

    /// `isClose` promises Python's `math.isclose`: the same test with the same tolerances.
    /// Pairs are drawn near each other at every scale, plus zeros, infinities and NaN.
    @Test(.enabled(if: Peer.python.isAvailable(), "needs python3"))
    func agreesWithPythonIsClose() throws {
        var random = SeededGenerator(seed: 0x15C1_05E)
        let specials: [Double] = [
            0, -0.0, .infinity, -.infinity, .nan, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
        ]
        var cases: [(Double, Double, Double, Double)] = []
        for _ in 0..<20_000 {
            let a =
                Int.random(in: 0..<20, using: &random) == 0
                ? specials.randomElement(using: &random)!
                : Double(
                    sign: .random(using: &random) ? .plus : .minus, exponent: .random(in: -1074...1023, using: &random),
                    significand: .random(in: 1..<2, using: &random))
            let relative = [0, 1e-15, 1e-9, Double.ulpOfOne.squareRoot(), 1e-3, 0.5].randomElement(using: &random)!
            let absolute = [0, 1e-300, 1e-12, 1].randomElement(using: &random)!
            let gap =
                relative * Double.random(in: 0...2, using: &random) + absolute
                * Double.random(in: 0...2, using: &random)
            let b = a.isFinite ? a * (1 + (Bool.random(using: &random) ? gap : -gap)) : a
            cases.append(
                (a, Bool.random(using: &random) ? b : specials.randomElement(using: &random)!, relative, absolute))
        }
        let input = cases.map { "\($0.0.hexLiteral) \($0.1.hexLiteral) \($0.2.hexLiteral) \($0.3.hexLiteral)" }
            .joined(separator: "\n")
        let script = """
            import math, sys
            for line in sys.stdin:
                a, b, r, t = (float.fromhex(x) for x in line.split())
                print(int(math.isclose(a, b, rel_tol=r, abs_tol=t)))
            """
        let verdicts = try Peer.python.run(["-c", script], input: input).split(separator: "\n")
        try #require(verdicts.count == cases.count)
        for (verdict, (a, b, relative, absolute)) in zip(verdicts, cases) {
            #expect(
                a.isClose(to: b, relativeTolerance: relative, absoluteTolerance: absolute) == (verdict == "1"),
                "\(a) \(b) rel \(relative) abs \(absolute)")
        }
    }

    @Test func ulpDistanceCountsRepresentableValues() {
        var value = -2.0
        for steps: UInt64 in [0, 1, 2, 7, 1000] {
            var other = value
            for _ in 0..<steps { other = other.nextUp }
            #expect(value.ulpDistance(to: other) == steps && other.ulpDistance(to: value) == steps)
            value = value.nextUp
        }
        #expect(0.0.ulpDistance(to: -0.0) == 0)
        #expect(Double.leastNonzeroMagnitude.ulpDistance(to: -.leastNonzeroMagnitude) == 2)
        #expect(Double.nan.ulpDistance(to: 1) == nil)
        #expect(Double.greatestFiniteMagnitude.ulpDistance(to: .infinity) == 1)
        #expect(Float(1).isWithin(ulps: 1, of: Float(1).nextUp) && !Float(1).isWithin(ulps: 0, of: Float(1).nextUp))
        #expect((-Double.greatestFiniteMagnitude).ulpDistance(to: .greatestFiniteMagnitude) == 0xFFDF_FFFF_FFFF_FFFE)
    }

    @Test func parityAndIntegrality() {
        #expect(4.isEven && !4.isOdd && (-3).isOdd && Int.min.isEven && UInt8.max.isOdd)
        #expect(3.0.isInteger && (-0.0).isInteger && 1e300.isInteger && !2.5.isInteger)
        #expect(!Double.infinity.isInteger && !Double.nan.isInteger)
    }

    @Test func between() {
        #expect(5.isBetween(1, and: 10) && 5.isBetween(10, and: 1) && 1.isBetween(1, and: 1))
        #expect(!0.isBetween(1, and: 10) && !"z".isBetween("a", and: "m"))
    }

    @Test func clamping() {
        #expect(120.clamped(to: 0...100) == 100 && (-5).clamped(to: 0...100) == 0 && 50.clamped(to: 0...100) == 50)
        #expect(Double.nan.clamped(to: 0...1) == 0)
        #expect(3.clamped(to: 5...) == 5 && 3.clamped(to: ...2) == 2 && 3.clamped(to: 1...) == 3)
        #expect(Double.nan.clamped(to: ...1.0) == 1.0)
    }

    @Test func clampedWrapperKeepsItsBounds() {
        struct Player {
            @FSClamped(0...100) var health = 150
            @FSClamped(min: 1, max: 0.5) var speed = 2.0
        }
        var player = Player()
        #expect(player.health == 100 && player.speed == 1.0)
        player.health -= 250
        #expect(player.health == 0)
        player.speed = .nan
        #expect(player.speed == 0.5)
        player.speed = 0.75
        #expect(player.speed == 0.75)
    }
}

extension Double {
    /// The exact value as Python's `float.fromhex` reads it (`nan` and `inf` included).
    fileprivate var hexLiteral: String {
        if isNaN { return "nan" }
        if isInfinite { return self < 0 ? "-inf" : "inf" }
        return (sign == .minus ? "-" : "") + "0x"
            + String(significandBitPattern | (exponentBitPattern == 0 ? 0 : 1 << 52), radix: 16)
            + "p" + String(exponentBitPattern == 0 ? -1074 : Int(exponentBitPattern) - 1075)
    }
}
