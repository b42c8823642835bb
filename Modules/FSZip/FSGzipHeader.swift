#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The header of one gzip member (RFC 1952): the original file name, its modification time,
/// a comment, extra fields, and the system that wrote it.
///
/// ```swift
/// let header = FSGzipHeader(name: "report.csv", modificationDate: Date(timeIntervalSince1970: 1_700_000_000))
/// let packed = try FSGzip.compress(data, header: header)
/// ```
public struct FSGzipHeader: Hashable, Sendable {
    /// The original file's name (`FNAME`), without a directory; `nil` for none. RFC 1952 says
    /// ISO 8859-1: a name of Latin-1 characters is written so, any other as UTF-8 (as `gzip`
    /// writes the bytes of a file name); reading takes UTF-8 when the bytes are valid UTF-8.
    public var name: String?
    /// The original file's modification time (`MTIME`, whole seconds since 1970); `nil` for
    /// none (written as 0, which means none).
    public var modificationDate: Date?
    /// A comment (`FCOMMENT`), in the same encoding as ``name``; `nil` for none.
    public var comment: String?
    /// The extra field (`FEXTRA`), at most 65,535 bytes; `nil` for none.
    public var extra: [UInt8]?
    /// The writing system (`OS`): 3 for Unix, as `gzip` writes on Linux and macOS; 255 for
    /// unknown, as Python's `gzip` module writes.
    public var operatingSystem: UInt8
    /// Whether the writer marked the data as text (`FTEXT`).
    public var isText: Bool

    /// The `OS` byte of Unix systems.
    public static let unix: UInt8 = 3

    /// A header with the given fields.
    public init(
        name: String? = nil, modificationDate: Date? = nil, comment: String? = nil, extra: [UInt8]? = nil,
        operatingSystem: UInt8 = FSGzipHeader.unix, isText: Bool = false
    ) {
        self.name = name
        self.modificationDate = modificationDate
        self.comment = comment
        self.extra = extra
        self.operatingSystem = operatingSystem
        self.isText = isText
    }
}
