import FSTestSupport
import Foundation
import Testing

@testable import FSZip

// The peers run as programs (Foundation's `Process`): macOS and Linux only.
#if os(macOS) || os(Linux)

    /// Archives FSZip writes, checked by tools no one here wrote; archives those tools write,
    /// read by FSZip byte for byte.
    @Suite struct InteropTests {
        func writeSample(_ scratch: Scratch, level: Int = 6) throws -> (archive: String, source: String) {
            let source = try scratch.tree("sample", sampleFiles())
            let archive = scratch.path + "/ours.zip"
            let writer = try FSZipWriter(path: archive, level: level)
            try writer.addDirectory(at: source)
            try writer.addSymbolicLink(as: "sample/link-to-readme", target: "README.md")
            try writer.finish(comment: "FSZip 测试")
            return (archive, source)
        }

        @Test(.enabled(if: Peer.unzip.isAvailable(), "needs Info-ZIP unzip"))
        func unzipAcceptsOurArchives() throws {
            let scratch = Scratch()
            defer { scratch.cleanUp() }
            for level in [0, 1, 6, 9] {
                let (archive, source) = try writeSample(scratch, level: level)
                let report = try Peer.unzip.run(["-t", archive])
                #expect(report.contains("No errors detected"), "level \(level): \(report)")
                let out = scratch.path + "/unzipped-\(level)"
                _ = try Peer.unzip.run(["-q", archive, "-d", out])
                #expect(contents(of: out + "/sample") == contents(of: source))
                #expect(
                    (try? FileManager.default.destinationOfSymbolicLink(atPath: out + "/sample/link-to-readme"))
                        == "README.md")
            }
        }

        @Test(.enabled(if: Peer.python.isAvailable(), "needs python3"))
        func pythonZipfileAcceptsOurArchives() throws {
            let scratch = Scratch()
            defer { scratch.cleanUp() }
            let (archive, _) = try writeSample(scratch)
            let result = try Peer.python.run([
                "-c",
                "import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); print(z.testzip(), len(z.infolist()), z.comment.decode())",
                archive,
            ])
            #expect(result.trimmingCharacters(in: .whitespacesAndNewlines) == "None 12 FSZip 测试")
        }

        @Test(
            .enabled(
                if: Peer.sevenZip.isAvailable() && Peer.bsdtar.isAvailable(),
                "needs 7-Zip (p7zip-full) and bsdtar (libarchive-tools)"))
        func sevenZipAndBsdtarAcceptOurArchives() throws {
            let scratch = Scratch()
            defer { scratch.cleanUp() }
            let (archive, _) = try writeSample(scratch)
            #expect(try Peer.sevenZip.run(["t", archive]).contains("Everything is Ok"))
            let listing = try Peer.bsdtar.run(["-tf", archive])
            #expect(listing.contains("sample/docs/长文本.txt") && listing.contains("sample/bin/random.dat"))
        }

        /// Streamed through a real pipe into bsdtar, which extracts front to back from standard
        /// input and so depends on the data descriptors; `tee` keeps the same bytes for Info-ZIP's
        /// test and FSZip's own reader.
        @Test(.enabled(if: Peer.bsdtar.isAvailable() && Peer.unzip.isAvailable(), "needs bsdtar and Info-ZIP unzip"))
        func streamedArchivesReadFrontToBack() throws {
            let scratch = Scratch()
            defer { scratch.cleanUp() }
            let source = try scratch.tree("sample", sampleFiles())
            let archive = scratch.path + "/streamed.zip"
            let extracted = scratch.path + "/bsdtar"
            try FileManager.default.createDirectory(atPath: extracted, withIntermediateDirectories: true)
            let consumer = Process()
            consumer.executableURL = URL(fileURLWithPath: "/bin/sh")
            consumer.arguments = ["-c", "tee \"$1\" | bsdtar -xf - -C \"$2\"", "sh", archive, extracted]
            let pipe = Pipe()
            consumer.standardInput = pipe
            try consumer.run()
            let writer = FSZipWriter(streamingTo: pipe.fileHandleForWriting.fileDescriptor)
            try writer.addDirectory(at: source)
            try writer.add(Data(count: 300_000), as: "zeros.bin", comment: "deflates well")
            try writer.finish(comment: "streamed")
            try pipe.fileHandleForWriting.close()
            consumer.waitUntilExit()
            #expect(consumer.terminationStatus == 0)
            #expect(contents(of: extracted + "/sample") == contents(of: source))
            #expect(try Peer.unzip.run(["-t", archive]).contains("No errors detected"))
            let read = try FSZipArchive(path: archive)
            #expect(read.comment == "streamed" && read["zeros.bin"]?.comment == "deflates well")
            #expect(read.entries.allSatisfy { $0.flags & 0x08 != 0 }, "written with data descriptors")
            try read.extractAll(to: scratch.path + "/ours")
            #expect(contents(of: scratch.path + "/ours/sample") == contents(of: source))
            #expect(try read.data(of: "zeros.bin") == Data(count: 300_000))
        }

        /// Content of unknown size read from a pipe: the local header reserves ZIP64 sizes, and
        /// incompressible data stays deflated.
        @Test(.enabled(if: Peer.unzip.isAvailable() && Peer.python.isAvailable(), "needs Info-ZIP unzip and python3"))
        func entriesReadFromPipes() throws {
            let scratch = Scratch()
            defer { scratch.cleanUp() }
            let noise = try #require(sampleFiles()["bin/random.dat"])
            let files = try scratch.tree("in", ["noise.bin": noise, "zeros.bin": Data(count: 1 << 20)])
            let archive = scratch.path + "/piped.zip"
            let writer = try FSZipWriter(path: archive)
            for name in ["noise.bin", "zeros.bin"] {
                let producer = Process()
                producer.executableURL = URL(fileURLWithPath: "/bin/cat")
                producer.arguments = [files + "/" + name]
                let pipe = Pipe()
                producer.standardOutput = pipe
                try producer.run()
                try writer.add(readingFrom: pipe.fileHandleForReading.fileDescriptor, as: name)
                producer.waitUntilExit()
            }
            try writer.finish()
            #expect(try Peer.unzip.run(["-t", archive]).contains("No errors detected"))
            let script =
                "import sys, zipfile; open(sys.argv[3], 'wb').write(zipfile.ZipFile(sys.argv[1]).read(sys.argv[2]))"
            for name in ["noise.bin", "zeros.bin"] {
                let original = try Data(contentsOf: URL(fileURLWithPath: files + "/" + name))
                try Peer.python.run(["-c", script, archive, name, scratch.path + "/python-" + name])
                #expect(
                    try Data(contentsOf: URL(fileURLWithPath: scratch.path + "/python-" + name)) == original, "\(name)")
                #expect(try FSZipArchive(path: archive).data(of: name) == original, "\(name)")
            }
        }

        @Test(.enabled(if: Peer.python.isAvailable(), "needs python3"))
        func entryCommentsReachOtherReaders() throws {
            let scratch = Scratch()
            defer { scratch.cleanUp() }
            let archive = scratch.path + "/commented.zip"
            let writer = try FSZipWriter(path: archive)
            try writer.add(Data("a".utf8), as: "a.txt", comment: "première")
            try writer.addDirectoryEntry(as: "d", comment: "目录")
            try writer.addSymbolicLink(as: "l", target: "a.txt", comment: "link")
            try writer.add(Data("b".utf8), as: "b.txt")
            try writer.finish()
            let script =
                "import sys, zipfile; print('|'.join(i.comment.decode() for i in zipfile.ZipFile(sys.argv[1]).infolist()))"
            let theirs = try Peer.python.run(["-c", script, archive]).trimmingCharacters(in: .newlines)
            #expect(theirs == "première|目录|link|")
            #expect(try FSZipArchive(path: archive).entries.map(\.comment) == ["première", "目录", "link", ""])
        }

        /// Directory entries whose headers claim a size (a directory's size on disk, or data a
        /// writer stored with it): Python extracts them as directories, and so does FSZip; their
        /// data is empty whether read, verified, extracted or kept by an update.
        @Test(
            .enabled(if: Peer.python.isAvailable(), "needs python3"),
            arguments: [(compressed: 0, uncompressed: 4096, data: ""), (3, 3, "abc"), (9000, 9000, "")])
        func directoriesThatClaimASizeHaveNoContents(compressed: Int, uncompressed: Int, data: String) throws {
            let scratch = Scratch()
            defer { scratch.cleanUp() }
            let archive = scratch.path + "/directory-size.zip"
            let script = """
                import struct, sys, zipfile
                name, data, compressed, uncompressed = sys.argv[1], sys.argv[2].encode(), int(sys.argv[3]), int(sys.argv[4])
                with zipfile.ZipFile(name, "w") as archive:
                    directory = zipfile.ZipInfo("dir/")
                    directory.external_attr = 0o40755 << 16 | 0x10
                    archive.writestr(directory, data)
                    archive.writestr("dir/a.txt", b"hello")
                raw = bytearray(open(name, "rb").read())
                struct.pack_into("<II", raw, 18, compressed, uncompressed)
                struct.pack_into("<II", raw, raw.find(b"PK\\x01\\x02") + 20, compressed, uncompressed)
                open(name, "wb").write(raw)
                zipfile.ZipFile(name).extractall(sys.argv[5])
                """
            try Peer.python.run([
                "-c", script, archive, data, String(compressed), String(uncompressed), scratch.path + "/python",
            ])
            let opened = try FSZipArchive(path: archive)
            #expect(try opened.data(of: "dir/") == Data())
            #expect(try opened.data(of: "dir/a.txt") == Data("hello".utf8))
            #expect(try opened.verify().count == 2)
            try opened.extractAll(to: scratch.path + "/ours")
            #expect(contents(of: scratch.path + "/ours") == contents(of: scratch.path + "/python"))
            let updated = scratch.path + "/updated.zip"
            try FileManager.default.copyItem(atPath: archive, toPath: updated)
            try FSZipWriter(updating: updated).finish()
            let kept = try FSZipArchive(path: updated)
            #expect(kept["dir/"]?.uncompressedSize == 0)
            #expect(try kept.data(of: "dir/a.txt") == Data("hello".utf8))
        }

        /// Info-ZIP zip: plain, forced ZIP64 (-fz), symbolic links stored as links (-y).
        @Test(
            .enabled(if: Peer.zip.isAvailable(), "needs Info-ZIP zip"),
            arguments: [["-r"], ["-r", "-fz"], ["-r", "-y"], ["-r", "-0"]])
        func weReadInfoZipArchives(options: [String]) throws {
            let scratch = Scratch()
            defer { scratch.cleanUp() }
            let source = try scratch.tree("sample", sampleFiles())
            try FileManager.default.createSymbolicLink(atPath: source + "/link", withDestinationPath: "README.md")
            _ = try Peer.zip.run(["-q"] + options + ["../theirs.zip", "."], directory: source)
            // Info-ZIP on Linux writes UTF-8 names without the UTF-8 flag.
            let archive = try FSZipArchive(path: scratch.path + "/theirs.zip", nameEncoding: .automatic)
            try archive.extractAll(to: scratch.path + "/out")
            #expect(
                contents(of: scratch.path + "/out")
                    == contents(of: source).merging(options.contains("-y") ? [:] : ["link": Data("# sample\n".utf8)]) {
                        $1
                    }
            )
            if options.contains("-y") {
                #expect(
                    (try? FileManager.default.destinationOfSymbolicLink(atPath: scratch.path + "/out/link"))
                        == "README.md")
            }
        }

        /// Python zipfile: deflated, forced ZIP64, and written to a pipe (data descriptors).
        @Test(.enabled(if: Peer.python.isAvailable(), "needs python3"))
        func weReadPythonArchives() throws {
            let scratch = Scratch()
            defer { scratch.cleanUp() }
            let script = """
                import sys, zipfile, io
                files = {"plain.txt": b"hello " * 1000, "zip64.bin": bytes(range(256)) * 300, "dir/中文.txt": "文字".encode()}
                with zipfile.ZipFile(sys.argv[1] + "/seekable.zip", "w", zipfile.ZIP_DEFLATED) as z:
                    for name, data in files.items():
                        with z.open(name, "w", force_zip64=(name == "zip64.bin")) as f:
                            f.write(data)
                class Pipe(io.RawIOBase):
                    def __init__(self): self.data = bytearray()
                    def writable(self): return True
                    def write(self, b): self.data += b; return len(b)
                pipe = Pipe()
                with zipfile.ZipFile(pipe, "w", zipfile.ZIP_DEFLATED) as z:
                    for name, data in files.items():
                        with z.open(name, "w") as f:
                            f.write(data)
                open(sys.argv[1] + "/streamed.zip", "wb").write(pipe.data)
                """
            _ = try Peer.python.run(["-c", script, scratch.path])
            for name in ["seekable", "streamed"] {
                let archive = try FSZipArchive(path: scratch.path + "/\(name).zip")
                #expect(try archive.data(of: "plain.txt") == Data(String(repeating: "hello ", count: 1000).utf8))
                #expect(try archive.data(of: "zip64.bin") == Data(Array((0...255).map { UInt8($0) }) * 300))
                #expect(try archive.data(of: "dir/中文.txt") == Data("文字".utf8))
            }
            #expect(
                try FSZipArchive(path: scratch.path + "/streamed.zip").entries.allSatisfy { $0.flags & 0x08 != 0 },
                "written with data descriptors")
        }

        /// The `stream-zip` package, in each of its four member kinds: deflated or stored, 32- or
        /// 64-bit.
        @Test(.enabled(if: Peer.python.isAvailable(modules: ["stream_zip"]), "needs python3 with stream-zip"))
        func weReadStreamZipArchives() throws {
            let scratch = Scratch()
            defer { scratch.cleanUp() }
            let script = """
                import sys
                from datetime import datetime
                from stat import S_IFREG
                from stream_zip import stream_zip, ZIP_32, ZIP_64, NO_COMPRESSION_32, NO_COMPRESSION_64
                data = bytes(range(256)) * 400
                kinds = {"zip32": ZIP_32, "zip64": ZIP_64, "stored32": NO_COMPRESSION_32, "stored64": NO_COMPRESSION_64}
                chunks = lambda: (data[i:i + 1000] for i in range(0, len(data), 1000))
                members = [(name + "/data.bin", datetime(2024, 5, 6, 7, 8, 10), S_IFREG | 0o600, kind, chunks())
                           for name, kind in kinds.items()]
                open(sys.argv[1], "wb").write(b"".join(stream_zip(members)))
                """
            let path = scratch.path + "/stream-zip.zip"
            _ = try Peer.python.run(["-c", script, path])
            let archive = try FSZipArchive(path: path)
            #expect(archive.entries.count == 4)
            for entry in archive.entries {
                #expect(try archive.data(of: entry) == Data(Array((0...255).map { UInt8($0) }) * 400), "\(entry.path)")
                // Deflated members stream with a data descriptor; stored ones are buffered first.
                #expect(entry.permissions == 0o600, "\(entry.path)")
                #expect((entry.flags & 0x08 != 0) == entry.path.hasPrefix("zip"), "\(entry.path)")
            }
            try archive.extractAll(to: scratch.path + "/out")
            #expect(contents(of: scratch.path + "/out").count == 4)
        }

        @Test(.enabled(if: Peer.sevenZip.isAvailable() && Peer.bsdtar.isAvailable(), "needs 7-Zip and bsdtar"))
        func weRead7ZipAndBsdtarArchives() throws {
            let scratch = Scratch()
            defer { scratch.cleanUp() }
            let source = try scratch.tree("sample", sampleFiles())
            _ = try Peer.sevenZip.run(["a", "-tzip", "../seven.zip", "."], directory: source)
            _ = try Peer.bsdtar.run(["-a", "-cf", "../bsd.zip", "."], directory: source)
            for name in ["seven", "bsd"] {
                let out = scratch.path + "/out-\(name)"
                try FSZipArchive(path: scratch.path + "/\(name).zip").extractAll(to: out)
                #expect(contents(of: out) == contents(of: source), "\(name)")
            }
        }
    }

    extension Array {
        static func * (lhs: Self, rhs: Int) -> Self { (0..<rhs).flatMap { _ in lhs } }
    }

#endif
