/// Values a 16- or 32-bit field cannot hold are written as all ones, with the real value in
/// the ZIP64 extra field.
enum Zip64 {
    static let marker32: UInt32 = 0xFFFF_FFFF
    static let marker16: UInt16 = 0xFFFF
    /// Sizes from here on are written as ZIP64 before the data is known: deflate can make
    /// incompressible data a little larger, past 4 GiB.
    static let sizeThreshold: UInt64 = 0xFFFF_0000
    /// "Version needed to extract": 2.0 for deflate, 4.5 for ZIP64.
    static func versionNeeded(_ zip64: Bool) -> UInt16 { zip64 ? 45 : 20 }
}
