/// How one entry is encrypted as it is written.
struct Sealing: Sendable {
    /// The entry's name, for errors.
    let entry: String
    let encryption: FSZipEncryption
    let password: [UInt8]
    /// ZipCrypto's check byte: the DOS time's high byte, since a data descriptor follows.
    let checkByte: UInt8

    /// The AES field's vendor version and strength, for a WinZip AES entry.
    var aes: (version: UInt16, strength: UInt8)? {
        guard case .winZipAES(let size, let version) = encryption else { return nil }
        return (UInt16(version.rawValue), size.strength)
    }

    /// The bytes encryption adds: the header before the data and the trailer after it.
    var overhead: Int {
        switch encryption {
        case .winZipAES(let size, _): size.saltCount + 2 + 10
        default: ZipCrypto.headerCount
        }
    }

    /// A fresh encryption, with its header.
    func start() throws(FSZipError) -> (cipher: any EntryEncryption, header: [UInt8]) {
        switch encryption {
        case .zipCrypto:
            return ZipCrypto.encrypting(password: password, check: checkByte)
        case .winZipAES(let size, _):
            #if FSZipAES
                return try WinZipAES.encrypting(password: password, size: size)
            #else
                _ = size
                throw .unsupportedEncryption(entry: entry, encryption)
            #endif
        case .unsupported:
            throw .unsupportedEncryption(entry: entry, encryption)
        }
    }
}
