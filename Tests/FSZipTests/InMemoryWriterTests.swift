import FSTestSupport
import Foundation
import Testing

@testable import FSZip

/// Archives built in memory and handed to any stream: the bytes a file gets from the same
/// calls, limits that fail before they are passed, and readers no one here wrote.
@Suite struct InMemoryWriterTests {
    /// The same calls on every output: a tree, data that deflates well, 3 MiB that does not
    /// (rewritten stored where the output can seek), 3 MiB deflated in blocks on two threads,
    /// a directory and a link.
    static func build(_ writer: FSZipWriter, source: String) throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        writer.maxConcurrency = 2
        try writer.addDirectory(at: source)
        try writer.add(Data(count: 300_000), as: "zeros.bin", modificationDate: date, comment: "deflates well")
        var rng = SeededGenerator(seed: 5)
        let random = Data(rng.bytes(3 << 20))
        try writer.add(random, as: "random.bin", modificationDate: date)
        let text = Data((0..<400_000).map { "line \($0 % 977)\n" }.joined().utf8)
        try writer.add(text, as: "large.txt", modificationDate: date)
        try writer.addDirectoryEntry(as: "empty", modificationDate: date)
        try writer.addSymbolicLink(as: "link", target: "zeros.bin", modificationDate: date)
    }

    @Test func writesTheBytesAFileGets() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let source = try scratch.tree("sample", sampleFiles())
        let file = try FSZipWriter(path: scratch.path + "/file.zip")
        try Self.build(file, source: source)
        try file.finish(comment: "same bytes")
        let memory = FSZipWriter()
        try Self.build(memory, source: source)
        let data = try memory.finishData(comment: "same bytes")
        #expect(data == (try Data(contentsOf: URL(fileURLWithPath: scratch.path + "/file.zip"))))

        let archive = try FSZipArchive(data: data)
        #expect(archive["random.bin"]?.method == .stored && archive["large.txt"]?.method == .deflated)
        #expect((archive["large.txt"]?.restartPoints?.compressedSizes.count ?? 0) > 1)
        try archive.extractAll(to: scratch.path + "/out")
        #expect(contents(of: scratch.path + "/out/sample") == contents(of: source))
    }

    /// A closure gets, in order, the bytes a descriptor that cannot seek gets.
    @Test func aStreamGetsTheBytesADescriptorGets() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let source = try scratch.tree("sample", sampleFiles())
        let path = scratch.path + "/descriptor.zip"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        let descriptor = FSZipWriter(streamingTo: handle.fileDescriptor)
        try Self.build(descriptor, source: source)
        try descriptor.finish()
        try handle.close()
        var chunks: [Int] = []
        var streamed = Data()
        let sink = FSZipWriter(streamingTo: { chunk in
            chunks.append(chunk.count)
            streamed += chunk
        })
        try Self.build(sink, source: source)
        try sink.finish()
        #expect(streamed == (try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(chunks.count > 1 && chunks.dropLast().allSatisfy { $0 >= 1 << 18 }, "\(chunks)")
        #expect(try FSZipArchive(data: streamed).entries.allSatisfy { $0.flags & 0x08 != 0 }, "data descriptors")
    }

    @Test func theMemoryLimitFailsBeforeItIsPassed() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let source = try scratch.tree("sample", sampleFiles())
        let unlimited = FSZipWriter()
        try Self.build(unlimited, source: source)
        let size = try unlimited.finishData().count

        let exact = FSZipWriter(memoryLimit: size)
        try Self.build(exact, source: source)
        #expect(try exact.finishData().count == size)

        let short = FSZipWriter(memoryLimit: size - 1)
        #expect {
            try Self.build(short, source: source)
            _ = try short.finishData()
        } throws: { ($0 as? FSZipError)?.code == .limitExceeded }

        // The entry that did not fit leaves nothing behind: the archive finishes without it.
        let tiny = FSZipWriter(memoryLimit: 1_000)
        try tiny.add(Data("small".utf8), as: "small.txt")
        #expect { try tiny.add(Data(count: 2_000), as: "big", level: 0) } throws: {
            ($0 as? FSZipError)?.code == .limitExceeded
        }
        let archive = try FSZipArchive(data: try tiny.finishData())
        #expect(try archive.entries.map(\.path) == ["small.txt"] && archive.verify().count == 1)
    }

    @Test func finishDataIsForArchivesInMemory() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let writer = try FSZipWriter(path: scratch.path + "/a.zip")
        try writer.add(Data("a".utf8), as: "a.txt")
        #expect { try writer.finishData() } throws: { ($0 as? FSZipError)?.code == .invalidArgument }
        try writer.finish()  // the writer was left as it was
        #expect(try FSZipArchive(path: scratch.path + "/a.zip").entries.map(\.path) == ["a.txt"])
    }

    /// An error the stream throws stops the call under way, as an I/O error that names it.
    @Test func aFailingStreamStopsTheWriter() throws {
        struct Full: Error {}
        var received = 0
        let writer = FSZipWriter(streamingTo: { chunk in
            received += chunk.count
            if received > 1 << 20 { throw Full() }
        })
        var rng = SeededGenerator(seed: 9)
        let random = Data(rng.bytes(2 << 20))
        #expect {
            try writer.add(random, as: "random.bin")
        } throws: { ($0 as? FSZipError)?.code == .io && "\($0)".contains("Full") }
    }

    /// Encrypted entries built in memory open with their password, and only with it.
    @Test(arguments: [FSZipEncryption.zipCrypto, .aes256].filter(\.isSupported))
    func encryptedArchivesInMemory(encryption: FSZipEncryption) throws {
        let writer = FSZipWriter()
        writer.password = "秘密 secret"
        writer.encryption = encryption
        let text = Data(String(repeating: "机密文件 ", count: 5_000).utf8)
        try writer.add(text, as: "secret.txt")
        let archive = try FSZipArchive(data: try writer.finishData())
        #expect(try archive.data(of: "secret.txt", password: "秘密 secret") == text)
        #expect(throws: FSZipError.self) { try archive.data(of: "secret.txt", password: "wrong") }
    }

    // The peers run as programs (Foundation's `Process`): macOS and Linux only.
    #if os(macOS) || os(Linux)
        /// Info-ZIP, 7-Zip, Python's zipfile and bsdtar test an archive built in memory.
        @Test(
            .enabled(
                if: Peer.unzip.isAvailable() && Peer.sevenZip.isAvailable() && Peer.bsdtar.isAvailable()
                    && Peer.python.isAvailable(modules: ["zipfile"]), "needs unzip, 7-Zip, bsdtar and python3"))
        func otherReadersTestArchivesBuiltInMemory() throws {
            let scratch = Scratch()
            defer { scratch.cleanUp() }
            let source = try scratch.tree("sample", sampleFiles())
            let writer = FSZipWriter()
            try Self.build(writer, source: source)
            let path = scratch.path + "/memory.zip"
            try writer.finishData(comment: "built in memory").write(to: URL(fileURLWithPath: path))
            #expect(try Peer.unzip.run(["-t", path]).contains("No errors detected"))
            #expect(try Peer.sevenZip.run(["t", path]).contains("Everything is Ok"))
            let listing = try Peer.bsdtar.run(["-tf", path])
            #expect(listing.contains("sample/docs/长文本.txt") && listing.contains("large.txt"))
            let python = try Peer.python.run([
                "-c",
                "import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); print(z.testzip(), len(z.infolist()), z.comment.decode())",
                path,
            ])
            #expect(python.trimmingCharacters(in: .whitespacesAndNewlines) == "None 16 built in memory")
        }
    #endif
}
