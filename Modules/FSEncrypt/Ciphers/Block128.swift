/// A 128-bit block as two big-endian halves: what SM4 and GCM work on.
struct Block128: Equatable, Sendable {
    var high: UInt64
    var low: UInt64

    static let zero = Block128(high: 0, low: 0)

    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The 16 bytes at `offset` of `bytes`.
    init(_ bytes: UnsafeRawBufferPointer, at offset: Int) {
        high = UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        low = UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
    }

    /// The first 16 bytes of `bytes`, padded with zeros when there are fewer.
    init(padding bytes: some Collection<UInt8>) {
        var padded = [UInt8](repeating: 0, count: 16)
        for (index, byte) in bytes.prefix(16).enumerated() { padded[index] = byte }
        self = padded.withUnsafeBytes { Block128($0, at: 0) }
    }

    /// Writes the 16 bytes at `offset` of `bytes`.
    func store(into bytes: UnsafeMutableRawBufferPointer, at offset: Int) {
        bytes.storeBytes(of: high.bigEndian, toByteOffset: offset, as: UInt64.self)
        bytes.storeBytes(of: low.bigEndian, toByteOffset: offset + 8, as: UInt64.self)
    }

    /// The 16 bytes.
    var bytes: [UInt8] { bigEndianBytes(high) + bigEndianBytes(low) }

    static func ^ (lhs: Self, rhs: Self) -> Self { Block128(high: lhs.high ^ rhs.high, low: lhs.low ^ rhs.low) }

    /// Adds 1 to the block as a 128-bit big-endian number (CTR mode's counter).
    mutating func increment() {
        low &+= 1
        if low == 0 { high &+= 1 }
    }

    /// Adds 1 to the last 32 bits only (GCM's inc₃₂).
    mutating func incrementLast32Bits() {
        low = low & 0xFFFF_FFFF_0000_0000 | (low &+ 1) & 0xFFFF_FFFF
    }
}
