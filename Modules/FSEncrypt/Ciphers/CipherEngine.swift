#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A mode of a block cipher with its chaining state, run over a message a piece at a time.
protocol CipherEngine: Sendable {
    /// Encrypts or decrypts `input`: a whole number of blocks, except for the last piece of a
    /// stream mode's message.
    mutating func process(_ input: some DataProtocol) throws(FSEncryptError) -> Data
}

/// Calls `body` with `data`'s bytes, copying them only when they are not contiguous.
func withContiguousBytes<Result>(
    _ data: some DataProtocol, _ body: (UnsafeRawBufferPointer) throws -> Result
) rethrows -> Result {
    if data.regions.count == 1, let region = data.regions.first { return try region.withUnsafeBytes(body) }
    return try Array(data).withUnsafeBytes(body)
}

/// Makes the engine for `algorithm` in `mode`, starting from `iv` (one block, empty for ECB).
func makeEngine(
    _ algorithm: FSCipherAlgorithm, mode: FSCipherMode, key: [UInt8], iv: [UInt8], encrypting: Bool
) -> any CipherEngine {
    switch algorithm {
    case .aes128, .aes192, .aes256: AESEngine(mode: mode, key: key, iv: iv, encrypting: encrypting)
    case .sm4: SM4Engine(mode: mode, key: key, iv: iv, encrypting: encrypting)
    case .des, .tripleDESTwoKey, .tripleDES: DESEngine(key: key, iv: iv, encrypting: encrypting)
    }
}

/// DES and triple DES in ECB (no IV) or CBC.
struct DESEngine: CipherEngine {
    private let cipher: DESCipher
    private let encrypting: Bool
    private var chain: UInt64?

    init(key: [UInt8], iv: [UInt8], encrypting: Bool) {
        cipher = DESCipher(key: key, encrypting: encrypting)
        self.encrypting = encrypting
        chain = iv.isEmpty ? nil : iv.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    }

    mutating func process(_ input: some DataProtocol) throws(FSEncryptError) -> Data {
        var output = Data(count: input.count)
        output.withUnsafeMutableBytes { output in
            withContiguousBytes(input) { input in
                cipher.process(input, into: output, encrypting: encrypting, iv: &chain)
            }
        }
        return output
    }
}
