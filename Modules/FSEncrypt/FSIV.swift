/// Where a mode's initialisation vector comes from.
///
/// ```swift
/// // A fresh random IV for every message, carried in front of the ciphertext:
/// let cipher = try FSCipher(.aes256, mode: .cbc(iv: .random), key: key)
/// let sealed = try cipher.encrypt(message)      // IV ‖ ciphertext
/// let opened = try cipher.decrypt(sealed)       // reads the IV back
/// ```
public enum FSIV: Hashable, Sendable {
    /// A fixed IV of one block (16 bytes for AES, 8 for DES), as agreed with a backend.
    case bytes([UInt8])
    /// A new random IV for each message, written in front of the ciphertext by encryption and
    /// read back from there by decryption. The right choice for new data.
    case random
    /// An IV of zero bytes (legacy). Unsafe: the same message under the same key gives the
    /// same ciphertext, and for CTR the same keystream, which reveals the XOR of two messages.
    case zero
}
