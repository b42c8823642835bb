import FSTestSupport
import Foundation
import Testing

@testable import FSZip

/// Deflate on several threads: the same bytes whatever the thread count, one standard deflate
/// stream per entry that every tool reads, and restart points that cost almost nothing.
@Suite struct ParallelTests {
    /// A tree with entries above and below the 1 MiB block size: text, noise, and both mixed.
    func largeFiles(seed: UInt64 = 5) -> [String: Data] {
        var generator = SeededGenerator(seed: seed)
        let words = ["zip", "deflate", "block", "FrameworkStruct", "压缩", "stream", "\n"]
        let text = Data(generator.text(600_000, of: words).utf8)
        let noise = Data(generator.bytes((3 << 20) + 12_345))
        var mixed = Data()
        for index in 0..<40 { mixed += index % 3 == 0 ? noise.prefix(100_000) : text.prefix(100_000) }
        var files = sampleFiles()
        files["big/text.txt"] = text
        files["big/noise.bin"] = noise
        files["big/mixed.bin"] = mixed
        files["big/exactly-two-blocks.bin"] = text.prefix(2 << 20)
        return files
    }

    func write(_ files: [String: Data], to path: String, threads: Int, restartPoints: Bool = true) throws {
        let writer = try FSZipWriter(path: path)
        writer.maxConcurrency = threads
        writer.recordsRestartPoints = restartPoints
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        for (name, data) in files.sorted(by: { $0.key < $1.key }) {
            try writer.add(data, as: name, modificationDate: date)
        }
        try writer.finish()
    }

    @Test("the same archive bytes for any thread count (below 1 to Int.max), with and without restart points")
    func deterministic() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let files = largeFiles()
        // CI's sampled reruns look for races, which any count above one shows: one thread, three,
        // and as many as there are entries.
        let counts = TestDepth.isSampled ? [1, 3, Int.max] : [1, 2, 3, 8, Int.min, 0, 64, Int.max]
        for restartPoints in [true, false] {
            var archives: [Data] = []
            for threads in counts {
                let path = scratch.path + "/\(threads)-\(restartPoints).zip"
                try write(files, to: path, threads: threads, restartPoints: restartPoints)
                archives.append(try Data(contentsOf: URL(fileURLWithPath: path)))
                let archive = try FSZipArchive(path: path)
                for entry in archive.entries { #expect(try archive.data(of: entry) == files[entry.path]) }
            }
            #expect(Set(archives).count == 1, "restart points \(restartPoints)")
        }
    }

    @Test(
        "unzip -t, 7-Zip, Python's testzip and bsdtar read parallel archives",
        .enabled(
            if: Peer.unzip.isAvailable() && Peer.python.isAvailable() && Peer.sevenZipModern.isAvailable()
                && Peer.bsdtar.isAvailable()))
    func peersRead() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let files = largeFiles(seed: 6)
        for restartPoints in [true, false] {
            let path = scratch.path + "/\(restartPoints).zip"
            try write(files, to: path, threads: 3, restartPoints: restartPoints)
            #expect(try Peer.unzip.run(["-t", path]).contains("No errors detected"))
            #expect(try Peer.sevenZipModern.run(["t", path]).contains("Everything is Ok"))
            let result = try Peer.python.run([
                "-c", "import sys, zipfile; print(zipfile.ZipFile(sys.argv[1]).testzip())", path,
            ])
            #expect(result.trimmingCharacters(in: .whitespacesAndNewlines) == "None")
            let out = scratch.path + "/bsdtar-\(restartPoints)"
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            _ = try Peer.bsdtar.run(["-xf", path, "-C", out])
            #expect(contents(of: out) == files)
        }
    }

    @Test(
        "large entries record their block boundaries; the cost over priming stays small (Docs/Benchmarks.md measures it)"
    )
    func restartPoints() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let files = largeFiles(seed: 7)
        try write(files, to: scratch.path + "/restart.zip", threads: 2, restartPoints: true)
        try write(files, to: scratch.path + "/primed.zip", threads: 2, restartPoints: false)
        let restart = try FSZipArchive(path: scratch.path + "/restart.zip")
        let primed = try FSZipArchive(path: scratch.path + "/primed.zip")
        let text = try #require(restart["big/text.txt"])
        let blocks = (text.uncompressedSize + (1 << 20) - 1) >> 20
        #expect(text.restartPoints?.compressedSizes.count == Int(blocks))
        #expect(text.restartPoints?.compressedSizes.reduce(0) { $0 + UInt64($1) } == text.compressedSize)
        #expect(restart["README.md"]?.restartPoints == nil, "small entries are one block")
        #expect(primed.entries.allSatisfy { $0.restartPoints == nil })
        let cost = Double(text.compressedSize) / Double(try #require(primed["big/text.txt"]).compressedSize) - 1
        #expect(cost < 0.005, "restart points cost \(cost * 100) %")
    }
}

