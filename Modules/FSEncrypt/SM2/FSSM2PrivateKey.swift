#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An SM2 private key (GB/T 32918): signs, and decrypts what its public key encrypted.
///
/// ```swift
/// let key = FSSM2PrivateKey()                              // a new key
/// try key.pemRepresentation.write(to: url, atomically: true, encoding: .utf8)
/// let serverGets = key.publicKey.rawRepresentation         // 04 ‖ x ‖ y, 65 bytes
///
/// let signature = try key.signature(for: Data(body.utf8))   // SM3withSM2, the default ID
/// let plaintext = try key.decrypt(ciphertext, format: .c1c3c2)
/// ```
///
/// Keys are read from PKCS #8 or SEC 1, PEM or DER, the bare Base64 body of either, or the 32
/// raw bytes (64 hex digits) that Java and JavaScript backends hand out. Multiplying by the
/// secret takes the same time whatever it is (see <doc:SM2WithAChineseBackend>). A key is a
/// value and may be used from many threads.
public struct FSSM2PrivateKey: Sendable {
    private typealias Scalar = SM2Curve.Scalar

    /// d, in [1, n − 2].
    private let secret: UInt256
    /// (1 + d)⁻¹ mod n, which every signature multiplies by.
    private let signingFactor: Scalar

    /// The public half, to hand out.
    public let publicKey: FSSM2PublicKey

    /// n − 2, the largest private key: 1 + d must be invertible modulo n.
    private static let largestSecret = SM2Curve.Order.modulus.subtractingReportingBorrow(UInt256(0, 0, 0, 2))
        .difference

    /// A new key from the system's secure random source.
    public init() {
        var generator = SystemRandomNumberGenerator()
        var candidate = Self.randomScalar(using: &generator)
        while Self.largestSecret < candidate { candidate = Self.randomScalar(using: &generator) }
        self.init(validSecret: candidate)
    }

    private init(validSecret secret: UInt256) {
        self.secret = secret
        signingFactor = (Scalar(secret) + .one).inverted
        publicKey = FSSM2PublicKey(point: SM2Point.generator.multiplied(by: secret))
    }

    /// Reads the 32-byte private key d (big-endian), as backends send it.
    ///
    /// - Throws: ``FSEncryptError/Code/invalidKeyData`` for another length, or a d outside
    ///   [1, n − 2].
    public init(rawRepresentation: some DataProtocol) throws(FSEncryptError) {
        guard rawRepresentation.count == UInt256.byteCount else {
            throw .invalidKeyData("a raw SM2 private key is 32 bytes, not \(rawRepresentation.count)")
        }
        try self.init(checking: UInt256(bigEndian: Array(rawRepresentation)), storedPublicKey: nil)
    }

    /// Reads the private key from 64 hex digits (either case).
    ///
    /// - Throws: ``FSEncryptError/Code/invalidEncoding`` for text that is not hex, and as
    ///   ``init(rawRepresentation:)``.
    public init(hex: String) throws(FSEncryptError) {
        try self.init(rawRepresentation: FSTextEncoding.hex.decode(hex))
    }

    /// Reads PEM — `BEGIN PRIVATE KEY` (PKCS #8, what `openssl genpkey -algorithm SM2`
    /// writes), `BEGIN EC PRIVATE KEY` or `BEGIN SM2 PRIVATE KEY` (SEC 1) — or the bare Base64
    /// body of either.
    ///
    /// - Throws: ``FSEncryptError/Code/invalidKeyData`` for text that holds no SM2 private key
    ///   (a public key, another curve, an RSA key, damaged data), or whose stored public key
    ///   does not belong to it; ``FSEncryptError/Code/unsupported`` for an encrypted key.
    public init(pem: String) throws(FSEncryptError) {
        try self.init(der: PEMReader.der(pem, expecting: SM2KeyEncoding.privateKeyPEM))
    }

    /// Reads DER: PKCS #8 `PrivateKeyInfo` or SEC 1 `ECPrivateKey`.
    ///
    /// - Throws: as ``init(pem:)``.
    public init(der: some DataProtocol) throws(FSEncryptError) {
        let (secret, stored) = try SM2KeyEncoding.privateKey(der: Array(der))
        try self.init(checking: secret, storedPublicKey: stored)
    }

    private init(checking secret: UInt256, storedPublicKey: [UInt8]?) throws(FSEncryptError) {
        guard !secret.isZero, !(Self.largestSecret < secret) else {
            throw .invalidKeyData("an SM2 private key is a number in [1, n − 2], n the order of the curve")
        }
        self.init(validSecret: secret)
        if let storedPublicKey,
            SM2PointEncoding.point(storedPublicKey).flatMap(\.affine).map(SM2PointEncoding.uncompressed)
                != Array(publicKey.rawRepresentation)
        {
            throw .invalidKeyData("the public key stored with the private key does not belong to it")
        }
    }

    /// d as 32 big-endian bytes: what Java and JavaScript backends exchange (in hex).
    public var rawRepresentation: Data { Data(secret.bigEndianBytes) }

