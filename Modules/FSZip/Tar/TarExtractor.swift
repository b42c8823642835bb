internal import FSInternal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes the entries of a tar archive under a destination as they are read, with zip
/// extraction's guarantees: nothing outside the destination (no `..`, no absolute path, no
/// link leading out, nothing written through a link), each file whole under a temporary name
/// and renamed into place once its contents are read, no devices or pipes made.
///
/// Symbolic links are made last, after every file — so none is written through one — and each
/// is then resolved: one that leads outside through another link is removed and refused.
/// Directories get their permissions and times last, as `tar` gives them, so that a read-only
/// directory is still filled.
final class TarExtractor {
    private let root: SafeDestination
    /// The entry being extracted, and its file while its contents arrive.
    private var current: (entry: FSTarEntry, file: AtomicFile?)?
    private var directories: [(path: String, entry: FSTarEntry)] = []
    private var links: [(path: String, entry: FSTarEntry)] = []
    /// The entries extracted, in archive order.
    private(set) var extracted: [FSTarEntry] = []

    init(destination: String) throws(FSZipError) {
        root = try SafeDestination(destination)
    }

    func handle(_ event: TarParser.Event) throws(FSZipError) {
        switch event {
        case .entry(let entry): try begin(entry)
        case .contents(let bytes): try current?.file?.write(bytes)
        case .entryEnd: try end()
        }
    }

    /// Makes the symbolic links, then gives the directories their permissions and times,
    /// deepest first.
    func finish() throws(FSZipError) {
        for (path, entry) in links {
            try SystemCalls.symbolicLink(path, to: entry.linkTarget ?? "")
        }
        for (path, entry) in links {
            guard let resolved = try? SystemCalls.resolvedPath(path) else { continue }
            guard resolved == root.root || resolved.hasPrefix(root.root + "/") else {
                SystemCalls.remove(path)
                throw .unsafePath(entry: entry.path)
            }
        }
        extracted += links.map(\.entry)
        for (path, entry) in directories.reversed() {
            SystemCalls.setAttributes(
                path, permissions: entry.permissions & UnixMode.accessMask,
                modificationSeconds: Self.seconds(entry))
        }
    }

    private func begin(_ entry: FSTarEntry) throws(FSZipError) {
        current = nil
        // "./" names the destination itself (GNU tar writes it): nothing to make.
        if entry.kind == .directory && root.isRoot(entry.path) { return }
        let target = try root.path(for: entry.path, entry: entry.path)
        switch entry.kind {
        case .directory:
            try root.makeDirectories(target, entry: entry.path)
            directories.append((target, entry))
            current = (entry, nil)
        case .regularFile:
            try root.makeDirectories(Paths.parent(target), entry: entry.path)
            current = (entry, try AtomicFile(target: target))
        case .symbolicLink:
            let linkTarget = entry.linkTarget ?? ""
            try root.makeDirectories(Paths.parent(target), entry: entry.path)
            try root.checkLink(at: target, pointingTo: linkTarget, entry: entry.path)
            links.append((target, entry))
        case .hardLink:
            // The link's target is a path in the archive, already extracted as a file: never
            // a link (which could lead out) nor a directory.
            let existing = try root.path(for: entry.linkTarget ?? "", entry: entry.path)
            try root.makeDirectories(Paths.parent(existing), entry: entry.path)
            guard (try? FileStatus(existing, followingLinks: false))?.kind == .regular else {
                throw .unsafePath(entry: entry.path)
            }
            try root.makeDirectories(Paths.parent(target), entry: entry.path)
            if existing != target { try SystemCalls.hardLink(target, to: existing) }
            current = (entry, nil)
        default:
            return
        }
    }

    private func end() throws(FSZipError) {
        guard let (entry, file) = current else { return }
        current = nil
        try file?.commit(
            permissions: entry.permissions & UnixMode.accessMask,
            modificationSeconds: Self.seconds(entry), synchronize: false)
        extracted.append(entry)
    }

    /// The entry's modification time in the whole seconds files are given.
    private static func seconds(_ entry: FSTarEntry) -> Int {
        Int(entry.modificationDate.timeIntervalSince1970.rounded(.down))
    }
}
