import FSTestSupport
import Foundation
import Testing

@testable import FSZip

/// The code of the article "Tar and .tar.gz: a backup streamed to a file", as written there
/// with its paths under a scratch directory; GNU tar checks the backup it writes.
@Suite("The article on tar")
struct TarArticleTests {
    @Test func aBackupStreamedToAFile() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        _ = try scratch.tree("Documents", ["a.txt": Data("a".utf8), "b/c.txt": Data("c".utf8)])
        try Data("{}".utf8).write(to: URL(fileURLWithPath: scratch["Settings.json"]))

        // A backup in one call.
        try FSTar.createArchive(
            atPath: scratch["backup.tar.gz"], from: [scratch["Documents"], scratch["Settings.json"]],
            compression: .gzip)
        let restored = try FSTar.extractAll(fromFile: scratch["backup.tar.gz"], to: scratch["Restore"])
        #expect(restored.count == 5)
        #expect(contents(of: scratch["Restore/Documents"]) == contents(of: scratch["Documents"]))

        // Streamed to a file, entry by entry.
        let backup = scratch["backup-2026-11-27.tar.gz"]
        let writer = try FSTarWriter(path: backup, compression: .gzip)
        try writer.appendItem(atPath: scratch["Documents"])
        try writer.append(FSTarEntry(path: "VERSION"), contents: Data("3.2.1\n".utf8))
        let rows = ["id,name\n", "1,Ada\n", "2,Grace\n"]
        let size = rows.reduce(0) { $0 + UInt64($1.utf8.count) }
        try writer.append(FSTarEntry(path: "export.csv"), size: size) { write in
            for row in rows { try write(Data(row.utf8)) }
        }
        try writer.finish()

        // Read back as a stream.
        let reader = try FSTarReader(path: backup)
        var csv = Data()
        while let entry = try reader.next() {
            if entry.path == "export.csv" { csv = try reader.readContents(limit: 1 << 20) }
        }
        #expect(String(decoding: csv, as: UTF8.self) == rows.joined())

        // Safe to extract from strangers.
        var limits = FSTarLimits()
        limits.maxTotalSize = 100 << 20
        limits.maxEntryCount = 10_000
        try FSTar.extractAll(fromFile: backup, to: scratch["Uploads/42"], limits: limits)
        #expect(FileManager.default.contents(atPath: scratch["Uploads/42/export.csv"]) == Data(rows.joined().utf8))
        limits.maxEntryCount = 3
        #expect(throws: FSZipError.self) {
            try FSTar.extractAll(fromFile: backup, to: scratch["Uploads/43"], limits: limits)
        }

        if Peer(executable: "tar").isAvailable() {
            let listing = try Peer(executable: "tar").run(["-tzf", backup])
            #expect(
                listing.split(separator: "\n") == [
                    "Documents/", "Documents/a.txt", "Documents/b/", "Documents/b/c.txt", "VERSION", "export.csv",
                ])
        }
    }

    @Test func contentsThatDoNotAddUpAreRefused() throws {
        let writer = try FSTarWriter { _ in }
        #expect(throws: FSZipError.self) {
            try writer.append(FSTarEntry(path: "short"), size: 10) { write in try write(Data("abc".utf8)) }
        }
        let again = try FSTarWriter { _ in }
        #expect(throws: FSZipError.self) {
            try again.append(FSTarEntry(path: "long"), size: 2) { write in try write(Data("abc".utf8)) }
        }
    }
}
