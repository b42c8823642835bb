/// How a text key — a password, or a key string agreed with a backend — becomes the key bytes
/// an algorithm needs. Raw key bytes need no policy: they must have the algorithm's length.
///
/// ```swift
/// // Java's new SecretKeySpec("1234567890123456".getBytes(UTF_8), "AES"):
/// let java = try FSCipher(.aes128, mode: .ecb, key: "1234567890123456", policy: .exact)
/// // PHP's openssl_encrypt($data, 'aes-256-cbc', 'short key', …) pads the key with zeros:
/// let php = try FSCipher(.aes256, mode: .cbc(iv: .bytes(iv)), key: "short key", policy: .zeroPadded)
/// // A password, stretched:
/// let derived = try FSCipher(.aes256, mode: .cbc(iv: .random), key: password,
///                            policy: .pbkdf2(salt: salt, iterations: 600_000))
/// ```
public enum FSKeyPolicy: Hashable, Sendable {
    /// The text's UTF-8 bytes, which must be exactly the algorithm's key length.
    case exact
    /// The text's UTF-8 bytes, padded with zero bytes or truncated to the key length: what
    /// CommonCrypto-based iOS code and PHP's `openssl_encrypt` do with a key of the wrong
    /// length. A short key string is a weak key; prefer ``pbkdf2(salt:iterations:)``.
    case zeroPadded
    /// PBKDF2 with HMAC-SHA256 over the text's UTF-8 bytes (RFC 8018): the key for a
    /// password. OWASP recommends 600,000 iterations (2023); at least 1 is required.
    case pbkdf2(salt: [UInt8], iterations: Int)

    /// The key bytes for `algorithm` made from `text`.
    public func key(from text: String, for algorithm: FSCipherAlgorithm) throws(FSEncryptError) -> [UInt8] {
        try key(from: text, byteCount: algorithm.keyByteCount, expected: "\(algorithm) takes \(algorithm.keyByteCount)")
    }

    func key(from text: String, byteCount: Int, expected: String) throws(FSEncryptError) -> [UInt8] {
        let bytes = Array(text.utf8)
        switch self {
        case .exact:
            guard bytes.count == byteCount else { throw .invalidKey(length: bytes.count, expected: expected) }
            return bytes
        case .zeroPadded:
            return Array(bytes.prefix(byteCount)) + [UInt8](repeating: 0, count: max(0, byteCount - bytes.count))
        case .pbkdf2(let salt, let iterations):
            return try FSDigest.sha256.pbkdf2(password: bytes, salt: salt, iterations: iterations, byteCount: byteCount)
        }
    }
}
