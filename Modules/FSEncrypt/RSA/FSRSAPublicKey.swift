internal import Crypto
internal import CryptoExtras
internal import FSInternal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An RSA public key: encrypts for the holder of the private key and checks their signatures.
///
/// ```swift
/// // The server's key, as PEM or as the bare Base64 body backends often hand out
/// let server = try FSRSAPublicKey(pem: serverKeyText)
/// let field = try server.encrypt("s3cret password", padding: .pkcs1)   // Base64, for a form
/// let ok = server.isValidSignature(signature, for: body, padding: .pkcs1)  // SHA256withRSA
/// ```
///
/// Keys of 1024 bits or more are read. 1024-bit keys are accepted because many backends still
/// use them, but they are breakable by a well-funded attacker: use 2048 bits or more for
/// anything new. A key is a value and may be used from many threads.
public struct FSRSAPublicKey: Hashable, Sendable {
    /// The key in DER as `SubjectPublicKeyInfo` (what `BEGIN PUBLIC KEY` holds).
    public let derRepresentation: Data
    private let signing: _RSA.Signing.PublicKey

    /// Reads a public key from PEM — `BEGIN PUBLIC KEY` (SPKI, X.509) or `BEGIN RSA PUBLIC
    /// KEY` (PKCS#1) — or from the bare Base64 body of either.
    ///
    /// - Throws: ``FSEncryptError/Code/invalidKeyData`` for text that holds no RSA public key
    ///   of 1024 bits or more (a private key, a certificate, bad Base64, bad DER), and
    ///   ``FSEncryptError/Code/unsupported`` for an OpenSSH key.
    public init(pem: String) throws(FSEncryptError) {
        try self.init(der: PEMReader.der(pem, expecting: PEMReader.publicKey))
    }

    /// Reads a public key from DER: `SubjectPublicKeyInfo` or PKCS#1 `RSAPublicKey`.
    ///
    /// - Throws: ``FSEncryptError/Code/invalidKeyData`` when the bytes are not such a key of
    ///   1024 bits or more.
    public init(der: some DataProtocol) throws(FSEncryptError) {
        signing = try readRSAKey("public key in DER (SubjectPublicKeyInfo or PKCS#1)") {
            try _RSA.Signing.PublicKey(unsafeDERRepresentation: der)
        }
        derRepresentation = signing.derRepresentation
    }

    init(_ signing: _RSA.Signing.PublicKey) {
        self.signing = signing
        derRepresentation = signing.derRepresentation
    }

    /// The modulus size in bits (2048 for a 2048-bit key).
    public var bitCount: Int { signing.keySizeInBits }

    /// The key as `-----BEGIN PUBLIC KEY-----` PEM (SPKI), what OpenSSL and Java write.
    public var pemRepresentation: String { signing.pemRepresentation }

    /// The key as `-----BEGIN RSA PUBLIC KEY-----` PEM (PKCS#1).
    public var pkcs1PEMRepresentation: String { signing.pkcs1PEMRepresentation }

    /// The longest message ``encrypt(_:padding:)`` takes: the modulus length less the padding's
    /// overhead (245 bytes for a 2048-bit key with PKCS#1 v1.5).
    public func maximumMessageByteCount(padding: FSRSAEncryptionPadding) -> Int {
        (bitCount + 7) / 8 - padding.overhead
    }

    /// Encrypts `message` for the private key's holder. The output is as long as the modulus
    /// and differs on every call (both paddings are randomised).
    ///
    /// - Throws: ``FSEncryptError/Code/invalidLength`` when `message` is longer than
    ///   ``maximumMessageByteCount(padding:)``: RSA encrypts one block; encrypt long data with
    ///   ``FSAESGCM`` under a random key and encrypt that key with RSA.
    public func encrypt(
        _ message: some DataProtocol, padding: FSRSAEncryptionPadding = .oaepSHA256
    )
        throws(FSEncryptError) -> Data
    {
        let limit = maximumMessageByteCount(padding: padding)
        guard message.count <= limit else {
            throw FSEncryptError(
                .invalidLength,
                "the message is \(message.count) bytes; a \(bitCount)-bit key with \(padding) padding encrypts at most \(limit)"
            )
        }
        if !bitCount.isMultiple(of: 8) { return try encryptWithOddModulus(Array(message), padding: padding) }
        do {
            // swift-crypto's encryption keys are not Sendable, so each call reads its own.
            return try _RSA.Encryption.PublicKey(unsafeDERRepresentation: derRepresentation)
                .encrypt(message, padding: padding.backing)
        } catch {
            throw FSEncryptError(.invalidKeyData, "RSA encryption failed: \(error)")
        }
    }

    /// Encrypts `message` with OAEP of any digests and label (see ``FSOAEP``).
    ///
    /// - Throws: ``FSEncryptError/Code/invalidLength`` when `message` is longer than
    ///   ``maximumMessageByteCount(oaep:)``.
    public func encrypt(_ message: some DataProtocol, oaep: FSOAEP) throws(FSEncryptError) -> Data {
        let limit = (bitCount + 7) / 8 - oaep.overhead
        guard message.count <= limit else {
            throw FSEncryptError(
                .invalidLength,
                "the message is \(message.count) bytes; a \(bitCount)-bit key with \(oaep) encrypts at most \(limit)")
        }
        let bytes = Array(message)
        return try encryptRaw { count in RSABlockEncoding.oaepEncode(bytes, oaep: oaep, count: count) }
    }

