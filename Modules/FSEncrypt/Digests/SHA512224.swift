/// SHA-512/224 (FIPS 180-4 §6.6): SHA-512 from the initial value of its name, the digest cut
/// to 28 bytes. Written out because swift-crypto's extras offer SHA-512/256 only.
struct SHA512224: MerkleDamgardHash {
    static let name = "SHA-512/224"
    static let blockByteCount = SHA512Compression.blockByteCount
    static let digestByteCount = 28
    static let lengthFieldByteCount = 16
    private static let initialValue = SHA512Compression.truncatedInitialValue(bits: 224)

    private var state = SHA512224.initialValue
    var buffer = MessageBuffer()

    init() {}

    mutating func compress(_ block: UnsafeRawBufferPointer) { SHA512Compression.compress(&state, block) }

    var chainingBytes: [UInt8] { SHA512Compression.bytes(state) }
}
