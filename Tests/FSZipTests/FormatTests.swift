import FSTestSupport
import Foundation
import Testing

@testable import FSZip

@Suite struct FormatTests {
    @Test func roundTripsEveryLevelAndKeepsMetadata() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        var rng = SeededGenerator(seed: 4)
        let old = Date(timeIntervalSince1970: 100_000_000)  // 1973: before DOS time
        for level in 0...9 {
            let path = scratch.path + "/level\(level).zip"
            let writer = try FSZipWriter(path: path, level: level)
            var expected: [String: Data] = [:]
            for index in 0..<20 {
                let size = Int(rng.next() % 50_000)
                let data =
                    index.isMultiple(of: 2)
                    ? Data(rng.bytes(size))
                    : Data(repeating: UInt8(index), count: size)
                expected["f\(index).bin"] = data
                try writer.add(data, as: "f\(index).bin", modificationDate: old, permissions: 0o600)
            }
            try writer.finish()
            let archive = try FSZipArchive(path: path)
            for entry in archive.entries {
                #expect(try archive.data(of: entry) == expected[entry.path])
                #expect(entry.modificationDate == old, "the 0x5455 timestamp keeps dates before 1980")
                #expect(entry.permissions == 0o600)
                if level > 0 && entry.path == "f1.bin" { #expect(entry.method == .deflated) }
                if entry.path == "f0.bin" { #expect(entry.method == .stored, "random data does not deflate: stored") }
            }
        }
    }

    @Test func cancelledWritersLeaveNothing() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        do {
            let writer = try FSZipWriter(path: scratch.path + "/abandoned.zip")
            try writer.add(Data("x".utf8), as: "x")
            writer.cancel()
        }
        do {
            let writer = try FSZipWriter(path: scratch.path + "/dropped.zip")
            try writer.add(Data("x".utf8), as: "x")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
    }

    @Test func overlongNamesAndCommentsAreTypedErrors() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let long = String(repeating: "é", count: 33_000)  // 66,000 UTF-8 bytes
        let writer = try FSZipWriter(path: scratch.path + "/long.zip")
        #expect(throws: FSZipError.tooLong("the comment of a.txt")) {
            try writer.add(Data(), as: "a.txt", comment: long)
        }
        #expect(throws: FSZipError.self) { try writer.add(Data(), as: long) }
        #expect(throws: FSZipError.tooLong("the archive comment")) { try writer.finish(comment: long) }
        #expect(throws: Never.self) { try writer.finish(comment: String(long.prefix(32_767))) }
        #expect(try FSZipArchive(path: scratch.path + "/long.zip").entries.isEmpty)
    }

    @Test func prefixesAndTrailingBytes() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let writer = try FSZipWriter(path: scratch.path + "/plain.zip")
        try writer.add(Data("payload".utf8), as: "p.txt")
        try writer.finish(comment: "note")
        let plain = try Data(contentsOf: URL(fileURLWithPath: scratch.path + "/plain.zip"))
        // A self-extractor stub before the archive shifts every offset.
        try (Data(repeating: 0x90, count: 12_345) + plain).write(to: URL(fileURLWithPath: scratch.path + "/sfx.zip"))
        let sfx = try FSZipArchive(path: scratch.path + "/sfx.zip")
        #expect(try sfx.data(of: "p.txt") == Data("payload".utf8) && sfx.comment == "note")
    }

    @Test func namesInLegacyEncodings() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let script = """
            import sys, zipfile
            z = zipfile.ZipFile(sys.argv[1] + "/legacy.zip", "w")
            for raw, data in [("中文.txt".encode("gb18030"), b"gbk"), (b"caf\\x82.txt", b"cp437")]:
                info = zipfile.ZipInfo("placeholder")
                z.writestr(info, data)
            z.close()
            data = open(sys.argv[1] + "/legacy.zip", "rb").read()
            # Replace the two placeholder names (11 bytes) in local and central headers.
            names = ["中文.txt".encode("gb18030") + b"   ", b"caf\\x82.txt   "]
            out = bytearray(data)
            positions = [i for i in range(len(out)) if out[i:i + 11] == b"placeholder"]
            for index, position in enumerate(positions):
                out[position:position + 11] = names[index % 2][:11]
            open(sys.argv[1] + "/legacy.zip", "wb").write(out)
            """
        _ = try Peer.python.run(["-c", script, scratch.path])
        let chinese = try FSZipArchive(path: scratch.path + "/legacy.zip", nameEncoding: .legacy("GB18030"))
        #expect(chinese.entries.first?.path == "中文.txt   ")
        let western = try FSZipArchive(path: scratch.path + "/legacy.zip")
        #expect(western.entries.last?.path == "café.txt   ", "CP437 by default: 0x82 is é")
    }

    /// The two ZIP64 tests below check the format, with data that takes the suite's longest
    /// times under the sanitizers (70,000 entries; 4 GiB through zlib): CI's sampled reruns
    /// (``TestDepth``) leave them to the plain run.
    @Test(.disabled(if: TestDepth.isSampled, "a format check, left to the plain run"))
    func manyEntriesUseZip64Counts() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let path = scratch.path + "/many.zip"
        let writer = try FSZipWriter(path: path, level: 0)
        for index in 0..<70_000 { try writer.add(Data(), as: "e\(index)") }
        try writer.finish()
        let archive = try FSZipArchive(path: path)
        #expect(archive.entries.count == 70_000 && archive.entries.last?.path == "e69999")
        if Peer.unzip.isAvailable() {
            #expect(try Peer.unzip.run(["-t", "-q", path]).contains("No errors detected"))
        }
    }

    /// A 4.1 GiB entry (a sparse file of zeros): ZIP64 sizes in both headers, streamed with
    /// bounded memory, checked by CRC on reading.
    @Test(.disabled(if: TestDepth.isSampled, "a format check, left to the plain run"))
    func entriesBeyondFourGigabytes() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let source = scratch.path + "/zeros.bin"
        let size: UInt64 = (4 << 30) + 123_456
        #expect(FileManager.default.createFile(atPath: source, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: source))
        try handle.truncate(atOffset: size)
        try handle.close()
        let path = scratch.path + "/huge.zip"
        let writer = try FSZipWriter(path: path, level: 1)
        try writer.addFile(at: source)
        try writer.finish()
        let archive = try FSZipArchive(path: path)
        let entry = try #require(archive.entries.first)
        #expect(entry.uncompressedSize == size && entry.compressedSize < 64 << 20)
        var seen: UInt64 = 0
        try archive.stream(entry) { chunk throws(FSZipError) in seen += UInt64(chunk.count) }
        #expect(seen == size)
        if Peer.python.isAvailable() {
            let check = try Peer.python.run([
                "-c",
                "import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); i = z.infolist()[0]; print(i.file_size, i.compress_size < 64 << 20)",
                path,
            ])
            #expect(check.trimmingCharacters(in: .whitespacesAndNewlines) == "\(size) True")
        }
    }
}

