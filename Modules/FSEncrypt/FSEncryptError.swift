internal import SystemPackage

/// Why data could not be encrypted, decrypted, encoded or decoded: a ``code`` to act on, the
/// ``kind`` of failure, a sentence saying what was wrong, the ``position`` of a bad character
/// in encoded text, and the `errno` of a failed system call.
///
/// Messages never contain key material, and every failure to decrypt — wrong padding, a
/// failed authentication tag, a wrong key — is the one ``Code/decryptionFailed``, so that an
/// attacker who submits ciphertexts learns nothing from which check failed (no padding oracle).
///
/// ```swift
/// do {
///     let plaintext = try FSAESGCM.open(sealed, key: key)
/// } catch let error where error.code == .decryptionFailed {
///     rejectTamperedMessage()
/// }
/// ```
///
/// Errors compare equal when every field does; the static functions below make each one.
public struct FSEncryptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, one case per failure a caller may handle differently.
    public enum Code: Hashable, Sendable {
        /// A key has the wrong length for the algorithm, or a key derivation's parameters are
        /// impossible.
        case invalidKey
        /// An IV, counter block or nonce has the wrong length.
        case invalidIV
        /// Ciphertext is not a whole number of blocks, or shorter than its IV, nonce or tag.
        case invalidLength
        /// The data could not be decrypted: a wrong key, damaged data, bad padding or a failed
        /// authentication tag — deliberately one code.
        case decryptionFailed
        /// Hex, Base64 or UTF-8 text is malformed; ``FSEncryptError/position`` says where.
        case invalidEncoding
        /// A PEM or DER key could not be read.
        case invalidKeyData
        /// Well formed, but something FSEncrypt does not do (a mode for this algorithm, a nonce
        /// shorter than 12 bytes).
        case unsupported
        /// The caller asked for something impossible: a padding for a stream mode, unpadded
        /// plaintext that is not a whole number of blocks, a message too long for the key.
        case invalidArgument
        /// A file could not be read or written; ``FSEncryptError/errno`` says why.
        case io
    }

    /// The four ways an operation fails, for callers that need no more detail.
    public enum Kind: Hashable, Sendable {
        /// The bytes or text from outside are wrong: damaged or forged ciphertext, bad
        /// encodings, unreadable keys.
        case invalidInput
        /// Well formed, but something FSEncrypt does not do.
        case unsupported
        /// The caller asked for something impossible: a key or IV of the wrong length, an
        /// option that does not fit the mode.
        case invalidArgument
        /// The system refused: ``FSEncryptError/errno`` has its reason.
        case io
    }

    /// What went wrong.
    public let code: Code
    /// A sentence saying what was wrong (the same as ``description``).
    public let message: String
    /// The offset, in UTF-8 bytes, of the first bad character in encoded text.
    public let position: Int?
    /// The `errno` of the failed system call, for ``Code/io`` errors that have one.
    public let errno: Int32?

    /// An error with every field given.
    public init(_ code: Code, _ message: String, position: Int? = nil, errno: Int32? = nil) {
        self.code = code
        self.message = message
        self.position = position
        self.errno = errno
    }

    /// The kind of failure.
    public var kind: Kind {
        switch code {
        case .invalidLength, .decryptionFailed, .invalidEncoding, .invalidKeyData: .invalidInput
        case .unsupported: .unsupported
        case .invalidKey, .invalidIV, .invalidArgument: .invalidArgument
        case .io: .io
        }
    }

    /// The message.
    public var description: String { message }

    /// The data could not be decrypted. One error for every cause, so that no caller — and no
    /// attacker watching one — can tell bad padding from a failed tag or a wrong key.
    public static let decryptionFailed = FSEncryptError(
        .decryptionFailed, "the data could not be decrypted (wrong key, or damaged or forged data)")

    /// A key of `length` bytes where the algorithm takes `expected`.
    public static func invalidKey(length: Int, expected: String) -> FSEncryptError {
        FSEncryptError(.invalidKey, "the key is \(length) bytes; \(expected)")
    }

    /// An IV, counter block or nonce of `length` bytes where `expected` are needed.
    public static func invalidIV(length: Int, expected: String) -> FSEncryptError {
        FSEncryptError(.invalidIV, "the IV is \(length) bytes; \(expected)")
    }

    /// Ciphertext of `length` bytes that cannot be what it claims (`detail` says why).
    public static func invalidLength(_ length: Int, _ detail: String) -> FSEncryptError {
        FSEncryptError(.invalidLength, "the ciphertext is \(length) bytes: \(detail)")
    }

    /// Malformed `encoding` text (hex, Base64, UTF-8): `detail` says what, `position` where.
    public static func invalidEncoding(_ encoding: String, _ detail: String, position: Int?) -> FSEncryptError {
        let place = position.map { " at offset \($0)" } ?? ""
        return FSEncryptError(.invalidEncoding, "invalid \(encoding)\(place): \(detail)", position: position)
    }

    /// A key in PEM or DER that could not be read (`detail` says why).
    public static func invalidKeyData(_ detail: String) -> FSEncryptError {
        FSEncryptError(.invalidKeyData, "the key could not be read: \(detail)")
    }

    /// Something FSEncrypt does not do (`detail` says what).
    public static func unsupported(_ detail: String) -> FSEncryptError {
        FSEncryptError(.unsupported, detail)
    }

    /// A system call on `subject` (a path) that failed with `errno`.
    package static func failed(_ subject: String, errno code: Int32) -> FSEncryptError {
        FSEncryptError(.io, "I/O error: \(subject): \(Errno(rawValue: code))", errno: code)
    }

    /// Runs a swift-system call, whose `Errno` becomes an ``Code/io`` error about `subject`.
    static func system<T>(_ subject: @autoclosure () -> String, _ call: () throws -> T) throws(FSEncryptError) -> T {
        do { return try call() } catch { throw .failed(subject(), errno: (error as? Errno ?? .ioError).rawValue) }
    }

    /// The caller asked for something impossible (`detail` says what).
    public static func invalidArgument(_ detail: String) -> FSEncryptError {
        FSEncryptError(.invalidArgument, detail)
    }
}
