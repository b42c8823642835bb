import FSTestSupport
import Foundation
import Testing

@testable import FSZip

/// Entries with every field tar keeps, written by ``FSTarWriter`` and read back — by
/// ``FSTarReader`` in pieces of any size, and by Python's `tarfile`, which must see the same
/// fields; and Python's own archives with numbers only base-256 or pax can hold.
@Suite struct TarTests {
    /// Entries that need every extension: long, split and UTF-8 names, a long link target,
    /// times with fractions and before 1970, IDs and names ustar cannot hold.
    func sampleEntries() -> [(FSTarEntry, Data)] {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        func entry(
            _ path: String, _ kind: FSTarEntry.Kind = .regularFile, _ change: (inout FSTarEntry) -> Void = { _ in }
        )
            -> FSTarEntry
        {
            var entry = FSTarEntry(path: path, kind: kind, modificationDate: date)
            change(&entry)
            return entry
        }
        let deep = String(repeating: "d", count: 150) + "/" + String(repeating: "f", count: 99)
        return [
            (entry("dir", .directory) { $0.permissions = 0o750 }, Data()),
            (
                entry("dir/plain.txt") {
                    $0.userName = "alice"; $0.groupName = "staff"; $0.userID = 501; $0.groupID = 20
                }, Data("hello\n".utf8)
            ),
            (entry("dir/" + String(repeating: "n", count: 200)), Data(repeating: 7, count: 512)),
            (entry(deep), Data(repeating: 1, count: 513)),
            (entry("目录/文件 😀.txt") { $0.userName = "用户" }, Data("中文".utf8)),
            (entry("fraction") { $0.modificationDate = Date(timeIntervalSince1970: 1_700_000_000.25) }, Data()),
            (entry("old") { $0.modificationDate = Date(timeIntervalSince1970: -86_400) }, Data("1969".utf8)),
            (
                entry("ids") {
                    $0.userID = 3_000_000; $0.groupID = 4_000_000; $0.permissions = 0o4755
                }, Data()
            ),
            (entry("link", .symbolicLink) { $0.linkTarget = String(repeating: "../t", count: 40) }, Data()),
            (entry("hard", .hardLink) { $0.linkTarget = "dir/plain.txt" }, Data()),
        ]
    }

    func sampleArchive(_ compression: FSTarCompression = .none) throws -> Data {
        var archive = Data()
        let writer = try FSTarWriter(compression: compression) { archive += $0 }
        for (entry, contents) in sampleEntries() { try writer.append(entry, contents: contents) }
        try writer.finish()
        return archive
    }

    @Test(arguments: [1, 7, 511, 512, 513, 100_000])
    func roundTripInPieces(piece: Int) throws {
        for compression in [FSTarCompression.none, .gzip(level: 1)] {
            let archive = try sampleArchive(compression)
            var offset = 0
            let reader = FSTarReader {
                defer { offset += piece }
                return offset < archive.count ? archive[offset..<min(offset + piece, archive.count)] : nil
            }
            for (expected, contents) in sampleEntries() {
                var entry = try #require(try reader.next())
                #expect(entry.size == UInt64(contents.count))
                entry.size = 0
                #expect(entry == expected)
                #expect(try reader.readContents() == contents)
            }
            #expect(try reader.next() == nil)
        }
    }

    @Test func archivesEndOnARecord() throws {
        let archive = try sampleArchive()
        #expect(archive.count % TarHeader.recordSize == 0)
        let empty = try sampleArchiveOf([])
        #expect(empty == Data(count: TarHeader.recordSize))
    }

    func sampleArchiveOf(_ entries: [FSTarEntry]) throws -> Data {
        var archive = Data()
        let writer = try FSTarWriter { archive += $0 }
        for entry in entries { try writer.append(entry) }
        try writer.finish()
        return archive
    }

