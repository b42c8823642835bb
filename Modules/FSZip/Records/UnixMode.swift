/// The Unix `st_mode` a zip record made on Unix keeps in the high 16 bits of its external
/// attributes: the file type and the permission bits (as `<sys/stat.h>` defines them).
struct UnixMode: Hashable, Sendable {
    var rawValue: UInt16

    /// The bits that hold the file type (`S_IFMT`).
    private static let typeMask: UInt16 = 0o170000
    /// The permission bits, with set-user-ID, set-group-ID and sticky (`07777`).
    static let permissionMask: UInt16 = 0o7777
    /// The read, write and execute bits of owner, group and others (`0777`), all a symbolic
    /// link has and all extraction restores (set-user-ID and the like are dropped, as
    /// `unzip` drops them).
    static let accessMask: UInt16 = 0o777

    /// A file's type, as `S_IFMT` masks it.
    enum Kind: UInt16 {
        /// `S_IFREG`
        case regular = 0o100000
        /// `S_IFDIR`
        case directory = 0o040000
        /// `S_IFLNK`
        case symbolicLink = 0o120000
    }

    /// The permissions of a file that has none recorded (`rw-r--r--`).
    static let defaultFilePermissions: UInt16 = 0o644
    /// The permissions of a directory that has none recorded (`rwxr-xr-x`).
    static let defaultDirectoryPermissions: UInt16 = 0o755

    init(rawValue: UInt16) { self.rawValue = rawValue }

    /// A mode of `kind` with `permissions` (bits outside ``permissionMask`` are dropped).
    init(_ kind: Kind, permissions: UInt16) {
        rawValue = kind.rawValue | permissions & Self.permissionMask
    }

    /// The file type, when it is one of the three a zip entry can be.
    var kind: Kind? { Kind(rawValue: rawValue & Self.typeMask) }

    /// The permission bits.
    var permissions: UInt16 { rawValue & Self.permissionMask }
}
