#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The walk of a tree of files that the zip and tar writers add: every item, in a stable
/// order, with the name it gets in the archive.
enum FileTree {
    struct Item {
        /// Where the item is on disk.
        let path: String
        /// Its name in the archive.
        let name: String
        let status: FileStatus
    }

    /// `source` and, for a directory, everything under it, named by their paths relative to
    /// `source`'s parent — or, without `keepsParent`, a directory's contents relative to the
    /// directory itself — parents before children, names sorted.
    static func items(
        _ source: String, keepsParent: Bool, includeHidden: Bool, followSymbolicLinks: Bool
    ) throws(FSZipError) -> [Item] {
        var items: [Item] = []
        let status = try FileStatus(source, followingLinks: followSymbolicLinks)
        if keepsParent || status.kind != .directory {
            try walk(
                source, name: Paths.lastComponent(source), includeHidden: includeHidden, follow: followSymbolicLinks,
                into: &items)
        } else {
            for child in try children(of: source, includeHidden: includeHidden) {
                try walk(
                    source + "/" + child, name: child, includeHidden: includeHidden, follow: followSymbolicLinks,
                    into: &items)
            }
        }
        return items
    }

    private static func walk(
        _ path: String, name: String, includeHidden: Bool, follow: Bool, into items: inout [Item]
    ) throws(FSZipError) {
        let status = try FileStatus(path, followingLinks: follow)
        items.append(Item(path: path, name: name, status: status))
        guard status.kind == .directory else { return }
        for child in try children(of: path, includeHidden: includeHidden) {
            try walk(
                path + "/" + child, name: name + "/" + child, includeHidden: includeHidden, follow: follow, into: &items
            )
        }
    }

    /// The names in the directory `path`, sorted, those starting with `.` only when
    /// `includeHidden`.
    private static func children(of path: String, includeHidden: Bool) throws(FSZipError) -> [String] {
        guard let children = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            throw .unreadableSource(path)
        }
        return children.sorted().filter { includeHidden || !$0.hasPrefix(".") }
    }
}
