import Benchmark
import FSZip
import Foundation

/// `.tar.gz` of the corpus tree: created and extracted by FSTar on every core, against GNU tar,
/// which pipes through one gzip process (`-z`), on the same tree and archives.
///
/// Extraction is measured on GNU tar's archive (no restart points: FSZip inflates it on the
/// thread that writes the files) and on FSTar's (restart points: inflated on every core);
/// every case removes its previous output first.
func registerTarBenchmarks(source: String, work: String) {
    let shell = tool("sh")
    let gnuArchive = work + "/gnu.tar.gz"
    let ourArchive = work + "/fstar.tar.gz"
    let corpusItems = ((try? FileManager.default.contentsOfDirectory(atPath: source)) ?? []).sorted()
        .filter { !$0.hasPrefix(".") }
    func gnuCreate(_ archive: String) {
        run(shell, ["-c", "cd \"$1\" && shift && tar -czf \"$@\"", "sh", source, archive] + corpusItems)
    }
    func ourCreate(_ archive: String) throws {
        let current = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(source)
        defer { FileManager.default.changeCurrentDirectoryPath(current) }
        try FSTar.createArchive(atPath: archive, from: corpusItems, compression: .gzip, overwrite: true)
    }
    if !FileManager.default.fileExists(atPath: gnuArchive) { gnuCreate(gnuArchive) }
    if !FileManager.default.fileExists(atPath: ourArchive) { try? ourCreate(ourArchive) }

    let create = "tar -czf, the corpus tree"
    Benchmark("\(create) · FSTar.createArchive") { _ in try ourCreate(work + "/fstar-bench.tar.gz") }
    Benchmark("\(create) · GNU tar -czf") { _ in gnuCreate(work + "/gnu-bench.tar.gz") }

    for (label, archive) in [("GNU tar's archive", gnuArchive), ("FSTar's archive", ourArchive)] {
        let extract = "tar -xzf, \(label)"
        Benchmark("\(extract) · FSTar.extractAll") { _ in
            let out = work + "/tar-out-fstar"
            try? FileManager.default.removeItem(atPath: out)
            try FSTar.extractAll(fromFile: archive, to: out)
        }
        Benchmark("\(extract) · GNU tar -xzf") { _ in
            let out = work + "/tar-out-gnu"
            try? FileManager.default.removeItem(atPath: out)
            try? FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            run(tool("tar"), ["-xzf", archive, "-C", out])
        }
    }
}
