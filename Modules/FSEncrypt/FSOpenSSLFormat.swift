internal import FSInternal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `openssl enc` writes with a password, and CryptoJS's `AES.encrypt(text, passphrase)`:
/// `Salted__`, an 8-byte random salt, then the ciphertext under a key and IV derived from the
/// password and salt.
///
/// ```swift
/// // openssl enc -aes-256-cbc -pbkdf2 -iter 10000 -md sha256 -a -pass pass:secret
/// let format = FSOpenSSLFormat()                                  // those are the defaults
/// let text = try format.encryptText("hello", password: "secret")  // Base64 as OpenSSL writes it
/// let back = try format.decryptText(text, password: "secret")     // also reads what openssl writes
///
/// // CryptoJS.AES.encrypt("hello", "secret").toString(), or openssl enc -aes-256-cbc -md md5
/// let cryptoJS = FSOpenSSLFormat(keyDerivation: .bytesToKey(.md5))
/// ```
///
/// For the same salt (``encrypt(_:password:salt:)``) the bytes are `openssl enc`'s (which,
/// from OpenSSL 3 on, leaves out `Salted__` and the salt when they are given with `-S`), as
/// the tests check against OpenSSL 3 both ways. `EVP_BytesToKey` is one round of a fast digest:
/// it protects a weak password against nothing — use it to read what others wrote, and PBKDF2
/// with many iterations to write.
public struct FSOpenSSLFormat: Hashable, Sendable {
    /// How the key and IV are made from the password and the salt.
    public enum KeyDerivation: Hashable, Sendable, CustomStringConvertible {
        /// OpenSSL's `EVP_BytesToKey` with one iteration: `-md md5` (OpenSSL 1.0 and earlier,
        /// CryptoJS) or `-md sha256` (OpenSSL 1.1 and later without `-pbkdf2`).
        case bytesToKey(FSDigest)
        /// PBKDF2-HMAC over the digest (`openssl enc -pbkdf2 -iter N -md …`; OpenSSL's default
        /// is 10,000 iterations of SHA-256).
        case pbkdf2(FSDigest, iterations: Int)

        /// `EVP_BytesToKey(md5)`, `PBKDF2(sha256, 10000)`.
        public var description: String {
            switch self {
            case .bytesToKey(let digest): "EVP_BytesToKey(\(digest))"
            case .pbkdf2(let digest, let iterations): "PBKDF2(\(digest), \(iterations))"
            }
        }
    }