@Suite struct DirectoryOptionTests {
    @Test func hiddenFilesAndLinksFollowTheOptions() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let source = try scratch.tree("tree", ["visible.txt": Data("v".utf8), ".hidden": Data("h".utf8)])
        try FileManager.default.createSymbolicLink(atPath: source + "/link", withDestinationPath: "visible.txt")
        func names(_ hidden: Bool, _ follow: Bool) throws -> [String: Bool] {
            let path = scratch.path + "/\(hidden)-\(follow).zip"
            let writer = try FSZipWriter(path: path)
            try writer.addDirectory(at: source, includeHidden: hidden, followSymbolicLinks: follow)
            try writer.finish()
            return Dictionary(
                uniqueKeysWithValues: try FSZipArchive(path: path).entries.map { ($0.path, $0.isSymbolicLink) })
        }
        #expect(try names(false, false) == ["tree/": false, "tree/link": true, "tree/visible.txt": false])
        let followed = try names(true, true)
        #expect(followed == ["tree/": false, "tree/.hidden": false, "tree/link": false, "tree/visible.txt": false])
        // By default everything goes in, dotfiles included, as zip -r, 7-Zip and bsdtar do.
        let path = scratch.path + "/default.zip"
        let writer = try FSZipWriter(path: path)
        try writer.addDirectory(at: source)
        try writer.finish()
        #expect(try FSZipArchive(path: path).entries.map(\.path).contains("tree/.hidden"))
    }
}

@Suite struct MethodTests {
    @Test func methodsAreNamedAndUnsupportedOnesCanBeSkipped() throws {
        #expect(FSZipEntry.Method.stored.name == "store" && FSZipEntry.Method.deflated.name == "deflate")
        #expect(FSZipEntry.Method.other(14).name == "LZMA (method 14)")
        #expect(FSZipEntry.Method.other(9).name == "Deflate64 (method 9)")
        #expect(FSZipEntry.Method.other(4242).name == "method 4242")
        #expect(
            FSZipError.unsupportedMethod(entry: "a.bin", method: 12).description
                == "a.bin: compression bzip2 (method 12) is not supported (only store and deflate)")
    }
}

@Suite struct ProgressTests {
    func makeArchive(_ scratch: Scratch) throws -> FSZipArchive {
        let writer = try FSZipWriter(path: scratch.path + "/big.zip", level: 1)
        for index in 0..<8 { try writer.add(Data(repeating: UInt8(index), count: 3 << 20), as: "part\(index).bin") }
        try writer.finish()
        return try FSZipArchive(path: scratch.path + "/big.zip")
    }

