// libFuzzer entry point for the zip reader: every input must yield entries or a typed
// error, and reading every entry must never crash. Built and run by `Scripts/fuzz`.

import FSZip
import Foundation

private let scratch = NSTemporaryDirectory() + "fszip-fuzz-\(getpid())"

/// Opens one input as an archive and reads and extracts whatever it holds.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let path = scratch + ".zip"
    FileManager.default.createFile(atPath: path, contents: Data(bytes: data, count: size))
    guard let archive = try? FSZipArchive(path: path) else { return 0 }
    var limits = FSZipLimits()
    limits.maxTotalUncompressedSize = 64 << 20
    for entry in archive.entries.prefix(64) {
        _ = try? archive.data(of: entry, limits: limits)
    }
    _ = try? archive.extractAll(to: scratch, limits: limits)
    try? FileManager.default.removeItem(atPath: scratch)
    return 0
}
