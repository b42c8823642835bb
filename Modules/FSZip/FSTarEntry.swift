#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One entry of a tar archive: its path, kind, size and the metadata tar keeps — as read by
/// ``FSTarReader``, or given to ``FSTarWriter`` to write.
///
/// ```swift
/// let writer = try FSTarWriter(path: "site.tar.gz", compression: .gzip)
/// try writer.append(FSTarEntry(path: "site", kind: .directory))
/// try writer.append(FSTarEntry(path: "site/index.html"), contents: Data("<h1>Hi</h1>".utf8))
/// try writer.append(FSTarEntry(path: "site/home.html", kind: .symbolicLink, linkTarget: "index.html"))
/// try writer.finish()
/// ```
///
/// Paths are `/`-separated, without the trailing `/` tar gives directories. Names that are not
/// UTF-8 are read byte for byte as Latin-1, so that each stays distinct.
public struct FSTarEntry: Hashable, Sendable {
    /// The path inside the archive.
    public var path: String
    /// What the entry is: a file, a directory, a link, …
    public var kind: Kind
    /// The size of the contents in bytes: that of a regular file, 0 for every other kind. A
    /// writer sets it from the contents it is given.
    public var size: UInt64
    /// The permission bits, set-user-ID, set-group-ID and sticky included (`0o7777`).
    public var permissions: UInt16
    /// The modification time; pax archives keep fractions of a second.
    public var modificationDate: Date
    /// The target of a symbolic link (any path) or of a hard link (a path in the archive);
    /// `nil` for the other kinds.
    public var linkTarget: String?
    /// The owner's and group's numeric IDs.
    public var userID: Int
    /// The group's numeric ID.
    public var groupID: Int
    /// The owner's and group's names; empty when not recorded.
    public var userName: String
    /// The group's name; empty when not recorded.
    public var groupName: String

    /// An entry to write.
    ///
    /// - Parameters:
    ///   - path: The path inside the archive (`/`-separated).
    ///   - kind: What the entry is (default: a regular file).
    ///   - permissions: The permission bits (default: `rw-r--r--`, `rwxr-xr-x` for a
    ///     directory, `rwxrwxrwx` for a symbolic link).
    ///   - modificationDate: The modification time (default: now).
    ///   - linkTarget: The target of a link.
    ///   - userID: The owner's numeric ID (default 0).
    ///   - groupID: The group's numeric ID (default 0).
    ///   - userName: The owner's name (default: none).
    ///   - groupName: The group's name (default: none).
    public init(
        path: String, kind: Kind = .regularFile, permissions: UInt16? = nil, modificationDate: Date = Date(),
        linkTarget: String? = nil, userID: Int = 0, groupID: Int = 0, userName: String = "", groupName: String = ""
    ) {
        self.path = path
        self.kind = kind
        self.size = 0
        self.permissions = permissions ?? kind.defaultPermissions
        self.modificationDate = modificationDate
        self.linkTarget = linkTarget
        self.userID = userID
        self.groupID = groupID
        self.userName = userName
        self.groupName = groupName
    }
}
