internal import Crypto
internal import CryptoExtras

/// How a message is padded before RSA encryption.
///
/// Use ``oaepSHA256`` for new systems. ``pkcs1`` is what most backends (Java
/// `RSA/ECB/PKCS1Padding`, PHP `openssl_public_encrypt`, the original FrameworkStruct) still
/// use; it is legacy: a server that reveals whether decryption failed lets an attacker decrypt
/// messages (Bleichenbacher's attack).
public enum FSRSAEncryptionPadding: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// PKCS#1 v1.5 (RFC 8017 §7.2): legacy; 11 bytes of overhead.
    case pkcs1
    /// OAEP with SHA-1 and MGF1-SHA-1 (Java `RSA/ECB/OAEPWithSHA-1AndMGF1Padding`,
    /// OpenSSL's default OAEP): 42 bytes of overhead.
    case oaepSHA1 = "oaep-sha1"
    /// OAEP with SHA-256 and MGF1-SHA-256: 66 bytes of overhead.
    case oaepSHA256 = "oaep-sha256"

    /// The padding's name (`pkcs1`, `oaep-sha1`, `oaep-sha256`).
    public var description: String { rawValue }

    /// The bytes the padding takes from each RSA block.
    public var overhead: Int {
        switch self {
        case .pkcs1: 11
        case .oaepSHA1: 2 * 20 + 2
        case .oaepSHA256: 2 * 32 + 2
        }
    }

    var backing: _RSA.Encryption.Padding {
        switch self {
        case .pkcs1: ._WEAK_AND_INSECURE_PKCS_V1_5
        case .oaepSHA1: .PKCS1_OAEP
        case .oaepSHA256: .PKCS1_OAEP_SHA256
        }
    }
}
