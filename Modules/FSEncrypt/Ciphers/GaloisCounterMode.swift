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
        GHashField(encrypt(.zero)).nibbleMultiples.withUnsafeBufferPointer { hashKey in
            run(
                input, nonce: nonce, additionalData: additionalData, sealing: sealing, hashKey: hashKey,
                encrypt: encrypt)
        }
    }

    private static func run(
        _ input: [UInt8], nonce: [UInt8], additionalData: [UInt8], sealing: Bool,
        hashKey: UnsafeBufferPointer<GHashField>, encrypt: (Block128) -> Block128
    ) -> (output: [UInt8], tag: [UInt8]) {
        let start = preCounterBlock(nonce, hashKey: hashKey)
        var counter = start
        var output = [UInt8](repeating: 0, count: input.count)
        input.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { output in
                let whole = input.count / 16 * 16
                for offset in stride(from: 0, to: whole, by: 16) {
                    counter.incrementLast32Bits()
                    (Block128(input, at: offset) ^ encrypt(counter)).store(into: output, at: offset)
                }
                guard whole < input.count else { return }
                counter.incrementLast32Bits()
                let keystream = encrypt(counter).bytes
                for index in whole..<input.count { output[index] = input[index] ^ keystream[index - whole] }
            }
        }
        let ciphertext = sealing ? output : input
        var hash = absorb(additionalData, into: .zero, hashKey: hashKey)
        hash = absorb(ciphertext, into: hash, hashKey: hashKey)
        let lengths = Block128(high: UInt64(additionalData.count) * 8, low: UInt64(ciphertext.count) * 8)
        hash = (hash + GHashField(lengths)).multiplied(by: hashKey)
        return (output, (encrypt(start) ^ hash.block).bytes)
    }

    /// J₀: a 12-byte nonce followed by the counter 1; any other length hashed with its length.
    private static func preCounterBlock(_ nonce: [UInt8], hashKey: UnsafeBufferPointer<GHashField>) -> Block128 {
        if nonce.count == FSAESGCM.nonceByteCount { return Block128(padding: nonce + [0, 0, 0, 1]) }
        let hash = absorb(nonce, into: .zero, hashKey: hashKey)
        return (hash + GHashField(high: 0, low: UInt64(nonce.count) * 8)).multiplied(by: hashKey).block
    }

    /// GHASH (§6.4) continued over `bytes`, padded with zeros to whole blocks; `hashKey` is H's
    /// ``GHashField/nibbleMultiples``.
    private static func absorb(
        _ bytes: [UInt8], into hash: GHashField, hashKey: UnsafeBufferPointer<GHashField>
    ) -> GHashField {
        var hash = hash
        bytes.withUnsafeBytes { bytes in
            let whole = bytes.count / 16 * 16
            for offset in stride(from: 0, to: whole, by: 16) {
                hash = (hash + GHashField(Block128(bytes, at: offset))).multiplied(by: hashKey)
            }
            if whole < bytes.count {
                hash = (hash + GHashField(Block128(padding: bytes[whole...]))).multiplied(by: hashKey)
            }
        }
        return hash
    }
}
