import FSTestSupport
import Foundation
import Testing

@testable import FSZip

/// Hostile and damaged archives: every one is a typed error, nothing lands outside the
/// destination, and nothing half-written remains.
@Suite(.enabled(if: Peer.python.isAvailable(), "needs python3 to craft archives"))
struct SafetyTests {
    /// Writes an archive with Python's zipfile from (name, data, Unix mode) triples.
    func craft(_ scratch: Scratch, _ name: String, _ entries: [(String, String, Int)], host: Int = 3) throws -> String {
        let path = scratch.path + "/" + name
        let spec = entries.map { "(\(pythonString($0.0)), \(pythonString($0.1)), \($0.2))" }.joined(separator: ", ")
        let script = """
            import sys, zipfile
            with zipfile.ZipFile(sys.argv[1], "w") as z:
                for name, data, mode in [\(spec)]:
                    info = zipfile.ZipInfo(name)
                    info.create_system = \(host)
                    info.external_attr = mode << 16
                    z.writestr(info, data)
            """
        _ = try Peer.python.run(["-c", script, path])
        return path
    }

    func pythonString(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    @Test(arguments: [
        "../evil.txt", "a/../../evil.txt", "/tmp/evil.txt", "C:/evil.txt", "a\\..\\..\\evil.txt", "C:evil.txt",
    ])
    func pathsOutsideAreRefused(name: String) throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        // Made on MS-DOS (host 0), where a `\` in a name without `/` is a separator.
        let archive = try FSZipArchive(path: try craft(scratch, "evil.zip", [(name, "x", 0o100644)], host: 0))
        let path = try #require(archive.entries.first).path
        #expect(throws: FSZipError.unsafePath(entry: path)) { try archive.extractAll(to: scratch.path + "/out") }
        #expect(
            !FileManager.default.fileExists(atPath: scratch.path + "/evil.txt")
                && !FileManager.default.fileExists(atPath: "/tmp/evil.txt"))
    }

    @Test func symbolicLinksCannotLeadOut() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        for (links, victim) in [
            ([("link", "/etc", 0o120777)], "link"), ([("link", "../..", 0o120777)], "link"),
            ([("a/link", "../../x", 0o120777)], "a/link"),
        ] {
            let archive = try FSZipArchive(path: try craft(scratch, "links.zip", links))
            #expect(throws: FSZipError.unsafePath(entry: victim)) {
                try archive.extractAll(to: scratch.path + "/out-\(victim.count)")
            }
        }
        // A link that stays inside is fine; writing a file through it is not.
        let through = try FSZipArchive(
            path: try craft(scratch, "through.zip", [("dir/", "", 0o40755), ("link", "dir", 0o120777)]))
        try through.extractAll(to: scratch.path + "/inside")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: scratch.path + "/inside/link")) == "dir")
        let second = try FSZipArchive(path: try craft(scratch, "second.zip", [("link/file.txt", "x", 0o100644)]))
        #expect(throws: FSZipError.unsafePath(entry: "link/file.txt")) {
            try second.extractAll(to: scratch.path + "/inside")
        }
    }

    @Test func overlappingEntriesAreAZipBomb() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        // Two central-directory records pointing at one local header and its data.
        let path = scratch.path + "/overlap.zip"
        let script = """
            import sys, zipfile, struct
            with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
                z.writestr("a.txt", b"0" * 100000)
            data = bytearray(open(sys.argv[1], "rb").read())
            eocd = data.rfind(b"PK\\x05\\x06")
            size, offset = struct.unpack("<II", data[eocd + 12:eocd + 20])
            record = data[offset:offset + size]
            second = record[:46] + b"b.txt" + record[51:]
            directory = record + second
            data = data[:offset] + directory + data[eocd:]
            eocd = data.rfind(b"PK\\x05\\x06")
            data[eocd + 8:eocd + 16] = struct.pack("<HHI", 2, 2, len(directory))
            open(sys.argv[1], "wb").write(data)
            """
        _ = try Peer.python.run(["-c", script, path])
        let archive = try FSZipArchive(path: path)
        #expect(archive.entries.count == 2)
        #expect(throws: FSZipError.overlappingEntries("a.txt", "b.txt")) {
            try archive.extractAll(to: scratch.path + "/out")
        }
        #expect(contents(of: scratch.path + "/out").isEmpty)
        // Testing applies the same check, before decompressing anything; it can be allowed.
        #expect(throws: FSZipError.overlappingEntries("a.txt", "b.txt")) { try archive.verify() }
        var allowing = FSZipLimits()
        allowing.allowsOverlappingEntries = true
        #expect(try archive.verify(limits: allowing).map(\.path) == ["a.txt", "b.txt"])
    }

    /// Every entry intact, but the last one's data runs into the central directory.
    @Test func dataReachingIntoTheDirectoryIsAnOverlap() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let path = scratch.path + "/into.zip"
        let script = """
            import sys, zipfile, struct
            with zipfile.ZipFile(sys.argv[1], "w") as z:
                z.writestr("a.txt", b"A" * 100)
            data = bytearray(open(sys.argv[1], "rb").read())
            central = data.rfind(b"PK\\x01\\x02")
            # Claim 8 more stored bytes in the central record: the data now covers its start.
            data[central + 20:central + 28] = struct.pack("<II", 108, 108)
            open(sys.argv[1], "wb").write(data)
            """
        _ = try Peer.python.run(["-c", script, path])
        let archive = try FSZipArchive(path: path)
        #expect(throws: FSZipError.overlappingEntries("a.txt", "the central directory")) { try archive.verify() }
    }

    /// `verify` applies the size limits before reading a byte, as `extractAll` does.
    @Test func verifyHonoursTheLimits() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let archive = try FSZipArchive(
            path: try craft(scratch, "two.zip", [("a.txt", String(repeating: "x", count: 5000), 0o100644)]))
        var limits = FSZipLimits()
        limits.maxTotalUncompressedSize = 4000
        #expect(throws: FSZipError.self) { try archive.verify(limits: limits) }
        #expect(try archive.verify().count == 1)
    }

    @Test func limitsAreEnforced() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let archive = try FSZipArchive(
            path: try craft(
                scratch, "big.zip",
                [("a.txt", String(repeating: "x", count: 5000), 0o100644), ("b.txt", "y", 0o100644)]))
        var limits = FSZipLimits()
        limits.maxTotalUncompressedSize = 4000
        #expect(throws: FSZipError.self) { try archive.extractAll(to: scratch.path + "/out", limits: limits) }
        limits = FSZipLimits()
        limits.maxEntryCount = 1
        #expect(throws: FSZipError.limitExceeded("2 entries, more than 1")) {
            try archive.extractAll(to: scratch.path + "/out", limits: limits)
        }
    }

    @Test func corruptDataIsCaughtAndNothingHalfWrittenRemains() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let writer = try FSZipWriter(path: scratch.path + "/good.zip", level: 0)
        try writer.add(Data("first file".utf8), as: "first.txt")
        try writer.add(Data(String(repeating: "second file ", count: 100).utf8), as: "second.txt")
        try writer.finish()
        var bytes = try Data(contentsOf: URL(fileURLWithPath: scratch.path + "/good.zip"))
        let marker = try #require(bytes.range(of: Data("second file".utf8)))
        bytes[marker.lowerBound] ^= 0xFF
        try bytes.write(to: URL(fileURLWithPath: scratch.path + "/bad.zip"))
        let archive = try FSZipArchive(path: scratch.path + "/bad.zip")
        #expect(throws: FSZipError.checksumMismatch(entry: "second.txt")) {
            try archive.extractAll(to: scratch.path + "/out")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path + "/out")
        #expect(left == ["first.txt"], "no temporary file and no half-written second.txt: \(left)")
    }

    /// Truncations and random byte flips of a valid archive: always a typed error or a
    /// correct result, never a crash.
    @Test func damagedArchivesNeverCrash() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let source = try scratch.tree("sample", sampleFiles())
        let writer = try FSZipWriter(path: scratch.path + "/sample.zip")
        try writer.addDirectory(at: source)
        try writer.finish()
        let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: scratch.path + "/sample.zip")))
        var rng = SeededGenerator(seed: 9)
        for round in 0..<400 {
            var bytes = original
            if round < 100 {
                bytes = Array(bytes.prefix(Int(rng.next() % UInt64(bytes.count))))
            } else {
                for _ in 0..<(1 + Int(rng.next() % 8)) {
                    bytes[Int(rng.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: rng.next())
                }
            }
            let path = scratch.path + "/damaged.zip"
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            do {
                let archive = try FSZipArchive(path: path)
                for entry in archive.entries { _ = try? archive.data(of: entry) }
                _ = try? archive.extractAll(to: scratch.path + "/damaged-out")
            } catch {
                // Opening throws only FSZipError (typed throws); each names what was wrong.
                #expect(!error.description.isEmpty)
            }
        }
    }

    @Test func notAnArchive() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        try Data("hello".utf8).write(to: URL(fileURLWithPath: scratch.path + "/x.zip"))
        #expect(throws: FSZipError.notAnArchive) { try FSZipArchive(path: scratch.path + "/x.zip") }
        #expect(throws: FSZipError.self) { try FSZipArchive(path: scratch.path + "/missing.zip") }
    }
}

