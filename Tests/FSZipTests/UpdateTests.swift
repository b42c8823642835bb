import FSTestSupport
import Foundation
import Testing

@testable import FSZip

/// Updating by a safe rewrite, and appending in place.
@Suite struct UpdateTests {
    /// An archive made by Info-ZIP, so the entries copied or appended to are not our own.
    func infoZipArchive(_ scratch: Scratch) throws -> (archive: String, source: String) {
        let source = try scratch.tree("sample", sampleFiles())
        _ = try Peer.zip.run(["-q", "-r", "-z", "../theirs.zip", "."], input: "their comment\n", directory: source)
        return (scratch.path + "/theirs.zip", source)
    }

    func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    @Test(.enabled(if: Peer.zip.isAvailable() && Peer.unzip.isAvailable(), "needs Info-ZIP zip and unzip"))
    func updatingRemovesAndReplacesWithoutRecompressing() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let (archive, source) = try infoZipArchive(scratch)
        let before = try FSZipArchive(path: archive, nameEncoding: .automatic)
        let writer = try FSZipWriter(updating: archive, nameEncoding: .automatic) {
            $0.path != "README.md" && !$0.path.hasPrefix("docs/")
        }
        try writer.add(Data("replaced".utf8), as: "README.md")
        try writer.finish()
        #expect(try Peer.unzip.run(["-t", archive]).contains("No errors detected"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == ["sample", "theirs.zip"])
        let after = try FSZipArchive(path: archive, nameEncoding: .automatic)
        #expect(after.comment == "their comment")
        #expect(try after.data(of: "README.md") == Data("replaced".utf8))
        #expect(!after.entries.contains { $0.path.hasPrefix("docs/") })
        // Kept entries: the same compressed bytes, CRC and metadata, and the same content.
        let kept = before.entries.filter { $0.path != "README.md" && !$0.path.hasPrefix("docs/") }
        #expect(after.entries.count == kept.count + 1)
        for old in kept {
            let new = try #require(after[old.path])
            #expect(
                (new.method, new.compressedSize, new.crc32, new.permissions, new.isDirectory)
                    == (old.method, old.compressedSize, old.crc32, old.permissions, old.isDirectory), "\(old.path)")
            #expect(new.modificationDate == old.modificationDate, "\(old.path)")
            if !old.isDirectory {
                #expect(try after.data(of: new) == Data(contentsOf: URL(fileURLWithPath: source + "/" + old.path)))
            }
        }
    }

    @Test(.enabled(if: Peer.zip.isAvailable() && Peer.python.isAvailable(), "needs Info-ZIP zip and python3"))
    func appendingLeavesExistingBytesUntouched() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let (archive, _) = try infoZipArchive(scratch)
        let original = try bytes(archive)
        let directoryStart = try #require(
            try FSZipArchive(path: archive).entries.map { try FSZipArchive(path: archive).dataEnd(of: $0) }.max())
        let originalCount = try FSZipArchive(path: archive).entries.count
        let writer = try FSZipWriter(appendingTo: archive)
        try writer.add(Data(repeating: 7, count: 100_000), as: "new/sevens.bin", comment: "appended")
        try writer.addDirectoryEntry(as: "new/empty")
        try writer.finish()
        let appended = try bytes(archive)
        #expect(appended.prefix(Int(directoryStart)) == original.prefix(Int(directoryStart)))
        let script = """
            import sys, zipfile
            z = zipfile.ZipFile(sys.argv[1])
            print(z.testzip(), len(z.infolist()), z.comment.decode(), z.getinfo("new/sevens.bin").comment.decode(),
                  z.read("new/sevens.bin") == bytes([7]) * 100000)
            """
        let expectedCount = try FSZipArchive(path: archive).entries.count
        #expect(
            try Peer.python.run(["-c", script, archive]).trimmingCharacters(in: .newlines)
                == "None \(expectedCount) their comment appended True")
        #expect(expectedCount == originalCount + 2)
    }

    @Test(.enabled(if: Peer.zip.isAvailable(), "needs Info-ZIP zip"))
    func abandonedAppendsRestoreTheOriginal() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let (archive, _) = try infoZipArchive(scratch)
        let original = try bytes(archive)
        do {
            let writer = try FSZipWriter(appendingTo: archive)
            try writer.add(Data(count: 1_000_000), as: "big.bin", level: 0)
            writer.cancel()
        }
        #expect(try bytes(archive) == original)
        do {
            let writer = try FSZipWriter(appendingTo: archive)
            try writer.add(Data(count: 10), as: "small.bin")
        }
        #expect(try bytes(archive) == original)
    }

    /// A comment in a legacy code page survives both ways of changing the archive byte for byte.
    @Test(.enabled(if: Peer.python.isAvailable(), "needs python3"))
    func legacyArchiveCommentsAreKeptAsStored() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let archive = scratch.path + "/legacy.zip"
        let make =
            "import sys, zipfile\nwith zipfile.ZipFile(sys.argv[1], 'w') as z:\n    z.comment = b'caf\\x82'\n    z.writestr('a', b'a')"
        try Peer.python.run(["-c", make, archive])
        let appender = try FSZipWriter(appendingTo: archive)
        try appender.add(Data("b".utf8), as: "b")
        try appender.finish()
        let updater = try FSZipWriter(updating: archive) { $0.path != "a" }
        try updater.finish()
        let read = "import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); print(z.comment.hex(), z.namelist())"
        #expect(try Peer.python.run(["-c", read, archive]).trimmingCharacters(in: .newlines) == "63616682 ['b']")
    }

    @Test func appendingToAPrefixedArchiveIsRefused() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let plain = scratch.path + "/plain.zip"
        let writer = try FSZipWriter(path: plain)
        try writer.add(Data("x".utf8), as: "x")
        try writer.finish()
        let prefixed = scratch.path + "/sfx.zip"
        try (Data(repeating: 0x90, count: 1000) + bytes(plain)).write(to: URL(fileURLWithPath: prefixed))
        #expect(throws: FSZipError.self) { try FSZipWriter(appendingTo: prefixed) }
        #expect(try bytes(prefixed).count == 1000 + bytes(plain).count)
    }
}