    /// The key as PKCS #8 DER, with the public key inside, as OpenSSL 3 writes it.
    public var derRepresentation: Data { Data(SM2KeyEncoding.pkcs8(secret: secret, publicKey: publicPoint)) }

    /// The key as `-----BEGIN PRIVATE KEY-----` PEM (PKCS #8).
    public var pemRepresentation: String {
        SM2KeyEncoding.pem(
            SM2KeyEncoding.pkcs8(secret: secret, publicKey: publicPoint), label: SM2KeyEncoding.privateKeyLabel)
    }

    /// The key as SEC 1 `ECPrivateKey` DER (the curve and the public key inside).
    public var sec1DERRepresentation: Data { Data(SM2KeyEncoding.sec1(secret: secret, publicKey: publicPoint)) }

    /// The key as `-----BEGIN EC PRIVATE KEY-----` PEM (SEC 1).
    public var sec1PEMRepresentation: String {
        SM2KeyEncoding.pem(SM2KeyEncoding.sec1(secret: secret, publicKey: publicPoint), label: SM2KeyEncoding.sec1Label)
    }

    private var publicPoint: [UInt8] { Array(publicKey.rawRepresentation) }

    /// Signs `message`: SM3 over Z ‖ message, Z the digest of `userID`, the curve and the public
    /// key — `SM3withSM2`, as OpenSSL's `dgst -sm3 -sign`, BouncyCastle's `SM2Signer` and
    /// Java's `Signature.getInstance("SM3withSM2")` compute it.
    ///
    /// - Parameters:
    ///   - message: The bytes to sign (not a digest of them: the digest includes Z).
    ///   - userID: The signer's identity; both sides must use the same one. The default is
    ///     ``FSSM2Signature/defaultUserID``.
    ///   - nonce: Where k comes from: ``FSSM2Signature/Nonce/random`` (the default) or
    ///     ``FSSM2Signature/Nonce/deterministic``.
    /// - Throws: ``FSEncryptError/Code/invalidArgument`` for a user ID over 8,191 bytes.
    public func signature(
        for message: some DataProtocol, userID: Data = FSSM2Signature.defaultUserID,
        nonce: FSSM2Signature.Nonce = .random
    ) throws(FSEncryptError) -> FSSM2Signature {
        let digest = try SM2Hashing.messageDigest(message, userID: userID, publicKey: publicKey.coordinates)
        let e = Scalar(reducing: digest)
        let d = Scalar(secret)
        let nextNonce: () -> UInt256
        switch nonce.source {
        case .fixed(let given):
            nextNonce = { given }
        case .deterministic:
            var nonces = DeterministicNonces(secret: secret, digest: digest)
            nextNonce = { nonces.next() }
        case .random:
            nextNonce = {
                var generator = SystemRandomNumberGenerator()
                return Self.randomScalar(using: &generator)
            }
        }
        while true {
            let k = nextNonce()
            // k is in [1, n − 1], so k·G is never the point at infinity.
            guard let point = SM2Point.generator.multiplied(by: k).affine else { continue }
            let r = e + Scalar(reducing: point.x)
            let kScalar = Scalar(k)
            // GB/T 32918.2 §6.1 A3–A6: refuse r = 0, r + k = n and s = 0, and draw again.
            if r.zeroMask != 0 || (r + kScalar).zeroMask != 0 { continue }
            let s = signingFactor * (kScalar - r * d)
            if s.zeroMask != 0 { continue }
            return FSSM2Signature(r: r.value, s: s.value)
        }
    }

    /// Decrypts a ciphertext that ``FSSM2PublicKey/encrypt(_:format:)`` or a peer made for the
    /// public key, in `format` (the raw layouts are read with or without the 04 before C1).
    ///
    /// - Throws: ``FSEncryptError/Code/invalidLength`` when the bytes cannot hold C1, C3 and a
    ///   byte of C2; ``FSEncryptError/Code/decryptionFailed`` for anything else (another
    ///   layout, a C1 off the curve, a wrong key, damaged data: the SM3 check C3 fails).
    public func decrypt(
        _ ciphertext: some DataProtocol, format: FSSM2CiphertextFormat = .c1c3c2
    )
        throws(FSEncryptError) -> Data
    {
        let (c1, c3, c2) = try format.decode(Array(ciphertext))
        guard let shared = c1.multiplied(by: secret).affine else { throw .decryptionFailed }
        let x2 = shared.x.bigEndianBytes
        let y2 = shared.y.bigEndianBytes
        let mask = SM2Hashing.derivedKey(x2 + y2, count: c2.count)
        guard mask.contains(where: { $0 != 0 }) else { throw .decryptionFailed }
        let message = zip(c2, mask).map { $0 ^ $1 }
        guard constantTimeEqual(SM2Hashing.digest(x2, message, y2), c3) else { throw .decryptionFailed }
        return Data(message)
    }

    /// A scalar in [1, n − 1] from `generator`, drawn until one is in range.
    static func randomScalar(using generator: inout some RandomNumberGenerator) -> UInt256 {
        while true {
            let candidate = UInt256(generator.next(), generator.next(), generator.next(), generator.next())
            if !candidate.isZero, candidate < SM2Curve.Order.modulus { return candidate }
        }
    }
}