@Suite struct PathTests {
    /// `Paths` gives `NSString`'s `lastPathComponent` and `deletingLastPathComponent` on
    /// absolute paths, with or without a trailing slash. (Relative one-component paths are
    /// compared with fixed answers instead: on Linux, `NSString.deletingLastPathComponent`
    /// traps on `"a"`, `"a/"` and `"."` as of Swift 6.3 — one reason FSZip does not use it.)
    @Test func matchesNSStringOnAbsolutePaths() {
        var random = SeededGenerator(seed: 0x9A75)
        let parts = ["a", "site", "..", ".", "说明", "x y", ".hidden"]
        for _ in 0..<5_000 {
            var path = ""
            for _ in 0..<Int.random(in: 0...4, using: &random) { path += "/" + parts.randomElement(using: &random)! }
            if path.isEmpty || Bool.random(using: &random) { path += "/" }
            #expect(Paths.lastComponent(path) == (path as NSString).lastPathComponent, "\(path)")
            #expect(Paths.parent(path) == (path as NSString).deletingLastPathComponent, "\(path)")
        }
    }

    @Test func relativePaths() {
        #expect(Paths.lastComponent("a") == "a" && Paths.parent("a") == "")
        #expect(Paths.lastComponent("site/") == "site" && Paths.parent("site/") == "")
        #expect(Paths.lastComponent("a/b/c") == "c" && Paths.parent("a/b/c") == "a/b")
        #expect(Paths.lastComponent(".") == "." && Paths.parent("./x") == ".")
    }
}