extension ParallelTests {
    @Test("extraction on 1, 3 and Int.max threads gives the same files, restart points or not, Info-ZIP archives too")
    func parallelExtraction() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let files = largeFiles(seed: 8)
        try write(files, to: scratch.path + "/ours.zip", threads: 2)
        try write(files, to: scratch.path + "/primed.zip", threads: 2, restartPoints: false)
        var archives = ["ours.zip", "primed.zip"]
        if Peer.zip.isAvailable() {
            let source = try scratch.tree("source", files)
            _ = try Peer.zip.run(["-q", "-r", scratch.path + "/info.zip", "."], directory: source)
            archives.append("info.zip")
        }
        for name in archives {
            for threads in [1, 3, Int.max] {
                var archive = try FSZipArchive(path: scratch.path + "/" + name)
                archive.maxConcurrency = threads
                let out = scratch.path + "/out-\(name)-\(threads)"
                var reported: UInt64 = 0
                let extracted = try archive.extractAll(
                    to: out,
                    progress: { progress in
                        reported = progress.bytesCompleted
                        return true
                    })
                #expect(extracted.count == archive.entries.count)
                #expect(contents(of: out) == files, "\(name), \(threads) threads")
                #expect(reported == archive.entries.reduce(0) { $0 + $1.uncompressedSize })
                for entry in archive.entries where entry.uncompressedSize > 1 << 20 {
                    #expect(try archive.data(of: entry) == files[entry.path])
                }
            }
        }
    }

    @Test("a forged restart table is refused or ignored, never believed: the CRC still decides")
    func forgedRestartPoints() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let files = ["big.txt": try #require(largeFiles(seed: 9)["big/text.txt"])]
        let path = scratch.path + "/a.zip"
        try write(files, to: path, threads: 2)
        let clean = try Data(contentsOf: URL(fileURLWithPath: path))
        // The field's tag, then its size, version 1 and span; the segment sizes follow.
        let tag = Data([0x46, 0x53])
        let field = try #require(clean.range(of: tag, options: .backwards)).lowerBound
        var generator = SeededGenerator(seed: 10)
        for _ in 0..<40 {
            var forged = clean
            let position = field + 4 + Int.random(in: 0..<(forged.count - field - 4 - 22), using: &generator)
            forged[position] ^= UInt8.random(in: 1...255, using: &generator)
            try forged.write(to: URL(fileURLWithPath: path))
            guard var archive = try? FSZipArchive(path: path) else { continue }
            archive.maxConcurrency = 2
            if let data = try? archive.data(of: "big.txt") { #expect(data == files["big.txt"]) }
        }
    }

    /// Two threads keep four segments in flight: the later segments are read and inflated into
    /// the buffers of those already handed on, of another size for the last.
    @Test("an entry of many more segments than are in flight inflates to its bytes, buffers reused")
    func segmentBuffersReused() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        var generator = SeededGenerator(seed: 11)
        let noise = Data(generator.bytes(1 << 20))
        var entry = Data()
        for index in 0..<13 { entry += index % 2 == 0 ? noise : Data(generator.text(150_000, of: ["压缩", "zip"]).utf8) }
        entry += noise.prefix(54_321)
        let path = scratch.path + "/many.zip"
        try write(["many.bin": entry], to: path, threads: 2)
        var archive = try FSZipArchive(path: path)
        let segments = try #require(archive["many.bin"]?.restartPoints?.compressedSizes.count)
        #expect(segments >= 10)
        archive.maxConcurrency = 2
        #expect(try archive.data(of: "many.bin") == entry)
        try archive.extractAll(to: scratch.path + "/out")
        #expect(try Data(contentsOf: URL(fileURLWithPath: scratch.path + "/out/many.bin")) == entry)
    }
}

