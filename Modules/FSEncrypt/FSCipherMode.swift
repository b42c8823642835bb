/// How a block cipher is applied to a message longer than one block.
///
/// ECB encrypts equal blocks to equal blocks, so the shape of the plaintext shows through
/// (the famous ECB penguin); it is reachable only by naming it, for backends that use it.
/// CBC, CTR and CFB hide the plaintext's shape but do not detect tampering: for new code use
/// ``FSAESGCM``, which does.
public enum FSCipherMode: Hashable, Sendable, CustomStringConvertible {
    /// Electronic codebook: every block on its own, no IV. Insecure for anything but
    /// compatibility with existing backends.
    case ecb
    /// Cipher block chaining with an IV of one block.
    case cbc(iv: FSIV)
    /// Counter mode (AES and SM4): the IV is the first 16-byte counter block, incremented as a
    /// 128-bit big-endian number, as OpenSSL and pycryptodome do. A stream mode: no padding.
    case ctr(iv: FSIV)
    /// 128-bit cipher feedback (AES and SM4; OpenSSL's `aes-…-cfb`, pycryptodome's
    /// `segment_size=128`). A stream mode: no padding.
    case cfb(iv: FSIV)
    /// 8-bit cipher feedback (AES and SM4; OpenSSL's `aes-…-cfb8`, Java's `AES/CFB8/NoPadding`,
    /// common in game and IoT protocols): one block encrypted per byte, so far slower than the
    /// other modes — meant for short messages. A stream mode: no padding.
    case cfb8(iv: FSIV)
    /// Output feedback (AES and SM4; OpenSSL's `aes-…-ofb`): the keystream is the IV encrypted
    /// again and again, XORed with the message, so encrypting and decrypting are the same
    /// operation. A stream mode: no padding.
    case ofb(iv: FSIV)

    /// The IV policy, `nil` for ECB.
    public var iv: FSIV? {
        switch self {
        case .ecb: nil
        case .cbc(let iv), .ctr(let iv), .cfb(let iv), .cfb8(let iv), .ofb(let iv): iv
        }
    }

    /// Whether the mode encrypts byte by byte (CTR, CFB, CFB-8, OFB), so that it takes no
    /// padding.
    public var isStream: Bool {
        switch self {
        case .ecb, .cbc: false
        case .ctr, .cfb, .cfb8, .ofb: true
        }
    }

    /// The mode's name as OpenSSL spells it (`ecb`, `cbc`, `ctr`, `cfb`, `cfb8`, `ofb`).
    public var description: String {
        switch self {
        case .ecb: "ecb"
        case .cbc: "cbc"
        case .ctr: "ctr"
        case .cfb: "cfb"
        case .cfb8: "cfb8"
        case .ofb: "ofb"
        }
    }
}
