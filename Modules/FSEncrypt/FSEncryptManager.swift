#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The original FrameworkStruct `EncryptManager`, output for output, for code that stores or
/// sends what it produced. New code uses ``FSCipher``, ``FSAESGCM``, ``FSDigest`` and
/// ``FSTextEncoding`` directly.
///
/// ```swift
/// FSEncryptManager.des("hello", key: "12345678")     // "…" lowercase hex, as before
/// FSEncryptManager.md5("hello", short: true)          // the middle 16 of the 32 hex digits
/// ```
public enum FSEncryptManager {
    /// DES in ECB with PKCS#7 padding, as lowercase hex: the original `des(_:desKey:)`.
    /// The key's UTF-8 bytes are zero-padded or truncated to 8 bytes, as CommonCrypto was
    /// given them. DES is breakable: use it only where a peer requires it.
    public static func des(_ text: String, key: String) -> String {
        do {
            let cipher = try FSCipher(.des, mode: .ecb, key: key, policy: .zeroPadded)
            return FSTextEncoding.hex.encode(try cipher.encrypt(text))
        } catch {
            // Unreachable: the key is made the right length, and ECB with PKCS#7 takes any text.
            return ""
        }
    }

    /// Reverses ``des(_:key:)``: the text from its hex (either case).
    ///
    /// - Throws: ``FSEncryptError/Code/invalidEncoding`` for text that is not hex, and
    ///   ``FSEncryptError/Code/decryptionFailed`` for a wrong key or damaged data. (The original
    ///   returned an empty string.)
    public static func desDecrypt(_ hex: String, key: String) throws(FSEncryptError) -> String {
        let cipher = try FSCipher(.des, mode: .ecb, key: key, policy: .zeroPadded)
        return try cipher.decryptText(try FSTextEncoding.hex.decode(hex))
    }

    /// The MD5 of `text`'s UTF-8 bytes in hex: 32 digits, or with `short` the middle 16
    /// (digits 8 to 23), in lowercase unless `lower` is `false`.
    public static func md5(_ text: String, short: Bool = false, lower: Bool = true) -> String {
        let hex = (lower ? FSTextEncoding.hex : .hexUppercase).encode(FSDigest.md5.hash(text))
        return short ? String(hex.dropFirst(8).prefix(16)) : hex
    }

    /// The SHA-256 of `text`'s UTF-8 bytes in lowercase hex.
    public static func sha256(_ text: String) -> String {
        FSDigest.sha256.hex(text)
    }

    /// `data` in standard padded Base64: the original `base64(_:)`.
    public static func base64(_ data: some DataProtocol) -> String {
        FSTextEncoding.base64.encode(data)
    }

    /// `text`'s UTF-8 bytes in standard padded Base64: the original `base64FromString(_:)`.
    public static func base64(_ text: String) -> String {
        FSTextEncoding.base64.encode(Array(text.utf8))
    }

    /// The bytes of Base64 text (whitespace ignored): the original `base64Decode(_:)`.
    public static func base64Decode(_ text: String) throws(FSEncryptError) -> Data {
        try FSTextEncoding.base64.decode(text)
    }

    /// The UTF-8 text that Base64 text encodes: the original `base64DecodeToString(_:)`.
    public static func base64DecodeToString(_ text: String) throws(FSEncryptError) -> String {
        try utf8Text(try base64Decode(text))
    }

    /// A new random UUID: 36 characters with dashes, or 32 without when `short`; uppercase
    /// (as `UUID().uuidString`) unless `lower`.
    public static func uuidString(lower: Bool = false, short: Bool = false) -> String {
        var text = UUID().uuidString
        if short { text.removeAll { $0 == "-" } }
        return lower ? text.lowercased() : text
    }
}