extension ParallelTests {
    @Test("addDirectory deflates small files on workers: the same bytes as one thread; encrypted too")
    func directories() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        var files = largeFiles(seed: 11)
        var generator = SeededGenerator(seed: 12)
        for index in 0..<200 {
            let count = Int.random(in: 0...40_000, using: &generator)
            files["many/\(index).txt"] = Data((0..<count).map { UInt8(truncatingIfNeeded: $0 * index % 251) })
        }
        let source = try scratch.tree("tree", files)
        var archives: [Data] = []
        for threads in [1, 3] {
            let path = scratch.path + "/\(threads).zip"
            let writer = try FSZipWriter(path: path)
            writer.maxConcurrency = threads
            try writer.addDirectory(at: source)
            try writer.finish()
            archives.append(try Data(contentsOf: URL(fileURLWithPath: path)))
            try FSZipArchive(path: path).extractAll(to: scratch.path + "/out-\(threads)")
            #expect(contents(of: scratch.path + "/out-\(threads)/tree") == files)
        }
        #expect(archives[0] == archives[1])
        // Every method encrypts on the workers the same way: the sampled reruns take the first.
        for encryption in TestDepth.sample(EncryptionTests.methods) {
            let path = scratch.path + "/\(encryption).zip"
            let writer = try FSZipWriter(path: path)
            writer.maxConcurrency = 3
            writer.password = "pw"
            writer.encryption = encryption
            try writer.addDirectory(at: source)
            try writer.finish()
            let archive = try FSZipArchive(path: path)
            #expect(archive.entries.filter { !$0.isDirectory }.allSatisfy { $0.encryption == encryption })
            try archive.extractAll(to: scratch.path + "/out-\(encryption)", password: "pw")
            #expect(contents(of: scratch.path + "/out-\(encryption)/tree") == files, "\(encryption)")
        }
    }
}

extension ParallelTests {
    @Test("after a failed parallel extraction returns, no worker writes any more, and no temporary file is left")
    func failureStopsEveryWorker() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let path = scratch.path + "/a.zip"
        let writer = try FSZipWriter(path: path, level: 0)
        // Files large enough that the workers are still writing when entry 5 fails.
        for index in 0..<40 { try writer.add(Data(repeating: UInt8(index), count: 1_000_000), as: "f\(index).bin") }
        try writer.finish()
        // Damage entry 5's stored data: its CRC-32 no longer matches.
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let archive = try FSZipArchive(path: path)
        let damaged = try #require(archive["f5.bin"])
        bytes[Int(try archive.dataStart(of: damaged)) + 100] ^= 0xFF
        try bytes.write(to: URL(fileURLWithPath: path))
        var reopened = try FSZipArchive(path: path)
        reopened.maxConcurrency = 3
        let out = scratch.path + "/out"
        #expect(throws: FSZipError.checksumMismatch(entry: "f5.bin")) { try reopened.extractAll(to: out) }
        let listing = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        usleep(300_000)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == listing)
        #expect(!listing.contains { $0.hasPrefix(".fs-") }, "temporary files removed")
        #expect(!listing.contains("f5.bin"))
    }
}

extension ParallelTests {
    /// Whatever the thread count and however far the workers got, extraction that fails at an
    /// entry leaves exactly the files before it (and every directory, made before any file).
    @Test(arguments: [1, 3, 8])
    func failureLeavesExactlyTheEntriesBefore(maxConcurrency: Int) throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let path = scratch.path + "/a.zip"
        let writer = try FSZipWriter(path: path, level: 1)
        let names = (0..<30).map { $0 % 4 == 3 ? "sub\($0 % 3)/f\($0).bin" : "f\($0).bin" }
        var rng = SeededGenerator(seed: 48)
        for name in names {
            try writer.add(Data(rng.bytes(150_000, bits: 4)), as: name)
        }
        try writer.finish()
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let damaged = try #require(try FSZipArchive(path: path)[names[6]])
        bytes[Int(try FSZipArchive(path: path).dataStart(of: damaged)) + Int(damaged.compressedSize) - 20] ^= 0x55
        try bytes.write(to: URL(fileURLWithPath: path))
        var archive = try FSZipArchive(path: path)
        archive.maxConcurrency = maxConcurrency
        for run in 0..<4 {
            let out = scratch.path + "/out-\(run)"
            #expect(throws: FSZipError.self) { try archive.extractAll(to: out) }
            #expect(Set(contents(of: out).keys) == Set(names.prefix(6)), "run \(run)")
            #expect(
                (try FileManager.default.contentsOfDirectory(atPath: out)).sorted()
                    == (["sub0", "sub1", "sub2"] + names.prefix(6).filter { !$0.contains("/") }).sorted())
        }
    }
}
