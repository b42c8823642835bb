/// FSGzip's restart points in a gzip header: the last subfield of the extra field (RFC 1952
/// §2.3.1.1), with the IDs `F` `S` and the layout of FSZip's zip field 0x5346
/// (``RestartPoints``) — every `span` uncompressed bytes a deflate block that starts afresh,
/// and the compressed length of each segment between them. Other tools skip the subfield and
/// read one ordinary member.
///
/// The header is written before the data, so the subfield is reserved at its full length for
/// data of a known size and filled in at the end; if the data turned out to have another size,
/// it stays version 0, which readers ignore.
enum GzipIndex {
    /// The uncompressed size of a segment, 16 MiB: only one block in 64 starts without the
    /// 32 KiB before it (+0.02 % in size, Docs/Benchmarks.md), while a 128 MB file still has
    /// eight segments to inflate at once.
    static let span = 16 << 20

    /// How many of ``GzipWriter/blockSize``'s blocks make a segment.
    static var segmentBlocks: Int { span / GzipWriter.blockSize }

    /// The subfield's own header: `SI1`, `SI2` and `LEN`.
    private static let subfieldHeaderSize = 4

    /// A subfield of zeros (version 0) the length the index of `size` bytes will take; `nil`
    /// when the data makes fewer than two segments.
    static func placeholder(forSize size: Int) -> [UInt8]? {
        let segments = (size + span - 1) / span
        guard segments >= 2,
            let points = RestartPoints(blockSizes: Array(repeating: 0, count: segments), blockSize: span)
        else { return nil }
        var writer = ByteWriter()
        points.write(into: &writer)
        return zeroed(writer.bytes)
    }

    /// The subfield that replaces `placeholder` once the data is written: the points of
    /// `segmentSizes` when they take exactly its length, else the placeholder itself.
    static func subfield(replacing placeholder: [UInt8], segmentSizes: [UInt64]?) -> [UInt8] {
        guard let segmentSizes, let points = RestartPoints(blockSizes: segmentSizes, blockSize: span) else {
            return placeholder
        }
        var writer = ByteWriter()
        points.write(into: &writer)
        return writer.bytes.count == placeholder.count ? writer.bytes : placeholder
    }

    /// `extra` without a last subfield of ours, and the points that subfield holds (`nil` for
    /// a placeholder or one that does not parse).
    static func split(_ extra: [UInt8]) -> (extra: [UInt8]?, points: RestartPoints?) {
        var position = 0
        var last: Int?
        while position + subfieldHeaderSize <= extra.count {
            last = position
            position += subfieldHeaderSize + (Int(extra[position + 2]) | Int(extra[position + 3]) << 8)
        }
        guard position == extra.count, let last, extra[last] == UInt8(ascii: "F"), extra[last + 1] == UInt8(ascii: "S")
        else { return (extra, nil) }
        let kept = Array(extra[..<last])
        return (kept.isEmpty ? nil : kept, RestartPoints(Array(extra[(last + subfieldHeaderSize)...])))
    }

    /// The subfield with its data zeroed: the same length, version 0.
    private static func zeroed(_ subfield: [UInt8]) -> [UInt8] {
        Array(subfield.prefix(subfieldHeaderSize)) + Array(repeating: 0, count: subfield.count - subfieldHeaderSize)
    }
}
