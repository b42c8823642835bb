import Foundation

/// A fresh directory under the system's temporary directory for one test: made by `init`,
/// removed by ``cleanUp()`` (`let scratch = Scratch(); defer { scratch.cleanUp() }`).
public struct Scratch: Sendable {
    /// The directory.
    public let path: String

    /// Makes a directory named `prefix` and a UUID.
    public init(_ prefix: String = "fs-test") {
        path = NSTemporaryDirectory() + prefix + "-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Removes the directory and everything in it.
    public func cleanUp() { try? FileManager.default.removeItem(atPath: path) }

    /// The path of `name` in the directory.
    public subscript(name: String) -> String { path + "/" + name }

    /// Writes `bytes` to `name` in the directory and returns its path.
    public func write(_ bytes: [UInt8], _ name: String) throws -> String {
        try Data(bytes).write(to: URL(fileURLWithPath: self[name]))
        return self[name]
    }

    /// The names in the directory, sorted.
    public var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }

    /// Writes `files` (relative path → contents) under `name` and returns its path.
    public func tree(_ name: String, _ files: [String: Data]) throws -> String {
        let root = self[name]
        for (relative, contents) in files {
            let file = root + "/" + relative
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try contents.write(to: URL(fileURLWithPath: file))
        }
        return root
    }
}
