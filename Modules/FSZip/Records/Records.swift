#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// The records of the zip format (APPNOTE 6.3.10), read and written in one place for the
// reader and the writer: every signature and extra-field id by name, every size a field
// can hold checked here.

/// The four-byte signatures that open each record.
enum Signature {
    static let localHeader: UInt32 = 0x0403_4B50
    static let centralHeader: UInt32 = 0x0201_4B50
    static let dataDescriptor: UInt32 = 0x0807_4B50
    static let zip64EndRecord: UInt32 = 0x0606_4B50
    static let zip64Locator: UInt32 = 0x0706_4B50
    static let endRecord: UInt32 = 0x0605_4B50
}

/// Extra-field ids FSZip reads or writes.
enum ExtraID {
    /// ZIP64 sizes and offset (APPNOTE 4.5.3).
    static let zip64: UInt16 = 0x0001
    /// Info-ZIP's extended timestamp: seconds since 1970.
    static let extendedTimestamp: UInt16 = 0x5455
    /// Info-ZIP's Unicode path: a UTF-8 name with the CRC-32 of the stored name.
    static let unicodePath: UInt16 = 0x7075
    /// WinZip AES: vendor version, key size and the real compression method.
    static let winZipAES: UInt16 = 0x9901
    /// FSZip's restart points: where inflation of a large entry may start ("FS").
    static let restartPoints: UInt16 = 0x5346
}

/// FSZip's restart points (extra field 0x5346, central directory only): an entry deflated in
/// independent blocks, every `span` uncompressed bytes a point where inflation can start,
/// and the compressed length of each segment between points. Other tools skip the field
/// and read an ordinary deflate stream.
///
/// Layout: version (1 byte, 1), `span` (4), segment count (4), each segment's compressed
/// length (4 each).
struct RestartPoints: Hashable, Sendable {
    /// Keeps the field, and so the central record, far below 64 KiB.
    static let maxSegments = 8_000

    /// The uncompressed size of every segment but the last.
    var span: UInt32
    var compressedSizes: [UInt32]

    /// Points grouping `blockSizes` (each block `blockSize` bytes uncompressed) into at most
    /// ``maxSegments`` segments; `nil` when a segment would not fit 32 bits.
    init?(blockSizes: [UInt64], blockSize: Int) {
        let group = (blockSizes.count + Self.maxSegments - 1) / Self.maxSegments
        guard group >= 1, let span = UInt32(exactly: group * blockSize) else { return nil }
        var sizes: [UInt32] = []
        for start in stride(from: 0, to: blockSizes.count, by: group) {
            guard let size = UInt32(exactly: blockSizes[start..<min(start + group, blockSizes.count)].reduce(0, +))
            else { return nil }
            sizes.append(size)
        }
        self.span = span
        compressedSizes = sizes
    }

    /// Reads the field; `nil` when it is not one FSZip wrote.
    init?(_ data: [UInt8]) {
        var reader = ByteReader(data)
        guard (try? reader.u8()) == 1, let span = try? reader.u32(), span > 0, let count = try? reader.u32(),
            Int(count) <= Self.maxSegments, reader.remaining == Int(count) * 4
        else { return nil }
        self.span = span
        compressedSizes = (0..<count).compactMap { _ in try? reader.u32() }
    }

    fileprivate func write(into writer: inout ByteWriter) {
        writer.u16(ExtraID.restartPoints)
        writer.u16(UInt16(9 + 4 * compressedSizes.count))
        writer.bytes.append(1)
        writer.u32(span)
        writer.u32(UInt32(compressedSizes.count))
        for size in compressedSizes { writer.u32(size) }
    }
}

/// WinZip's AES extra field (0x9901) of an entry whose method is 99: vendor version (AE-1,
/// AE-2), vendor "AE", key strength, and the compression method of the data once decrypted.
struct AESField: Equatable {
    /// The compression method that marks an entry as WinZip AES.
    static let method: UInt16 = 99
    /// "Version needed to extract" for an AES entry, as WinZip and 7-Zip write it.
    static let versionNeeded: UInt16 = 51

    var version: UInt16
    var strength: UInt8
    var method: UInt16

    init(version: UInt16, strength: UInt8, method: UInt16) {
        self.version = version
        self.strength = strength
        self.method = method
    }

