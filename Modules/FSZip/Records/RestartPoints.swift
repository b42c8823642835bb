/// FSZip's restart points (extra field 0x5346, central directory only): an entry deflated in
/// independent blocks, every `span` uncompressed bytes a point where inflation can start,
/// and the compressed length of each segment between points. Other tools skip the field
/// and read an ordinary deflate stream.
///
/// Layout: version (1 byte, 1), `span` (4), segment count (4), each segment's compressed
/// length (4 each).
struct RestartPoints: Hashable, Sendable {
    /// Keeps the field, and so the central record, far below 64 KiB.
    static let maxSegments = 8_000

    /// The uncompressed size of every segment but the last.
    var span: UInt32
    var compressedSizes: [UInt32]

    /// Points grouping `blockSizes` (each block `blockSize` bytes uncompressed) into at most
    /// ``maxSegments`` segments; `nil` when a segment would not fit 32 bits.
    init?(blockSizes: [UInt64], blockSize: Int) {
        let group = (blockSizes.count + Self.maxSegments - 1) / Self.maxSegments
        guard group >= 1, let span = UInt32(exactly: group * blockSize) else { return nil }
        var sizes: [UInt32] = []
        for start in stride(from: 0, to: blockSizes.count, by: group) {
            guard let size = UInt32(exactly: blockSizes[start..<min(start + group, blockSizes.count)].reduce(0, +))
            else { return nil }
            sizes.append(size)
        }
        self.span = span
        compressedSizes = sizes
    }

    /// Reads the field; `nil` when it is not one FSZip wrote.
    init?(_ data: [UInt8]) {
        var reader = ByteReader(data)
        guard (try? reader.u8()) == 1, let span = try? reader.u32(), span > 0, let count = try? reader.u32(),
            Int(count) <= Self.maxSegments, reader.remaining == Int(count) * 4
        else { return nil }
        self.span = span
        compressedSizes = (0..<count).compactMap { _ in try? reader.u32() }
    }

    func write(into writer: inout ByteWriter) {
        writer.u16(ExtraID.restartPoints)
        writer.u16(UInt16(9 + 4 * compressedSizes.count))
        writer.bytes.append(1)
        writer.u32(span)
        writer.u32(UInt32(compressedSizes.count))
        for size in compressedSizes { writer.u32(size) }
    }
}
