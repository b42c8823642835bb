internal import Crypto
internal import CryptoExtras

/// How a digest is padded for an RSA signature.
public enum FSRSASignaturePadding: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// PKCS#1 v1.5 (RFC 8017 §8.2, Java `SHA256withRSA`, JWT `RS256`): deterministic.
    case pkcs1
    /// PSS with MGF1 over the same digest and a salt as long as the digest (RFC 8017 §8.1,
    /// JWT `PS256`): randomised, and the better choice for new systems.
    case pss

    /// The padding's name (`pkcs1`, `pss`).
    public var description: String { rawValue }

    var backing: _RSA.Signing.Padding {
        switch self {
        case .pkcs1: .insecurePKCS1v1_5
        case .pss: .PSS
        }
    }
}
