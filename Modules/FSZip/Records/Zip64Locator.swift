/// The ZIP64 end of central directory locator (APPNOTE 4.3.15), right before the
/// ``EndRecord``: where the ``Zip64EndRecord`` is.
///
/// Layout: signature (4), the record's disk (4), the record's offset (8), the number of disks
/// (4).
struct Zip64Locator {
    static let size = 20

    var recordOffset: UInt64

    init(recordOffset: UInt64) {
        self.recordOffset = recordOffset
    }

    /// Reads the locator at the start of `bytes`, or `nil` if they do not start with its
    /// signature.
    init?(_ bytes: [UInt8]) throws(FSZipError) {
        guard ByteReader.u32(in: bytes) == Signature.zip64Locator else { return nil }
        var reader = ByteReader(bytes, at: 8)
        recordOffset = try reader.u64()
    }

    func write(into writer: inout ByteWriter) {
        writer.u32(Signature.zip64Locator)
        writer.u32(0)  // the record's disk
        writer.u64(recordOffset)
        writer.u32(1)  // disks in all
    }
}
