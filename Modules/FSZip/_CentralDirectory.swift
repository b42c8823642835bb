import CFSZlib
import Foundation

/// The central directory: found from the end-of-central-directory record (and its ZIP64
/// form), then read entry by entry.
struct _CentralDirectory {
    var entries: [FSZipEntry] = []
    var comment = ""
    /// The archive comment's bytes as stored.
    var rawComment: [UInt8] = []
    /// Where the directory's records begin in the file, and their total length.
    var start: UInt64 = 0
    var size: UInt64 = 0
    /// How many bytes precede the archive (a self-extractor stub).
    var prefix: UInt64 = 0

    init(file: _ReadableFile, nameEncoding: FSZipNameEncoding) throws(FSZipError) {
        // The EOCD record is 22 bytes plus a comment of up to 65535 bytes, at the end.
        let tailLength = Int(min(file.size, 22 + 65_535))
        let tailStart = file.size - UInt64(tailLength)
        let tail = try file.read(at: tailStart, count: tailLength, what: "the end of the archive")
        guard let eocdIndex = Self.lastIndex(of: [0x50, 0x4B, 0x05, 0x06], in: tail, minimumFollowing: 22) else {
            throw .notAnArchive
        }
        let eocdOffset = tailStart + UInt64(eocdIndex)
        var eocd = _ByteReader(tail, at: eocdIndex + 4)
        try eocd.skip(6)
        var entryCount = UInt64(try eocd.u16())
        var directorySize = UInt64(try eocd.u32())
        var directoryOffset = UInt64(try eocd.u32())
        let commentLength = Int(try eocd.u16())
        rawComment = Array(try eocd.take(min(commentLength, eocd.remaining)))
        comment = nameEncoding.decode(rawComment)
        var directoryEnd = eocdOffset
        // ZIP64: a locator 20 bytes before the EOCD points to the ZIP64 EOCD record.
        if eocdOffset >= 20, let locator = try? file.read(at: eocdOffset - 20, count: 20, what: "the ZIP64 locator"),
            locator.starts(with: [0x50, 0x4B, 0x06, 0x07])
        {
            var reader = _ByteReader(locator, at: 8)
            let declared = try reader.u64()
            // The record is where the locator says, unless a prefix shifted it: then it sits
            // right before the locator (the common case, with no extensible data).
            let signature: [UInt8] = [0x50, 0x4B, 0x06, 0x06]
            var recordOffset = declared
            var record = (try? file.read(at: declared, count: 56, what: "the ZIP64 record")) ?? []
            if !record.starts(with: signature), eocdOffset >= 76 {
                recordOffset = eocdOffset - 76
                record = try file.read(at: recordOffset, count: 56, what: "the ZIP64 end-of-central-directory record")
            }
            guard record.starts(with: signature) else {
                throw .corrupt("the ZIP64 end-of-central-directory record is missing")
            }
            var zip64 = _ByteReader(record, at: 24)
            entryCount = try zip64.u64()
            entryCount = try zip64.u64()
            directorySize = try zip64.u64()
            directoryOffset = try zip64.u64()
            directoryEnd = recordOffset
        }
        // A prefix (self-extractor stub) shifts every offset; the directory ends where the
        // records begin, which tells by how much.
        guard directorySize <= directoryEnd else { throw .corrupt("the central directory is larger than the archive") }
        let actualStart = directoryEnd - directorySize
        guard actualStart >= directoryOffset else { throw .corrupt("the central directory offset points past its end") }
        prefix = actualStart - directoryOffset
        start = actualStart
        size = directorySize
        guard directorySize <= 1 << 31 else { throw .corrupt("the central directory is implausibly large") }
        let directory = try file.read(at: actualStart, count: Int(directorySize), what: "the central directory")
        var reader = _ByteReader(directory)
        entries.reserveCapacity(Int(min(entryCount, 1 << 20)))
        while reader.remaining >= 4 {
            guard try reader.u32() == 0x0201_4B50 else { break }
            entries.append(try Self.entry(&reader, prefix: prefix, fileSize: file.size, nameEncoding: nameEncoding))
        }
        guard UInt64(entries.count) == entryCount || entryCount == 0xFFFF else {
            throw .corrupt("the directory lists \(entries.count) entries, the end record \(entryCount)")
        }
    }

    private static func lastIndex(of signature: [UInt8], in bytes: [UInt8], minimumFollowing: Int) -> Int? {
        guard bytes.count >= minimumFollowing else { return nil }
        var index = bytes.count - minimumFollowing
        while index >= 0 {
            if bytes[index] == signature[0] && bytes[index + 1] == signature[1] && bytes[index + 2] == signature[2]
                && bytes[index + 3] == signature[3]
            {
                return index
            }
            index -= 1
        }
        return nil
    }

