#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A block cipher, mode, padding and key, ready to encrypt and decrypt whole messages — or,
/// through ``makeEncryptor()`` and ``makeDecryptor()``, streams of any length.
///
/// For new data use ``FSAESGCM``, which also detects tampering. `FSCipher` is for talking to
/// systems that already chose an algorithm:
///
/// ```swift
/// // Java: Cipher.getInstance("AES/ECB/PKCS5Padding") with a 16-character key, Base64 output
/// let java = try FSCipher(.aes128, mode: .ecb, key: "1234567890123456", policy: .exact)
/// let token = FSTextEncoding.base64.encode(try java.encrypt("hello"))
///
/// // PHP: openssl_encrypt($data, 'aes-256-cbc', $key, OPENSSL_RAW_DATA, $iv)
/// let php = try FSCipher(.aes256, mode: .cbc(iv: .bytes(iv)), key: key, policy: .zeroPadded)
///
/// // A random IV per message, sent in front of the ciphertext
/// let cbc = try FSCipher(.aes256, mode: .cbc(iv: .random), key: keyBytes)
/// let message = try cbc.decrypt(try cbc.encrypt(data))
/// ```
///
/// Padding defaults to PKCS#7 for ECB and CBC and to none for the stream modes CTR and CFB.
/// A cipher is a value: copies share nothing, and one cipher may be used from many threads.
public struct FSCipher: Sendable {
    /// The block cipher and key size.
    public let algorithm: FSCipherAlgorithm
    /// The mode, with its IV policy.
    public let mode: FSCipherMode
    /// The padding of ECB and CBC messages (``FSPadding/none`` for CTR and CFB).
    public let padding: FSPadding
    private let key: [UInt8]

    /// A cipher with raw key bytes, which must have the algorithm's key length.
    ///
    /// - Throws: ``FSEncryptError/Code/invalidKey`` for a key of the wrong length,
    ///   ``FSEncryptError/Code/invalidIV`` for an IV that is not one block,
    ///   ``FSEncryptError/Code/unsupported`` for CTR or CFB with DES, and
    ///   ``FSEncryptError/Code/invalidArgument`` for a padding with CTR or CFB.
    public init(
        _ algorithm: FSCipherAlgorithm, mode: FSCipherMode, padding: FSPadding? = nil, key: some DataProtocol
    ) throws(FSEncryptError) {
        guard key.count == algorithm.keyByteCount else {
            throw .invalidKey(length: key.count, expected: "\(algorithm) takes \(algorithm.keyByteCount)")
        }
        if mode.isStream && !algorithm.takesStreamModes {
            throw .unsupported("\(algorithm) is offered in ECB and CBC only, not \(mode)")
        }
        if mode.isStream, let padding, padding != .none {
            throw .invalidArgument("\(mode) is a stream mode and takes no padding (\(padding) was given)")
        }
        if case .bytes(let iv) = mode.iv, iv.count != algorithm.blockByteCount {
            throw .invalidIV(length: iv.count, expected: "\(algorithm) in \(mode) takes \(algorithm.blockByteCount)")
        }
        self.algorithm = algorithm
        self.mode = mode
        self.padding = padding ?? (mode.isStream ? .none : .pkcs7)
        self.key = Array(key)
    }

    /// A cipher with a text key made into key bytes by `policy` (see ``FSKeyPolicy``).
    public init(
        _ algorithm: FSCipherAlgorithm, mode: FSCipherMode, padding: FSPadding? = nil, key: String,
        policy: FSKeyPolicy
    ) throws(FSEncryptError) {
        try self.init(algorithm, mode: mode, padding: padding, key: policy.key(from: key, for: algorithm))
    }

    /// Encrypts a message: with a random IV, the IV followed by the ciphertext.
    ///
    /// - Throws: ``FSEncryptError/Code/invalidArgument`` when the padding is
    ///   ``FSPadding/none`` and the message is not a whole number of blocks.
    public func encrypt(_ plaintext: some DataProtocol) throws(FSEncryptError) -> Data {
        let blockSize = algorithm.blockByteCount
        let tail = mode.isStream ? [] : try padding.padding(forLength: plaintext.count, blockSize: blockSize)
        let iv = startingIV(encrypting: true)
        var engine = engine(iv: iv, encrypting: true)
        let ciphertext: Data
        if tail.isEmpty {
            // Without padding the message goes to the engine as it is, uncopied.
            ciphertext = try engine.process(plaintext)
        } else {
            var input = Data(capacity: plaintext.count + tail.count)
            input.append(contentsOf: plaintext)
            input.append(contentsOf: tail)
            ciphertext = try engine.process(input)
        }
        return mode.iv == .random ? Data(iv) + ciphertext : ciphertext
    }

