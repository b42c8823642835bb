#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Why an archive could not be read, written or extracted. Every case names what was wrong
/// and, where there is one, the entry.
public enum FSZipError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be opened, read or written (`errno` text included).
    case io(String)
    /// No end-of-central-directory record: not a zip archive, or cut short.
    case notAnArchive
    /// A structure is damaged or points outside the file.
    case corrupt(String)
    /// The entry uses a compression method FSZip does not read (only store and deflate).
    case unsupportedMethod(entry: String, method: UInt16)
    /// The entry is encrypted.
    case encrypted(entry: String)
    /// The data does not match its CRC-32 or its recorded size.
    case checksumMismatch(entry: String)
    /// Extracting the entry would write outside the destination (`..`, an absolute path,
    /// a drive letter, a backslash trick, or a symbolic link leading out).
    case unsafePath(entry: String)
    /// A limit set in ``FSZipLimits`` was exceeded.
    case limitExceeded(String)
    /// Two entries' data overlap: the non-recursive zip-bomb construction.
    case overlappingEntries(String, String)
    /// The entry does not exist.
    case noSuchEntry(String)
    /// A file or directory to add could not be read.
    case unreadableSource(String)
    /// A name or comment is longer than the 65,535 bytes its zip field holds.
    case tooLong(String)
    /// The work was cancelled (a progress handler returned `false`, or the task was
    /// cancelled); nothing half-written remains.
    case cancelled

    /// An ``io(_:)`` error for a system call on `subject` that just failed, with `errno`'s text.
    /// Read `errno` before any clean-up call: ``_System`` does.
    static func failed(_ subject: String, errno code: Int32 = errno) -> FSZipError {
        .io("\(subject): \(String(cString: strerror(code)))")
    }

    /// A sentence saying what was wrong.
    public var description: String {
        switch self {
        case .io(let message): "I/O error: \(message)"
        case .notAnArchive: "not a zip archive (no end-of-central-directory record)"
        case .corrupt(let detail): "the archive is damaged: \(detail)"
        case .unsupportedMethod(let entry, let method):
            "\(entry): compression \(FSZipEntry.Method.other(method).name) is not supported (only store and deflate)"
        case .encrypted(let entry): "\(entry) is encrypted"
        case .checksumMismatch(let entry): "\(entry): the data does not match its CRC-32 or size"
        case .unsafePath(let entry): "\(entry) would be written outside the destination"
        case .limitExceeded(let detail): "limit exceeded: \(detail)"
        case .overlappingEntries(let first, let second): "\(first) and \(second) share data (a zip bomb)"
        case .noSuchEntry(let entry): "no entry named \(entry)"
        case .unreadableSource(let path): "cannot read \(path)"
        case .tooLong(let what): "\(what) is longer than the 65,535 bytes a zip field holds"
        case .cancelled: "cancelled"
        }
    }
}
