// libFuzzer target for the zip and gzip readers: every input yields entries or a typed
// error, and reading, extracting and verifying every entry never crashes; an archive read
// from memory gives what the same bytes read from a file give. An input is a whole archive,
// except one that starts with a zero byte: then the rest (after a byte that picks the
// limits) becomes the extra field, local and central, of a one-entry archive built here —
// which reaches every extra-field parser (ZIP64 0x0001, extended time 0x5455, Unicode path
// 0x7075, …) with well-formed surroundings; and one that starts with the byte 1: then the
// rest (after a byte that picks the size of the pieces) is gzip data, decompressed in one
// call and in pieces, which must agree; and one that starts with the byte 2: then the rest
// (after a byte that picks the framing and the size of the pieces) is a zlib stream or raw
// deflate, read the same two ways, and what it inflates to compresses and reads back; and one
// that starts with the byte 3: then the rest is a tar archive (or a .tar.gz), listed from
// memory in pieces and from a file, which must agree, and extracted both ways.
// Built and run by `Scripts/fuzz FSZip`.

import FSZip
import Foundation

private let scratch = NSTemporaryDirectory() + "fszip-fuzz-\(getpid())"

/// The libFuzzer entry point: runs one input and traps only on a violated property.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    if size > 0 && data[0] == 0 {
        _ = input.byte()
        let tail = input.byte()
        read(archive(extra: input.rest()), tail: tail)
    } else if size > 0 && data[0] == 1 {
        _ = input.byte()
        let piece = Int(input.byte()) + 1
        gunzip(input.rest(), piece: piece)
    } else if size > 0 && data[0] == 2 {
        _ = input.byte()
        let choice = input.byte()
        inflate(input.rest(), format: choice & 1 == 0 ? .zlib : .raw, piece: Int(choice >> 1) + 1)
    } else if size > 0 && data[0] == 3 {
        _ = input.byte()
        untar(input.rest())
    } else {
        read(input.rest(), tail: size > 0 ? data[size - 1] : 0)
    }
    return 0
}

/// Opens `bytes` as an archive and reads, verifies and extracts whatever it holds, under
/// limits chosen by `tail` so that the limit arithmetic meets extreme settings too.
private func read(_ bytes: [UInt8], tail: UInt8) {
    let path = scratch + ".zip"
    FileManager.default.createFile(atPath: path, contents: Data(bytes))
    let inMemory = try? FSZipArchive(data: Data(bytes))
    guard let archive = try? FSZipArchive(path: path) else {
        precondition(inMemory == nil, "memory accepts an archive the file reader refuses")
        return
    }
    guard let inMemory, inMemory.entries == archive.entries else {
        preconditionFailure("memory and file readers list different entries")
    }
    var limits = FSZipLimits()
    limits.maxTotalUncompressedSize = 64 << 20
    limits.maxCompressionRatio = [0, 1, 1100, .max][Int(tail) % 4]
    // Encrypted entries (the seeds have some, password "pw") go through decryption too.
    let password: FSZipPassword = "pw"
    for entry in archive.entries.prefix(64) {
        let fromFile = try? archive.data(of: entry, password: password, limits: limits)
        let fromMemory = try? inMemory.data(of: entry, password: password, limits: limits)
        precondition(fromFile == fromMemory, "memory and file readers disagree on \(entry.path)")
    }
    _ = try? archive.verify(password: password, limits: limits)
    _ = try? archive.extractAll(to: scratch, password: password, limits: limits)
    limits.maxTotalUncompressedSize = [1, 64 << 20, .max][Int(tail >> 2) % 3]
    _ = try? archive.extractAll(to: scratch + "-2", limits: limits)
    try? FileManager.default.removeItem(atPath: scratch + "-2")
    try? FileManager.default.removeItem(atPath: scratch)
}

