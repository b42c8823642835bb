// Each case is registered as "<case> · <implementation>"; Scripts/bench pairs the FS entry
// of a case with its peers and reports the ratio.
//
// The corpus is the issue's: the swift-nio 2.101.2 source tree plus a 40 MB binary (the head
// of swift-frontend), ~50 MB. Scripts/zip-corpus builds it; Scripts/bench passes its
// directory in FSZIP_BENCH_CORPUS.

import Benchmark
import FSZip
import Foundation
import ZIPFoundation

/// The corpus directory Scripts/bench prepared.
func corpus() -> String {
    guard let root = ProcessInfo.processInfo.environment["FSZIP_BENCH_CORPUS"],
        FileManager.default.fileExists(atPath: root + "/.complete")
    else {
        FileHandle.standardError.write(
            Data(
                "FSZipBenchmarks: run through Scripts/bench FSZip, which builds the corpus (Scripts/zip-corpus)\n".utf8)
        )
        exit(2)
    }
    return root
}

/// The full path of the peer `name` on `PATH` (Info-ZIP's `zip` and `unzip`).
func tool(_ name: String) -> String {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    guard let path = directories.map({ "\($0)/\(name)" }).first(where: FileManager.default.isExecutableFile) else {
        FileHandle.standardError.write(Data("FSZipBenchmarks: \(name) is not on PATH\n".utf8))
        exit(2)
    }
    return path
}