    /// The longest message ``encrypt(_:oaep:)`` takes with `oaep`.
    public func maximumMessageByteCount(oaep: FSOAEP) -> Int {
        max(0, (bitCount + 7) / 8 - oaep.overhead)
    }

    /// Encryption for a modulus that is not a whole number of bytes (1025 … 1031 bits in the
    /// PKCS #1 example files), which swift-crypto's encryption keys refuse.
    private func encryptWithOddModulus(
        _ message: [UInt8], padding: FSRSAEncryptionPadding
    ) throws(FSEncryptError)
        -> Data
    {
        try encryptRaw { count in RSABlockEncoding.encode(message, padding: padding, count: count) }
    }

    /// The padding `encode` writes for a block of the modulus's length, then the public
    /// operation written out (RFC 8017 §7.1.1, §7.2.1).
    private func encryptRaw(_ encode: (Int) -> [UInt8]) throws(FSEncryptError) -> Data {
        guard let ciphertext = publicOperation(encode((bitCount + 7) / 8)) else {
            throw .invalidKeyData("the key's modulus is not an odd number above a padded block")
        }
        return Data(ciphertext)
    }

    /// `block`^e mod n, as many bytes as the modulus; `nil` when `block` is not a number below
    /// the modulus.
    func publicOperation(_ block: [UInt8]) -> [UInt8]? {
        guard let primitives = try? signing.getKeyPrimitives(),
            let modulus = MontgomeryModulus(bigEndian: primitives.modulus)
        else { return nil }
        return modulus.power(block, Array(primitives.publicExponent))
    }

    /// Encrypts the UTF-8 bytes of `text` and returns the ciphertext as text (Base64 by
    /// default: what a login form or a JSON field carries).
    public func encrypt(
        _ text: String, padding: FSRSAEncryptionPadding = .oaepSHA256, encoding: FSTextEncoding = .base64
    ) throws(FSEncryptError) -> String {
        encoding.encode(try encrypt(Array(text.utf8), padding: padding))
    }

    /// Whether `signature` is the private key's signature of `message` hashed with `digest`.
    /// Any malformed signature is simply not valid.
    ///
    /// - Parameters:
    ///   - signature: The signature, as long as the modulus.
    ///   - message: The signed message.
    ///   - digest: The digest it was signed with.
    ///   - padding: The signature padding.
    ///   - saltLength: For PSS, the salt length the signer used (see ``FSPSSSaltLength``;
    ///     ``FSPSSSaltLength/any`` accepts whatever the signature carries).
    public func isValidSignature(
        _ signature: some DataProtocol, for message: some DataProtocol, digest: FSDigest = .sha256,
        padding: FSRSASignaturePadding = .pss, saltLength: FSPSSSaltLength = .digestLength
    ) -> Bool {
        if digest.needsWrittenOutSignature(padding: padding, saltLength: saltLength) {
            return isValidWrittenOutSignature(
                Array(signature), for: message, digest: digest, padding: padding, saltLength: saltLength)
        }
        guard let hash = try? digest.rsaDigest(of: message) else { return false }
        return signing.isValidSignature(
            _RSA.Signing.RSASignature(rawRepresentation: signature), for: hash, padding: padding.backing)
    }

    /// Verification swift-crypto does not do — PSS with another salt length, digests its RSA
    /// does not take: the public operation, EMSA-PSS-VERIFY and EMSA-PKCS1-v1_5 (RFC 8017
    /// §8.1.2, §8.2.2, §9) written out.
    private func isValidWrittenOutSignature(
        _ signature: [UInt8], for message: some DataProtocol, digest: FSDigest, padding: FSRSASignaturePadding,
        saltLength: FSPSSSaltLength
    ) -> Bool {
        guard (try? digest.checkSignsWithRSA()) != nil, signature.count == (bitCount + 7) / 8,
            let block = publicOperation(signature)
        else { return false }
        let hash = Array(digest.hash(message))
        switch padding {
        case .pkcs1:
            guard let expected = PKCS1SignatureEncoding.encode(hash, digest: digest, count: block.count) else {
                return false
            }
            return constantTimeEqual(block, expected)
        case .pss:
            let emBits = bitCount - 1
            let length = (emBits + 7) / 8
            guard block.prefix(block.count - length).allSatisfy({ $0 == 0 }) else { return false }
            return PSSEncoding.verify(
                hash, encoded: Array(block.suffix(length)),
                saltLength: saltLength.byteCount(encodedLength: length, digest: digest), emBits: emBits,
                digest: digest)
        }
    }

    /// Keys are equal when their DER encodings are.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.derRepresentation == rhs.derRepresentation }

    /// Hashes the DER encoding.
    public func hash(into hasher: inout Hasher) { hasher.combine(derRepresentation) }
}
