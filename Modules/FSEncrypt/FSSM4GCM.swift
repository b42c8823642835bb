#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// SM4 in Galois/counter mode (RFC 8998's `SM4_GCM`, OpenSSL's `sm4-gcm`): 国密 encryption
/// that also detects any change to the ciphertext, its nonce or the data it authenticates.
///
/// The same shape as ``FSAESGCM``: a 16-byte key, nonces of any length from 1 byte (12 is the
/// standard, and a nonce must never be reused with the same key), tags of 16 bytes or
/// shortened to 12–15, 8 or 4 (see ``FSAESGCM`` for what short tags cost), and an
/// ``FSSealedBox`` whose ``FSSealedBox/combined`` layout is `nonce ‖ ciphertext ‖ tag`:
///
/// ```swift
/// let gcm = try FSSM4GCM(key: key)                       // 16 bytes
/// let box = try gcm.seal(message, authenticating: Data("order 42".utf8))
/// let opened = try gcm.open(box, authenticating: Data("order 42".utf8))
/// ```
///
/// SM4 and its GHASH are written out in this module (swift-crypto has no SM4), with table
/// look-ups indexed by secret data: not constant-time, as ``FSCipherAlgorithm/sm4`` says.
/// GCM is one-shot here: the whole message is in memory.
public struct FSSM4GCM: Sendable {
    private let key: [UInt8]

    /// GCM with a 16-byte SM4 key.
    public init(key: some DataProtocol) throws(FSEncryptError) {
        guard key.count == SM4Cipher.keyByteCount else {
            throw .invalidKey(length: key.count, expected: "SM4-GCM takes \(SM4Cipher.keyByteCount)")
        }
        self.key = Array(key)
    }

    /// GCM with a text key made into 16 key bytes by `policy`.
    public init(key: String, policy: FSKeyPolicy) throws(FSEncryptError) {
        try self.init(key: policy.key(from: key, for: .sm4))
    }

    /// Encrypts `plaintext` and authenticates it together with `additionalData`.
    ///
    /// - Parameters:
    ///   - plaintext: the bytes to encrypt.
    ///   - nonce: 1 byte or more (12 is the standard), never used before with this key; `nil`
    ///     for a random 12-byte one.
    ///   - additionalData: data sent in the clear that the tag also covers.
    ///   - tagLength: 16, or 12 to 15, 8 or 4 for a shortened tag.
    public func seal(
        _ plaintext: some DataProtocol, nonce: [UInt8]? = nil,
        authenticating additionalData: some DataProtocol = Data(),
        tagLength: Int = FSAESGCM.tagByteCount
    ) throws(FSEncryptError) -> FSSealedBox {
        try FSAESGCM.checkTagLength(tagLength)
        let nonce =
            nonce
            ?? {
                var generator = SystemRandomNumberGenerator()
                return (0..<FSAESGCM.nonceByteCount).map { _ in generator.next() }
            }()
        try Self.checkNonce(nonce)
        let (ciphertext, tag) = run(
            Array(plaintext), nonce: nonce, additionalData: Array(additionalData), sealing: true)
        return FSSealedBox(nonce: nonce, ciphertext: ciphertext, tag: tag.prefix(tagLength))
    }

    /// Decrypts `box` after checking its tag over the ciphertext and `additionalData`.
    ///
    /// - Throws: ``FSEncryptError/Code/decryptionFailed`` when the key, nonce, tag, ciphertext
    ///   or additional data differ from what was sealed.
    public func open(
        _ box: FSSealedBox, authenticating additionalData: some DataProtocol = Data()
    ) throws(FSEncryptError) -> Data {
        try FSAESGCM.checkTagLength(box.tag.count)
        try Self.checkNonce(box.nonce)
        let (plaintext, tag) = run(
            Array(box.ciphertext), nonce: box.nonce, additionalData: Array(additionalData), sealing: false)
        guard constantTimeEqual(tag.prefix(box.tag.count), box.tag) else { throw .decryptionFailed }
        return Data(plaintext)
    }

    private func run(
        _ input: [UInt8], nonce: [UInt8], additionalData: [UInt8], sealing: Bool
    ) -> (output: [UInt8], tag: [UInt8]) {
        SM4Cipher(key: key, decrypting: false).withBlockFunction { encrypt in
            GaloisCounterMode.apply(
                input, nonce: nonce, additionalData: additionalData, sealing: sealing, encrypt: encrypt)
        }
    }

    private static func checkNonce(_ nonce: [UInt8]) throws(FSEncryptError) {
        guard !nonce.isEmpty else { throw .invalidIV(length: 0, expected: "SM4-GCM takes a nonce of 1 byte or more") }
    }
}