    /// Reads the field's 7 bytes; `nil` when they are not a WinZip AES field.
    init?(_ data: [UInt8]) {
        var reader = ByteReader(data)
        guard let version = try? reader.u16(), let vendor = try? reader.u16(), vendor == 0x4541,  // "AE"
            let strength = try? reader.u8(), let method = try? reader.u16()
        else { return nil }
        self.init(version: version, strength: strength, method: method)
    }

    fileprivate func write(into writer: inout ByteWriter) {
        writer.u16(ExtraID.winZipAES)
        writer.u16(7)
        writer.u16(version)
        writer.u16(0x4541)
        writer.bytes.append(strength)
        writer.u16(method)
    }
}

/// Values a 16- or 32-bit field cannot hold are written as all ones, with the real value in
/// the ZIP64 extra field.
enum Zip64 {
    static let marker32: UInt32 = 0xFFFF_FFFF
    static let marker16: UInt16 = 0xFFFF
    /// Sizes from here on are written as ZIP64 before the data is known: deflate can make
    /// incompressible data a little larger, past 4 GiB.
    static let sizeThreshold: UInt64 = 0xFFFF_0000
    /// "Version needed to extract": 2.0 for deflate, 4.5 for ZIP64.
    static func versionNeeded(_ zip64: Bool) -> UInt16 { zip64 ? 45 : 20 }
}

/// The fixed part of a local header: 30 bytes, then the name and the extra field.
enum LocalHeader {
    static let fixedSize = 30

    /// A local header; with `zip64`, the sizes are in a ZIP64 extra field (also when they are
    /// not yet known, so a patch later can fill them in place).
    static func encoded(
        name: [UInt8], flags: UInt16, method: UInt16, dosDate: UInt16, dosTime: UInt16, crc: UInt32,
        compressed: UInt64, uncompressed: UInt64, zip64: Bool, unixTime: UInt32, aes: AESField? = nil
    ) -> [UInt8] {
        var extra = ByteWriter()
        extra.timestamp(unixTime)
        if zip64 {
            extra.u16(ExtraID.zip64)
            extra.u16(16)
            extra.u64(uncompressed)
            extra.u64(compressed)
        }
        aes?.write(into: &extra)
        var header = ByteWriter()
        header.u32(Signature.localHeader)
        header.sharedFields(
            zip64: zip64, aes: aes != nil, flags: flags, method: method, dosDate: dosDate, dosTime: dosTime, crc: crc,
            compressed: compressed, uncompressed: uncompressed, nameLength: name.count, extraLength: extra.bytes.count)
        header.append(name)
        header.append(extra.bytes)
        return header.bytes
    }

    /// The length of a local header from its fixed part: where its entry's data begins.
    static func length(fixedPart: [UInt8], entry: String) throws(FSZipError) -> UInt64 {
        var header = ByteReader(fixedPart)
        guard try header.u32() == Signature.localHeader else {
            throw .corrupt("\(entry): no local header at its offset")
        }
        try header.skip(22)
        let nameLength = UInt64(try header.u16())
        let extraLength = UInt64(try header.u16())
        return UInt64(fixedSize) + nameLength + extraLength
    }
}

/// A central directory record, with its extra fields read.
struct CentralRecord {
    var madeBy: UInt16
    var flags: UInt16
    var method: UInt16
    var dosTime: UInt16
    var dosDate: UInt16
    var crc: UInt32
    var compressed: UInt64
    var uncompressed: UInt64
    var externalAttributes: UInt32
    var localHeaderOffset: UInt64
    var name: [UInt8]
    var comment: [UInt8]
    /// The extended timestamp, when present.
    var unixTime: Int32?
    /// The Unicode path field's UTF-8 name, when its CRC matches the stored name.
    var unicodeName: [UInt8]?
    /// The WinZip AES field, when present.
    var aes: AESField?
    /// FSZip's restart points, when present.
    var restartPoints: RestartPoints?

    /// The host system number of Unix, whose records keep a ``UnixMode``.
    static let unixHost: UInt8 = 3
    /// The MS-DOS directory attribute, in the low byte of the external attributes.
    static let dosDirectoryAttribute: UInt32 = 0x10
    /// The version of the zip specification FSZip writes to: 6.3.
    private static let specificationVersion: UInt16 = 63

