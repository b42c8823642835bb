import CFSZlib

/// Traditional PKWARE encryption (APPNOTE 6.1): three 32-bit keys stirred by each plaintext
/// byte through CRC-32 and a linear congruential step, giving one keystream byte per byte.
struct ZipCrypto: EntryDecryption, EntryEncryption {
    /// The 12-byte header in front of the data: 11 random bytes and a check byte.
    static let headerCount = 12

    private var key0: UInt32 = 0x1234_5678
    private var key1: UInt32 = 0x2345_6789
    private var key2: UInt32 = 0x3456_7890

    init(password: [UInt8]) {
        crcTable.withUnsafeBufferPointer { table in
            for byte in password { update(byte, table) }
        }
    }

    /// Keys for reading: the password, then the entry's 12-byte header, whose last byte must
    /// be `check` (the high byte of the CRC-32, or of the DOS time when the entry has a data
    /// descriptor). One wrong password in 256 passes; the CRC-32 catches it later.
    init?(password: [UInt8], header: [UInt8], check: UInt8) {
        self.init(password: password)
        var header = header
        header.withUnsafeMutableBytes { decryptBytes($0) }
        guard header.last == check else { return nil }
    }

    /// Keys for writing, with the encrypted header that must precede the data.
    static func encrypting(password: [UInt8], check: UInt8) -> (ZipCrypto, header: [UInt8]) {
        var keys = ZipCrypto(password: password)
        var generator = SystemRandomNumberGenerator()
        var header = (1..<headerCount).map { _ in UInt8.random(in: 0...255, using: &generator) } + [check]
        header.withUnsafeMutableBytes { keys.encryptBytes($0) }
        return (keys, header)
    }

    var trailerCount: Int { 0 }

    mutating func decrypt(_ bytes: UnsafeMutableRawBufferPointer) throws(FSZipError) { decryptBytes(bytes) }

    mutating func encrypt(_ bytes: UnsafeMutableRawBufferPointer) throws(FSZipError) { encryptBytes(bytes) }

    private mutating func decryptBytes(_ bytes: UnsafeMutableRawBufferPointer) {
        crcTable.withUnsafeBufferPointer { table in
            for index in bytes.indices {
                let plain = bytes[index] ^ streamByte
                update(plain, table)
                bytes[index] = plain
            }
        }
    }

    private mutating func encryptBytes(_ bytes: UnsafeMutableRawBufferPointer) {
        crcTable.withUnsafeBufferPointer { table in
            for index in bytes.indices {
                let plain = bytes[index]
                bytes[index] = plain ^ streamByte
                update(plain, table)
            }
        }
    }

    /// No authentication code: the CRC-32 is the only check.
    func authenticates(_ trailer: [UInt8]) -> Bool { true }

    func trailer() -> [UInt8] { [] }

    private var streamByte: UInt8 {
        let temp = key2 & 0xFFFF | 2
        return UInt8(truncatingIfNeeded: (temp &* (temp ^ 1)) >> 8)
    }

    @inline(__always)
    private mutating func update(_ byte: UInt8, _ table: UnsafeBufferPointer<UInt32>) {
        key0 = crcStep(key0, byte, table)
        key1 = (key1 &+ (key0 & 0xFF)) &* 134_775_813 &+ 1
        key2 = crcStep(key2, UInt8(truncatingIfNeeded: key1 >> 24), table)
    }
}

/// One byte of CRC-32 without the pre- and post-inversion, as ZipCrypto's key schedule uses it.
@inline(__always)
private func crcStep(_ crc: UInt32, _ byte: UInt8, _ table: UnsafeBufferPointer<UInt32>) -> UInt32 {
    table[Int(UInt8(truncatingIfNeeded: crc) ^ byte)] ^ (crc >> 8)
}

/// zlib's CRC-32 table (reflected polynomial 0xEDB88320).
private let crcTable: [UInt32] = {
    let table = get_crc_table()
    return (0..<256).map { UInt32(truncatingIfNeeded: table?[$0] ?? 0) }
}()
