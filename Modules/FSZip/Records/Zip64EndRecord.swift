/// The ZIP64 end of central directory record (APPNOTE 4.3.14): the directory's count, size
/// and offset at full width, for archives whose ``EndRecord`` fields overflow.
///
/// Layout: signature (4), the size of the rest (8), versions made by and needed (2 + 2), this
/// disk and the directory's disk (4 + 4), entries on this disk and in all (8 + 8), the
/// directory's size (8) and offset (8); FSZip writes no extensible data.
struct Zip64EndRecord {
    /// The record's size without extensible data.
    static let size = 56
    /// The bytes before the counts: signature, size, versions and disk numbers.
    private static let countsOffset = 24

    var entryCount: UInt64
    var directorySize: UInt64
    var directoryOffset: UInt64

    init(entryCount: UInt64, directorySize: UInt64, directoryOffset: UInt64) {
        self.entryCount = entryCount
        self.directorySize = directorySize
        self.directoryOffset = directoryOffset
    }

    /// Reads the record at the start of `bytes`, or `nil` if they do not start with its
    /// signature.
    init?(_ bytes: [UInt8]) throws(FSZipError) {
        guard ByteReader.u32(in: bytes) == Signature.zip64EndRecord else { return nil }
        var reader = ByteReader(bytes, at: Self.countsOffset)
        try reader.skip(8)  // the entries on this disk
        entryCount = try reader.u64()
        directorySize = try reader.u64()
        directoryOffset = try reader.u64()
    }

    func write(into writer: inout ByteWriter) {
        writer.u32(Signature.zip64EndRecord)
        writer.u64(UInt64(Self.size - 12))  // what follows this field
        writer.u16(Zip64.versionNeeded(true))  // made by
        writer.u16(Zip64.versionNeeded(true))
        writer.u32(0)  // this disk
        writer.u32(0)  // the directory's disk
        writer.u64(entryCount)
        writer.u64(entryCount)
        writer.u64(directorySize)
        writer.u64(directoryOffset)
    }
}
