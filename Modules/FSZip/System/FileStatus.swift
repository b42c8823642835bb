internal import FSInternal
internal import SystemPackage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What FSZip reads of a file's status: swift-system's `stat`/`lstat`, the same on Linux and
/// Apple platforms.
struct FileStatus {
    enum Kind { case regular, directory, symbolicLink, other }

    let kind: Kind
    /// The permission bits (`0o7777`).
    let permissions: UInt16
    let size: UInt64
    /// The modification time, in whole seconds since 1970 as the writer keeps it.
    let modificationSeconds: Int
    /// The file's identity — its device and inode — and how many names it has: what tar needs
    /// to store a second name of a file as a hard link.
    let device: UInt64, inode: UInt64, linkCount: Int
    /// The owner's and group's numeric IDs.
    let userID: UInt32, groupID: UInt32

    /// The status of `path`, or of what it links to when `followingLinks`; an unreadable
    /// path is ``FSZipError/unreadableSource(_:errno:)``.
    init(_ path: String, followingLinks: Bool) throws(FSZipError) {
        let status: Stat
        do {
            status = try FilePath(path).stat(followTargetSymlink: followingLinks)
        } catch {
            throw .unreadableSource(path, errno: error.rawValue)
        }
        switch status.type {
        case .regular: kind = .regular
        case .directory: kind = .directory
        case .symbolicLink: kind = .symbolicLink
        default: kind = .other
        }
        permissions = UInt16(truncatingIfNeeded: status.permissions.rawValue) & UnixMode.permissionMask
        size = UInt64(clamping: status.size)
        modificationSeconds = SystemCalls.seconds(of: status.st_mtim)
        device = UInt64(status.deviceID.rawValue)
        inode = UInt64(status.inode.rawValue)
        linkCount = status.linkCount
        userID = status.userID.rawValue
        groupID = status.groupID.rawValue
    }

    /// The modification time, in whole seconds as the writer keeps it.
    var modificationDate: Date { Date(timeIntervalSince1970: TimeInterval(modificationSeconds)) }

    /// Throws the `EEXIST` error of `path` when something (a file, a directory, a link) is
    /// there: for callers that must not replace it.
    static func requireAbsent(_ path: String) throws(FSZipError) {
        guard (try? FileStatus(path, followingLinks: false)) != nil else { return }
        throw .failed(path, errno: Errno.fileExists.rawValue)
    }
}
