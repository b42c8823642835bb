/// The general purpose bit flags of a local header and a central directory record
/// (APPNOTE 4.4.4).
struct GeneralPurposeFlags: OptionSet, Sendable {
    var rawValue: UInt16

    /// Bit 0: the data is encrypted.
    static let encrypted = GeneralPurposeFlags(rawValue: 1 << 0)
    /// Bits 1 and 2: the deflate level class the writer used (normal, maximum, fast, super
    /// fast); readers ignore them, and an entry copied keeps them.
    static let deflateOptions = GeneralPurposeFlags(rawValue: 0b11 << 1)
    /// Bit 3: the CRC-32 and sizes follow the data in a data descriptor.
    static let dataDescriptor = GeneralPurposeFlags(rawValue: 1 << 3)
    /// Bit 6: PKWARE's strong encryption, which FSZip does not read.
    static let strongEncryption = GeneralPurposeFlags(rawValue: 1 << 6)
    /// Bit 11 (the "language encoding flag"): the name and comment are UTF-8.
    static let utf8 = GeneralPurposeFlags(rawValue: 1 << 11)
}