    /// Encrypts the UTF-8 bytes of `text`.
    public func encrypt(_ text: String) throws(FSEncryptError) -> Data {
        try encrypt(Array(text.utf8))
    }

    /// Decrypts a message made by `encrypt(_:)` or by a peer with the same settings.
    ///
    /// - Throws: ``FSEncryptError/Code/invalidLength`` for ciphertext that is not a whole
    ///   number of blocks (ECB, CBC) or is shorter than its random IV, and
    ///   ``FSEncryptError/Code/decryptionFailed`` for bad padding — which is also what a wrong
    ///   key usually gives.
    public func decrypt(_ ciphertext: some DataProtocol) throws(FSEncryptError) -> Data {
        let ivLength = mode.iv == .random ? algorithm.blockByteCount : 0
        guard ciphertext.count >= ivLength else {
            throw .invalidLength(ciphertext.count, "shorter than the \(ivLength)-byte IV in front")
        }
        try checkCiphertextLength(ciphertext.count - ivLength)
        var engine = engine(
            iv: ivLength == 0 ? startingIV(encrypting: false) : Array(ciphertext.prefix(ivLength)), encrypting: false)
        // Without an IV in front the ciphertext goes to the engine as it is, uncopied.
        var output =
            try ivLength == 0 ? engine.process(ciphertext) : engine.process(Data(ciphertext.dropFirst(ivLength)))
        output.removeLast(try paddingLength(of: output))
        return output
    }

    /// Decrypts a message and reads it as UTF-8 text.
    ///
    /// - Throws: as `decrypt(_:)`, and ``FSEncryptError/Code/invalidEncoding`` when the
    ///   plaintext is not UTF-8.
    public func decryptText(_ ciphertext: some DataProtocol) throws(FSEncryptError) -> String {
        try utf8Text(try decrypt(ciphertext))
    }

    /// An encryptor for a message given a piece at a time.
    public func makeEncryptor() -> FSCryptor {
        FSCryptor(cipher: self, encrypting: true)
    }

    /// A decryptor for a message given a piece at a time.
    public func makeDecryptor() -> FSCryptor {
        FSCryptor(cipher: self, encrypting: false)
    }

    // MARK: Pieces shared with FSCryptor

    /// The IV a message starts from: the given one, zeros, or (encrypting) a new random one;
    /// empty for ECB.
    func startingIV(encrypting: Bool) -> [UInt8] {
        switch mode.iv {
        case nil: return []
        case .bytes(let iv): return iv
        case .zero: return [UInt8](repeating: 0, count: algorithm.blockByteCount)
        case .random:
            var generator = SystemRandomNumberGenerator()
            return (0..<algorithm.blockByteCount).map { _ in generator.next() }
        }
    }

    func engine(iv: [UInt8], encrypting: Bool) -> any CipherEngine {
        makeEngine(algorithm, mode: mode, key: key, iv: iv, encrypting: encrypting)
    }

    /// Checks that `count` bytes of ciphertext (after any IV) can be a whole message.
    func checkCiphertextLength(_ count: Int) throws(FSEncryptError) {
        guard !mode.isStream else { return }
        let blockSize = algorithm.blockByteCount
        guard count % blockSize == 0 else {
            throw .invalidLength(count, "not a whole number of \(blockSize)-byte blocks")
        }
        guard count > 0 || padding == .none || padding == .zero else {
            throw .invalidLength(count, "\(padding) padding takes at least one block")
        }
    }

    /// The padding at the end of a decrypted message (whole blocks, ECB or CBC).
    func paddingLength(of plaintext: Data) throws(FSEncryptError) -> Int {
        guard !mode.isStream, padding != .none, !plaintext.isEmpty else { return 0 }
        let length = plaintext.suffix(algorithm.blockByteCount).withUnsafeBytes {
            padding.paddingLength(inLastBlock: $0)
        }
        guard let length else { throw .decryptionFailed }
        return length
    }
}

/// `bytes` as UTF-8 text, or an ``FSEncryptError/Code/invalidEncoding`` error naming the offset
/// of the first byte that is not.
func utf8Text(_ bytes: some Collection<UInt8>) throws(FSEncryptError) -> String {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var text = String.UnicodeScalarView()
    var offset = 0
    while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar):
            text.append(scalar)
            offset += UTF8.width(scalar)
        case .emptyInput:
            return String(text)
        case .error:
            throw .invalidEncoding("UTF-8", "the plaintext is not UTF-8 text", position: offset)
        }
    }
}
