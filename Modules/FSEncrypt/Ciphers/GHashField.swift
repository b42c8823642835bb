/// An element of GCM's field GF(2¹²⁸) (SP 800-38D §6.3), in GCM's bit order: the first bit of
/// the first byte is the coefficient of x⁰.
///
/// Used for SM4-GCM's GHASH, and for AES-GCM nonces shorter than 12 bytes, which swift-crypto
/// refuses. GCM depends
/// on the nonce only through its pre-counter block J₀ = GHASH(nonce ‖ padding ‖ length), and
/// GHASH is linear in its blocks, so a 16-byte nonce with the same J₀ can be solved for and
/// handed to swift-crypto, which then writes exactly the short nonce's ciphertext and tag.
struct GHashField: Equatable {
    var high: UInt64
    var low: UInt64

    static let zero = GHashField(high: 0, low: 0)
    /// The polynomial 1: the first bit set.
    static let one = GHashField(high: 1 << 63, low: 0)

    /// The element a block stands for.
    init(_ block: Block128) {
        self.init(high: block.high, low: block.low)
    }

    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The block of the element.
    var block: Block128 { Block128(high: high, low: low) }

    static func + (lhs: Self, rhs: Self) -> Self {
        GHashField(high: lhs.high ^ rhs.high, low: lhs.low ^ rhs.low)
    }

    /// The product (SP 800-38D Algorithm 1).
    static func * (lhs: Self, rhs: Self) -> Self {
        var product = GHashField.zero
        var shifted = rhs
        for index in 0..<128 {
            let bit = index < 64 ? lhs.high >> (63 - UInt64(index)) : lhs.low >> (127 - UInt64(index))
            if bit & 1 == 1 { product = product + shifted }
            let carry = shifted.low & 1
            shifted.low = shifted.low >> 1 | shifted.high << 63
            shifted.high >>= 1
            // R = 11100001 ‖ 0¹²⁰ reduces by x¹²⁸ = x⁷ + x² + x + 1.
            if carry == 1 { shifted.high ^= 0xE1 << 56 }
        }
        return product
    }

    /// This element times the polynomials of degree below 4, for ``multiplied(by:)``: entry `v`
    /// is the element times the nibble `v` read in GCM's bit order (its high bit is x⁰).
    var nibbleMultiples: [GHashField] {
        var multiples = [GHashField](repeating: .zero, count: 16)
        var power = self
        for bit in [8, 4, 2, 1] {
            multiples[bit] = power
            power = power * GHashField(high: 1 << 62, low: 0)  // times x
        }
        for value in 1..<16 where value & (value - 1) != 0 {
            multiples[value] = multiples[value & (value - 1)] + multiples[value & -value]
        }
        return multiples
    }

    /// What multiplying by x⁴ adds to the high half for each nibble shifted out of the low end:
    /// that nibble's x¹²⁸…x¹³¹ reduced by x¹²⁸ = x⁷ + x² + x + 1.
    private static let nibbleReduction: [UInt64] = (0..<16).map { nibble in
        (GHashField(high: 0, low: UInt64(nibble)) * GHashField(high: 1 << 59, low: 0)).high
    }

    /// This element times the one whose ``nibbleMultiples`` are `multiples`: Shoup's 4-bit
    /// method, Horner's rule over the 32 nibbles from the last (32 look-ups instead of 128
    /// conditional additions).
    func multiplied(by multiples: UnsafeBufferPointer<GHashField>) -> GHashField {
        var product = GHashField.zero
        for nibble in stride(from: 31, through: 0, by: -1) {
            let shifted = product.low & 0xF
            product.low = product.low >> 4 | product.high << 60
            product.high = product.high >> 4 ^ Self.nibbleReduction[Int(shifted)]
            let word = nibble < 16 ? high >> (4 * UInt64(15 - nibble)) : low >> (4 * UInt64(31 - nibble))
            product = product + multiples[Int(word & 0xF)]
        }
        return product
    }

    /// The inverse of a non-zero element: x^(2¹²⁸ − 2).
    var inverse: Self {
        var result = GHashField.one
        // 2¹²⁸ − 2 is 127 ones and a zero.
        for index in 0..<128 {
            result = result * result
            if index < 127 { result = result * self }
        }
        return result
    }

    /// The 16-byte nonce whose pre-counter block, under the hash key `hashKey` (AES of the
    /// zero block), is that of `nonce` (1 to 15 bytes).
    static func equivalentNonce(of nonce: [UInt8], hashKey: GHashField) -> [UInt8] {
        // J₀ = P·H² + L·H, P the padded nonce, L its length block; for a 16-byte nonce N,
        // J₀ = N·H² + L'·H. So N = P + (L + L')·H⁻¹.
        let padded = GHashField(Block128(padding: nonce))
        let length = GHashField(high: 0, low: UInt64(8 * nonce.count))
        let fullLength = GHashField(high: 0, low: 128)
        return (padded + (length + fullLength) * hashKey.inverse).block.bytes
    }
}
