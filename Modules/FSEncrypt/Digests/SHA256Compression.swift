/// SHA-256's compression function (FIPS 180-4 §6.2.2), for the member of its family
/// swift-crypto does not offer: SHA-224.
enum SHA256Compression {
    /// The eight words of the chaining value, held inline.
    typealias Words = (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)

    /// K (§4.2.2): the first 32 bits of the fractional parts of the cube roots of the first 64
    /// primes.
    private static let roundConstants: [UInt32] = [
        0x428A_2F98, 0x7137_4491, 0xB5C0_FBCF, 0xE9B5_DBA5, 0x3956_C25B, 0x59F1_11F1, 0x923F_82A4, 0xAB1C_5ED5,
        0xD807_AA98, 0x1283_5B01, 0x2431_85BE, 0x550C_7DC3, 0x72BE_5D74, 0x80DE_B1FE, 0x9BDC_06A7, 0xC19B_F174,
        0xE49B_69C1, 0xEFBE_4786, 0x0FC1_9DC6, 0x240C_A1CC, 0x2DE9_2C6F, 0x4A74_84AA, 0x5CB0_A9DC, 0x76F9_88DA,
        0x983E_5152, 0xA831_C66D, 0xB003_27C8, 0xBF59_7FC7, 0xC6E0_0BF3, 0xD5A7_9147, 0x06CA_6351, 0x1429_2967,
        0x27B7_0A85, 0x2E1B_2138, 0x4D2C_6DFC, 0x5338_0D13, 0x650A_7354, 0x766A_0ABB, 0x81C2_C92E, 0x9272_2C85,
        0xA2BF_E8A1, 0xA81A_664B, 0xC24B_8B70, 0xC76C_51A3, 0xD192_E819, 0xD699_0624, 0xF40E_3585, 0x106A_A070,
        0x19A4_C116, 0x1E37_6C08, 0x2748_774C, 0x34B0_BCB5, 0x391C_0CB3, 0x4ED8_AA4A, 0x5B9C_CA4F, 0x682E_6FF3,
        0x748F_82EE, 0x78A5_636F, 0x84C8_7814, 0x8CC7_0208, 0x90BE_FFFA, 0xA450_6CEB, 0xBEF9_A3F7, 0xC671_78F2,
    ]
    /// The words of the message schedule W₀ … W₆₃, one per round.
    private static let rounds = 64

    /// Compresses one 64-byte block into `state`.
    static func compress(_ state: inout Words, _ block: UnsafeRawBufferPointer) {
        roundConstants.withUnsafeBufferPointer { k in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: rounds) { w in
                for t in 0..<16 {
                    w[t] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: 4 * t, as: UInt32.self))
                }
                for t in 16..<rounds {
                    let s0 = rotate(w[t - 15], 7) ^ rotate(w[t - 15], 18) ^ (w[t - 15] >> 3)
                    let s1 = rotate(w[t - 2], 17) ^ rotate(w[t - 2], 19) ^ (w[t - 2] >> 10)
                    w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
                }
                let v = state
                var (a, b, c, d, e, f, g, h) = v
                for t in 0..<rounds {
                    let t1 =
                        h &+ (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) &+ ((e & f) ^ (~e & g)) &+ k[t] &+ w[t]
                    let t2 = (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
                    (h, g, f, e) = (g, f, e, d &+ t1)
                    (d, c, b, a) = (c, b, a, t1 &+ t2)
                }
                state = (
                    v.0 &+ a, v.1 &+ b, v.2 &+ c, v.3 &+ d, v.4 &+ e, v.5 &+ f, v.6 &+ g, v.7 &+ h
                )
            }
        }
    }

    /// The chaining value's 32 bytes.
    static func bytes(_ state: Words) -> [UInt8] {
        [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7].flatMap(bigEndianBytes)
    }

    @inline(__always) private static func rotate(_ x: UInt32, _ count: UInt32) -> UInt32 {
        x >> count | x << (32 - count)
    }
}
