// The records of the zip format, one type a file in this folder (APPNOTE 6.3.10), read and written in one place for the
// reader and the writer: every signature and extra-field id by name, every size a field
// can hold checked here.

/// The four-byte signatures that open each record.
enum Signature {
    static let localHeader: UInt32 = 0x0403_4B50
    static let centralHeader: UInt32 = 0x0201_4B50
    static let dataDescriptor: UInt32 = 0x0807_4B50
    static let zip64EndRecord: UInt32 = 0x0606_4B50
    static let zip64Locator: UInt32 = 0x0706_4B50
    static let endRecord: UInt32 = 0x0605_4B50
}
