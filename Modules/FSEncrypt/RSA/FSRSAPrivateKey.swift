internal import Crypto
internal import CryptoExtras
internal import FSInternal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An RSA private key: decrypts what its public key encrypted, and signs.
///
/// ```swift
/// let key = try FSRSAPrivateKey(bitCount: 2048)          // or FSRSAPrivateKey(pem: text)
/// let publicPEM = key.publicKey.pemRepresentation        // hand this out
/// let secret = try key.decrypt(ciphertext, padding: .oaepSHA256)
/// let signature = try key.signature(for: body)           // PSS over SHA-256
/// ```
///
/// Keys of 1024 bits or more are read (see ``FSRSAPublicKey`` on 1024-bit keys); passphrase-
/// protected PEM is not read: decrypt it with `openssl pkey` first.
public struct FSRSAPrivateKey: Sendable {
    /// The key in DER as PKCS#8 `PrivateKeyInfo` (what `BEGIN PRIVATE KEY` holds).
    public let derRepresentation: Data
    private let signing: _RSA.Signing.PrivateKey

    /// Reads a private key from PEM — `BEGIN PRIVATE KEY` (PKCS#8) or `BEGIN RSA PRIVATE KEY`
    /// (PKCS#1) — or from the bare Base64 body of either.
    ///
    /// - Throws: ``FSEncryptError/Code/invalidKeyData`` for text that holds no RSA private
    ///   key of 1024 bits or more, ``FSEncryptError/Code/unsupported`` for an encrypted key.
    public init(pem: String) throws(FSEncryptError) {
        try self.init(der: PEMReader.der(pem, expecting: PEMReader.privateKey))
    }

    /// Reads a private key from DER: PKCS#8 `PrivateKeyInfo` or PKCS#1 `RSAPrivateKey`.
    ///
    /// - Throws: ``FSEncryptError/Code/invalidKeyData`` when the bytes are not such a key of
    ///   1024 bits or more.
    public init(der: some DataProtocol) throws(FSEncryptError) {
        signing = try readRSAKey("private key in DER (PKCS#8 or PKCS#1)") {
            try _RSA.Signing.PrivateKey(unsafeDERRepresentation: der)
        }
        derRepresentation = signing.pkcs8DERRepresentation
    }

    /// Generates a new key with a modulus of `bitCount` bits and exponent 65537.
    ///
    /// - Throws: ``FSEncryptError/Code/invalidArgument`` unless `bitCount` is 1024, 2048,
    ///   3072 or 4096.
    public init(bitCount: Int = 2048) throws(FSEncryptError) {
        guard [1024, 2048, 3072, 4096].contains(bitCount) else {
            throw .invalidArgument("RSA keys are generated with 1024, 2048, 3072 or 4096 bits, not \(bitCount)")
        }
        do {
            signing = try _RSA.Signing.PrivateKey(unsafeKeySize: .init(bitCount: bitCount))
        } catch {
            throw .invalidArgument("RSA key generation failed: \(error)")
        }
        derRepresentation = signing.pkcs8DERRepresentation
    }

    /// The public half, to hand out.
    public var publicKey: FSRSAPublicKey { FSRSAPublicKey(signing.publicKey) }

    /// The modulus size in bits.
    public var bitCount: Int { signing.keySizeInBits }

    /// The key as `-----BEGIN PRIVATE KEY-----` PEM (PKCS#8), what OpenSSL 3 and Java write.
    public var pemRepresentation: String { signing.pkcs8PEMRepresentation }

    /// The key as `-----BEGIN RSA PRIVATE KEY-----` PEM (PKCS#1), what older tools write.
    public var pkcs1PEMRepresentation: String { signing.pemRepresentation }

    /// Decrypts a block made by ``FSRSAPublicKey/encrypt(_:padding:)`` or any peer with the
    /// same padding.
    ///
    /// - Throws: ``FSEncryptError/Code/invalidLength`` when `ciphertext` is not exactly as
    ///   long as the modulus; ``FSEncryptError/Code/decryptionFailed`` for anything else
    ///   (wrong key, wrong padding, damaged data), one error for every cause.
    public func decrypt(
        _ ciphertext: some DataProtocol, padding: FSRSAEncryptionPadding = .oaepSHA256
    )
        throws(FSEncryptError) -> Data
    {
        let blockByteCount = (bitCount + 7) / 8
        guard ciphertext.count == blockByteCount else {
            throw .invalidLength(ciphertext.count, "a \(bitCount)-bit key decrypts blocks of exactly \(blockByteCount)")
        }
        if !bitCount.isMultiple(of: 8) { return try decryptWithOddModulus(Array(ciphertext), padding: padding) }
        do {
            // swift-crypto's encryption keys are not Sendable, so each call reads its own.
            return try _RSA.Encryption.PrivateKey(unsafeDERRepresentation: derRepresentation)
                .decrypt(ciphertext, padding: padding.backing)
        } catch {
            throw .decryptionFailed
        }
    }

    /// Decrypts a block made with OAEP of these digests and label (see ``FSOAEP``).
    ///
    /// - Throws: ``FSEncryptError/Code/invalidLength`` when `ciphertext` is not exactly as
    ///   long as the modulus; ``FSEncryptError/Code/decryptionFailed`` for anything else
    ///   (wrong key, other parameters or label, damaged data), one error for every cause.
    public func decrypt(_ ciphertext: some DataProtocol, oaep: FSOAEP) throws(FSEncryptError) -> Data {
        let blockByteCount = (bitCount + 7) / 8
        guard ciphertext.count == blockByteCount else {
            throw .invalidLength(ciphertext.count, "a \(bitCount)-bit key decrypts blocks of exactly \(blockByteCount)")
        }
        return try decryptRaw(Array(ciphertext)) { RSABlockEncoding.oaepDecode($0, oaep: oaep) }
    }

