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
    // Limits from the input's last bytes too, so the limit arithmetic meets extreme settings
    // (a ratio of 0 or UInt64.max, a total of 1 byte) as well as extreme archive sizes.
    let tail = UnsafeBufferPointer(start: data, count: size).suffix(2)
    var limits = FSZipLimits()
    limits.maxTotalUncompressedSize = 64 << 20
    limits.maxCompressionRatio = [0, 1, 1100, .max][Int(tail.first ?? 0) % 4]
    for entry in archive.entries.prefix(64) {
        _ = try? archive.data(of: entry, limits: limits)
    }
    _ = try? archive.extractAll(to: scratch, limits: limits)
    limits.maxTotalUncompressedSize = [1, 64 << 20, .max][Int(tail.last ?? 0) % 3]
    _ = try? archive.extractAll(to: scratch + "-2", limits: limits)
    try? FileManager.default.removeItem(atPath: scratch + "-2")
    try? FileManager.default.removeItem(atPath: scratch)
    return 0
}
