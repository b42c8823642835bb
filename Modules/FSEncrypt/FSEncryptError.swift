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

    /// The kind of failure: the kind of its ``code``.
    public var kind: Kind { code.kind }

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

    /// A signature that could not be read (`detail` says why).
    public static func invalidSignature(_ detail: String) -> FSEncryptError {
        FSEncryptError(.invalidSignature, "the signature could not be read: \(detail)")
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
