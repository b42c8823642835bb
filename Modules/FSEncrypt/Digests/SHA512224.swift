/// SHA-512/224 (FIPS 180-4 §6.6): SHA-512 from the initial value of its name, the digest cut
/// to 28 bytes. Written out because swift-crypto's extras offer SHA-512/256 only.
struct SHA512224: MerkleDamgardHash {
    static let name = "SHA-512/224"
    static let blockByteCount = SHA2Compression<UInt64>.blockByteCount
    static let digestByteCount = 28
    static let lengthFieldByteCount = 16
    private static let initialValue = truncatedInitialValue(bits: 224)

    /// SHA-512's H⁽⁰⁾ (§5.3.5): the first 64 bits of the fractional parts of the square roots of
    /// the first 8 primes.
    private static let sha512InitialValue: SHA2Compression<UInt64>.Words = (
        0x6A09_E667_F3BC_C908, 0xBB67_AE85_84CA_A73B, 0x3C6E_F372_FE94_F82B, 0xA54F_F53A_5F1D_36F1,
        0x510E_527F_ADE6_82D1, 0x9B05_688C_2B3E_6C1F, 0x1F83_D9AB_FB41_BD6B, 0x5BE0_CD19_137E_2179
    )

    /// The initial value of SHA-512/t (§5.3.6): SHA-512 of the text "SHA-512/t", started from
    /// SHA-512's initial value with every word XORed with a5a5…a5.
    private static func truncatedInitialValue(bits: Int) -> SHA2Compression<UInt64>.Words {
        let mask: UInt64 = 0xA5A5_A5A5_A5A5_A5A5
        let v = sha512InitialValue
        var state = (v.0 ^ mask, v.1 ^ mask, v.2 ^ mask, v.3 ^ mask, v.4 ^ mask, v.5 ^ mask, v.6 ^ mask, v.7 ^ mask)
        let name = Array("SHA-512/\(bits)".utf8)
        // The name is short, so its padding fits one block: the name, a 1 bit, zeros, its length.
        var block = name + [0x80] + [UInt8](repeating: 0, count: blockByteCount - name.count - 1 - 8)
        block += bigEndianBytes(UInt64(name.count * 8))
        block.withUnsafeBytes { SHA2Compression<UInt64>.compress(&state, $0) }
        return state
    }

    private var state = SHA512224.initialValue
    var buffer = MessageBuffer()

    init() {}

    mutating func compress(_ block: UnsafeRawBufferPointer) {
        SHA2Compression<UInt64>.compress(&state, block)
    }

    var chainingBytes: [UInt8] { SHA2Compression<UInt64>.bytes(state) }
}
