/// The two path operations FSZip needs, with `NSString`'s results, so the module needs no
/// more of Foundation than `FoundationEssentials`.
enum Paths {
    /// The last component of `path`, trailing slashes ignored: `site` for `/tmp/site/`, `/` for
    /// `/`.
    static func lastComponent(_ path: String) -> String {
        let trimmed = trailingSlashesRemoved(path)
        guard trimmed != "/" else { return trimmed }
        return trimmed.lastIndex(of: "/").map { String(trimmed[trimmed.index(after: $0)...]) } ?? trimmed
    }

    /// `path` without its last component: `/tmp` for `/tmp/site`, `/` for `/tmp`, empty for a
    /// bare name.
    static func parent(_ path: String) -> String {
        let trimmed = trailingSlashesRemoved(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let parent = trailingSlashesRemoved(String(trimmed[..<slash]))
        return parent.isEmpty ? "/" : parent
    }

    private static func trailingSlashesRemoved(_ path: String) -> String {
        var result = Substring(path)
        while result.count > 1 && result.hasSuffix("/") { result = result.dropLast() }
        return String(result)
    }
}
