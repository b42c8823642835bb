internal import Crypto
internal import CryptoExtras
internal import FSInternal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// AES in ECB, CBC, CTR, CFB, CFB-8 or OFB through swift-crypto, keeping the chaining block
/// between pieces.
///
/// swift-crypto offers no bulk ECB, and its single-block permutation expands the key for every
/// block, so ECB runs on the two modes whose bulk form applies the block function to
/// blocks the caller chooses:
/// - decryption is CBC decryption with a zero IV: block `i` comes out XORed with ciphertext
///   block `i - 1`, which is XORed back in;
/// - encryption is CFB decryption of the message followed by one zero block: output block
///   `i + 1` is E(block `i`) XORed with block `i + 1`, which is XORed back out.
/// ECB decryption therefore runs at CBC decryption's parallel speed, ECB encryption at
/// CFB's serial one. OFB's keystream is CFB encryption of zeros (E(IV), E(E(IV)) …), and
/// CFB-8 takes the first byte of E(register) for each byte, E(register) being CFB encryption
/// of one zero block under the register as IV.
struct AESEngine: CipherEngine {
    private let mode: FSCipherMode
    private let key: SymmetricKey
    private let encrypting: Bool
    /// The next CBC or CFB IV, or CTR counter block.
    private var chain: [UInt8]

    init(mode: FSCipherMode, key: [UInt8], iv: [UInt8], encrypting: Bool) {
        self.mode = mode
        self.key = SymmetricKey(data: key)
        self.encrypting = encrypting
        chain = iv
    }

    mutating func process(_ input: some DataProtocol) throws(FSEncryptError) -> Data {
        guard !input.isEmpty else { return Data() }
        do {
            switch mode {
            case .ecb:
                return try encrypting ? ecbEncrypt(input) : ecbDecrypt(input)
            case .cbc:
                let iv = try AES._CBC.IV(ivBytes: chain)
                let output =
                    try encrypting
                    ? AES._CBC.encrypt(input, using: key, iv: iv, noPadding: true)
                    : AES._CBC.decrypt(input, using: key, iv: iv, noPadding: true)
                chain = encrypting ? Array(output.suffix(16)) : Array(input.suffix(16))
                return output
            case .ctr:
                let output = try AES._CTR.encrypt(input, using: key, nonce: AES._CTR.Nonce(nonceBytes: chain))
                advanceCounter(by: input.count / 16)
                return output
            case .cfb:
                let iv = try AES._CFB.IV(ivBytes: chain)
                let output =
                    try encrypting
                    ? AES._CFB.encrypt(input, using: key, iv: iv) : AES._CFB.decrypt(input, using: key, iv: iv)
                chain = encrypting ? Array(output.suffix(16)) : Array(input.suffix(16))
                return output
            case .ofb:
                let keystream = try AES._CFB.encrypt(
                    Data(count: (input.count + 15) / 16 * 16), using: key, iv: AES._CFB.IV(ivBytes: chain))
                // A piece that is not whole blocks is the message's last.
                chain = Array(keystream.suffix(16))
                return xored(input, keystream)
            case .cfb8:
                return try cfb8(input)
            }
        } catch let error as FSEncryptError {
            throw error
        } catch {
            // The sizes were checked before, so swift-crypto has no reason to refuse.
            throw .unsupported("AES \(mode) failed in swift-crypto: \(error)")
        }
    }

    /// CFB-8 (SP 800-38A §6.3 with s = 8): each byte is XORed with the first byte of the
    /// register encrypted, and the ciphertext byte is shifted into the register.
    private mutating func cfb8(_ input: some DataProtocol) throws -> Data {
        let zeroBlock = Data(count: 16)
        var output = Data(capacity: input.count)
        for byte in input {
            let encrypted = try AES._CFB.encrypt(zeroBlock, using: key, iv: AES._CFB.IV(ivBytes: chain))
            let result = byte ^ encrypted[encrypted.startIndex]
            output.append(result)
            chain.removeFirst()
            chain.append(encrypting ? result : byte)
        }
        return output
    }

    /// `input` XOR the first `input.count` bytes of `keystream`.
    private func xored(_ input: some DataProtocol, _ keystream: Data) -> Data {
        var output = Data(count: input.count)
        output.withUnsafeMutableBytes { output in
            keystream.withUnsafeBytes { keystream in
                withContiguousBytes(input) { input in xorBytes(input, keystream, into: output) }
            }
        }
        return output
    }

    /// Adds `blocks` to the 16-byte big-endian counter, as OpenSSL's CTR mode does.
    private mutating func advanceCounter(by blocks: Int) {
        var carry = UInt64(blocks)
        for index in stride(from: 15, through: 0, by: -1) where carry != 0 {
            let sum = UInt64(chain[index]) + (carry & 0xFF)
            chain[index] = UInt8(truncatingIfNeeded: sum)
            carry = carry >> 8 + sum >> 8
        }
    }

    private func ecbEncrypt(_ input: some DataProtocol) throws -> Data {
        var extended = Data(capacity: input.count + 16)
        extended.append(contentsOf: input)
        extended.append(contentsOf: [UInt8](repeating: 0, count: 16))
        let stream = try AES._CFB.decrypt(
            extended, using: key, iv: AES._CFB.IV(ivBytes: [UInt8](repeating: 0, count: 16)))
        var output = Data(count: input.count)
        output.withUnsafeMutableBytes { output in
            stream.withUnsafeBytes { stream in
                extended.withUnsafeBytes { extended in
                    xorBytes(
                        UnsafeRawBufferPointer(rebasing: stream[16...]),
                        UnsafeRawBufferPointer(rebasing: extended[16...]), into: output)
                }
            }
        }
        return output
    }

    private func ecbDecrypt(_ input: some DataProtocol) throws -> Data {
        var output = try AES._CBC.decrypt(
            input, using: key, iv: AES._CBC.IV(ivBytes: [UInt8](repeating: 0, count: 16)), noPadding: true)
        output.withUnsafeMutableBytes { output in
            withContiguousBytes(input) { input in
                let target = UnsafeMutableRawBufferPointer(rebasing: output[16...])
                xorBytes(UnsafeRawBufferPointer(target), input, into: target)
            }
        }
        return output
    }
}
