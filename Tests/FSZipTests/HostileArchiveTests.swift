import FSTestSupport
import Foundation
import Testing

@testable import FSZip

/// One local record and its central record, closed by an end-of-central-directory record.
func singleEntryArchive(local: [UInt8], central: [UInt8]) -> [UInt8] {
    var end = ByteWriter()
    end.u32(0x0605_4B50)
    end.u32(0)
    end.u16(1)
    end.u16(1)
    end.u32(UInt32(central.count))
    end.u32(UInt32(local.count))
    end.u16(0)
    return local + central + end.bytes
}

/// Archives built byte by byte with sizes and offsets no honest writer produces: every one
/// opens, reads and extracts to a typed error, never a trap.
@Suite struct HostileArchiveTests {
    /// One deflated entry "a" whose local and central records carry ZIP64 sizes (and, when
    /// `offset` is given, a ZIP64 header offset) in their extra fields.
    static func zip64Archive(uncompressed: UInt64, compressed: UInt64, offset: UInt64? = nil) -> [UInt8] {
        var local = ByteWriter()
        local.u32(0x0403_4B50)
        local.u16(45)
        local.u16(0)
        local.u16(8)
        local.u32(0)  // time and date
        local.u32(0)  // CRC-32
        local.u32(0xFFFF_FFFF)
        local.u32(0xFFFF_FFFF)
        local.u16(1)
        local.u16(20)
        local.append([UInt8(ascii: "a")])
        local.u16(1)
        local.u16(16)
        local.u64(uncompressed)
        local.u64(compressed)
        local.append([0x03, 0x00])  // an empty deflate stream

        var central = ByteWriter()
        central.u32(0x0201_4B50)
        central.u16(45)
        central.u16(45)
        central.u16(0)
        central.u16(8)
        central.u32(0)
        central.u32(0)
        central.u32(0xFFFF_FFFF)
        central.u32(0xFFFF_FFFF)
        central.u16(1)
        central.u16(offset == nil ? 20 : 28)
        central.u16(0)
        central.u16(0)
        central.u16(0)
        central.u32(0)
        central.u32(offset == nil ? 0 : 0xFFFF_FFFF)
        central.append([UInt8(ascii: "a")])
        central.u16(1)
        central.u16(offset == nil ? 16 : 24)
        central.u64(uncompressed)
        central.u64(compressed)
        if let offset { central.u64(offset) }

        return singleEntryArchive(local: local.bytes, central: central.bytes)
    }

    static let extremes: [UInt64] = [
        0, 1, 2, 0xFFFF_FFFF, 1 << 32, 1 << 40, 1 << 62, 1 << 63, .max / 1100, .max / 1100 + 1, .max - 1, .max,
    ]

    /// The 200-byte archive that trapped `fstool unzip`: a huge declared compressed size made
    /// the ratio check overflow. Every pairing of extreme sizes and offsets is a typed error.
    @Test func extremeZip64SizesAreTypedErrors() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        var count = 0
        for uncompressed in Self.extremes {
            for compressed in Self.extremes {
                for offset in [nil, 0, 1, .max] as [UInt64?] {
                    let path = scratch.path + "/hostile.zip"
                    let bytes = Self.zip64Archive(uncompressed: uncompressed, compressed: compressed, offset: offset)
                    try Data(bytes).write(to: URL(fileURLWithPath: path))
                    count += 1
                    guard let archive = try? FSZipArchive(path: path) else { continue }
                    for entry in archive.entries {
                        _ = try? archive.data(of: entry)
                        var limits = FSZipLimits()
                        limits.maxTotalUncompressedSize = .max
                        limits.maxCompressionRatio = .max
                        _ = try? archive.data(of: entry, limits: limits)
                    }
                    _ = try? archive.extractAll(to: scratch.path + "/out")
                    var unlimited = FSZipLimits()
                    unlimited.maxTotalUncompressedSize = .max
                    _ = try? archive.extractAll(to: scratch.path + "/out", limits: unlimited)
                }
            }
        }
        #expect(count == Self.extremes.count * Self.extremes.count * 4)
        // The original crash: 16 EiB compressed, 1 TiB uncompressed.
        let path = scratch.path + "/crash.zip"
        try Data(Self.zip64Archive(uncompressed: 1 << 40, compressed: .max - 255)).write(to: URL(fileURLWithPath: path))
        let archive = try FSZipArchive(path: path)
        #expect(throws: FSZipError.self) { try archive.extractAll(to: scratch.path + "/crash") }
        #expect(throws: FSZipError.self) { try archive.data(of: "a") }
    }
}

