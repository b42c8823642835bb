#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What ``FSAESGCM`` and ``FSSM4GCM`` produce: the nonce, the ciphertext and the authentication tag.
///
/// Peers lay these out differently; ``combined`` is `nonce ‖ ciphertext ‖ tag` (what
/// CryptoKit, Go's `Seal(nonce, nonce, …)` and most Java code write), and Java's
/// `Cipher.doFinal` output is ``ciphertext`` followed by ``tag``.
///
/// ```swift
/// let box = try FSSealedBox(combined: received)            // 12-byte nonce, 16-byte tag
/// let fromJava = FSSealedBox(nonce: iv, ciphertext: output.dropLast(16), tag: output.suffix(16))
/// ```
public struct FSSealedBox: Hashable, Sendable {
    /// The nonce (12 bytes unless chosen otherwise).
    public var nonce: [UInt8]
    /// The ciphertext, as long as the plaintext.
    public var ciphertext: Data
    /// The authentication tag (16 bytes unless shortened).
    public var tag: Data

    /// A box from its parts.
    public init(nonce: [UInt8], ciphertext: some DataProtocol, tag: some DataProtocol) {
        self.nonce = nonce
        self.ciphertext = Data(ciphertext)
        self.tag = Data(tag)
    }

    /// Splits `nonce ‖ ciphertext ‖ tag`.
    ///
    /// - Throws: ``FSEncryptError/Code/invalidLength`` when `combined` is shorter than the
    ///   nonce and tag together.
    public init(
        combined: some DataProtocol, nonceLength: Int = FSAESGCM.nonceByteCount, tagLength: Int = FSAESGCM.tagByteCount
    ) throws(FSEncryptError) {
        let bytes = Data(combined)
        // Compared one at a time: a sum of two lengths from a caller may overflow.
        guard nonceLength >= 0, tagLength >= 0, nonceLength <= bytes.count, tagLength <= bytes.count - nonceLength
        else {
            throw .invalidLength(bytes.count, "shorter than the \(nonceLength)-byte nonce and \(tagLength)-byte tag")
        }
        nonce = Array(bytes.prefix(nonceLength))
        ciphertext = Data(bytes.dropFirst(nonceLength).dropLast(tagLength))
        tag = Data(bytes.suffix(tagLength))
    }

    /// `nonce ‖ ciphertext ‖ tag`.
    public var combined: Data {
        var result = Data(nonce)
        result.append(ciphertext)
        result.append(tag)
        return result
    }
}
