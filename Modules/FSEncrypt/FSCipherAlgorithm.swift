/// A block cipher and its key size.
///
/// AES runs on swift-crypto (BoringSSL with the processor's AES instructions on Linux,
/// CryptoKit on Apple platforms). DES and triple DES are implemented in this module, for
/// talking to old backends only: DES's 56-bit key is found by brute force in hours, triple
/// DES's 64-bit blocks collide after a few gigabytes (Sweet32), and this implementation looks
/// up tables indexed by secret data, so it is not constant-time. SM4 (GB/T 32907-2016), the
/// block cipher of China's commercial cryptography (国密) that banks and payment APIs there ask
/// for, is implemented in this module too, with table look-ups as OpenSSL's portable SM4 does
/// (so not constant-time either); it takes every mode AES takes, and ``FSSM4GCM`` seals with it.
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
    /// SM4 (GB/T 32907-2016) with its 16-byte key: OpenSSL's `sm4` (国密).
    case sm4 = "sm4"

    /// The key length in bytes.
    public var keyByteCount: Int {
        switch self {
        case .aes128, .tripleDESTwoKey, .sm4: 16
        case .aes192, .tripleDES: 24
        case .aes256: 32
        case .des: 8
        }
    }

    /// The block length in bytes: 16 for AES and SM4, 8 for DES and triple DES.
    public var blockByteCount: Int { takesStreamModes ? 16 : 8 }

    /// The name OpenSSL gives the algorithm (`aes-128`, `des-ede3`).
    public var description: String { rawValue }

    var isAES: Bool {
        switch self {
        case .aes128, .aes192, .aes256: true
        case .des, .tripleDESTwoKey, .tripleDES, .sm4: false
        }
    }

    /// Whether the algorithm is offered in the stream modes (CTR, CFB, CFB-8, OFB) as well as
    /// ECB and CBC: the 128-bit block ciphers, AES and SM4.
    var takesStreamModes: Bool { isAES || self == .sm4 }
}