/// Decompresses `bytes` in one call and in pieces of `piece` bytes: the same data, or both
/// refuse it.
private func gunzip(_ bytes: [UInt8], piece: Int) {
    let limit = 24 << 20  // room for a member with restart points (over 16 MiB)
    let whole = try? FSGzip.decompress(bytes, limit: limit)
    let decompressor = FSGzipDecompressor(limit: limit)
    var output = Data()
    var pieces: Data? = Data()
    for start in stride(from: 0, to: bytes.count, by: piece) {
        guard let next = try? decompressor.update(bytes[start..<min(start + piece, bytes.count)]) else {
            pieces = nil
            break
        }
        output += next
    }
    if pieces != nil { pieces = (try? decompressor.finish()).map { output } }
    precondition(whole == pieces, "gzip in one call and in pieces of \(piece) disagree")
}

/// Inflates `bytes` in one call and in pieces of `piece` bytes: the same data, or both refuse
/// it; data read compresses (at a level the piece size picks) and reads back unchanged.
private func inflate(_ bytes: [UInt8], format: FSDeflateFormat, piece: Int) {
    let limit = 16 << 20
    let whole = try? FSDeflate.decompress(bytes, format: format, limit: limit)
    let decompressor = FSDeflateDecompressor(format: format, limit: limit)
    var output: Data? = Data()
    for start in stride(from: 0, to: bytes.count, by: piece) {
        guard let next = try? decompressor.update(bytes[start..<min(start + piece, bytes.count)]) else {
            output = nil
            break
        }
        output? += next
    }
    if output != nil, (try? decompressor.finish()) == nil { output = nil }
    precondition(whole == output, "\(format) in one call and in pieces of \(piece) disagree")
    guard let whole else { return }
    let again = try? FSDeflate.decompress(FSDeflate.compress(whole, format: format, level: piece % 10), format: format)
    precondition(again == whole, "\(format) data did not survive compression")
}

/// Lists `bytes` as a tar archive from memory (reading every entry's contents) and from a
/// file: the same entries, or both refuse it; then extracts it both ways.
private func untar(_ bytes: [UInt8]) {
    var limits = FSTarLimits()
    limits.maxTotalSize = 64 << 20
    limits.maxMetadataSize = 1 << 16
    var fromMemory: [FSTarEntry]? = []
    let reader = FSTarReader(data: bytes, limits: limits)
    do {
        while let entry = try reader.next() {
            fromMemory?.append(entry)
            let contents = try reader.readContents()
            precondition(UInt64(contents.count) == entry.size, "\(entry.path): contents of the wrong size")
        }
    } catch {
        fromMemory = nil
    }
    let path = scratch + ".tar"
    FileManager.default.createFile(atPath: path, contents: Data(bytes))
    let fromFile = try? FSTar.entries(inFile: path, limits: limits)
    precondition(fromMemory == fromFile, "memory and file readers list different tar entries")
    _ = try? FSTar.extractAll(fromFile: path, to: scratch, limits: limits)
    try? FileManager.default.removeItem(atPath: scratch)
    _ = try? FSTarReader(data: bytes, limits: limits).extractAll(to: scratch)
    try? FileManager.default.removeItem(atPath: scratch)
}

/// A one-entry archive ("a", stored, 5 bytes "hello") whose local and central headers carry
/// `extra` as their extra field (cut at 65,535 bytes, the field's limit).
private func archive(extra: [UInt8]) -> [UInt8] {
    let extra = Array(extra.prefix(0xFFFF))
    let name = Array("a".utf8)
    let content = Array("hello".utf8)
    let crc: UInt32 = 0x3610_A686  // CRC-32 of "hello"
    func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
    func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(value >> ($0 * 8) & 0xFF) } }
    let common =
        le16(20) + le16(0) + le16(0) + le16(0) + le16(0x21) + le32(crc) + le32(5) + le32(5) + le16(1)
        + le16(extra.count)
    let local = le32(0x0403_4B50) + common + name + extra + content
    let central =
        le32(0x0201_4B50) + le16(0x031E) + common + le16(0) + le16(0) + le16(0) + le32(0o100644 << 16) + le32(0)
        + name + extra
    let end =
        le32(0x0605_4B50) + le16(0) + le16(0) + le16(1) + le16(1) + le32(UInt32(central.count))
        + le32(UInt32(local.count)) + le16(0)
    return local + central + end
}