    @Test(.enabled(if: Peer.python.isAvailable(), "needs python3"))
    func pythonReadsEveryField() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let path = try scratch.write([UInt8](try sampleArchive(.gzip)), "sample.tar.gz")
        let output = try Peer.python.run([
            "-c",
            """
            import json, sys, tarfile
            for m in tarfile.open(sys.argv[1]):
                print(json.dumps([m.name, m.type.decode(), m.size, m.mode, m.mtime, m.linkname, m.uid, m.gid, m.uname, m.gname], ensure_ascii=False))
            """, path,
        ])
        let rows = output.split(separator: "\n").map {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [Any]
        }
        let entries = sampleEntries()
        try #require(rows.count == entries.count)
        for ((entry, contents), row) in zip(entries, rows) {
            let row = try #require(row)
            #expect(row[0] as? String == entry.path)
            #expect(row[1] as? String == String(UnicodeScalar(entry.kind.typeFlag)))
            #expect(row[2] as? Int == contents.count)
            #expect(row[3] as? Int == Int(entry.permissions))
            #expect((row[4] as? NSNumber)?.doubleValue == entry.modificationDate.timeIntervalSince1970, "\(entry.path)")
            #expect(row[5] as? String == entry.linkTarget ?? "")
            #expect(row[6] as? Int == entry.userID && row[7] as? Int == entry.groupID)
            #expect(row[8] as? String == entry.userName && row[9] as? String == entry.groupName)
        }
    }

    /// Python writes numbers ustar cannot hold in base-256 (GNU format, negative ones too) or
    /// in pax records with fractions; FSZip reads each as Python meant it.
    @Test(.enabled(if: Peer.python.isAvailable(), "needs python3"), arguments: ["GNU_FORMAT", "PAX_FORMAT"])
    func readsNumbersPythonWrites(format: String) throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        try Peer.python.run([
            "-c",
            """
            import io, sys, tarfile
            with tarfile.open(sys.argv[1], "w", format=tarfile.\(format)) as t:
                for name, mtime, uid in [("neg", -86400, 1), ("big", 2**40, 3000000), ("frac", 1700000000.5, 7)]:
                    info = tarfile.TarInfo(name); info.mtime = mtime; info.uid = uid; info.size = 2
                    t.addfile(info, io.BytesIO(b"ab"))
            """, scratch["numbers.tar"],
        ])
        let entries = try FSTar.entries(inFile: scratch["numbers.tar"])
        #expect(entries.map(\.path) == ["neg", "big", "frac"])
        #expect(entries.map(\.userID) == [1, 3_000_000, 7])
        // GNU format keeps whole seconds only.
        let fraction = format == "GNU_FORMAT" ? 1_700_000_000 : 1_700_000_000.5
        #expect(entries.map(\.modificationDate.timeIntervalSince1970) == [-86_400, 1_099_511_627_776, fraction])
    }

    @Test func contentsOnlyForFiles() throws {
        let writer = try FSTarWriter { _ in }
        #expect(throws: FSZipError.self) {
            try writer.append(FSTarEntry(path: "d", kind: .directory), contents: Data("x".utf8))
        }
        #expect(throws: FSZipError.self) { try writer.append(FSTarEntry(path: ""), contents: Data()) }
        try writer.finish()
        #expect(throws: FSZipError.self) { try writer.finish() }
    }

    @Test func aWriterDroppedLeavesNothing() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        do {
            let writer = try FSTarWriter(path: scratch["a.tar"])
            try writer.append(FSTarEntry(path: "x"), contents: Data("x".utf8))
        }
        #expect(scratch.names.isEmpty)
        try FSTarWriter(path: scratch["a.tar"]).finish()
        #expect(throws: FSZipError.self) { try FSTarWriter(path: scratch["a.tar"]) }
        #expect(scratch.names == ["a.tar"])
    }

    /// A .tar.gz over 16 MiB gets restart points: GNU tools read it as any gzip, FSZip
    /// inflates it on several threads, and both give the same tar.
    @Test func largeArchivesGetRestartPoints() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        var random = SeededGenerator(seed: 9)
        let text = (0..<(20 << 20) / 4).map { _ in random.next() % 4 == 0 ? "tar " : "gzip" }.joined()
        let source = try scratch.tree("big", ["a.txt": Data(text.utf8), "b/c.txt": Data("small".utf8)])
        try FSTar.createArchive(atPath: scratch["big.tar.gz"], from: [source], compression: .gzip, maxConcurrency: 3)
        let gzip = try Data(contentsOf: URL(fileURLWithPath: scratch["big.tar.gz"]))
        #expect(try GzipIndexTests.points(gzip).points != nil)
        try FSTar.extractAll(fromFile: scratch["big.tar.gz"], to: scratch["out"], maxConcurrency: 4)
        #expect(contents(of: scratch["out/big"]) == contents(of: source))
        #expect(
            try FSTar.entries(inFile: scratch["big.tar.gz"]).map(\.path) == [
                "big", "big/a.txt", "big/b", "big/b/c.txt",
            ])
    }
}

