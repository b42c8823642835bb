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