/// Where `\` separates directories: only in names made on MS-DOS or Windows without a `/`.
@Suite struct BackslashNameTests {
    /// One stored entry with a raw name (no UTF-8 flag), "made by" `host`.
    static func archive(name: [UInt8], host: UInt8) -> [UInt8] {
        let data = Array("x".utf8)
        // The fields local and central records share, from "version needed" to the name length.
        func shared(_ record: inout ByteWriter) {
            record.u16(20)
            record.u16(0)  // flags: no UTF-8 flag
            record.u16(0)  // stored
            record.u32(0)  // time and date
            record.u32(crc32Checksum(data))
            record.u32(UInt32(data.count))
            record.u32(UInt32(data.count))
            record.u16(UInt16(name.count))
        }
        var local = ByteWriter()
        local.u32(0x0403_4B50)
        shared(&local)
        local.u16(0)
        local.append(name)
        local.append(data)
        var central = ByteWriter()
        central.u32(0x0201_4B50)
        central.u16(UInt16(host) << 8 | 20)
        shared(&central)
        central.u32(0)  // extra and comment lengths
        central.u32(0)  // disk and internal attributes
        central.u32(0)  // external attributes
        central.u32(0)  // local header offset
        central.append(name)
        return singleEntryArchive(local: local.bytes, central: central.bytes)
    }

    func open(_ scratch: Scratch, _ name: [UInt8], host: UInt8, encoding: FSZipNameEncoding) throws -> FSZipArchive {
        let path = scratch.path + "/names-\(host).zip"
        try Data(Self.archive(name: name, host: host)).write(to: URL(fileURLWithPath: path))
        return try FSZipArchive(path: path, nameEncoding: encoding)
    }

    /// Linux and macOS tools write UTF-8 names without the flag: by default they read as
    /// UTF-8; bytes that are not UTF-8 still read as CP437.
    @Test func utf8NamesWithoutTheFlagReadAsUTF8ByDefault() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let path = scratch.path + "/unflagged.zip"
        try Data(Self.archive(name: Array("中文/说明.txt".utf8), host: 3)).write(to: URL(fileURLWithPath: path))
        #expect(try FSZipArchive(path: path).entries.map(\.path) == ["中文/说明.txt"])
        #expect(try FSZipArchive(path: path, nameEncoding: .cp437).entries.map(\.path) != ["中文/说明.txt"])
    }

    @Test func separatorsFollowTheHostAndTheName() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        // 表 in Shift-JIS is 0x95 0x5C: its second byte is the code of `\`.
        let shiftJIS: [UInt8] = Array("dir/".utf8) + [0x95, 0x5C] + Array(".txt".utf8)
        let japanese = try open(scratch, shiftJIS, host: 0, encoding: .legacy("CP932"))
        #expect(japanese.entries.map(\.path) == ["dir/表.txt"])
        try japanese.extractAll(to: scratch.path + "/jp")
        #expect(FileManager.default.fileExists(atPath: scratch.path + "/jp/dir/表.txt"))
        // Read as CP437 the name has a `\`, but also a `/`: the `\` is part of the file name.
        let asCP437 = try open(scratch, shiftJIS, host: 0, encoding: .cp437)
        #expect(asCP437.entries.map(\.path) == ["dir/ò\\.txt"])
        // MS-DOS names without `/` use `\`; Unix names never do.
        let dos = try open(scratch, Array("docs\\readme.txt".utf8), host: 0, encoding: .cp437)
        #expect(dos.entries.map(\.path) == ["docs/readme.txt"])
        let unix = try open(scratch, Array("a\\..\\..\\b.txt".utf8), host: 3, encoding: .cp437)
        #expect(unix.entries.map(\.path) == ["a\\..\\..\\b.txt"])
        try unix.extractAll(to: scratch.path + "/unix")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path + "/unix") == ["a\\..\\..\\b.txt"])
    }
}

/// File-system edges: the longest legal names, and errors that name the call that failed.
@Suite struct FileSystemEdgeTests {
    /// 80 CJK characters are 240 bytes, legal on every Unix file system; the temporary names
    /// used while writing must not push them past the 255-byte limit.
    @Test func longestLegalNamesExtractAndArchive() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let name = String(repeating: "汉", count: 80) + ".txt"  // 243 bytes
        #expect(name.utf8.count > 229 && name.utf8.count <= 255)
        let archivePath = scratch.path + "/" + String(repeating: "档", count: 83) + ".zip"  // 253 bytes
        let writer = try FSZipWriter(path: archivePath)
        try writer.add(Data("long".utf8), as: "dir/" + name)
        try writer.finish()
        let archive = try FSZipArchive(path: archivePath)
        try archive.extractAll(to: scratch.path + "/out")
        #expect(FileManager.default.contents(atPath: scratch.path + "/out/dir/" + name) == Data("long".utf8))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.path + "/out/dir")
        #expect(leftovers == [name], "no temporary file remains")
    }

    /// A failed rename reports its own errno (EISDIR here) and the path it could not write.
    @Test func errorsNameTheCallThatFailed() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let directory = scratch.path + "/occupied"
        try FileManager.default.createDirectory(atPath: directory + "/inside", withIntermediateDirectories: true)
        let writer = try FSZipWriter(path: directory)
        try writer.add(Data("x".utf8), as: "x")
        let error = #expect(throws: FSZipError.self) { try writer.finish() }
        #expect(
            error?.errno == EISDIR && error?.kind == .io && error?.message.hasPrefix("I/O error: \(directory):") == true
        )
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path)
        #expect(left == ["occupied"], "the temporary archive is removed")
    }
}
