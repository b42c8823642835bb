/// GCM (SP 800-38D §7) written out over a 128-bit block cipher's encryption, for the cipher
/// swift-crypto does not seal with (SM4).
enum GaloisCounterMode {
    /// GCTR over `input` and the full tag — sealing, the ciphertext and its tag; opening (GCTR
    /// is its own inverse), the plaintext and the tag the ciphertext should carry.
    /// `encrypt` is the block cipher.
    static func apply(
        _ input: [UInt8], nonce: [UInt8], additionalData: [UInt8], sealing: Bool,
        encrypt: (Block128) -> Block128
    ) -> (output: [UInt8], tag: [UInt8]) {
        let hashKey = GHashField(encrypt(.zero))
        let start = preCounterBlock(nonce, hashKey: hashKey)
        var counter = start
        var output = [UInt8](repeating: 0, count: input.count)
        for offset in stride(from: 0, to: input.count, by: 16) {
            counter.incrementLast32Bits()
            let keystream = encrypt(counter).bytes
            for index in offset..<min(offset + 16, input.count) {
                output[index] = input[index] ^ keystream[index - offset]
            }
        }
        let ciphertext = sealing ? output : input
        var hash = absorb(additionalData, into: .zero, hashKey: hashKey)
        hash = absorb(ciphertext, into: hash, hashKey: hashKey)
        let lengths = Block128(high: UInt64(additionalData.count) * 8, low: UInt64(ciphertext.count) * 8)
        hash = (hash + GHashField(lengths)) * hashKey
        return (output, (encrypt(start) ^ hash.block).bytes)
    }

    /// J₀: a 12-byte nonce followed by the counter 1; any other length hashed with its length.
    private static func preCounterBlock(_ nonce: [UInt8], hashKey: GHashField) -> Block128 {
        if nonce.count == FSAESGCM.nonceByteCount { return Block128(padding: nonce + [0, 0, 0, 1]) }
        let hash = absorb(nonce, into: .zero, hashKey: hashKey)
        return ((hash + GHashField(high: 0, low: UInt64(nonce.count) * 8)) * hashKey).block
    }

    /// GHASH (§6.4) continued over `bytes`, padded with zeros to whole blocks.
    private static func absorb(_ bytes: [UInt8], into hash: GHashField, hashKey: GHashField) -> GHashField {
        var hash = hash
        for offset in stride(from: 0, to: bytes.count, by: 16) {
            hash = (hash + GHashField(Block128(padding: bytes[offset..<min(offset + 16, bytes.count)]))) * hashKey
        }
        return hash
    }
}
