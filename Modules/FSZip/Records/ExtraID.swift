/// Extra-field ids FSZip reads or writes.
enum ExtraID {
    /// ZIP64 sizes and offset (APPNOTE 4.5.3).
    static let zip64: UInt16 = 0x0001
    /// Info-ZIP's extended timestamp: seconds since 1970.
    static let extendedTimestamp: UInt16 = 0x5455
    /// Info-ZIP's Unicode path: a UTF-8 name with the CRC-32 of the stored name.
    static let unicodePath: UInt16 = 0x7075
    /// WinZip AES: vendor version, key size and the real compression method.
    static let winZipAES: UInt16 = 0x9901
    /// FSZip's restart points: where inflation of a large entry may start ("FS").
    static let restartPoints: UInt16 = 0x5346
}
