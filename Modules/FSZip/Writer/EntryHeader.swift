#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The fields an entry's local header and its central directory record share, as the writer
/// fills them in: the local header is written with zeros before the data, and patched (or
/// followed by a data descriptor) once the data's CRC-32 and sizes are known.
struct EntryHeader {
    let name: [UInt8]
    let comment: [UInt8]
    var flags: GeneralPurposeFlags
    let mode: UnixMode
    let dosDate: UInt16
    let dosTime: UInt16
    let unixTime: UInt32
    /// Whether the local header carries ZIP64 sizes: for sizes of 4 GiB or more, and for an
    /// unknown size, which may pass 4 GiB.
    let zip64: Bool
    /// The data's compression method (for WinZip AES, the one its AES field names).
    var method: FSZipEntry.Method
    /// The WinZip AES field's vendor version and strength, for an entry encrypted that way.
    var aes: (version: UInt16, strength: UInt8)?
    /// Where the local header starts.
    let offset: UInt64

    /// The header of a new entry: `name` and `comment` as UTF-8 (each at most 65,535 bytes),
    /// `date` in DOS and Unix form, written at `offset`.
    init(
        name: String, comment: String, mode: UnixMode, date: Date, size: UInt64?, method: FSZipEntry.Method,
        offset: UInt64
    ) throws(FSZipError) {
        let nameBytes = try Self.fieldBytes(name, "the name \(name.prefix(40))…")
        guard !nameBytes.isEmpty else { throw .invalidArgument("an entry needs a name") }
        try self.init(
            rawName: nameBytes, comment: Self.fieldBytes(comment, "the comment of \(name)"), flags: .utf8,
            mode: mode, date: date, zip64: size.map { $0 >= Zip64.sizeThreshold } ?? true, method: method,
            offset: offset)
    }

    /// The header of an entry with the name bytes and flags given as they are.
    init(
        rawName: [UInt8], comment: [UInt8], flags: GeneralPurposeFlags, mode: UnixMode, date: Date, zip64: Bool,
        method: FSZipEntry.Method, offset: UInt64
    ) {
        name = rawName
        self.comment = comment
        self.flags = flags
        self.mode = mode
        (dosDate, dosTime) = dosFields(date)
        unixTime = FSZip.unixTime(date)
        self.zip64 = zip64
        self.method = method
        self.offset = offset
    }

    /// The method the headers record: 99 for WinZip AES, the data's otherwise.
    var recordedMethod: UInt16 { aes != nil ? AESField.method : method.code }

    /// The WinZip AES extra field, for an entry encrypted that way.
    var aesField: AESField? {
        aes.map { AESField(version: $0.version, strength: $0.strength, method: method.code) }
    }

    /// The local header; with a data descriptor, its CRC-32 and sizes stay 0 as APPNOTE
    /// 4.4.4 asks.
    func localHeader(_ data: WrittenData = WrittenData()) -> [UInt8] {
        let known = flags.contains(.dataDescriptor) ? WrittenData() : data
        return LocalHeader.encoded(
            name: name, flags: flags.rawValue, method: recordedMethod, dosDate: dosDate, dosTime: dosTime,
            crc: known.crc, compressed: known.compressed, uncompressed: known.uncompressed, zip64: zip64,
            unixTime: unixTime, aes: aesField)
    }

    /// The data descriptor that follows the data, when ``flags`` say one does.
    func dataDescriptor(_ data: WrittenData) -> [UInt8]? {
        guard flags.contains(.dataDescriptor) else { return nil }
        return DataDescriptor.encoded(
            crc: data.crc, compressed: data.compressed, uncompressed: data.uncompressed, zip64: zip64)
    }

    /// The central directory record.
    func centralRecord(_ data: WrittenData) -> CentralRecord {
        CentralRecord(
            name: name, comment: comment, flags: flags.rawValue, mode: mode.rawValue, method: recordedMethod,
            dosDate: dosDate, dosTime: dosTime, crc: data.crc, compressed: data.compressed,
            uncompressed: data.uncompressed, offset: offset, unixTime: unixTime, aes: aesField,
            restartPoints: data.restartPoints.flatMap {
                RestartPoints(blockSizes: $0, blockSize: ParallelDeflate.blockSize)
            })
    }

    /// The UTF-8 bytes of a name or comment, which must fit a zip field's 16-bit length.
    static func fieldBytes(_ text: String, _ what: @autoclosure () -> String) throws(FSZipError) -> [UInt8] {
        let bytes = Array(text.utf8)
        guard bytes.count <= Int(UInt16.max) else { throw .tooLong(what()) }
        return bytes
    }
}