    /// The modes `openssl enc` offers with these ciphers (it has no GCM).
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// `-…-ecb`: no IV is derived.
        case ecb
        /// `-…-cbc`, the usual one.
        case cbc
        /// `-aes-…-ctr`.
        case ctr
        /// `-aes-…-cfb` (128-bit feedback).
        case cfb
        /// `-aes-…-cfb8`.
        case cfb8
        /// `-aes-…-ofb`.
        case ofb
    }

    /// The magic bytes in front: `Salted__`.
    public static let magic = Array("Salted__".utf8)
    /// The salt's length: 8 bytes.
    public static let saltByteCount = 8
    /// The line length of OpenSSL's Base64 (`-a`): 64 characters.
    public static let base64LineLength = 64

    /// The cipher.
    public var algorithm: FSCipherAlgorithm
    /// The mode (ECB and CBC pad with PKCS #7, as OpenSSL does).
    public var mode: Mode
    /// How the key and IV come from the password.
    public var keyDerivation: KeyDerivation

    /// The format of `openssl enc -<algorithm>-<mode>` with `keyDerivation` (by default
    /// `-aes-256-cbc -pbkdf2 -iter 10000 -md sha256`).
    public init(
        _ algorithm: FSCipherAlgorithm = .aes256, mode: Mode = .cbc,
        keyDerivation: KeyDerivation = .pbkdf2(.sha256, iterations: 10_000)
    ) {
        self.algorithm = algorithm
        self.mode = mode
        self.keyDerivation = keyDerivation
    }

    /// `Salted__`, the salt (8 random bytes unless given) and the ciphertext.
    ///
    /// - Throws: ``FSEncryptError/Code/invalidArgument`` for a salt that is not 8 bytes;
    ///   ``FSEncryptError/Code/unsupported`` for DES in a stream mode; the key derivation's
    ///   errors (fewer than 1 iteration).
    public func encrypt(
        _ plaintext: some DataProtocol, password: some DataProtocol, salt: [UInt8]? = nil
    ) throws(FSEncryptError) -> Data {
        var generator = SystemRandomNumberGenerator()
        let salt = salt ?? (0..<Self.saltByteCount).map { _ in UInt8.random(in: 0...UInt8.max, using: &generator) }
        guard salt.count == Self.saltByteCount else {
            throw .invalidArgument("the salt of OpenSSL's format is 8 bytes, not \(salt.count)")
        }
        var output = Data(Self.magic + salt)
        output.append(try cipher(password: Array(password), salt: salt).encrypt(plaintext))
        return output
    }

    /// The plaintext of `data` made by ``encrypt(_:password:salt:)`` or `openssl enc`.
    ///
    /// - Throws: ``FSEncryptError/Code/invalidLength`` when `data` does not start with
    ///   `Salted__` and a salt; ``FSEncryptError/Code/decryptionFailed`` for a wrong password
    ///   or damaged data (in ECB and CBC, where the padding tells).
    public func decrypt(_ data: some DataProtocol, password: some DataProtocol) throws(FSEncryptError) -> Data {
        let bytes = Array(data)
        let header = Self.magic.count + Self.saltByteCount
        guard bytes.count >= header, Array(bytes.prefix(Self.magic.count)) == Self.magic else {
            throw .invalidLength(bytes.count, "OpenSSL's format starts with \"Salted__\" and an 8-byte salt")
        }
        let salt = Array(bytes[Self.magic.count..<header])
        return try cipher(password: Array(password), salt: salt).decrypt(bytes[header...])
    }

    /// The UTF-8 bytes of `text` encrypted, in Base64 with a line break every 64 characters,
    /// as `openssl enc -a` writes it.
    public func encryptText(_ text: String, password: String) throws(FSEncryptError) -> String {
        Self.base64Lines(try encrypt(Array(text.utf8), password: Array(password.utf8)))
    }

    /// The text in `base64` (with or without line breaks, as `openssl enc -a` and CryptoJS
    /// write it), decrypted and read as UTF-8.
    ///
    /// - Throws: as ``decrypt(_:password:)``, and ``FSEncryptError/Code/invalidEncoding`` for
    ///   malformed Base64 or a plaintext that is not UTF-8.
    public func decryptText(_ base64: String, password: String) throws(FSEncryptError) -> String {
        let plaintext = try decrypt(Self.data(fromBase64Lines: base64), password: Array(password.utf8))
        guard let text = String(validUTF8: plaintext) else {
            throw .invalidEncoding("UTF-8", "the plaintext is not UTF-8 text", position: nil)
        }
        return text
    }

    /// `data` in Base64 with a line break after every 64 characters and at the end, as
    /// `openssl enc -a` and `openssl base64` write it.
    public static func base64Lines(_ data: some DataProtocol) -> String {
        let encoded = FSTextEncoding.base64.encode(data)
        var lines: [Substring] = []
        var rest = encoded[...]
        while !rest.isEmpty {
            lines.append(rest.prefix(base64LineLength))
            rest = rest.dropFirst(base64LineLength)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The bytes of Base64 text with or without line breaks (whitespace is skipped).
    ///
    /// - Throws: ``FSEncryptError/Code/invalidEncoding`` for malformed Base64.
    public static func data(fromBase64Lines text: String) throws(FSEncryptError) -> Data {
        try FSTextEncoding.base64.decode(
            String(
                String.UnicodeScalarView(
                    text.unicodeScalars.filter {
                        !$0.properties.isWhitespace
                    })))
    }

    /// The key and IV for `password` and `salt` (`openssl enc -P` prints them).
    public func keyAndIV(
        password: some DataProtocol, salt: [UInt8]
    ) throws(FSEncryptError) -> (key: [UInt8], iv: [UInt8]) {
        let keyCount = algorithm.keyByteCount
        let ivCount = mode == .ecb ? 0 : algorithm.blockByteCount
        let material: [UInt8]
        switch keyDerivation {
        case .bytesToKey(let digest):
            material = digest.function.bytesToKey(Array(password), salt, count: keyCount + ivCount)
        case .pbkdf2(let digest, let iterations):
            material = try digest.pbkdf2(
                password: password, salt: salt, iterations: iterations, byteCount: keyCount + ivCount)
        }
        return (Array(material.prefix(keyCount)), Array(material[keyCount..<(keyCount + ivCount)]))
    }

    private func cipher(password: [UInt8], salt: [UInt8]) throws(FSEncryptError) -> FSCipher {
        let (key, iv) = try keyAndIV(password: password, salt: salt)
        let cipherMode: FSCipherMode =
            switch mode {
            case .ecb: .ecb
            case .cbc: .cbc(iv: .bytes(iv))
            case .ctr: .ctr(iv: .bytes(iv))
            case .cfb: .cfb(iv: .bytes(iv))
            case .cfb8: .cfb8(iv: .bytes(iv))
            case .ofb: .ofb(iv: .bytes(iv))
            }
        return try FSCipher(algorithm, mode: cipherMode, key: key)
    }
}
