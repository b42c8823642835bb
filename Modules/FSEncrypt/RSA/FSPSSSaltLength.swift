/// How long the random salt of an RSA-PSS signature is (RFC 8017 §9.1).
///
/// Peers disagree on the default: JWT's `PS256`, swift-crypto and OpenSSL's `-sigopt
/// rsa_pss_saltlen:digest` use the digest's length; Python's `cryptography` signs with the
/// longest salt that fits (`PSS.MAX_LENGTH`); Java's `SHA256withRSA/PSS` and .NET take 32 for
/// SHA-256 and 20 for SHA-1 unless told. A verifier must expect the signer's length — or
/// accept any with ``any``.
///
/// ```swift
/// let signature = try key.signature(for: body, padding: .pss, saltLength: .maximum)   // as Python does
/// key.publicKey.isValidSignature(signature, for: body, padding: .pss, saltLength: .any)  // true
/// ```
public enum FSPSSSaltLength: Hashable, Sendable, CustomStringConvertible {
    /// As long as the digest (32 bytes for SHA-256): the default, and what most peers write.
    case digestLength
    /// The longest that fits the key: the encoded message's length less the digest's and 2.
    case maximum
    /// Exactly this many bytes (0 makes signatures deterministic).
    case bytes(Int)
    /// Verification only: whatever length the signature carries.
    case any

    /// `digest length`, `maximum`, `N bytes` or `any`.
    public var description: String {
        switch self {
        case .digestLength: "digest length"
        case .maximum: "maximum"
        case .bytes(let count): "\(count) bytes"
        case .any: "any"
        }
    }
}

extension FSPSSSaltLength {
    /// The salt's length in bytes for an encoded message of `encodedLength` bytes and
    /// `digest`; `nil` for ``any``.
    func byteCount(encodedLength: Int, digest: FSDigest) -> Int? {
        switch self {
        case .digestLength: digest.byteCount
        case .maximum: encodedLength - digest.byteCount - 2
        case .bytes(let count): count
        case .any: nil
        }
    }
}
