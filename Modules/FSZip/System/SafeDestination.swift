internal import FSInternal

/// A destination directory and the checks that keep extraction inside it.
struct SafeDestination {
    let root: String

    /// The destination `path`, made with the directories it needs if missing (as `mkdir -p`).
    init(_ path: String) throws(FSZipError) {
        var made = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            made += "/" + component
            try SystemCalls.makeDirectory(made)
        }
        root = try SystemCalls.resolvedPath(path)
    }

    /// Whether the name means the root itself: only `.` and separators.
    func isRoot(_ name: String) -> Bool {
        name.split(separator: "/").allSatisfy { $0 == "." }
    }

    /// The full path for an entry name, refusing anything that could leave the root.
    func path(for name: String, entry: String) throws(FSZipError) -> String {
        // Names are `/`-separated (FSZipEntry.path turned a Windows tool's `\` into `/`); any
        // other `\` is a character of a file name, harmless on POSIX.
        guard !name.hasPrefix("/"), !name.contains("\0") else { throw .unsafePath(entry: entry) }
        var components: [Substring] = []
        for component in name.split(separator: "/", omittingEmptySubsequences: true) {
            guard component != "..", !(component.count >= 2 && component.dropFirst().first == ":") else {
                throw .unsafePath(entry: entry)
            }
            if component != "." { components.append(component) }
        }
        guard !components.isEmpty else { throw .unsafePath(entry: entry) }
        return root + "/" + components.joined(separator: "/")
    }

    /// Creates `directory` and its parents under the root, refusing to pass through a link.
    func makeDirectories(_ directory: String, entry: String) throws(FSZipError) {
        guard directory.hasPrefix(root) else { throw .unsafePath(entry: entry) }
        var current = root
        for component in directory.dropFirst(root.count).split(separator: "/") {
            current += "/" + component
            if let status = try? FileStatus(current, followingLinks: false) {
                guard status.kind == .directory else { throw .unsafePath(entry: entry) }
            } else {
                try SystemCalls.makeDirectory(current)
            }
        }
    }

    /// Refuses a link whose target is absolute or leads outside the root.
    func checkLink(at link: String, pointingTo target: String, entry: String) throws(FSZipError) {
        guard !target.hasPrefix("/"), !target.contains("\\") else { throw .unsafePath(entry: entry) }
        var depth = (link.dropFirst(root.count + 1).split(separator: "/").count) - 1
        for component in target.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case "..": depth -= 1
            case ".": break
            default: depth += 1
            }
            guard depth >= 0 else { throw .unsafePath(entry: entry) }
        }
    }
}
