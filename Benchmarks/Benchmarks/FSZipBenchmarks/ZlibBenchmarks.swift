import Benchmark
import BenchmarkSupport
import FSZip
import Foundation

/// zlib streams against Python's `zlib` module on the same data: the same zlib underneath, so
/// what is measured is the cost around it (the target: at most 5 % over Python's).
///
/// The data is the first 16 MiB of the corpus as a tar; Python times its own call.
func registerZlibBenchmarks(tarball: String) {
    let size = 16 << 20
    guard let handle = FileHandle(forReadingAtPath: tarball), let data = try? handle.read(upToCount: size) else {
        return
    }
    let sample = tarball + ".16MiB"
    if !FileManager.default.fileExists(atPath: sample) { try? data.write(to: URL(fileURLWithPath: sample)) }
    let compressed = (try? FSDeflate.compress(data)) ?? Data()
    let milliseconds = BenchmarkMetric.custom("ms")
    let configuration = Benchmark.Configuration(
        metrics: [milliseconds], scalingFactor: .one, maxDuration: .seconds(30), maxIterations: 5)
    func elapsed(_ body: () throws -> Void) -> Int {
        let start = ContinuousClock.now
        try? body()
        return Int((ContinuousClock.now - start) / .microseconds(1)) / 1000
    }
    /// Python reads the sample, then times `operation` (an expression of `data` and `packed`).
    func python(_ operation: String) -> Int? {
        let script = """
            import sys, time, zlib
            data = open(sys.argv[1], "rb").read()
            packed = zlib.compress(data, 6)
            start = time.perf_counter()
            \(operation)
            print(int((time.perf_counter() - start) * 1000))
            """
        return pythonNumber(script, sample)
    }

    let compress = "zlib compress, level 6, 16 MiB"
    Benchmark("\(compress) · FSDeflate.compress", configuration: configuration) { benchmark in
        benchmark.measurement(milliseconds, elapsed { blackHole(try FSDeflate.compress(data)) })
    }
    Benchmark("\(compress) · Python zlib.compress (timed in Python)", configuration: configuration) { benchmark in
        if let value = python("zlib.compress(data, 6)") { benchmark.measurement(milliseconds, value) }
    }

    let decompress = "zlib decompress, 16 MiB"
    Benchmark("\(decompress) · FSDeflate.decompress", configuration: configuration) { benchmark in
        benchmark.measurement(milliseconds, elapsed { blackHole(try FSDeflate.decompress(compressed)) })
    }
    Benchmark("\(decompress) · Python zlib.decompress (timed in Python)", configuration: configuration) {
        benchmark in
        if let value = python("zlib.decompress(packed)") { benchmark.measurement(milliseconds, value) }
    }

    let streaming = "zlib decompress in 64 KiB pieces, 16 MiB"
    let piece = 64 << 10
    Benchmark("\(streaming) · FSDeflateDecompressor", configuration: configuration) { benchmark in
        benchmark.measurement(
            milliseconds,
            elapsed {
                let decompressor = FSDeflateDecompressor()
                var start = 0
                while start < compressed.count {
                    blackHole(try decompressor.update(compressed[start..<min(start + piece, compressed.count)]))
                    start += piece
                }
                try decompressor.finish()
            })
    }
    Benchmark("\(streaming) · Python decompressobj (timed in Python)", configuration: configuration) { benchmark in
        let operation =
            "d = zlib.decompressobj(); [d.decompress(packed[i:i + 65536]) for i in range(0, len(packed), 65536)]; d.flush()"
        if let value = python(operation) { benchmark.measurement(milliseconds, value) }
    }
}
