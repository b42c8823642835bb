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

    Benchmark("Create, level 6 · FSZipWriter") { _ in
        let path = work + "/fszip.zip"
        try? FileManager.default.removeItem(atPath: path)
        let writer = try FSZipWriter(path: path, level: 6)
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

    Benchmark("Extract · FSZipArchive") { _ in
        let out = work + "/out-fszip"
        try? FileManager.default.removeItem(atPath: out)
        try FSZipArchive(path: reference).extractAll(to: out)
    }
    Benchmark("Extract · ZIPFoundation") { _ in
        let out = work + "/out-zipfoundation"
        try? FileManager.default.removeItem(atPath: out)
        try FileManager.default.unzipItem(at: URL(fileURLWithPath: reference), to: URL(fileURLWithPath: out))
    }
    Benchmark("Extract · Info-ZIP unzip") { _ in
        let out = work + "/out-unzip"
        try? FileManager.default.removeItem(atPath: out)
        run(tool("unzip"), ["-q", reference, "-d", out])
    }
}
