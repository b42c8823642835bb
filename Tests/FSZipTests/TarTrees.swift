import FSTestSupport
import Foundation

/// Whether file times survive being read with `stat` and set again: not under faketime (CI's
/// run at other dates), where `stat` shifts them and setting them does not, so every time that
/// goes through an archive comes back shifted.
private let fileTimesRoundTrip = ProcessInfo.processInfo.environment["FAKETIME"] == nil

/// What a tree holds, item by item, as tar keeps it: kind, permissions, modification time in
/// whole seconds, contents, link targets, and which files share an inode — so that two trees
/// compare equal exactly when an archive carried one into the other.
func tarSnapshot(of root: String, directoryTimes: Bool = true) -> [String: String] {
    var result: [String: String] = [:]
    var inodes: [Int: String] = [:]
    let manager = FileManager.default
    let relatives = ((try? manager.subpathsOfDirectory(atPath: root)) ?? []).sorted()
    for relative in relatives {
        let path = root + "/" + relative
        guard let attributes = try? manager.attributesOfItem(atPath: path) else { continue }
        let type = attributes[.type] as? FileAttributeType
        let mode = String((attributes[.posixPermissions] as? Int ?? 0) & 0o777, radix: 8)
        let time = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970.rounded(.down) ?? 0
        let seconds = fileTimesRoundTrip ? String(Int(time)) : "-"  // see fileTimesRoundTrip
        switch type {
        case .typeDirectory?:
            result[relative] = "directory \(mode) \(directoryTimes ? seconds : "-")"
        case .typeSymbolicLink?:
            result[relative] = "link -> " + ((try? manager.destinationOfSymbolicLink(atPath: path)) ?? "?")
        case .typeRegular?:
            let data = manager.contents(atPath: path) ?? Data()
            var description = "file \(mode) \(seconds) \(data.count) \(data.hashValue)"
            // Hard links: the second name says which name it shares its inode with.
            if let inode = attributes[.systemFileNumber] as? Int, (attributes[.referenceCount] as? Int ?? 1) > 1 {
                if let first = inodes[inode] { description += " same as \(first)" } else { inodes[inode] = relative }
            }
            result[relative] = description
        default:
            result[relative] = "other"
        }
    }
    return result
}

/// Builds a tree under `root/top` with every entry type tar has for files: directories,
/// files of sizes around the 512-byte block (and empty ones), names of 99 to 101 bytes, paths
/// over 255 bytes, UTF-8 names, symbolic links, a hard link, various permissions and times.
/// Returns `root/top`.
@discardableResult
func makeTarTree(at root: String, seed: UInt64) throws -> String {
    var random = SeededGenerator(seed: seed)
    let manager = FileManager.default
    let top = root + "/top"
    let long = String(repeating: "d", count: 120)
    let directories = ["", "sub", "sub/深い 目录", long, long + "/" + String(repeating: "e", count: 90), "empty-dir"]
    for directory in directories {
        try manager.createDirectory(atPath: top + "/" + directory, withIntermediateDirectories: true)
    }
    let sizes = [0, 1, 511, 512, 513, 1023, 1024, 1025, 10_240, 70_001]
    let names = [
        "plain.txt", "文件.txt", "café", "with space", String(repeating: "n", count: 99),
        String(repeating: "m", count: 100), String(repeating: "o", count: 101), "emoji-😀", "x", "y",
    ]
    var files: [String] = []
    for (index, name) in names.enumerated() {
        let directory = directories[Int(random.next() % UInt64(directories.count - 1))]
        let path = (directory.isEmpty ? "" : directory + "/") + name
        let size = index < sizes.count ? sizes[index] : Int(random.next() % 5000)
        let bytes = random.bytes(size)
        try Data(bytes).write(to: URL(fileURLWithPath: top + "/" + path))
        let mode = [0o644, 0o600, 0o755, 0o640][Int(random.next() % 4)]
        try manager.setAttributes([.posixPermissions: mode], ofItemAtPath: top + "/" + path)
        files.append(path)
    }
    try manager.createSymbolicLink(atPath: top + "/link-to-plain", withDestinationPath: "plain.txt")
    try manager.createSymbolicLink(atPath: top + "/sub/up-link", withDestinationPath: "../" + files[1])
    try manager.linkItem(atPath: top + "/" + files[3], toPath: top + "/hard-link")
    try manager.setAttributes([.posixPermissions: 0o750], ofItemAtPath: top + "/sub")
    // Times last, directories deepest first, so that making their contents changes nothing.
    for path in (files + ["hard-link"] + directories.reversed()) {
        let seconds = 1_000_000_000 + Double(random.next() % 900_000_000)
        try manager.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: seconds)], ofItemAtPath: top + "/" + path)
    }
    return top
}
