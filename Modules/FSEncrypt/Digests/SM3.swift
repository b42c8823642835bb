internal import Crypto

/// SM3 (GB/T 32905-2016, ISO/IEC 10118-3:2018), China's commercial hash function: 256-bit
/// digests over 512-bit blocks, in the shape of SHA-256 with its own constants, boolean
/// functions and message expansion. A swift-crypto `HashFunction`, so that `HMAC<SM3>` is
/// swift-crypto's HMAC.
struct SM3: MerkleDamgardHash {
    static let name = "SM3"
    static let blockByteCount = 64
    static let digestByteCount = 32
    static let lengthFieldByteCount = 8
    /// The initial value IV (§4.1).
    private static let initialValue: Words = (
        0x7380_166F, 0x4914_B2B9, 0x1724_42D7, 0xDA8A_0600, 0xA96F_30BC, 0x1631_38AA, 0xE38D_EE4D, 0xB0FB_0E4E
    )
    /// The eight words of the chaining value, held inline (an array's checks cost a tenth of
    /// the time).
    private typealias Words = (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)
    /// Tⱼ (§4.2) for rounds 0–15 and 16–63.
    private static let firstConstant: UInt32 = 0x79CC_4519
    private static let secondConstant: UInt32 = 0x7A87_9D8A
    /// Tⱼ <<< (j mod 32), the constant each round adds.
    private static let rotatedConstants: [UInt32] = (0..<rounds).map { j in
        let constant = j < earlyRounds ? firstConstant : secondConstant
        let count = UInt32(j % 32)
        return count == 0 ? constant : constant << count | constant >> (32 - count)
    }
    /// The rounds of the compression function.
    private static let rounds = 64
    /// The rounds 0–15, whose boolean functions are parity and whose constant is the first.
    private static let earlyRounds = 16
    /// The words of the expanded message W₀ … W₆₇.
    private static let expandedWords = 68

    private var state = SM3.initialValue
    var buffer = MessageBuffer()

    init() {}

    var chainingBytes: [UInt8] {
        [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7].flatMap(bigEndianBytes)
    }

    /// The compression function CF (§5.3.3) over one 64-byte block.
    mutating func compress(_ block: UnsafeRawBufferPointer) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: Self.expandedWords) { w in
            for index in 0..<16 {
                w[index] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: 4 * index, as: UInt32.self))
            }
            for j in 16..<Self.expandedWords {
                w[j] = p1(w[j - 16] ^ w[j - 9] ^ rotate(w[j - 3], 15)) ^ rotate(w[j - 13], 7) ^ w[j - 6]
            }
            let v = state
            var (a, b, c, d, e, f, g, h) = v
            // Four rounds at a time with the words' roles turning, as in the standard's
            // description unrolled, so that no round moves the eight words along; the two
            // halves differ in their constant and boolean functions (`early`).
            Self.rotatedConstants.withUnsafeBufferPointer { t in
                for j in stride(from: 0, to: Self.earlyRounds, by: 4) {
                    round(a, &b, c, &d, e, &f, g, &h, w, t, j, early: true)
                    round(d, &a, b, &c, h, &e, f, &g, w, t, j + 1, early: true)
                    round(c, &d, a, &b, g, &h, e, &f, w, t, j + 2, early: true)
                    round(b, &c, d, &a, f, &g, h, &e, w, t, j + 3, early: true)
                }
                for j in stride(from: Self.earlyRounds, to: Self.rounds, by: 4) {
                    round(a, &b, c, &d, e, &f, g, &h, w, t, j, early: false)
                    round(d, &a, b, &c, h, &e, f, &g, w, t, j + 1, early: false)
                    round(c, &d, a, &b, g, &h, e, &f, w, t, j + 2, early: false)
                    round(b, &c, d, &a, f, &g, h, &e, w, t, j + 3, early: false)
                }
            }
            state = (v.0 ^ a, v.1 ^ b, v.2 ^ c, v.3 ^ d, v.4 ^ e, v.5 ^ f, v.6 ^ g, v.7 ^ h)
        }
    }

    /// Round `j` (§5.3.3): D and H take TT1 and P₀(TT2), B and F are rotated — the words
    /// the next round calls A and E, C and G, ….
    @inline(__always) private func round(
        _ a: UInt32, _ b: inout UInt32, _ c: UInt32, _ d: inout UInt32, _ e: UInt32, _ f: inout UInt32,
        _ g: UInt32, _ h: inout UInt32, _ w: UnsafeMutableBufferPointer<UInt32>, _ t: UnsafeBufferPointer<UInt32>,
        _ j: Int, early: Bool
    ) {
        let a12 = rotate(a, 12)
        let ss1 = rotate(a12 &+ e &+ t[j], 7)
        // FF (parity, then majority) and GG (parity, then choice) in their cheapest forms.
        let ff = early ? a ^ b ^ c : (a & b) | ((a | b) & c)
        let gg = early ? e ^ f ^ g : ((f ^ g) & e) ^ g
        d = ff &+ d &+ (ss1 ^ a12) &+ (w[j] ^ w[j + 4])
        h = p0(gg &+ h &+ ss1 &+ w[j])
        b = rotate(b, 9)
        f = rotate(f, 19)
    }

    /// The permutation P₀ of the compression function.
    @inline(__always) private func p0(_ x: UInt32) -> UInt32 { x ^ rotate(x, 9) ^ rotate(x, 17) }
    /// The permutation P₁ of the message expansion.
    @inline(__always) private func p1(_ x: UInt32) -> UInt32 { x ^ rotate(x, 15) ^ rotate(x, 23) }
    @inline(__always) private func rotate(_ x: UInt32, _ count: UInt32) -> UInt32 {
        x << (count & 31) | x >> ((32 - count) & 31)
    }
}
