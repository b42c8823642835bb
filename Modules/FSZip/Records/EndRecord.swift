/// The end of central directory record (APPNOTE 4.3.16), the last record of every archive:
/// where the central directory is, how many entries it has, and the archive comment.
///
/// Layout: signature (4), this disk and the directory's disk (2 + 2), entries on this disk and
/// in all (2 + 2), the directory's size (4) and offset (4), the comment's length (2), the
/// comment. A count, size or offset too large for its field is all ones here, with the value
/// in the ``Zip64EndRecord``.
struct EndRecord {
    /// The record's size before its comment.
    static let size = 22
    /// The longest record: the fixed part and the longest comment a 16-bit length allows.
    static let maximumSize = size + Int(UInt16.max)

    var entryCount: UInt64
    var directorySize: UInt64
    var directoryOffset: UInt64
    var comment: [UInt8]

    init(entryCount: UInt64, directorySize: UInt64, directoryOffset: UInt64, comment: [UInt8]) {
        self.entryCount = entryCount
        self.directorySize = directorySize
        self.directoryOffset = directoryOffset
        self.comment = comment
    }

    /// Reads the record whose signature starts at `index` of `bytes`. A comment said to run
    /// past the end of the file is cut there, as Info-ZIP's unzip cuts it.
    init(_ bytes: [UInt8], at index: Int) throws(FSZipError) {
        var reader = ByteReader(bytes, at: index + 4)
        try reader.skip(6)  // the disk numbers and the entries on this disk
        entryCount = UInt64(try reader.u16())
        directorySize = UInt64(try reader.u32())
        directoryOffset = UInt64(try reader.u32())
        let commentLength = Int(try reader.u16())
        comment = Array(try reader.take(min(commentLength, reader.remaining)))
    }

    /// Whether a count, size or offset does not fit its field, so that a ZIP64 end record and
    /// locator must come first.
    var needsZip64: Bool {
        entryCount >= UInt64(Zip64.marker16) || directoryOffset >= UInt64(Zip64.marker32)
            || directorySize >= UInt64(Zip64.marker32)
    }

    func write(into writer: inout ByteWriter) {
        let count = UInt16(min(entryCount, UInt64(Zip64.marker16)))
        writer.u32(Signature.endRecord)
        writer.u16(0)  // this disk
        writer.u16(0)  // the directory's disk
        writer.u16(count)
        writer.u16(count)
        writer.u32(UInt32(min(directorySize, UInt64(Zip64.marker32))))
        writer.u32(UInt32(min(directoryOffset, UInt64(Zip64.marker32))))
        writer.u16(UInt16(comment.count))
        writer.append(comment)
    }

    /// The record as written at `position`, preceded by the ZIP64 record and its locator when
    /// a count, size or offset needs them.
    func encoded(at position: UInt64) -> [UInt8] {
        var writer = ByteWriter()
        if needsZip64 {
            Zip64EndRecord(entryCount: entryCount, directorySize: directorySize, directoryOffset: directoryOffset)
                .write(into: &writer)
            Zip64Locator(recordOffset: position).write(into: &writer)
        }
        write(into: &writer)
        return writer.bytes
    }
}