@discardableResult
func run(_ executable: String, _ arguments: [String], in directory: String? = nil) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    process.standardOutput = FileHandle.nullDevice
    try? process.run()
    process.waitUntilExit()
    return process.terminationStatus
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .peakMemoryResident], timeUnits: .milliseconds, maxDuration: .seconds(20),
        maxIterations: 3)

    let source = corpus()
    let work = NSTemporaryDirectory() + "fszip-bench-work"
    try? FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    let reference = work + "/reference.zip"
    if !FileManager.default.fileExists(atPath: reference) {
        run(tool("zip"), ["-q", "-r", "-6", reference, "."], in: source)
    }

    /// Writes the corpus as `zip -r` would, with `threads` threads and `configure` applied.
    func create(_ path: String, threads: Int, configure: (FSZipWriter) -> Void = { _ in }) throws {
        try? FileManager.default.removeItem(atPath: path)
        let writer = try FSZipWriter(path: path, level: 6)
        writer.maxConcurrency = threads
        configure(writer)
        for name in try FileManager.default.contentsOfDirectory(atPath: source).sorted() where !name.hasPrefix(".") {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: source + "/" + name, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                try writer.addDirectory(at: source + "/" + name)
            } else {
                try writer.addFile(at: source + "/" + name)
            }
        }
        try writer.finish()
    }
    let cores = ProcessInfo.processInfo.activeProcessorCount

    Benchmark("Create, level 6 · FSZipWriter") { _ in try create(work + "/fszip.zip", threads: cores) }
    Benchmark("Create, level 6 · FSZipWriter, 1 thread") { _ in try create(work + "/fszip-1.zip", threads: 1) }
    Benchmark("Create, level 6 · Info-ZIP zip -6") { _ in
        let path = work + "/infozip.zip"
        try? FileManager.default.removeItem(atPath: path)
        run(tool("zip"), ["-q", "-r", "-6", path, "."], in: source)
    }
    Benchmark("Create, level 6 · ZIPFoundation") { _ in
        let path = work + "/zipfoundation.zip"
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.zipItem(
            at: URL(fileURLWithPath: source), to: URL(fileURLWithPath: path), shouldKeepParent: false,
            compressionMethod: .deflate)
    }
    Benchmark("Create, level 6 · 7-Zip 7zz -mx=5 -mmt=2") { _ in
        let path = work + "/7zz.zip"
        try? FileManager.default.removeItem(atPath: path)
        run(tool("7zz"), ["a", "-tzip", "-mx=5", "-mmt=2", path, "."], in: source)
    }

    // The cost of encryption: the same archive with and without a password, both ours.
    for (name, encryption) in [("AES-256", FSZipEncryption.aes256), ("ZipCrypto", .zipCrypto)] {
        Benchmark("Create, \(name) · FSZipWriter, \(name)") { _ in
            try create(work + "/encrypted.zip", threads: cores) { writer in
                writer.password = "benchmark password"
                writer.encryption = encryption
            }
        }
        Benchmark("Create, \(name) · unencrypted FSZipWriter") { _ in try create(work + "/fszip.zip", threads: cores) }
    }

    // Extraction of the archive FSZip wrote (restart points in its large entry) and of
    // Info-ZIP's, by each reader.
    let ours = work + "/reference-fszip.zip"
    if !FileManager.default.fileExists(atPath: ours) { try? create(ours, threads: cores) }
    for (label, archive) in [("FSZip archive", ours), ("Info-ZIP archive", reference)] {
        Benchmark("Extract, \(label) · FSZipArchive") { _ in
            let out = work + "/out-fszip"
            try? FileManager.default.removeItem(atPath: out)
            try FSZipArchive(path: archive).extractAll(to: out)
        }
        Benchmark("Extract, \(label) · ZIPFoundation") { _ in
            let out = work + "/out-zipfoundation"
            try? FileManager.default.removeItem(atPath: out)
            // skipCRC32 names ZIPFoundation's method: FSZip's has the same name.
            try FileManager.default.unzipItem(
                at: URL(fileURLWithPath: archive), to: URL(fileURLWithPath: out), skipCRC32: false)
        }
        Benchmark("Extract, \(label) · Python zipfile") { _ in
            let out = work + "/out-python"
            try? FileManager.default.removeItem(atPath: out)
            run(
                tool("python3"),
                ["-c", "import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])", archive, out])
        }
        Benchmark("Extract, \(label) · Info-ZIP unzip") { _ in
            let out = work + "/out-unzip"
            try? FileManager.default.removeItem(atPath: out)
            run(tool("unzip"), ["-q", archive, "-d", out])
        }
    }

    // The FSZip archive of the corpus read from memory, as a download would be: opened and
    // listed, every entry read into memory, and extracted to a directory.
    let inMemory = (try? Data(contentsOf: URL(fileURLWithPath: ours))) ?? Data()
    let listing = Benchmark.Configuration(
        metrics: [.wallClock], timeUnits: .microseconds, maxDuration: .seconds(5), maxIterations: 1_000)
    Benchmark("List from Data · FSZipArchive", configuration: listing) { _ in
        blackHole(try FSZipArchive(data: inMemory).entries.count)
    }
    Benchmark("List from Data · ZIPFoundation", configuration: listing) { _ in
        blackHole(try Archive(data: inMemory, accessMode: .read).reduce(0) { count, _ in count + 1 })
    }
    Benchmark("Read every entry from Data · FSZipArchive") { _ in
        let archive = try FSZipArchive(data: inMemory)
        var bytes = 0
        for entry in archive.entries where !entry.isDirectory && !entry.isSymbolicLink {
            bytes += try archive.data(of: entry).count
        }
        blackHole(bytes)
    }
    Benchmark("Read every entry from Data · ZIPFoundation") { _ in
        let archive = try Archive(data: inMemory, accessMode: .read)
        var bytes = 0
        for entry in archive where entry.type == .file {
            _ = try archive.extract(entry) { bytes += $0.count }
        }
        blackHole(bytes)
    }
    Benchmark("Extract from Data · FSZipArchive") { _ in
        let out = work + "/out-memory-fszip"
        try? FileManager.default.removeItem(atPath: out)
        try FSZipArchive(data: inMemory).extractAll(to: out)
    }
    Benchmark("Extract from Data · ZIPFoundation") { _ in
        let out = URL(fileURLWithPath: work + "/out-memory-zipfoundation")
        try? FileManager.default.removeItem(at: out)
        let archive = try Archive(data: inMemory, accessMode: .read)
        for entry in archive {
            _ = try archive.extract(entry, to: out.appendingPathComponent(entry.path))
        }
    }

    // gzip of one 50 MB file (the corpus as a tar), against GNU gzip and pigz on both cores;
    // Scripts/bench lists the sizes.
    let tarball = work + "/corpus.tar"
    if !FileManager.default.fileExists(atPath: tarball) { run(tool("tar"), ["-cf", tarball, "-C", source, "."]) }
    let shell = tool("sh")
    func gnuGzip() { run(shell, ["-c", "gzip -6 -c \"$1\" > \"$2\"", "sh", tarball, work + "/gzip.tar.gz"]) }
    if !FileManager.default.fileExists(atPath: work + "/gzip.tar.gz") { gnuGzip() }
    Benchmark("gzip -6, 50 MB · FSGzip") { _ in
        try FSGzip.compressFile(at: tarball, to: work + "/fsgzip.tar.gz", overwrite: true)
    }
    Benchmark("gzip -6, 50 MB · GNU gzip -6") { _ in gnuGzip() }
    Benchmark("gzip -6, 50 MB · pigz -6 -p 2") { _ in
        run(shell, ["-c", "pigz -6 -p 2 -c \"$1\" > \"$2\"", "sh", tarball, work + "/pigz.tar.gz"])
    }
    Benchmark("gunzip, 50 MB · FSGzip") { _ in
        try FSGzip.decompressFile(at: work + "/gzip.tar.gz", to: work + "/fsgunzip.tar", overwrite: true)
    }
    Benchmark("gunzip, 50 MB · GNU gzip -d") { _ in
        run(shell, ["-c", "gzip -d -c \"$1\" > \"$2\"", "sh", work + "/gzip.tar.gz", work + "/gunzip.tar"])
    }
    // The file FSGzip writes carries restart points: FSGzip inflates it on both cores, gzip -d
    // (and every other tool) reads it as one ordinary member.
    let indexed = work + "/fsgzip-indexed.tar.gz"
    if !FileManager.default.fileExists(atPath: indexed) {
        try? FSGzip.compressFile(at: tarball, to: indexed, overwrite: true)
    }
    Benchmark("gunzip, 50 MB written by FSGzip · FSGzip") { _ in
        try FSGzip.decompressFile(at: indexed, to: work + "/fsgunzip-indexed.tar", overwrite: true)
    }
    Benchmark("gunzip, 50 MB written by FSGzip · GNU gzip -d") { _ in
        run(shell, ["-c", "gzip -d -c \"$1\" > \"$2\"", "sh", indexed, work + "/gunzip-indexed.tar"])
    }
    Benchmark("gunzip, 50 MB written by FSGzip · pigz -d -p 2") { _ in
        run(shell, ["-c", "pigz -d -p 2 -c \"$1\" > \"$2\"", "sh", indexed, work + "/pigz-indexed.tar"])
    }
    registerZlibBenchmarks(tarball: tarball)
    registerTarBenchmarks(source: source, work: work)

    // Eight archives written at once, each one 8 MiB entry deflated on every core, by callers
    // that are themselves Dispatch work items or tasks — against the ideal: the work itself,
    // spread perfectly over the cores, that is one single-threaded writer's time (measured in
    // the same run) times eight, divided by the cores. (One writer on every core is no
    // measure of the work: its time is already divided by the cores.)
    let writers = 8
    let milliseconds = BenchmarkMetric.custom("ms")
    let entry: Data = {
        var generator = SystemRandomNumberGenerator()
        let words = ["archive", "writer", "pool", "压缩", "caller", "block", "\n"]
        return Data(
            (0..<1_300_000).map { _ in words[Int.random(in: 0..<words.count, using: &generator)] }.joined(
                separator: " "
            ).utf8
        )
        .prefix(8 << 20)
    }()
    @Sendable func writeOne(_ index: Int, threads: Int = cores) {
        let writer = try? FSZipWriter(path: work + "/concurrent-\(index).zip")
        writer?.maxConcurrency = threads
        try? writer?.add(entry, as: "entry.txt")
        try? writer?.finish()
    }
    func wallMilliseconds(_ body: () -> Void) -> Int {
        let start = ContinuousClock.now
        body()
        return Int((ContinuousClock.now - start) / .milliseconds(1))
    }
    let concurrencyConfiguration = Benchmark.Configuration(
        metrics: [milliseconds], scalingFactor: .one, maxDuration: .seconds(30), maxIterations: 5)
    for start in ["Dispatch work items", "detached tasks"] {
        let name = "\(writers) writers at once from \(start), 8 MiB each"
        Benchmark("\(name) · FSZipWriter", configuration: concurrencyConfiguration) { benchmark in
            benchmark.measurement(
                milliseconds,
                wallMilliseconds {
                    let group = DispatchGroup()
                    for index in 0..<writers {
                        if start == "detached tasks" {
                            group.enter()
                            Task.detached {
                                writeOne(index)
                                group.leave()
                            }
                        } else {
                            DispatchQueue.global().async(group: group) { writeOne(index) }
                        }
                    }
                    group.wait()
                })
        }
        Benchmark(
            "\(name) · ideal: one single-threaded writer × \(writers) ÷ cores", configuration: concurrencyConfiguration
        ) { benchmark in
            benchmark.measurement(milliseconds, wallMilliseconds { writeOne(0, threads: 1) } * writers / cores)
        }
        Benchmark(
            "\(name) · one writer on every core × \(writers) ÷ cores", configuration: concurrencyConfiguration
        ) { benchmark in
            benchmark.measurement(milliseconds, wallMilliseconds { writeOne(0) } * writers / cores)
        }
    }
}
