internal import Crypto
internal import CryptoExtras

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// AES in Galois/counter mode: encryption that also detects any change to the ciphertext,
/// its nonce or the data it authenticates. The right choice for new data.
///
/// The one-line form uses AES-256 (a 32-byte key) with a random 12-byte nonce and gives
/// `nonce ‖ ciphertext ‖ tag`, the layout most GCM peers read:
///
/// ```swift
/// let key = FSAESGCM.makeKey()                     // 32 random bytes; store it safely
/// let sealed = try FSAESGCM.seal(message, key: key)
/// let opened = try FSAESGCM.open(sealed, key: key) // throws .decryptionFailed if tampered
/// ```
///
/// The instance form takes AES-128, -192 or -256 keys, additional authenticated data, chosen
/// nonces of any length from 1 byte (12 is the standard; never reuse one with the same key:
/// GCM's security rests on it) and tags shortened to 12–15 bytes, or to 8 or 4 bytes as
/// SP 800-38D allows — a forgery then succeeds with a chance of 2⁻⁶⁴ or 2⁻³² per try, so
/// 4- and 8-byte tags are for short messages under keys changed often (its Appendix C).
/// GCM is one-shot here: the whole message is in memory (use ``FSCipher`` in CTR mode with an
/// HMAC for unbounded streams).
public struct FSAESGCM: Sendable {
    /// The nonce length of the one-line form and of random nonces: 12 bytes.
    public static let nonceByteCount = 12
    /// The full tag length: 16 bytes.
    public static let tagByteCount = 16

    private let key: SymmetricKey

    /// GCM with a 16-, 24- or 32-byte key (AES-128, -192 or -256).
    public init(key: some DataProtocol) throws(FSEncryptError) {
        guard [16, 24, 32].contains(key.count) else {
            throw .invalidKey(length: key.count, expected: "AES-GCM takes 16, 24 or 32")
        }
        self.key = SymmetricKey(data: Array(key))
    }

    /// GCM with a text key made into key bytes by `policy` for `algorithm` (an AES size).
    public init(_ algorithm: FSCipherAlgorithm = .aes256, key: String, policy: FSKeyPolicy) throws(FSEncryptError) {
        guard algorithm.isAES else {
            throw .unsupported("FSAESGCM takes AES; SM4 seals with FSSM4GCM (\(algorithm) was given)")
        }
        try self.init(key: policy.key(from: key, for: algorithm))
    }

