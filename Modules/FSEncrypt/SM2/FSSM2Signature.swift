#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An SM2 signature (GB/T 32918.2): the two numbers r and s, each in [1, n − 1].
///
/// Backends send it in one of two shapes, and both are read and written: DER, a SEQUENCE of two
/// INTEGERs (what OpenSSL, BouncyCastle's `SM2Signer` and Java's `Signature("SM3withSM2")`
/// write), or raw r ‖ s in 64 bytes (what most JavaScript libraries, such as sm-crypto, and
/// hardware tokens write).
///
/// ```swift
/// let signature = try key.signature(for: body)                        // SM3 with SM2, ID 1234567812345678
/// let header = FSTextEncoding.base64.encode(signature.derRepresentation)
/// let received = try FSSM2Signature(rawRepresentation: FSTextEncoding.hex.decode(hexFromServer))
/// let trusted = serverKey.isValidSignature(received, for: body)
/// ```
public struct FSSM2Signature: Hashable, Sendable {
    let r: UInt256
    let s: UInt256

    /// The user ID that signatures use unless both sides agree on another: the ASCII digits
    /// `1234567812345678` (GM/T 0009 §10), which OpenSSL, BouncyCastle and GmSSL default to.
    ///
    /// Computed rather than stored: a `Data` held in a global keeps its buffer behind a tagged
    /// pointer that LeakSanitizer does not recognise, and callers' leak checks would report it.
    public static var defaultUserID: Data { Data("1234567812345678".utf8) }

    init(r: UInt256, s: UInt256) {
        self.r = r
        self.s = s
    }

    /// Reads r ‖ s: 64 bytes, each number big-endian in 32.
    ///
    /// - Throws: ``FSEncryptError/Code/invalidSignature`` for another length, or r or s not in
    ///   [1, n − 1].
    public init(rawRepresentation: some DataProtocol) throws(FSEncryptError) {
        let bytes = Array(rawRepresentation)
        guard bytes.count == 2 * UInt256.byteCount else {
            throw .invalidSignature("a raw SM2 signature is 64 bytes (r ‖ s), not \(bytes.count)")
        }
        try self.init(
            checkingR: UInt256(bigEndian: bytes[..<UInt256.byteCount]),
            s: UInt256(bigEndian: bytes[UInt256.byteCount...]))
    }

    /// Reads DER: a SEQUENCE of the INTEGERs r and s, and nothing after it.
    ///
    /// - Throws: ``FSEncryptError/Code/invalidSignature`` for bytes that are not such a
    ///   sequence, or r or s not in [1, n − 1].
    public init(derRepresentation: some DataProtocol) throws(FSEncryptError) {
        var outer = DERReader(derRepresentation)
        guard var sequence = outer.nested(), outer.isAtEnd, let r = sequence.readUInt256(),
            let s = sequence.readUInt256(), sequence.isAtEnd
        else { throw .invalidSignature("the bytes are not a DER SEQUENCE of two non-negative INTEGERs (r, s)") }
        try self.init(checkingR: r, s: s)
    }

    private init(checkingR r: UInt256, s: UInt256) throws(FSEncryptError) {
        let order = SM2Curve.Order.modulus
        guard !r.isZero, r < order, !s.isZero, s < order else {
            throw .invalidSignature("r and s must each be in [1, n − 1], n the order of the SM2 curve")
        }
        self.init(r: r, s: s)
    }

    /// r ‖ s in 64 bytes.
    public var rawRepresentation: Data { Data(r.bigEndianBytes + s.bigEndianBytes) }

    /// The DER SEQUENCE of r and s (70 to 72 bytes).
    public var derRepresentation: Data {
        Data(DERWriter.sequence(DERWriter.integer(r), DERWriter.integer(s)))
    }
}

extension FSSM2Signature {
    /// Where the signer's one-time number k comes from.
    ///
    /// A signature reveals the private key when two messages are signed with the same k, or
    /// when k is guessable: ``random`` takes it from the system's secure random source for
    /// every signature; ``deterministic`` derives it from the key and the message (RFC 6979
    /// with HMAC-SM3), so it needs no randomness and signs the same message the same way —
    /// which helps tests and reproducible builds, and does not change how it verifies.
    public struct Nonce: Hashable, Sendable, CustomStringConvertible {
        enum Source: Hashable {
            case random
            case deterministic
            /// A given k, for the published examples of GB/T 32918.5.
            case fixed(UInt256)
        }

        let source: Source

        /// A fresh k from `SystemRandomNumberGenerator` for each signature (the default).
        public static let random = Nonce(source: .random)

        /// k from RFC 6979 §3.2 with HMAC-SM3, the private key and the signed digest e.
        public static let deterministic = Nonce(source: .deterministic)

        /// `random` or `deterministic`.
        public var description: String {
            switch source {
            case .random: "random"
            case .deterministic: "deterministic"
            case .fixed: "fixed"
            }
        }
    }
}
