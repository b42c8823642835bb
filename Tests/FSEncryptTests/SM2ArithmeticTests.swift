import FSTestSupport
import Foundation
import Testing

@testable import FSEncrypt

/// The field and scalar arithmetic against Python's integers, and point multiplication against
/// gmssl's (an implementation no one here wrote), on seeded random values and the edges.
@Suite("SM2: field, scalar and point arithmetic")
struct SM2ArithmeticTests {
    let hex = FSTextEncoding.hex

    /// Random numbers below `limit`, and the edges: 0, 1, 2, limit − 1, limit − 2, 2²⁵⁵.
    func numbers(below limit: UInt256, count: Int, _ generator: inout SeededGenerator) -> [UInt256] {
        let edges = [
            UInt256.zero, .one, UInt256(0, 0, 0, 2), limit.subtractingReportingBorrow(.one).difference,
            limit.subtractingReportingBorrow(UInt256(0, 0, 0, 2)).difference, UInt256(1 << 63, 0, 0, 0),
        ]
        return edges
            + (0..<count).map { _ in
                var value: UInt256
                repeat {
                    value = UInt256(generator.next(), generator.next(), generator.next(), generator.next())
                } while !(value < limit)
                return value
            }
    }

    func hexOf(_ value: UInt256) -> String { hex.encode(value.bigEndianBytes) }

    @Test(
        "sum, difference, product and inverse modulo p and n agree with Python's integers",
        .enabled(if: Peer.python.isAvailable(), "needs python3"))
    func residues() throws {
        var generator = SeededGenerator(seed: 32_918)
        for modulus in [SM2Curve.Prime.modulus, SM2Curve.Order.modulus] {
            let isPrime = modulus == SM2Curve.Prime.modulus
            let values = numbers(below: modulus, count: 200, &generator)
            var lines: [String] = []
            var ours: [String] = []
            for (a, b) in zip(values, values.shuffled(using: &generator)) {
                lines.append("\(hexOf(a)) \(hexOf(b))")
                let results: [UInt256] =
                    isPrime
                    ? {
                        typealias F = SM2Curve.Field
                        return [(F(a) + F(b)).value, (F(a) - F(b)).value, (F(a) * F(b)).value, F(a).inverted.value]
                    }()
                    : {
                        typealias S = SM2Curve.Scalar
                        return [(S(a) + S(b)).value, (S(a) - S(b)).value, (S(a) * S(b)).value, S(a).inverted.value]
                    }()
                ours.append(results.map(hexOf).joined(separator: " "))
            }
            let script = """
                import sys
                m = int(sys.argv[1], 16)
                for line in sys.stdin:
                    a, b = (int(f, 16) for f in line.split())
                    print(" ".join("%064x" % v for v in ((a + b) % m, (a - b) % m, a * b % m, pow(a, m - 2, m))))
                """
            let theirs = try Peer.python.run(["-c", script, hexOf(modulus)], input: lines.joined(separator: "\n"))
                .split(separator: "\n").map(String.init)
            #expect(theirs == ours, "modulo \(isPrime ? "p" : "n")")
        }
    }

    @Test("the Montgomery constants: −m⁻¹ mod 2⁶⁴ and R² mod m")
    func montgomeryConstants() {
        #expect(SM2Curve.Prime.modulus.w0 &* SM2Curve.Prime.inverse == UInt64.max)
        #expect(SM2Curve.Order.modulus.w0 &* SM2Curve.Order.inverse == UInt64.max)
        // 1 into Montgomery form and back, and R² · R⁻¹ = R (which is 2²⁵⁶ − m).
        #expect(SM2Curve.Field.one.value == .one)
        #expect(SM2Curve.Scalar.one.value == .one)
    }

    @Test(
        "k·G and k·P agree with gmssl's point multiplication",
        .enabled(if: Peer.python.isAvailable(modules: ["gmssl"]), "needs pip install gmssl"))
    func multiplication() throws {
        var generator = SeededGenerator(seed: 2_016)
        let scalars = numbers(below: SM2Curve.Order.modulus, count: TestDepth.isSampled ? 8 : 40, &generator)
            .dropFirst()
        let base = SM2Point.generator.multiplied(by: UInt256(0, 0, 0, 0xC0FFEE))
        let baseAffine = try #require(base.affine)
        var ours: [String] = []
        for k in scalars {
            for point in [SM2Point.generator, base] {
                let product = try #require(point.multiplied(by: k).affine)
                ours.append(hexOf(product.x) + hexOf(product.y))
            }
        }
        let script = """
            import sys
            from gmssl import sm2
            c = sm2.CryptSM2(private_key="01", public_key="")
            g = sm2.default_ecc_table["g"]
            p = sys.argv[1]
            for line in sys.stdin:
                k = int(line, 16)
                print(c._kg(k, g).lower())
                print(c._kg(k, p).lower())
            """
        let theirs = try Peer.python.run(
            ["-c", script, hexOf(baseAffine.x) + hexOf(baseAffine.y)],
            input: scalars.map(hexOf).joined(separator: "\n")
        ).split(separator: "\n").map(String.init)
        #expect(theirs == ours)
    }

    @Test("the complete formulas: P + P, P + (−P), P + ∞, ∞ + ∞, n·G, (n − 1)·G")
    func completeness() throws {
        let g = SM2Point.generator
        let twice = try #require(g.doubled().affine)
        #expect(try #require(g.adding(g).affine) == twice)
        let negated = SM2Point(x: g.x, y: -g.y, z: g.z)
        #expect(g.adding(negated).affine == nil)
        #expect(try #require(g.adding(.infinity).affine) == (SM2Curve.generatorX, SM2Curve.generatorY))
        #expect(SM2Point.infinity.adding(.infinity).affine == nil)
        #expect(SM2Point.infinity.doubled().affine == nil)
        #expect(g.multiplied(by: SM2Curve.Order.modulus).affine == nil)
        let last = try #require(
            g.multiplied(by: SM2Curve.Order.modulus.subtractingReportingBorrow(.one).difference).affine)
        #expect(last.x == SM2Curve.generatorX && SM2Curve.Field(last.y) == -SM2Curve.Field(SM2Curve.generatorY))
        // The shared-doubling form used by verification equals the two products added.
        let a = UInt256(0x1234, 0x5678, 0x9ABC, 0xDEF0)
        let b = UInt256(0xFFFF_0000, 0x1111, 0x2222, 0x3333)
        let p = g.multiplied(by: UInt256(0, 0, 0, 77))
        let combined = try #require(p.multiplied(by: b, addingGeneratorTimes: a).affine)
        #expect(try #require(g.multiplied(by: a).adding(p.multiplied(by: b)).affine) == combined)
    }

    @Test("compressed points: the y recovered from x and its parity is the point's")
    func decompression() throws {
        var generator = SeededGenerator(seed: 9)
        for k in numbers(below: SM2Curve.Order.modulus, count: 30, &generator).dropFirst() {
            let point = try #require(SM2Point.generator.multiplied(by: k).affine)
            let compressed = SM2PointEncoding.compressed(point)
            let recovered = try #require(SM2PointEncoding.point(compressed)?.affine)
            #expect(recovered == point)
        }
    }
}
