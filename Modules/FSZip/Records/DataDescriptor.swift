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
