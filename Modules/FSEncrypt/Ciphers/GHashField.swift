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

    /// The product: Shoup's 4-bit method with `rhs`'s table of multiples.
    static func * (lhs: Self, rhs: Self) -> Self {
        rhs.nibbleMultiples.withUnsafeBufferPointer { lhs.multiplied(by: $0) }
    }

    /// This element times x: one place towards the end in GCM's bit order, the coefficient of
    /// x¹²⁸ that falls off reduced by x¹²⁸ = x⁷ + x² + x + 1 (R = 11100001 ‖ 0¹²⁰).
    private var timesX: Self {
        var shifted = GHashField(high: high >> 1, low: low >> 1 | high << 63)
        if low & 1 == 1 { shifted.high ^= Self.reductionByte << 56 }
        return shifted
    }

    /// This element times the polynomials of degree below 4, for ``multiplied(by:)``: entry `v`
    /// is the element times the nibble `v` read in GCM's bit order (its high bit is x⁰).
    var nibbleMultiples: [GHashField] {
        var multiples = [GHashField](repeating: .zero, count: 16)
        var power = self
        for bit in [8, 4, 2, 1] {
            multiples[bit] = power
            power = power.timesX
        }
        for value in 1..<16 where value & (value - 1) != 0 {
            multiples[value] = multiples[value & (value - 1)] + multiples[value & -value]
        }
        return multiples
    }

    /// What multiplying by x⁴ adds to the high half for each nibble shifted out of the low end:
    /// that nibble's x¹²⁸…x¹³¹ reduced by x¹²⁸ = x⁷ + x² + x + 1.
    private static let nibbleReduction: [UInt64] = (0..<16).map { nibble in
        (0..<4).reduce(GHashField(high: 0, low: UInt64(nibble))) { element, _ in element.timesX }.high
    }

    /// The square, without a general product: squaring over GF(2) moves the coefficient of xⁱ
    /// to x²ⁱ, in GCM's bit order from place p of the 128 bits to place 2p + 1 of 256. The high
    /// half is then the coefficients below x¹²⁸; the low half, E, those from x¹²⁸ on, added back
    /// as E·(1 + x + x² + x⁷).
    var squared: Self {
        let below = GHashField(high: Self.spread(high >> 32), low: Self.spread(high & Self.lowHalf))
        let above = GHashField(high: Self.spread(low >> 32), low: Self.spread(low & Self.lowHalf))
        let timesX = above.timesX
        let timesX2 = timesX.timesX
        let timesX7 = timesX2.timesX.timesX.timesX.timesX.timesX
        return below + above + timesX + timesX2 + timesX7
    }

    private static let lowHalf: UInt64 = 0xFFFF_FFFF

    /// `half`'s 32 bits at the odd places of 64: bit i to bit 2i + 1, by moving the upper half of
    /// each group of 32, 16, 8, 4 and 2 bits up by half its width.
    private static func spread(_ half: UInt64) -> UInt64 {
        var bits = half
        bits = (bits | bits << 16) & 0x0000_FFFF_0000_FFFF
        bits = (bits | bits << 8) & 0x00FF_00FF_00FF_00FF
        bits = (bits | bits << 4) & 0x0F0F_0F0F_0F0F_0F0F
        bits = (bits | bits << 2) & 0x3333_3333_3333_3333
        bits = (bits | bits << 1) & 0x5555_5555_5555_5555
        return bits << 1
    }

    /// The low byte of R, x⁰ + x¹ + x² + x⁷ in GCM's bit order.
    private static let reductionByte: UInt64 = 0xE1

    /// This element times the one whose ``nibbleMultiples`` are `multiples`: Shoup's 4-bit
    /// method, Horner's rule over the 32 nibbles from the last (32 look-ups instead of 128
    /// conditional additions).
    func multiplied(by multiples: UnsafeBufferPointer<GHashField>) -> GHashField {
        var product = GHashField.zero
        for step in 0..<32 {
            let nibble = 31 - step
            let shifted = product.low & 0xF
            product.low = product.low >> 4 | product.high << 60
            product.high = product.high >> 4 ^ Self.nibbleReduction[Int(shifted)]
            let word = nibble < 16 ? high >> (4 * UInt64(15 - nibble)) : low >> (4 * UInt64(31 - nibble))
            product = product + multiples[Int(word & 0xF)]
        }
        return product
    }

    /// The inverse of a non-zero element: x^(2¹²⁸ − 2), the square of x^(2¹²⁷ − 1), which
    /// Itoh and Tsujii's chain reaches in 12 multiplications from x^(2ᵏ − 1) for k = 1, 2, 3, 6,
    /// 7, 14, 15, 30, 31, 62, 63, 126, 127 (x^(2ᵐ⁺ⁿ − 1) = (x^(2ᵐ − 1))^(2ⁿ)·x^(2ⁿ − 1)),
    /// where the plain square-and-multiply takes 127.
    var inverse: Self {
        var power = self
        var exponent = 1
        while exponent < Self.inverseChainEnd {
            // Doubling: x^(2²ᵏ − 1) = (x^(2ᵏ − 1))^(2ᵏ)·x^(2ᵏ − 1).
            var raised = power
            for _ in 0..<exponent { raised = raised.squared }
            power = raised * power
            exponent *= 2
            guard exponent < Self.inverseChainEnd else { break }
            // Then one more: x^(2ᵏ⁺¹ − 1) = (x^(2ᵏ − 1))²·x.
            power = power.squared * self
            exponent += 1
        }
        return power.squared
    }

    /// 127: the inverse is the square of x^(2¹²⁷ − 1).
    private static let inverseChainEnd = 127

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
