/// Little-endian field reads over bytes, bounds-checked: a short buffer is a typed error,
/// never a trap.
struct ByteReader {
    let bytes: [UInt8]
    var position: Int

    init(_ bytes: [UInt8], at position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    var remaining: Int { bytes.count - position }

    mutating func u8() throws(FSZipError) -> UInt8 {
        guard remaining >= 1 else { throw .corrupt("a record ends early") }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func u16() throws(FSZipError) -> UInt16 {
        guard remaining >= 2 else { throw .corrupt("a record ends early") }
        defer { position += 2 }
        return UInt16(bytes[position]) | UInt16(bytes[position + 1]) << 8
    }

    mutating func u32() throws(FSZipError) -> UInt32 {
        guard remaining >= 4 else { throw .corrupt("a record ends early") }
        defer { position += 4 }
        return (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[position + $1]) << (8 * UInt32($1)) }
    }

    /// The little-endian `UInt32` at `index` of `bytes`, or `nil` when fewer than four bytes
    /// are there: for recognizing a signature without a reader.
    static func u32(in bytes: [UInt8], at index: Int = 0) -> UInt32? {
        var reader = ByteReader(bytes, at: index)
        return index >= 0 ? try? reader.u32() : nil
    }

    mutating func u64() throws(FSZipError) -> UInt64 {
        let low = try u32()
        let high = try u32()
        return UInt64(low) | UInt64(high) << 32
    }

    mutating func take(_ count: Int) throws(FSZipError) -> [UInt8] {
        guard count >= 0, remaining >= count else { throw .corrupt("a record ends early") }
        defer { position += count }
        return Array(bytes[position..<(position + count)])
    }

    mutating func skip(_ count: Int) throws(FSZipError) {
        guard count >= 0, remaining >= count else { throw .corrupt("a record ends early") }
        position += count
    }
}

/// Little-endian field writes.
struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func u16(_ value: UInt16) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    }

    mutating func u32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    mutating func u64(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    mutating func append<C: Collection>(_ other: C) where C.Element == UInt8 {
        bytes.append(contentsOf: other)
    }
}
