#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// SM4 in ECB, CBC, CTR, CFB, CFB-8 or OFB (SP 800-38A's modes, as OpenSSL's `sm4-…` ciphers
/// apply them), keeping the chaining block between pieces.
struct SM4Engine: CipherEngine {
    private let mode: FSCipherMode
    private let cipher: SM4Cipher
    private let encrypting: Bool
    /// The CBC or CFB IV, CTR counter block, OFB output or CFB-8 register for the next block.
    private var chain: Block128

    init(mode: FSCipherMode, key: [UInt8], iv: [UInt8], encrypting: Bool) {
        self.mode = mode
        // The stream modes encrypt the chain whichever way the message goes.
        cipher = SM4Cipher(key: key, decrypting: !encrypting && !mode.isStream)
        self.encrypting = encrypting
        chain = Block128(padding: iv)
    }

    mutating func process(_ input: some DataProtocol) throws(FSEncryptError) -> Data {
        guard !input.isEmpty else { return Data() }
        var output = Data(count: input.count)
        output.withUnsafeMutableBytes { output in
            withContiguousBytes(input) { input in
                cipher.withBlockFunction { crypt in run(input, into: output, crypt) }
            }
        }
        return output
    }

    private mutating func run(
        _ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer, _ crypt: (Block128) -> Block128
    ) {
        if case .cfb8 = mode { return cfb8(input, into: output, crypt) }
        let size = SM4Cipher.blockByteCount
        let whole = input.count / size
        for index in 0..<whole {
            let block = Block128(input, at: size * index)
            let result: Block128
            switch mode {
            case .ecb:
                result = crypt(block)
            case .cbc where encrypting:
                chain = crypt(block ^ chain)
                result = chain
            case .cbc:
                result = crypt(block) ^ chain
                chain = block
            case .ctr:
                result = block ^ crypt(chain)
                chain.increment()
            case .cfb, .cfb8:
                result = block ^ crypt(chain)
                chain = encrypting ? result : block
            case .ofb:
                chain = crypt(chain)
                result = block ^ chain
            }
            result.store(into: output, at: size * index)
        }
        // A piece that is not whole blocks is a stream mode's last: whatever the mode, its
        // keystream is the chain encrypted.
        let tail = whole * size
        guard tail < input.count else { return }
        let keystream = crypt(chain).bytes
        for index in tail..<input.count { output[index] = input[index] ^ keystream[index - tail] }
    }

    /// CFB-8 (SP 800-38A §6.3 with s = 8): each byte is XORed with the first byte of the
    /// register encrypted, and the ciphertext byte is shifted into the register.
    private mutating func cfb8(
        _ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer, _ crypt: (Block128) -> Block128
    ) {
        for index in input.indices {
            let byte = input[index]
            let result = byte ^ UInt8(truncatingIfNeeded: crypt(chain).high >> 56)
            output[index] = result
            chain = Block128(
                high: chain.high << 8 | chain.low >> 56, low: chain.low << 8 | UInt64(encrypting ? result : byte))
        }
    }
}