    /// Decryption for a modulus that is not a whole number of bytes, which swift-crypto's
    /// encryption keys refuse.
    private func decryptWithOddModulus(
        _ ciphertext: [UInt8], padding: FSRSAEncryptionPadding
    ) throws(FSEncryptError)
        -> Data
    {
        try decryptRaw(ciphertext) { RSABlockEncoding.decode($0, padding: padding) }
    }

    /// BoringSSL's raw private operation (blinded, through the RFC 9474 blind-signing key,
    /// the one swift-crypto exposes), then `decode`, which checks the padding without an
    /// oracle (RFC 8017 §7.1.2, §7.2.2).
    private func decryptRaw(_ ciphertext: [UInt8], decode: ([UInt8]) -> [UInt8]?) throws(FSEncryptError) -> Data {
        guard let block = privateOperation(ciphertext), let message = decode(block) else { throw .decryptionFailed }
        return Data(message)
    }

    /// `block`^d mod n, by BoringSSL (blinded, through the RFC 9474 blind-signing key, the one
    /// swift-crypto exposes); `nil` when `block` is not a number below the modulus.
    func privateOperation(_ block: [UInt8]) -> [UInt8]? {
        guard
            let result = try? _RSA.BlindSigning.PrivateKey(unsafeDERRepresentation: derRepresentation)
                .blindSignature(for: block).rawRepresentation
        else { return nil }
        return [UInt8](result)
    }

    /// Decrypts `text` (Base64 by default) and reads the result as UTF-8.
    ///
    /// - Throws: as ``decrypt(_:padding:)``, and ``FSEncryptError/Code/invalidEncoding`` for
    ///   malformed text or a message that is not UTF-8.
    public func decryptText(
        _ text: String, padding: FSRSAEncryptionPadding = .oaepSHA256, encoding: FSTextEncoding = .base64
    ) throws(FSEncryptError) -> String {
        let message = try decrypt(encoding.decode(text), padding: padding)
        guard let string = String(validUTF8: message) else {
            throw .invalidEncoding("UTF-8", "the decrypted message is not UTF-8 text", position: nil)
        }
        return string
    }

    /// Signs `message` hashed with `digest` (SHA-256 by default: `SHA256withRSA` with
    /// ``FSRSASignaturePadding/pkcs1``, `RSASSA-PSS` with ``FSRSASignaturePadding/pss``).
    ///
    /// - Throws: ``FSEncryptError/Code/unsupported`` for MD5, which RSA signatures here do not
    ///   use.
    public func signature(
        for message: some DataProtocol, digest: FSDigest = .sha256, padding: FSRSASignaturePadding = .pss,
        saltLength: FSPSSSaltLength = .digestLength
    ) throws(FSEncryptError) -> Data {
        if digest.needsWrittenOutSignature(padding: padding, saltLength: saltLength) {
            return try writtenOutSignature(for: message, digest: digest, padding: padding, saltLength: saltLength)
        }
        let hash = try digest.rsaDigest(of: message)
        // RFC 8017 §9.1.1: the encoded message holds the digest, a salt as long, and two bytes.
        if padding == .pss, (bitCount - 1 + 7) / 8 < 2 * digest.byteCount + 2 {
            throw .invalidArgument(
                "a \(bitCount)-bit key is too short for PSS over \(digest) (it needs \(16 * digest.byteCount + 17) bits)"
            )
        }
        do {
            return try signing.signature(for: hash, padding: padding.backing).rawRepresentation
        } catch {
            throw .invalidArgument("RSA signing with \(digest) and \(padding) padding failed: \(error)")
        }
    }
}

extension FSRSAPrivateKey {
    /// A signature swift-crypto does not write — PSS with another salt length, digests its RSA
    /// does not take: EMSA-PSS-ENCODE or EMSA-PKCS1-v1_5 (RFC 8017 §9) written out, then
    /// BoringSSL's raw private operation (blinded).
    fileprivate func writtenOutSignature(
        for message: some DataProtocol, digest: FSDigest, padding: FSRSASignaturePadding,
        saltLength: FSPSSSaltLength
    ) throws(FSEncryptError) -> Data {
        try digest.checkSignsWithRSA()
        let hash = Array(digest.hash(message))
        let modulusLength = (bitCount + 7) / 8
        let block: [UInt8]
        switch padding {
        case .pkcs1:
            guard let encoded = PKCS1SignatureEncoding.encode(hash, digest: digest, count: modulusLength) else {
                throw .invalidArgument("a \(bitCount)-bit key is too short for PKCS #1 v1.5 signatures over \(digest)")
            }
            block = encoded
        case .pss:
            let emBits = bitCount - 1
            let length = (emBits + 7) / 8
            guard let count = saltLength.byteCount(encodedLength: length, digest: digest) else {
                throw .invalidArgument("a PSS signature needs a salt length; .any is for verification")
            }
            guard let encoded = PSSEncoding.encode(hash, saltLength: count, emBits: emBits, digest: digest) else {
                throw .invalidArgument(
                    "a \(bitCount)-bit key with \(digest) holds a PSS salt of 0 to \(max(0, length - digest.byteCount - 2)) bytes, not \(count)"
                )
            }
            block = [UInt8](repeating: 0, count: modulusLength - encoded.count) + encoded
        }
        guard let signature = privateOperation(block) else {
            throw .invalidArgument("RSA signing with \(digest) and \(padding) padding failed")
        }
        return Data(signature)
    }
}
