/// What writing an entry's data gave: its CRC-32, both sizes, and the compressed sizes of
/// its independently deflated blocks (its restart points), if it has them.
struct WrittenData {
    var crc: UInt32 = 0
    var compressed: UInt64 = 0
    var uncompressed: UInt64 = 0
    var restartPoints: [UInt64]?
}
