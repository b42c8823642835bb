import FSTestSupport
import Foundation
import Testing

@testable import FSZip

/// Archives read from `Data`: everything an archive on disk does, with the same results.
@Suite struct InMemoryArchiveTests {
    /// A sample tree plus one entry of 5 MiB, written with restart points so that it inflates
    /// on several threads.
    static func sampleArchive(_ scratch: Scratch) throws -> String {
        let source = try scratch.tree("tree", sampleFiles())
        var rng = SeededGenerator(seed: 77)
        let words = ["zip", "memory", "压缩", "archive", "\n"]
        let large = Data(rng.text(900_000, of: words).utf8)
        try large.write(to: URL(fileURLWithPath: source + "/large.txt"))
        let path = scratch.path + "/sample.zip"
        let writer = try FSZipWriter(path: path)
        try writer.addDirectory(at: source)
        try writer.finish(comment: "in memory")
        return path
    }

    @Test func readsAsFromDisk() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let path = try Self.sampleArchive(scratch)
        let onDisk = try FSZipArchive(path: path)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        // A slice whose indices do not start at 0, as a part of a larger download would be.
        let download = (Data("HTTP body: ".utf8) + bytes)
        for data in [bytes, download.suffix(bytes.count)] {
            var inMemory = try FSZipArchive(data: data)
            #expect(inMemory.path == "" && inMemory.comment == "in memory")
            #expect(inMemory.entries == onDisk.entries)
            for entry in onDisk.entries where !entry.isDirectory {
                #expect(try inMemory.data(of: entry) == onDisk.data(of: entry), "\(entry.path)")
            }
            #expect(try inMemory.verify().count == onDisk.entries.count)
            for threads in [1, 4] {
                inMemory.maxConcurrency = threads
                let destination = scratch.path + "/out-\(threads)-\(data.startIndex)"
                try inMemory.extractAll(to: destination)
                #expect(contents(of: destination + "/tree") == contents(of: scratch.path + "/tree"))
            }
        }
        #expect(onDisk.entries.contains { ($0.restartPoints?.compressedSizes.count ?? 0) > 1 }, "parallel inflating")
        // Any contiguous bytes, read in place.
        let array = try FSZipArchive(bytes: [UInt8](bytes))
        #expect(array.entries == onDisk.entries)
        for entry in onDisk.entries where !entry.isDirectory {
            #expect(try array.data(of: entry) == onDisk.data(of: entry), "\(entry.path)")
        }
    }

    /// Damaged or hostile bytes in memory are the same typed errors as on disk.
    @Test func damagedBytesAreTypedErrors() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: try Self.sampleArchive(scratch)))
        #expect(throws: FSZipError.notAnArchive) { try FSZipArchive(data: Data()) }
        #expect(throws: FSZipError.notAnArchive) { try FSZipArchive(data: Data("not a zip archive".utf8)) }
        #expect(throws: FSZipError.self) { try FSZipArchive(data: bytes.prefix(bytes.count - 30)) }
        var flipped = bytes
        let archive = try FSZipArchive(data: bytes)
        let entry = try #require(archive["tree/docs/长文本.txt"])
        flipped[Int(entry.localHeaderOffset) + 100] ^= 0xFF  // inside the entry's deflate data
        let damaged = try FSZipArchive(data: flipped)
        #expect(throws: FSZipError.self) { try damaged.data(of: entry) }
        #expect(throws: FSZipError.self) { try damaged.extractAll(to: scratch.path + "/damaged") }
    }

    /// An archive Python's zipfile wrote, read from memory.
    @Test(.enabled(if: Peer.python.isAvailable(modules: ["zipfile"]), "needs python3"))
    func readsPythonsArchiveFromMemory() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let path = scratch.path + "/python.zip"
        try Peer.python.run([
            "-c",
            "import zipfile, sys; z = zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED); z.writestr('说明.txt', '你好' * 1000); z.writestr('a/b.bin', bytes(range(256)) * 50); z.close()",
            path,
        ])
        let archive = try FSZipArchive(data: Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(archive.entries.map(\.path) == ["说明.txt", "a/b.bin"])
        #expect(try archive.data(of: "说明.txt") == Data(String(repeating: "你好", count: 1000).utf8))
        let block = (0...255).map { UInt8($0) }
        #expect(try archive.data(of: "a/b.bin") == Data((0..<50).flatMap { _ in block }))
    }
}