/// libarchive's own test archives (Tests/Fixtures/libarchive), read by FSZip and by Python:
/// the same entries, field by field.
@Suite struct LibarchiveTarTests {
    /// The archive a fixture holds: its numbered uuencoded lines, the others all zeros, padded
    /// with zeros to a whole record.
    static func archive(_ name: String) throws -> Data {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/libarchive/\(name).uul").standardizedFileURL.path
        var lines: [Int: [UInt8]] = [:]
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#")
        {
            let parts = line.split(separator: " ", maxSplits: 1)
            lines[Int(parts[0]) ?? 0] = uudecode(Array(parts[1].utf8))
        }
        var bytes = (1...(lines.keys.max() ?? 0)).flatMap { lines[$0] ?? [UInt8](repeating: 0, count: 45) }
        bytes += [UInt8](repeating: 0, count: TarHeader.recordSize - bytes.count % TarHeader.recordSize)
        return Data(bytes)
    }

    /// One line of uuencoding: a length character, then four characters for every three bytes.
    static func uudecode(_ line: [UInt8]) -> [UInt8] {
        func value(_ character: UInt8) -> UInt8 { (character &- 0x20) & 0x3F }
        let count = Int(value(line[0]))
        var bytes: [UInt8] = []
        var index = 1
        while bytes.count < count && index + 3 < line.count {
            let (a, b, c, d) = (
                value(line[index]), value(line[index + 1]), value(line[index + 2]), value(line[index + 3])
            )
            bytes += [a << 2 | b >> 4, b << 4 | c >> 2, c << 6 | d]
            index += 4
        }
        return Array(bytes.prefix(count))
    }

    @Test(
        .enabled(if: Peer.python.isAvailable(), "needs python3"),
        arguments: ["test_compat_gtar_2.tar", "test_read_pax_vendor_attributes.tar"])
    func readsAsPythonDoes(name: String) throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let path = try scratch.write([UInt8](try Self.archive(name)), name)
        let python = try Peer.python.run([
            "-c",
            """
            import sys, tarfile
            for m in tarfile.open(sys.argv[1]):
                print(m.name, m.type.decode(), m.size, oct(m.mode), repr(m.mtime), m.uid, m.gid, m.uname, m.gname)
            """, path,
        ])
        let ours = try FSTar.entries(inFile: path).map { entry in
            let time = entry.modificationDate.timeIntervalSince1970
            let mtime = time == time.rounded() ? String(Int(time)) : String(time)
            return [
                entry.path, String(UnicodeScalar(entry.kind.typeFlag)), String(entry.size),
                "0o" + String(entry.permissions, radix: 8), mtime, String(entry.userID), String(entry.groupID),
                entry.userName, entry.groupName,
            ].joined(separator: " ")
        }
        #expect(ours == python.split(separator: "\n").map(String.init))
    }
}
