internal import SystemPackage

/// Why an archive could not be read, written or extracted: a ``code`` to act on, the
/// ``kind`` of failure, a sentence saying what was wrong and where, the ``entry`` concerned,
/// and the `errno` of the system call that failed.
///
/// ```swift
/// do {
///     try archive.extractAll(to: destination)
/// } catch let error {
///     switch error.kind {
///     case .invalidInput: reject(upload, because: error.description)   // damaged or hostile
///     case .unsupported: askForAnotherFormat(error.entry)              // LZMA, encryption …
///     case .io where error.errno == ENOSPC: warnDiskFull()
///     default: throw error
///     }
/// }
/// ```
///
/// Errors compare equal when their code, message, entry and `errno` do; the static
/// functions below make each one (`FSZipError.unsafePath(entry: "../x")`).
public struct FSZipError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public let code: Code
    /// A sentence saying what was wrong and where (the same as ``description``).
    public let message: String
    /// The entry (path inside the archive) concerned, when there is one.
    public let entry: String?
    /// The `errno` of the failed system call, for ``Code/io`` errors that have one.
    public let errno: Int32?

    /// An error with every field given.
    public init(_ code: Code, _ message: String, entry: String? = nil, errno: Int32? = nil) {
        self.code = code
        self.message = message
        self.entry = entry
        self.errno = errno
    }

    /// The kind of failure: the kind of its ``code``.
    public var kind: Kind { code.kind }

    /// The message.
    public var description: String { message }

    /// No end-of-central-directory record: not a zip archive, or cut short.
    public static let notAnArchive = FSZipError(
        .notAnArchive, "not a zip archive (no end-of-central-directory record)")

    /// The work was cancelled (a progress handler returned `false`, or the task was
    /// cancelled); nothing half-written remains.
    public static let cancelled = FSZipError(.cancelled, "cancelled")

    /// A structure is damaged or points outside the file.
    public static func corrupt(_ detail: String) -> FSZipError {
        FSZipError(.corrupt, "the archive is damaged: \(detail)")
    }

    /// The entry uses a compression method FSZip does not read (only store and deflate).
    public static func unsupportedMethod(entry: String, method: UInt16) -> FSZipError {
        FSZipError(
            .unsupportedMethod,
            "\(entry): compression \(FSZipEntry.Method.other(method).name) is not supported (only store and deflate)",
            entry: entry)
    }

    /// The entry is encrypted and cannot be kept by a writer updating its archive.
    public static func encrypted(entry: String) -> FSZipError {
        FSZipError(.encrypted, "\(entry) is encrypted", entry: entry)
    }

    /// The entry is encrypted in a way this build of FSZip does not read.
    public static func unsupportedEncryption(entry: String, _ encryption: FSZipEncryption) -> FSZipError {
        let reason =
            if case .winZipAES = encryption {
                "; build FSZip with the FSZipAES package trait for it"
            } else { "" }
        return FSZipError(
            .encrypted,
            "\(entry) is encrypted with \(encryption), which this build of FSZip cannot read or write\(reason)",
            entry: entry)
    }

    /// The entry is encrypted and no password was given for it.
    public static func passwordRequired(entry: String) -> FSZipError {
        FSZipError(.passwordRequired, "\(entry) is encrypted: a password is needed", entry: entry)
    }

    /// The password does not open the entry.
    public static func wrongPassword(entry: String) -> FSZipError {
        FSZipError(.wrongPassword, "\(entry): wrong password", entry: entry)
    }

    /// The entry's data does not match its authentication code.
    public static func authenticationFailed(entry: String) -> FSZipError {
        FSZipError(
            .authenticationFailed, "\(entry): the data fails authentication (it was changed after encryption)",
            entry: entry)
    }

    /// The data does not match its CRC-32 or its recorded size.
    public static func checksumMismatch(entry: String) -> FSZipError {
        FSZipError(.checksumMismatch, "\(entry): the data does not match its CRC-32 or size", entry: entry)
    }

    /// Extracting the entry would write outside the destination (`..`, an absolute path, a
    /// drive letter, or a symbolic link leading out).
    public static func unsafePath(entry: String) -> FSZipError {
        FSZipError(.unsafePath, "\(entry) would be written outside the destination", entry: entry)
    }

    /// A limit set in ``FSZipLimits`` was exceeded.
    public static func limitExceeded(_ detail: String) -> FSZipError {
        FSZipError(.limitExceeded, "limit exceeded: \(detail)")
    }

    /// Two entries' data overlap (the non-recursive zip bomb), or an entry's data runs into
    /// the central directory.
    public static func overlappingEntries(_ first: String, _ second: String) -> FSZipError {
        FSZipError(.overlappingEntries, "\(first) and \(second) share data (a zip bomb)", entry: first)
    }

    /// The entry does not exist.
    public static func noSuchEntry(_ entry: String) -> FSZipError {
        FSZipError(.noSuchEntry, "no entry named \(entry)", entry: entry)
    }

    /// A name or comment is longer than the 65,535 bytes its zip field holds.
    public static func tooLong(_ what: String) -> FSZipError {
        FSZipError(.invalidArgument, "\(what) is longer than the 65,535 bytes a zip field holds")
    }

    /// The caller asked for something impossible (`detail` says what).
    static func invalidArgument(_ detail: String) -> FSZipError {
        FSZipError(.invalidArgument, detail)
    }

    /// A file or directory to add could not be read, or changed while it was read.
    public static func unreadableSource(_ path: String, errno code: Int32? = nil) -> FSZipError {
        FSZipError(.io, "cannot read \(path)" + (code.map { ": \(Errno(rawValue: $0))" } ?? ""), errno: code)
    }

    /// An I/O failure without a system error (zlib's, for one).
    static func io(_ detail: String) -> FSZipError {
        FSZipError(.io, "I/O error: \(detail)")
    }

    /// An ``Code/io`` error for a system call on `subject` that failed with `code`.
    package static func failed(_ subject: String, errno code: Int32) -> FSZipError {
        FSZipError(.io, "I/O error: \(subject): \(Errno(rawValue: code))", errno: code)
    }

    /// Runs a swift-system call, whose `Errno` becomes an ``Code/io`` error about `subject`.
    static func system<T>(_ subject: @autoclosure () -> String, _ call: () throws -> T) throws(FSZipError) -> T {
        do { return try call() } catch { throw .failed(subject(), errno: (error as? Errno ?? .ioError).rawValue) }
    }
}