    @Test func progressIsReportedAndCanCancel() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let archive = try makeArchive(scratch)
        var reports: [FSZipProgress] = []
        try archive.extractAll(to: scratch.path + "/all", include: { _ in true }) { (progress: FSZipProgress) -> Bool in
            reports.append(progress)
            return true
        }
        #expect(
            reports.last
                == FSZipProgress(entriesCompleted: 8, entriesTotal: 8, bytesCompleted: 24 << 20, bytesTotal: 24 << 20))
        #expect(
            reports.count >= 24
                && zip(reports, reports.dropFirst()).allSatisfy { $0.bytesCompleted <= $1.bytesCompleted })
        #expect(throws: FSZipError.cancelled) {
            try archive.extractAll(to: scratch.path + "/cancelled", include: { _ in true }) {
                (progress: FSZipProgress) -> Bool in
                progress.bytesCompleted < 5 << 20
            }
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path + "/cancelled")
        #expect(left == ["part0.bin"], "the finished entry stays; no temporary file remains: \(left)")
    }

    @Test func addingADirectoryReportsProgressAndCanCancel() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        // Zeros deflate; noise does not, so it is written twice (deflated, then stored) but counted once.
        var noise = SeededGenerator(seed: 9)
        let files = [
            "zeros.bin": Data(count: 5 << 20),
            "noise.bin": Data(noise.bytes(3 << 20)),
            "sub/small.txt": Data("small".utf8),
        ]
        let source = try scratch.tree("tree", files)
        var reports: [FSZipProgress] = []
        let writer = try FSZipWriter(path: scratch.path + "/tree.zip")
        try writer.addDirectory(at: source) { progress in
            reports.append(progress)
            return true
        }
        try writer.finish()
        let total = UInt64(files.values.reduce(0) { $0 + $1.count })
        #expect(
            reports.last
                == FSZipProgress(entriesCompleted: 5, entriesTotal: 5, bytesCompleted: total, bytesTotal: total))
        #expect(zip(reports, reports.dropFirst()).allSatisfy { $0.bytesCompleted <= $1.bytesCompleted })
        #expect(reports.count >= 8)
        #expect(try FSZipArchive(path: scratch.path + "/tree.zip").entries.count == 5)

        let cancelled = try FSZipWriter(path: scratch.path + "/cancelled.zip")
        #expect(throws: FSZipError.cancelled) {
            try cancelled.addDirectory(at: source) { $0.bytesCompleted < 2 << 20 }
        }
        cancelled.cancel()
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == ["tree", "tree.zip"])
    }

    @Test func asyncAddingHonoursTaskCancellation() async throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let source = try scratch.tree("tree", ["a.bin": Data(count: 3 << 20), "b.bin": Data(count: 3 << 20)])
        func zipTree(to name: String) -> Task<Void, any Error> {
            Task {
                let writer = try FSZipWriter(path: scratch.path + "/" + name)
                try await writer.addDirectory(at: source)
                try writer.finish()
            }
        }
        try await zipTree(to: "done.zip").value
        #expect(try FSZipArchive(path: scratch.path + "/done.zip").entries.count == 3)
        let cancelled = zipTree(to: "cancelled.zip")
        cancelled.cancel()
        let result = await cancelled.result
        #expect(throws: FSZipError.cancelled) { try result.get() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == ["done.zip", "tree"])
    }

    @Test func asyncExtractionHonoursTaskCancellation() async throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let archive = try makeArchive(scratch)
        let extracted = try await archive.extractAll(to: scratch.path + "/async")
        #expect(extracted.count == 8)
        let task = Task { try await archive.extractAll(to: scratch.path + "/async-cancelled") { _ in true } }
        task.cancel()
        let result = await task.result
        #expect(throws: FSZipError.cancelled) { try result.get() }
    }

    /// Called from the main actor, both directions do their file work elsewhere: the
    /// progress handlers never run on the main thread.
    @MainActor @Test func asyncWorkLeavesTheCallersActor() async throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let archive = try makeArchive(scratch)
        let onMain = MainThreadRecorder()
        try await archive.extractAll(to: scratch.path + "/out") { _ in onMain.record() }
        let writer = try FSZipWriter(path: scratch.path + "/again.zip")
        try await writer.addDirectory(at: scratch.path + "/out") { _ in onMain.record() }
        try writer.finish()
        #expect(onMain.calls > 0 && !onMain.sawMainThread)
    }
}

/// Whether any call came on the main thread.
private final class MainThreadRecorder: Sendable {
    private let state = Locked((main: false, count: 0))

    func record() -> Bool {
        let onMain = Thread.isMainThread
        state.withLock {
            $0.main = $0.main || onMain
            $0.count += 1
        }
        return true
    }

    var sawMainThread: Bool { state.value.main }
    var calls: Int { state.value.count }
}