    /// The host system that made the entry (the high byte of "version made by"): 0 MS-DOS,
    /// 3 Unix, 11 NTFS …
    var host: UInt8 { UInt8(truncatingIfNeeded: madeBy >> 8) }

    /// Reads a record after its signature.
    init(reading reader: inout ByteReader) throws(FSZipError) {
        madeBy = try reader.u16()
        try reader.skip(2)  // version needed
        flags = try reader.u16()
        method = try reader.u16()
        dosTime = try reader.u16()
        dosDate = try reader.u16()
        crc = try reader.u32()
        compressed = UInt64(try reader.u32())
        uncompressed = UInt64(try reader.u32())
        let nameLength = Int(try reader.u16())
        let extraLength = Int(try reader.u16())
        let commentLength = Int(try reader.u16())
        try reader.skip(4)  // disk number, internal attributes
        externalAttributes = try reader.u32()
        localHeaderOffset = UInt64(try reader.u32())
        name = try reader.take(nameLength)
        let extra = try reader.take(extraLength)
        comment = try reader.take(commentLength)
        var fields = ByteReader(extra)
        while fields.remaining >= 4 {
            let id = try fields.u16()
            let size = Int(try fields.u16())
            guard let data = try? fields.take(size) else { break }
            var field = ByteReader(data)
            switch id {
            case ExtraID.zip64:
                // Only the fields marked all ones are present, in this order.
                if uncompressed == UInt64(Zip64.marker32) { uncompressed = try field.u64() }
                if compressed == UInt64(Zip64.marker32) { compressed = try field.u64() }
                if localHeaderOffset == UInt64(Zip64.marker32) { localHeaderOffset = try field.u64() }
            case ExtraID.extendedTimestamp:
                if let flagsByte = try? field.u8(), flagsByte & 1 == 1, let time = try? field.u32() {
                    unixTime = Int32(bitPattern: time)
                }
            case ExtraID.winZipAES:
                aes = AESField(data)
            case ExtraID.restartPoints:
                restartPoints = RestartPoints(data)
            case ExtraID.unicodePath:
                if (try? field.u8()) == 1, let nameCRC = try? field.u32(), nameCRC == crc32Checksum(name) {
                    unicodeName = Array(data.dropFirst(5))
                }
            default: break
            }
        }
    }

    /// A record as FSZip writes it: made by Unix, the extended timestamp, and ZIP64 sizes and
    /// offset when any of them needs 64 bits.
    init(
        name: [UInt8], comment: [UInt8], flags: UInt16, mode: UInt16, method: UInt16, dosDate: UInt16,
        dosTime: UInt16, crc: UInt32, compressed: UInt64, uncompressed: UInt64, offset: UInt64, unixTime: UInt32,
        aes: AESField? = nil, restartPoints: RestartPoints? = nil
    ) {
        madeBy = UInt16(Self.unixHost) << 8 | Self.specificationVersion
        self.aes = aes
        self.restartPoints = restartPoints
        self.flags = flags
        self.method = method
        self.dosDate = dosDate
        self.dosTime = dosTime
        self.crc = crc
        self.compressed = compressed
        self.uncompressed = uncompressed
        externalAttributes =
            UInt32(mode) << 16 | (UnixMode(rawValue: mode).kind == .directory ? Self.dosDirectoryAttribute : 0)
        localHeaderOffset = offset
        self.name = name
        self.comment = comment
        self.unixTime = Int32(bitPattern: unixTime)
    }

    func encoded() -> [UInt8] {
        let marker = UInt64(Zip64.marker32)
        let large = compressed >= marker || uncompressed >= marker || localHeaderOffset >= marker
        var extra = ByteWriter()
        extra.timestamp(UInt32(bitPattern: unixTime ?? 0))
        if large {
            extra.u16(ExtraID.zip64)
            extra.u16(24)
            extra.u64(uncompressed)
            extra.u64(compressed)
            extra.u64(localHeaderOffset)
        }
        aes?.write(into: &extra)
        restartPoints?.write(into: &extra)
        var header = ByteWriter()
        header.u32(Signature.centralHeader)
        header.u16(madeBy)
        header.sharedFields(
            zip64: large, aes: aes != nil, flags: flags, method: method, dosDate: dosDate, dosTime: dosTime, crc: crc,
            compressed: compressed, uncompressed: uncompressed, nameLength: name.count, extraLength: extra.bytes.count)
        header.u16(UInt16(comment.count))
        header.u16(0)  // disk number
        header.u16(0)  // internal attributes
        header.u32(externalAttributes)
        header.u32(large ? Zip64.marker32 : UInt32(localHeaderOffset))
        header.append(name)
        header.append(extra.bytes)
        header.append(comment)
        return header.bytes
    }
}

