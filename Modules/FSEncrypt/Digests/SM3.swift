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
    /// The rounds of the compression function.
    private static let rounds = 64
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
            // The two halves differ in their constant and boolean functions; Tⱼ <<< j is
            // carried from round to round by one more bit of rotation.
            var constant = Self.firstConstant
            for j in 0..<16 {
                let a12 = rotate(a, 12)
                let ss1 = rotate(a12 &+ e &+ constant, 7)
                let tt1 = (a ^ b ^ c) &+ d &+ (ss1 ^ a12) &+ (w[j] ^ w[j + 4])
                let tt2 = (e ^ f ^ g) &+ h &+ ss1 &+ w[j]
                (d, c, b, a) = (c, rotate(b, 9), a, tt1)
                (h, g, f, e) = (g, rotate(f, 19), e, p0(tt2))
                constant = rotate(constant, 1)
            }
            constant = rotate(Self.secondConstant, 16)
            for j in 16..<Self.rounds {
                let a12 = rotate(a, 12)
                let ss1 = rotate(a12 &+ e &+ constant, 7)
                let tt1 = ((a & b) | (a & c) | (b & c)) &+ d &+ (ss1 ^ a12) &+ (w[j] ^ w[j + 4])
                let tt2 = ((e & f) | (~e & g)) &+ h &+ ss1 &+ w[j]
                (d, c, b, a) = (c, rotate(b, 9), a, tt1)
                (h, g, f, e) = (g, rotate(f, 19), e, p0(tt2))
                constant = rotate(constant, 1)
            }
            state = (v.0 ^ a, v.1 ^ b, v.2 ^ c, v.3 ^ d, v.4 ^ e, v.5 ^ f, v.6 ^ g, v.7 ^ h)
        }
    }

    /// The permutation P₀ of the compression function.
    @inline(__always) private func p0(_ x: UInt32) -> UInt32 { x ^ rotate(x, 9) ^ rotate(x, 17) }
    /// The permutation P₁ of the message expansion.
    @inline(__always) private func p1(_ x: UInt32) -> UInt32 { x ^ rotate(x, 15) ^ rotate(x, 23) }
    @inline(__always) private func rotate(_ x: UInt32, _ count: UInt32) -> UInt32 {
        x << (count & 31) | x >> ((32 - count) & 31)
    }
}
