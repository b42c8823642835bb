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

    func write(into writer: inout ByteWriter) {
        writer.u16(ExtraID.winZipAES)
        writer.u16(7)
        writer.u16(version)
        writer.u16(0x4541)
        writer.bytes.append(strength)
        writer.u16(method)
    }
}
