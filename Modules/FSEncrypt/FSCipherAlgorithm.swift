/// A block cipher and its key size.
///
/// AES runs on swift-crypto (BoringSSL with the processor's AES instructions on Linux,
/// CryptoKit on Apple platforms). DES and triple DES are implemented in this module, for
/// talking to old backends only: DES's 56-bit key is found by brute force in hours, triple
/// DES's 64-bit blocks collide after a few gigabytes (Sweet32), and this implementation looks
/// up tables indexed by secret data, so it is not constant-time.
public enum FSCipherAlgorithm: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// AES with a 16-byte key.
    case aes128 = "aes-128"
    /// AES with a 24-byte key.
    case aes192 = "aes-192"
    /// AES with a 32-byte key.
    case aes256 = "aes-256"
    /// Single DES, an 8-byte key (legacy: breakable by brute force).
    case des = "des"
    /// Two-key triple DES (EDE with K1 K2 K1), a 16-byte key: OpenSSL's `des-ede` (legacy).
    case tripleDESTwoKey = "des-ede"
    /// Three-key triple DES (EDE), a 24-byte key: OpenSSL's `des-ede3`, Java's `DESede` (legacy).
    case tripleDES = "des-ede3"

    /// The key length in bytes.
    public var keyByteCount: Int {
        switch self {
        case .aes128, .tripleDESTwoKey: 16
        case .aes192, .tripleDES: 24
        case .aes256: 32
        case .des: 8
        }
    }

    /// The block length in bytes: 16 for AES, 8 for DES and triple DES.
    public var blockByteCount: Int { isAES ? 16 : 8 }

    /// The name OpenSSL gives the algorithm (`aes-128`, `des-ede3`).
    public var description: String { rawValue }

    var isAES: Bool {
        switch self {
        case .aes128, .aes192, .aes256: true
        case .des, .tripleDESTwoKey, .tripleDES: false
        }
    }
}
