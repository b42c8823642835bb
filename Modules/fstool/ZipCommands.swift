import ArgumentParser
import Foundation
import FrameworkStruct

extension FSTool {
    struct Zip: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Creates a zip archive from files and directories.")

        @Argument(help: "The archive to write, or - to stream it to standard output.")
        var archive: String

        @Argument(help: "Files and directories to add (directories recursively).")
        var sources: [String]

        @Option(help: "Deflate level, 0 (store) to 9.")
        var level = 6

        @Flag(help: "Add hidden files (names starting with a dot).")
        var hidden = false

        @Flag(help: "Add to the existing archive, leaving its entries where they are.")
        var append = false

        func run() throws {
            let toStandardOutput = archive == "-"
            let writer =
                toStandardOutput
                ? FSZipWriter(streamingTo: FileHandle.standardOutput.fileDescriptor, level: level)
                : append
                    ? try FSZipWriter(appendingTo: archive, level: level) : try FSZipWriter(path: archive, level: level)
            for source in sources {
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: source, isDirectory: &isDirectory) else {
                    throw ValidationError("no such file: \(source)")
                }
                if isDirectory.boolValue {
                    try writer.addDirectory(
                        at: source, includeHidden: hidden, progress: toStandardOutput ? nil : terminalProgressBar())
                } else {
                    try writer.addFile(at: source)
                }
            }
            try writer.finish()
            guard !toStandardOutput else { return }
            let written = try FSZipArchive(path: archive)
            print("\(archive): \(written.entries.count) entries")
        }
    }

    struct Unzip: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Extracts an archive safely: nothing lands outside the destination.")

        @Argument(help: "The archive to read.")
        var archive: String

        @Option(name: .shortAndLong, help: "The destination directory.")
        var directory = "."

        @Option(help: "How to read names without the UTF-8 flag: cp437, utf8, auto, or an iconv name such as GB18030.")
        var encoding = "cp437"

        func run() throws {
            let extracted = try FSZipArchive(path: archive, nameEncoding: nameEncoding(encoding)).extractAll(
                to: directory, progress: terminalProgressBar())
            print("extracted \(extracted.count) entries to \(directory)")
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Lists an archive's entries.")

        @Argument(help: "The archive to read.")
        var archive: String

        @Option(help: "How to read names without the UTF-8 flag: cp437, utf8, auto, or an iconv name.")
        var encoding = "cp437"

        func run() throws {
            let zip = try FSZipArchive(path: archive, nameEncoding: nameEncoding(encoding))
            for entry in zip.entries {
                let method = entry.method == .deflated ? "deflate" : entry.method == .stored ? "store" : "other"
                print(
                    String(entry.uncompressedSize).padding(toLength: 12)
                        + String(entry.compressedSize).padding(toLength: 12) + method.padding(toLength: 9) + entry.path)
            }
            if !zip.comment.isEmpty { print("comment: \(zip.comment)") }
        }
    }

    struct Test: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Checks every entry's CRC-32 and size.")

        @Argument(help: "The archive to check.")
        var archive: String

        func run() throws {
            let zip = try FSZipArchive(path: archive)
            for entry in zip.entries where !entry.isDirectory {
                try zip.stream(entry) { _ throws(FSZipError) in }
            }
            print("\(archive): \(zip.entries.count) entries, no errors")
        }
    }
}

/// The `--encoding` option's value as a name encoding.
func nameEncoding(_ name: String) -> FSZipNameEncoding {
    switch name.lowercased() {
    case "cp437": .cp437
    case "utf8", "utf-8": .utf8
    case "auto": .automatic
    default: .legacy(name)
    }
}

/// Writes a small archive to the temporary directory, lists it and reads a file back.
@Sendable
func zipDemo() -> [String] {
    let path = NSTemporaryDirectory() + "fstool-demo-\(getpid()).zip"
    defer { try? FileManager.default.removeItem(atPath: path) }
    do {
        let writer = try FSZipWriter(path: path)
        try writer.add(Data(String(repeating: "FrameworkStruct 压缩 ", count: 200).utf8), as: "docs/说明.txt")
        try writer.add(Data((0..<4096).map { UInt8($0 % 7) }), as: "data/pattern.bin")
        try writer.addSymbolicLink(as: "latest", target: "docs/说明.txt")
        try writer.finish(comment: "made by fstool")
        let archive = try FSZipArchive(path: path)
        var lines = archive.entries.map {
            "\($0.path): \($0.uncompressedSize) → \($0.compressedSize) bytes\($0.isSymbolicLink ? " (link)" : "")"
        }
        let text = String(decoding: try archive.data(of: "docs/说明.txt"), as: UTF8.self)
        lines.append("read back \(text.count) characters, CRC-32 verified; comment \"\(archive.comment)\"")
        return lines
    } catch {
        return ["zip demo failed: \(error)"]
    }
}

/// A progress bar redrawn in place, or `nil` when standard output is not a terminal (a
/// pipe or a file gets no control characters).
private func terminalProgressBar() -> ((FSZipProgress) -> Bool)? {
    guard isatty(FileHandle.standardOutput.fileDescriptor) == 1 else { return nil }
    return { progress in
        let width = 30
        let filled = Int(progress.fractionCompleted * Double(width))
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let done = progress.entriesCompleted == progress.entriesTotal
        let line =
            "\r[\(bar)] \(Int(progress.fractionCompleted * 100))% "
            + "\(progress.entriesCompleted)/\(progress.entriesTotal) entries" + (done ? "\n" : "")
        FileHandle.standardOutput.write(Data(line.utf8))
        return true
    }
}
