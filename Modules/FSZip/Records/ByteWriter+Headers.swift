extension ByteWriter {
    /// The fields local and central headers share, from "version needed" to the extra
    /// field's length; ZIP64 sizes are marked all ones and go in the extra field.
    mutating func sharedFields(
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
    mutating func timestamp(_ unixTime: UInt32) {
        u16(ExtraID.extendedTimestamp)
        u16(5)
        bytes.append(1)
        u32(unixTime)
    }
}
