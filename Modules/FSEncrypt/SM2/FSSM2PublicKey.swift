#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An SM2 public key (GB/T 32918): checks the holder's signatures, and encrypts for them.
///
/// ```swift
/// // A backend's key, as the 130 hex digits of 04 ‖ x ‖ y, or as PEM
/// let server = try FSSM2PublicKey(hex: serverKeyHex)
/// let field = FSTextEncoding.hex.encode(try server.encrypt(Data(password.utf8), format: .c1c3c2))
/// let trusted = server.isValidSignature(try FSSM2Signature(derRepresentation: sig), for: body)
/// ```
///
/// Keys are read from `SubjectPublicKeyInfo` PEM or DER (what `openssl pkey -pubout` and
/// Java's `getEncoded()` write), its bare Base64 body, or the point's raw bytes: 04 ‖ x ‖ y
/// (65 bytes), x ‖ y (64) or compressed (33). Every key read is checked to be a point of the
/// curve. A key is a value and may be used from many threads.
public struct FSSM2PublicKey: Hashable, Sendable {
    private let point: SM2Point
    /// The affine coordinates.
    let coordinates: (x: UInt256, y: UInt256)

    init(point: SM2Point) {
        self.point = point
        // Only points of the curve other than infinity come here (checked, or d·G for d < n).
        coordinates = point.affine ?? (.zero, .zero)
    }

    /// Reads the point: 04 ‖ x ‖ y (65 bytes), x ‖ y (64 bytes) or 02/03 ‖ x (33 bytes).
    ///
    /// - Throws: ``FSEncryptError/Code/invalidKeyData`` for another length, or bytes that are
    ///   not a point of the SM2 curve.
    public init(rawRepresentation: some DataProtocol) throws(FSEncryptError) {
        guard let point = SM2PointEncoding.point(rawRepresentation) else {
            throw .invalidKeyData(
                "an SM2 public key is a point of the curve in 65 bytes (04 ‖ x ‖ y), 64 (x ‖ y) or 33 (compressed); these \(rawRepresentation.count) bytes are not one"
            )
        }
        self.init(point: point)
    }

    /// Reads the point from hex (either case): 130, 128 or 66 digits.
    ///
    /// - Throws: ``FSEncryptError/Code/invalidEncoding`` for text that is not hex, and as
    ///   ``init(rawRepresentation:)``.
    public init(hex: String) throws(FSEncryptError) {
        try self.init(rawRepresentation: FSTextEncoding.hex.decode(hex))
    }

    /// Reads `BEGIN PUBLIC KEY` PEM (SubjectPublicKeyInfo), or its bare Base64 body.
    ///
    /// - Throws: ``FSEncryptError/Code/invalidKeyData`` for text that holds no SM2 public key
    ///   (a private key, another curve, an RSA key, a point off the curve, damaged data).
    public init(pem: String) throws(FSEncryptError) {
        try self.init(der: PEMReader.der(pem, expecting: SM2KeyEncoding.publicKeyPEM))
    }

    /// Reads SubjectPublicKeyInfo DER.
    ///
    /// - Throws: as ``init(pem:)``.
    public init(der: some DataProtocol) throws(FSEncryptError) {
        try self.init(rawRepresentation: SM2KeyEncoding.publicKey(der: Array(der)))
    }

    /// 04 ‖ x ‖ y, 65 bytes: what backends exchange (in hex or Base64).
    public var rawRepresentation: Data { Data(SM2PointEncoding.uncompressed(coordinates)) }

    /// 02 or 03 ‖ x, 33 bytes.
    public var compressedRepresentation: Data { Data(SM2PointEncoding.compressed(coordinates)) }

    /// The key as SubjectPublicKeyInfo DER, as OpenSSL 3 and Java write it.
    public var derRepresentation: Data {
        Data(SM2KeyEncoding.subjectPublicKeyInfo(SM2PointEncoding.uncompressed(coordinates)))
    }

    /// The key as `-----BEGIN PUBLIC KEY-----` PEM.
    public var pemRepresentation: String {
        SM2KeyEncoding.pem(
            SM2KeyEncoding.subjectPublicKeyInfo(SM2PointEncoding.uncompressed(coordinates)),
            label: SM2KeyEncoding.publicKeyLabel)
    }

    /// Whether `signature` is the private key's signature of `message` with `userID` (see
    /// ``FSSM2PrivateKey/signature(for:userID:nonce:)``). A signature of another message, key
    /// or user ID is simply not valid.
    public func isValidSignature(
        _ signature: FSSM2Signature, for message: some DataProtocol, userID: Data = FSSM2Signature.defaultUserID
    ) -> Bool {
        typealias Scalar = SM2Curve.Scalar
        guard let digest = try? SM2Hashing.messageDigest(message, userID: userID, publicKey: coordinates) else {
            return false
        }
        // GB/T 32918.2 §7.1 B5–B7: t = r + s ≠ 0, (x₁, y₁) = s·G + t·P, R = e + x₁ = r.
        let t = Scalar(signature.r) + Scalar(signature.s)
        guard t.zeroMask == 0,
            let sum = point.multiplied(by: t.value, addingGeneratorTimes: signature.s).affine
        else { return false }
        return (Scalar(reducing: digest) + Scalar(reducing: sum.x)).value == signature.r
    }

    /// Encrypts `message` for the private key's holder (GB/T 32918.4): a fresh k for every
    /// call, so the output differs each time; it is 97 bytes longer than the message in the
    /// raw layouts with 04, about 107 in DER.
    ///
    /// - Throws: ``FSEncryptError/Code/invalidArgument`` for an empty message, which SM2 does
    ///   not encrypt (its key stream would be empty, and OpenSSL refuses it too).
    public func encrypt(
        _ message: some DataProtocol, format: FSSM2CiphertextFormat = .c1c3c2
    )
        throws(FSEncryptError) -> Data
    {
        try encrypt(message, format: format, nonce: .random)
    }

    /// `encrypt(_:format:)` with k from `nonce` (a fixed one for the standard's examples).
    func encrypt(
        _ message: some DataProtocol, format: FSSM2CiphertextFormat, nonce: FSSM2Signature.Nonce
    )
        throws(FSEncryptError) -> Data
    {
        let plaintext = Array(message)
        guard !plaintext.isEmpty else { throw .invalidArgument("SM2 encrypts at least one byte; the message is empty") }
        var generator = SystemRandomNumberGenerator()
        while true {
            let k: UInt256
            if case .fixed(let given) = nonce.source {
                k = given
            } else {
                k = FSSM2PrivateKey.randomScalar(using: &generator)
            }
            guard let c1 = SM2Point.generator.multiplied(by: k).affine, let shared = point.multiplied(by: k).affine
            else { continue }
            let x2 = shared.x.bigEndianBytes
            let y2 = shared.y.bigEndianBytes
            let mask = SM2Hashing.derivedKey(x2 + y2, count: plaintext.count)
            // §6.1 A5: a key stream of zeros would leave the message in clear; draw again.
            guard mask.contains(where: { $0 != 0 }) else { continue }
            let c2 = zip(plaintext, mask).map { $0 ^ $1 }
            return Data(format.encode(c1: c1, c3: SM2Hashing.digest(x2, plaintext, y2), c2: c2))
        }
    }

    /// Keys are equal when their points are.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.coordinates == rhs.coordinates }

    /// Hashes the point's coordinates.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(coordinates.x)
        hasher.combine(coordinates.y)
    }
}
