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
