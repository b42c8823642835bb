#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The parameters of RSA-OAEP (RFC 8017 §7.1) beyond the two presets of
/// ``FSRSAEncryptionPadding``: the label's digest, MGF1's digest and the label.
///
/// Java's `OAEPWithSHA-256AndMGF1Padding` hashes the label with SHA-256 but runs MGF1 over
/// SHA-1; some protocols bind a context to the ciphertext with a label.
///
/// ```swift
/// let java = FSOAEP(digest: .sha256, mgf1Digest: .sha1)       // OAEPWithSHA-256AndMGF1Padding
/// let sealed = try server.encrypt(secret, oaep: java)
/// let bound = FSOAEP(digest: .sha512, label: Data("order 42".utf8))
/// ```
public struct FSOAEP: Hashable, Sendable, CustomStringConvertible {
    /// The digest of the label, whose length sets the padding's overhead.
    public var digest: FSDigest
    /// The digest MGF1 runs over.
    public var mgf1Digest: FSDigest
    /// The label: any bytes, the same for encryption and decryption (empty by default).
    public var label: [UInt8]

    /// OAEP over `digest`, with MGF1 over `mgf1Digest` (the same by default) and `label`.
    public init(digest: FSDigest = .sha256, mgf1Digest: FSDigest? = nil, label: some DataProtocol = Data()) {
        self.digest = digest
        self.mgf1Digest = mgf1Digest ?? digest
        self.label = Array(label)
    }

    /// The bytes OAEP takes from each RSA block: twice the digest's length and 2.
    public var overhead: Int { 2 * digest.byteCount + 2 }

    /// `OAEP(sha256, MGF1(sha1), label: N bytes)`.
    public var description: String {
        "OAEP(\(digest), MGF1(\(mgf1Digest))" + (label.isEmpty ? ")" : ", label: \(label.count) bytes)")
    }
}
