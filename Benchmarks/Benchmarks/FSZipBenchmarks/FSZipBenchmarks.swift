// Each case is registered as "<case> · <implementation>"; Scripts/bench pairs the FS entry
// of a case with its peers and reports the ratio.
//
// The corpus is the issue's: the swift-nio 2.101.2 source tree (from the machine's package
// mirror, /opt/swift-packages) plus a 40 MB binary (the head of swift-frontend), ~50 MB.

import Benchmark
import FSZip
import Foundation
import ZIPFoundation

/// Builds the corpus once and returns its directory.
func corpus() -> String {
    let root = NSTemporaryDirectory() + "fszip-bench-corpus"
    let marker = root + "/.complete"
    if FileManager.default.fileExists(atPath: marker) { return root }
    try? FileManager.default.removeItem(atPath: root)
    try? FileManager.default.createDirectory(atPath: root + "/swift-nio", withIntermediateDirectories: true)
    let script = """
        git -C /opt/swift-packages/apple/swift-nio.git archive 2.101.2 | tar -x -C '\(root)/swift-nio' && \
        head -c 40000000 /opt/swift/usr/bin/swift-frontend > '\(root)/binary.bin' && touch '\(marker)'
        """
    run("/bin/sh", ["-c", script])
    return root
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
        run("/usr/bin/zip", ["-q", "-r", "-6", reference, "."], in: source)
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
        run("/usr/bin/zip", ["-q", "-r", "-6", path, "."], in: source)
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
        run("/usr/bin/unzip", ["-q", reference, "-d", out])
    }
}