/// The records that close an archive: the end of central directory record, preceded by the
/// ZIP64 end record and its locator when a count, size or offset needs them.
enum EndRecords {
    /// The fixed size of the end record, before its comment.
    static let endRecordSize = 22
    /// The size of the ZIP64 locator, which sits right before the end record.
    static let locatorSize = 20
    /// The size of the ZIP64 end record without extensible data.
    static let zip64RecordSize = 56

    static func encoded(
        entryCount: UInt64, directoryStart: UInt64, directorySize: UInt64, comment: [UInt8], at position: UInt64
    ) -> [UInt8] {
        var end = ByteWriter()
        let needsZip64 =
            entryCount >= UInt64(Zip64.marker16) || directoryStart >= UInt64(Zip64.marker32)
            || directorySize >= UInt64(Zip64.marker32)
        if needsZip64 {
            end.u32(Signature.zip64EndRecord)
            end.u64(UInt64(zip64RecordSize - 12))  // the size of what follows this field
            end.u16(45)
            end.u16(45)
            end.u32(0)
            end.u32(0)
            end.u64(entryCount)
            end.u64(entryCount)
            end.u64(directorySize)
            end.u64(directoryStart)
            end.u32(Signature.zip64Locator)
            end.u32(0)
            end.u64(position)
            end.u32(1)
        }
        end.u32(Signature.endRecord)
        end.u16(0)
        end.u16(0)
        end.u16(UInt16(min(entryCount, UInt64(Zip64.marker16))))
        end.u16(UInt16(min(entryCount, UInt64(Zip64.marker16))))
        end.u32(UInt32(min(directorySize, UInt64(Zip64.marker32))))
        end.u32(UInt32(min(directoryStart, UInt64(Zip64.marker32))))
        end.u16(UInt16(comment.count))
        end.append(comment)
        return end.bytes
    }
}

/// The data descriptor that follows an entry's data when its header could not be patched.
enum DataDescriptor {
    static func encoded(crc: UInt32, compressed: UInt64, uncompressed: UInt64, zip64: Bool) -> [UInt8] {
        var trailer = ByteWriter()
        trailer.u32(Signature.dataDescriptor)
        trailer.u32(crc)
        if zip64 {
            trailer.u64(compressed)
            trailer.u64(uncompressed)
        } else {
            trailer.u32(UInt32(compressed))
            trailer.u32(UInt32(uncompressed))
        }
        return trailer.bytes
    }
}

extension ByteWriter {
    /// The fields local and central headers share, from "version needed" to the extra
    /// field's length; ZIP64 sizes are marked all ones and go in the extra field.
    fileprivate mutating func sharedFields(
        zip64: Bool, aes: Bool, flags: UInt16, method: UInt16, dosDate: UInt16, dosTime: UInt16, crc: UInt32,
        compressed: UInt64, uncompressed: UInt64, nameLength: Int, extraLength: Int
    ) {
        u16(aes ? AESField.versionNeeded : Zip64.versionNeeded(zip64))
        u16(flags)
        u16(method)
        u16(dosTime)
        u16(dosDate)
        u32(crc)
        u32(zip64 ? Zip64.marker32 : UInt32(compressed))
        u32(zip64 ? Zip64.marker32 : UInt32(uncompressed))
        u16(UInt16(nameLength))
        u16(UInt16(extraLength))
    }

    /// The extended timestamp field with the modification time only.
    fileprivate mutating func timestamp(_ unixTime: UInt32) {
        u16(ExtraID.extendedTimestamp)
        u16(5)
        bytes.append(1)
        u32(unixTime)
    }
}
