import CFSZlib
internal import FSInternal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The central directory: found from the end-of-central-directory record (and its ZIP64
/// form), then read entry by entry.
struct CentralDirectory {
    var entries: [FSZipEntry] = []
    var comment = ""
    /// The archive comment's bytes as stored.
    var rawComment: [UInt8] = []
    /// Where the directory's records begin in the file, and their total length.
    var start: UInt64 = 0
    var size: UInt64 = 0
    /// How many bytes precede the archive (a self-extractor stub).
    var prefix: UInt64 = 0

    init(file: ReadableFile, nameEncoding: FSZipNameEncoding) throws(FSZipError) {
        // The end record is the last one, so it lies within the largest one from the end.
        let tailLength = Int(min(file.size, UInt64(EndRecord.maximumSize)))
        let tailStart = file.size - UInt64(tailLength)
        let tail = try file.read(at: tailStart, count: tailLength, what: "the end of the archive")
        guard let endIndex = Self.lastIndex(of: Signature.endRecord, in: tail, minimumFollowing: EndRecord.size) else {
            throw .notAnArchive
        }
        let endOffset = tailStart + UInt64(endIndex)
        var end = try EndRecord(tail, at: endIndex)
        rawComment = end.comment
        comment = nameEncoding.decode(rawComment)
        var directoryEnd = endOffset
        let locatorSize = UInt64(Zip64Locator.size)
        if endOffset >= locatorSize,
            let bytes = try? file.read(
                at: endOffset - locatorSize, count: Zip64Locator.size, what: "the ZIP64 locator"),
            let locator = try Zip64Locator(bytes)
        {
            // The record is where the locator says, unless a prefix shifted it: then it sits
            // right before the locator (the common case, with no extensible data).
            var recordOffset = locator.recordOffset
            var record = try (try? file.read(at: recordOffset, count: Zip64EndRecord.size, what: "the ZIP64 record"))
                .flatMap { bytes throws(FSZipError) in try Zip64EndRecord(bytes) }
            let beforeLocator = locatorSize + UInt64(Zip64EndRecord.size)
            if record == nil, endOffset >= beforeLocator {
                recordOffset = endOffset - beforeLocator
                record = try Zip64EndRecord(
                    file.read(
                        at: recordOffset, count: Zip64EndRecord.size, what: "the ZIP64 end-of-central-directory record")
                )
            }
            guard let record else { throw .corrupt("the ZIP64 end-of-central-directory record is missing") }
            end.entryCount = record.entryCount
            end.directorySize = record.directorySize
            end.directoryOffset = record.directoryOffset
            directoryEnd = recordOffset
        }
        let (entryCount, directorySize, directoryOffset) = (end.entryCount, end.directorySize, end.directoryOffset)
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
        var reader = ByteReader(directory)
        entries.reserveCapacity(Int(min(entryCount, 1 << 20)))
        while reader.remaining >= 4 {
            guard try reader.u32() == Signature.centralHeader else { break }
            entries.append(try Self.entry(&reader, prefix: prefix, fileSize: file.size, nameEncoding: nameEncoding))
        }
        guard UInt64(entries.count) == entryCount || entryCount == UInt64(Zip64.marker16) else {
            throw .corrupt("the directory lists \(entries.count) entries, the end record \(entryCount)")
        }
    }

    /// The last place `signature` (little-endian) starts with `minimumFollowing` bytes from
    /// there to the end.
    private static func lastIndex(of signature: UInt32, in bytes: [UInt8], minimumFollowing: Int) -> Int? {
        guard bytes.count >= minimumFollowing else { return nil }
        let first = UInt8(truncatingIfNeeded: signature)
        var index = bytes.count - minimumFollowing
        while index >= 0 {
            if bytes[index] == first, ByteReader.u32(in: bytes, at: index) == signature { return index }
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
        return String(String.UnicodeScalarView(name.unicodeScalars.map { $0 == "\\" ? "/" : $0 }))
    }

    private static func entry(
        _ reader: inout ByteReader, prefix: UInt64, fileSize: UInt64, nameEncoding: FSZipNameEncoding
    ) throws(FSZipError) -> FSZipEntry {
        let record = try CentralRecord(reading: &reader)
        let isUTF8 = GeneralPurposeFlags(rawValue: record.flags).contains(.utf8)
        let decoded =
            record.unicodeName.flatMap { String(validUTF8: $0) }
            ?? (isUTF8 ? FSZipNameEncoding.utf8.decode(record.name) : nameEncoding.decode(record.name))
        let path = Self.separatorsNormalized(decoded, host: record.host)
        let external = record.externalAttributes
        let mode =
            record.host == CentralRecord.unixHost ? UnixMode(rawValue: UInt16(truncatingIfNeeded: external >> 16)) : nil
        let encryption = Self.encryption(of: record)
        // A WinZip AES entry's real method is in its AES field.
        let methodCode = record.method == AESField.method ? record.aes?.method ?? record.method : record.method
        let method = FSZipEntry.Method(code: methodCode)
        let date =
            record.unixTime.map { Date(timeIntervalSince1970: TimeInterval($0)) }
            ?? dosDate(date: record.dosDate, time: record.dosTime)
        guard record.localHeaderOffset <= fileSize - min(prefix, fileSize) else {
            throw .corrupt("\(path): its local header lies outside the file")
        }
        return FSZipEntry(
            path: path, rawPath: record.name, method: method, compressedSize: record.compressed,
            uncompressedSize: record.uncompressed, crc32: record.crc, modificationDate: date,
            permissions: mode?.permissions,
            isDirectory: path.hasSuffix("/") || external & CentralRecord.dosDirectoryAttribute != 0
                || mode?.kind == .directory,
            isSymbolicLink: mode?.kind == .symbolicLink, encryption: encryption,
            comment: isUTF8 ? FSZipNameEncoding.utf8.decode(record.comment) : nameEncoding.decode(record.comment),
            localHeaderOffset: record.localHeaderOffset + prefix, flags: record.flags,
            restartPoints: record.restartPoints, dosTime: record.dosTime)
    }

    /// How a record's data is encrypted: flag bit 0, with bit 6 for PKWARE's strong
    /// encryption and method 99 for WinZip AES (APPNOTE 4.4.4, WinZip's AE-x specification).
    private static func encryption(of record: CentralRecord) -> FSZipEncryption? {
        let flags = GeneralPurposeFlags(rawValue: record.flags)
        guard flags.contains(.encrypted) else { return nil }
        if flags.contains(.strongEncryption) { return .unsupported("PKWARE strong encryption") }
        guard record.method == AESField.method else { return .zipCrypto }
        guard let aes = record.aes else { return .unsupported("WinZip AES without its 0x9901 field") }
        guard let size = FSZipAESKeySize(strength: aes.strength),
            let version = FSZipAESVersion(rawValue: Int(aes.version))
        else { return .unsupported("WinZip AES, strength \(aes.strength), version \(aes.version)") }
        return .winZipAES(size, version: version)
    }
}

/// The CRC-32 of a byte array.
func crc32Checksum(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBytes(crc32Checksum)
}

/// The CRC-32 of bytes in memory (fewer than 4 GiB).
func crc32Checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
    UInt32(CFSZlib.crc32(0, bytes.baseAddress?.assumingMemoryBound(to: Bytef.self), uInt(bytes.count)))
}
