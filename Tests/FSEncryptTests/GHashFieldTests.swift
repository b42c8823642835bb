import FSTestSupport
import Testing

@testable import FSEncrypt

/// GCM's field arithmetic against SP 800-38D's Algorithm 1, a bit at a time, on seeded random
/// elements and the edges; the NIST and Wycheproof GCM suites check the same through whole
/// ciphertexts (the inverse in nonces shorter than 12 bytes).
@Suite("GHASH's field GF(2¹²⁸): products, squares and inverses")
struct GHashFieldTests {
    /// SP 800-38D §6.3, Algorithm 1: for each bit of `x` from x⁰, add `v`, then multiply `v`
    /// by x (a shift towards the end, R = 11100001 ‖ 0¹²⁰ added when x¹²⁷'s bit falls off).
    static func product(_ x: GHashField, _ y: GHashField) -> GHashField {
        var z = GHashField.zero
        var v = y
        for index in 0..<128 {
            let bit = index < 64 ? x.high >> (63 - UInt64(index)) : x.low >> (127 - UInt64(index))
            if bit & 1 == 1 { z = z + v }
            let carry = v.low & 1
            v = GHashField(high: v.high >> 1 ^ (carry == 1 ? 0xE1 << 56 : 0), low: v.low >> 1 | v.high << 63)
        }
        return z
    }

    static func elements() -> [GHashField] {
        var generator = SeededGenerator(seed: 0x6_4A5F)
        let edges = [
            GHashField.one, GHashField(high: 0, low: 1), GHashField(high: 1, low: 0), GHashField(high: 0, low: 128),
            GHashField(high: .max, low: .max), GHashField(high: 1 << 62, low: 0),
        ]
        return edges
            + (0..<200).map { _ in
                GHashField(
                    high: .random(in: 0 ... .max, using: &generator), low: .random(in: 0 ... .max, using: &generator))
            }
    }

    @Test("products and squares equal Algorithm 1's")
    func productsAndSquares() {
        let elements = Self.elements()
        for (x, y) in zip(elements, elements.reversed()) {
            #expect(x * y == Self.product(x, y), "\(x) × \(y)")
            #expect(x.squared == Self.product(x, x), "\(x)²")
        }
        #expect(GHashField.zero.squared == .zero)
    }

    @Test("every non-zero element times its inverse is 1")
    func inverses() {
        for x in Self.elements() {
            #expect(Self.product(x, x.inverse) == .one, "\(x)")
        }
    }
}