    /// 32 random bytes from the system's secure generator: a new AES-256 key.
    public static func makeKey() -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in generator.next() }
    }

    /// Encrypts with AES-256-GCM and a random nonce: `nonce ‖ ciphertext ‖ tag`.
    ///
    /// - Throws: ``FSEncryptError/Code/invalidKey`` unless `key` is 32 bytes.
    public static func seal(_ plaintext: some DataProtocol, key: some DataProtocol) throws(FSEncryptError) -> Data {
        guard key.count == 32 else { throw .invalidKey(length: key.count, expected: "AES-256-GCM takes 32") }
        return try FSAESGCM(key: key).seal(plaintext).combined
    }

    /// Decrypts `nonce ‖ ciphertext ‖ tag` made by ``seal(_:key:)``.
    ///
    /// - Throws: ``FSEncryptError/Code/decryptionFailed`` when the key is wrong or anything was
    ///   changed; ``FSEncryptError/Code/invalidLength`` when the input is shorter than 28 bytes.
    public static func open(_ sealed: some DataProtocol, key: some DataProtocol) throws(FSEncryptError) -> Data {
        guard key.count == 32 else { throw .invalidKey(length: key.count, expected: "AES-256-GCM takes 32") }
        return try FSAESGCM(key: key).open(FSSealedBox(combined: sealed))
    }

    /// Encrypts `plaintext` and authenticates it together with `additionalData`.
    ///
    /// - Parameters:
    ///   - plaintext: the bytes to encrypt.
    ///   - nonce: 1 byte or more (12 is the standard), never used before with this key; `nil`
    ///     for a random 12-byte one.
    ///   - additionalData: data sent in the clear (a header, an id) that the tag also covers.
    ///   - tagLength: 16, or 12 to 15, 8 or 4 for a shortened tag.
    public func seal(
        _ plaintext: some DataProtocol, nonce: [UInt8]? = nil,
        authenticating additionalData: some DataProtocol = Data(),
        tagLength: Int = Self.tagByteCount
    ) throws(FSEncryptError) -> FSSealedBox {
        try Self.checkTagLength(tagLength)
        let given = nonce
        let nonce = try nonce.map { (bytes) throws(FSEncryptError) in try self.nonce(bytes) } ?? AES.GCM.Nonce()
        let box = try sealBox(plaintext, nonce: nonce, authenticating: additionalData)
        return FSSealedBox(nonce: given ?? Array(nonce), ciphertext: box.ciphertext, tag: box.tag.prefix(tagLength))
    }

    /// Decrypts `box` after checking its tag over the ciphertext and `additionalData`.
    ///
    /// - Throws: ``FSEncryptError/Code/decryptionFailed`` when the key, nonce, tag, ciphertext
    ///   or additional data differ from what was sealed.
    public func open(
        _ box: FSSealedBox, authenticating additionalData: some DataProtocol = Data()
    ) throws(FSEncryptError)
        -> Data
    {
        try Self.checkTagLength(box.tag.count)
        let nonce = try self.nonce(box.nonce)
        if box.tag.count == Self.tagByteCount {
            do {
                let sealed = try AES.GCM.SealedBox(nonce: nonce, ciphertext: box.ciphertext, tag: box.tag)
                return try AES.GCM.open(sealed, using: key, authenticating: additionalData)
            } catch {
                throw .decryptionFailed
            }
        }
        // swift-crypto checks full tags only. GCM's encryption is an XOR with a keystream that
        // depends on the key and nonce alone, so sealing the ciphertext gives the plaintext,
        // and sealing that gives the full tag, whose prefix is compared in constant time.
        let plaintext = try sealBox(box.ciphertext, nonce: nonce, authenticating: Data()).ciphertext
        let tag = try sealBox(plaintext, nonce: nonce, authenticating: additionalData).tag
        guard constantTimeEqual(tag.prefix(box.tag.count), box.tag) else { throw .decryptionFailed }
        return plaintext
    }

    private func sealBox(
        _ plaintext: some DataProtocol, nonce: AES.GCM.Nonce, authenticating additionalData: some DataProtocol
    ) throws(FSEncryptError) -> AES.GCM.SealedBox {
        do {
            return try AES.GCM.seal(plaintext, using: key, nonce: nonce, authenticating: additionalData)
        } catch {
            throw .invalidArgument("AES-GCM refused the message: \(error)")
        }
    }

    /// swift-crypto's nonce for `bytes`: the bytes themselves from 12 on, and below 12 the
    /// 16-byte nonce with the same pre-counter block (``GHashField``).
    private func nonce(_ bytes: [UInt8]) throws(FSEncryptError) -> AES.GCM.Nonce {
        guard !bytes.isEmpty else { throw .invalidIV(length: 0, expected: "AES-GCM takes a nonce of 1 byte or more") }
        let data = bytes.count >= Self.nonceByteCount ? bytes : GHashField.equivalentNonce(of: bytes, hashKey: hashKey)
        guard let nonce = try? AES.GCM.Nonce(data: data) else {
            throw .invalidIV(length: bytes.count, expected: "AES-GCM takes a nonce of 1 byte or more")
        }
        return nonce
    }

    /// GHASH's key, AES of the zero block: CFB encryption of a zero block with a zero IV.
    private var hashKey: GHashField {
        let zero = Data(count: 16)
        let encrypted = try? AES._CFB.encrypt(zero, using: key, iv: AES._CFB.IV(ivBytes: [UInt8](zero)))
        return GHashField(Block128(padding: encrypted ?? zero))
    }

    /// The tag lengths SP 800-38D allows: 4, 8, and 12 to 16 bytes.
    public static let tagLengths: Set<Int> = [4, 8, 12, 13, 14, 15, 16]

    static func checkTagLength(_ length: Int) throws(FSEncryptError) {
        guard tagLengths.contains(length) else {
            throw .invalidArgument("a GCM tag is 4, 8 or 12 to 16 bytes; \(length) were given")
        }
    }
}

/// Whether two byte strings are equal, comparing every byte whatever the first difference.
func constantTimeEqual(_ first: some Collection<UInt8>, _ second: some Collection<UInt8>) -> Bool {
    guard first.count == second.count else { return false }
    return zip(first, second).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
}
