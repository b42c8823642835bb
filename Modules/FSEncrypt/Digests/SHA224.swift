/// SHA-224 (FIPS 180-4 §6.3): SHA-256 from its own initial value, the digest cut to 28 bytes.
/// Written out because swift-crypto offers SHA-256, -384 and -512 only.
struct SHA224: MerkleDamgardHash {
    static let name = "SHA-224"
    static let blockByteCount = 64
    static let digestByteCount = 28
    static let lengthFieldByteCount = 8
    /// H⁽⁰⁾ (§5.3.2): the second 32 bits of the fractional parts of the square roots of the
    /// 9th to 16th primes.
    private static let initialValue: SHA2Compression<UInt32>.Words = (
        0xC105_9ED8, 0x367C_D507, 0x3070_DD17, 0xF70E_5939, 0xFFC0_0B31, 0x6858_1511, 0x64F9_8FA7, 0xBEFA_4FA4
    )

    private var state = SHA224.initialValue
    var buffer = MessageBuffer()

    init() {}

    mutating func compress(_ block: UnsafeRawBufferPointer) {
        SHA2Compression<UInt32>.compress(&state, block)
    }

    var chainingBytes: [UInt8] { SHA2Compression<UInt32>.bytes(state) }
}