    /// `\` is a directory separator only in names that really use it as one: those made on
    /// MS-DOS, OS/2 or Windows (hosts 0, 6, 11, 14) without a single `/`, as old PKZIP and
    /// .NET wrote them — Info-ZIP's rule. Everywhere else it is a character of the name, so a
    /// 0x5C byte inside a Shift-JIS character cannot split a name into directories.
    static func separatorsNormalized(_ name: String, host: UInt8) -> String {
        guard [0, 6, 11, 14].contains(host), name.contains("\\"), !name.contains("/") else { return name }
        return name.replacingOccurrences(of: "\\", with: "/")
    }

    private static func entry(
        _ reader: inout _ByteReader, prefix: UInt64, fileSize: UInt64, nameEncoding: FSZipNameEncoding
    ) throws(FSZipError) -> FSZipEntry {
        let madeBy = try reader.u16()
        try reader.skip(2)
        let flags = try reader.u16()
        let methodCode = try reader.u16()
        let dosTime = try reader.u16()
        let dosDate = try reader.u16()
        let crc = try reader.u32()
        var compressed = UInt64(try reader.u32())
        var uncompressed = UInt64(try reader.u32())
        let nameLength = Int(try reader.u16())
        let extraLength = Int(try reader.u16())
        let commentLength = Int(try reader.u16())
        try reader.skip(4)
        let external = try reader.u32()
        var offset = UInt64(try reader.u32())
        let rawName = try reader.take(nameLength)
        let extra = try reader.take(extraLength)
        let rawComment = try reader.take(commentLength)
        var unixTime: Int32?
        var unicodeName: String?
        // Extra fields: ZIP64 sizes and offset, the extended timestamp, the Unicode path.
        var fields = _ByteReader(extra)
        while fields.remaining >= 4 {
            let id = try fields.u16()
            let size = Int(try fields.u16())
            guard let data = try? fields.take(size) else { break }
            var field = _ByteReader(data)
            switch id {
            case 0x0001:
                if uncompressed == 0xFFFF_FFFF { uncompressed = try field.u64() }
                if compressed == 0xFFFF_FFFF { compressed = try field.u64() }
                if offset == 0xFFFF_FFFF { offset = try field.u64() }
            case 0x5455:
                if let flagsByte = try? field.u8(), flagsByte & 1 == 1, let time = try? field.u32() {
                    unixTime = Int32(bitPattern: time)
                }
            case 0x7075:
                if (try? field.u8()) == 1, let nameCRC = try? field.u32(), nameCRC == _crc32(rawName) {
                    unicodeName = String(validating: Array(data.dropFirst(5)), as: UTF8.self)
                }
            default: break
            }
        }
        let isUTF8 = flags & 0x0800 != 0
        let decoded = unicodeName ?? (isUTF8 ? FSZipNameEncoding.utf8.decode(rawName) : nameEncoding.decode(rawName))
        let path = Self.separatorsNormalized(decoded, host: UInt8(truncatingIfNeeded: madeBy >> 8))
        let mode = madeBy >> 8 == 3 ? UInt16(truncatingIfNeeded: external >> 16) : nil
        let method: FSZipEntry.Method = methodCode == 0 ? .stored : methodCode == 8 ? .deflated : .other(methodCode)
        let date =
            unixTime.map { Date(timeIntervalSince1970: TimeInterval($0)) } ?? _dosDate(date: dosDate, time: dosTime)
        guard offset <= fileSize - min(prefix, fileSize) else {
            throw .corrupt("\(path): its local header lies outside the file")
        }
        return FSZipEntry(
            path: path, rawPath: rawName, method: method, compressedSize: compressed, uncompressedSize: uncompressed,
            crc32: crc,
            modificationDate: date, permissions: mode.map { $0 & 0o7777 },
            isDirectory: path.hasSuffix("/") || external & 0x10 != 0
                || (mode.map { $0 & 0o170000 == 0o040000 } ?? false),
            isSymbolicLink: mode.map { $0 & 0o170000 == 0o120000 } ?? false, isEncrypted: flags & 1 != 0,
            comment: isUTF8 ? FSZipNameEncoding.utf8.decode(rawComment) : nameEncoding.decode(rawComment),
            localHeaderOffset: offset + prefix, flags: flags)
    }
}

/// A DOS date and time, read as local time; an impossible value reads as 1980-01-01.
func _dosDate(date: UInt16, time: UInt16) -> Date {
    var components = DateComponents()
    components.year = 1980 + Int(date >> 9)
    components.month = max(1, min(12, Int(date >> 5 & 0xF)))
    components.day = max(1, Int(date & 0x1F))
    components.hour = Int(time >> 11)
    components.minute = Int(time >> 5 & 0x3F)
    components.second = Int(time & 0x1F) * 2
    return Calendar(identifier: .gregorian).date(from: components) ?? Date(timeIntervalSince1970: 315_532_800)
}

/// The CRC-32 of a byte array.
func _crc32(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBufferPointer { UInt32(CFSZlib.crc32(0, $0.baseAddress, uInt($0.count))) }
}
