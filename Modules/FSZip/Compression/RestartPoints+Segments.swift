import CFSZlib

// The reading side of restart points: an entry FSZip deflated in independent blocks is
// inflated segment by segment on several threads, each segment checked to inflate to exactly
// its share of the entry.

extension RestartPoints {
    /// The segments of `entry` — compressed offset and length, uncompressed length — when the
    /// points describe it exactly; `nil` otherwise, and the entry is inflated from the start.
    func segments(of entry: FSZipEntry) -> [(offset: UInt64, count: Int, expected: Int)]? {
        guard entry.method == .deflated, !entry.isEncrypted,
            compressedSizes.reduce(0, { $0 + UInt64($1) }) == entry.compressedSize
        else { return nil }
        return segments(uncompressedSize: entry.uncompressedSize)
    }

    /// The widest segment inflated in parallel. Each is inflated whole into memory, in one call
    /// of zlib, which counts in 32 bits: points further apart are not used, and the data is
    /// inflated from its start (a forged table of 4 GiB segments made the reader ask for 4 GiB
    /// and then stop the process). FSZip writes 1 MiB (zip) and 16 MiB (gzip) spans, wider only
    /// past 8,000 segments: entries over 500 GiB.
    static let maxParallelSpan: UInt32 = 64 << 20

    /// The segments of data that inflates to `uncompressedSize` bytes: every one `span` bytes
    /// but the last, which holds the rest; `nil` when there are fewer than two, the span is over
    /// ``maxParallelSpan`` or the size does not fit the points.
    func segments(uncompressedSize: UInt64) -> [(offset: UInt64, count: Int, expected: Int)]? {
        guard compressedSizes.count >= 2, span <= Self.maxParallelSpan,
            UInt64(compressedSizes.count - 1) * UInt64(span) < uncompressedSize,
            UInt64(compressedSizes.count) * UInt64(span) >= uncompressedSize
        else { return nil }
        var segments: [(offset: UInt64, count: Int, expected: Int)] = []
        var offset: UInt64 = 0
        for (index, size) in compressedSizes.enumerated() {
            let remaining = uncompressedSize - UInt64(index) * UInt64(span)
            segments.append((offset, Int(size), Int(min(UInt64(span), remaining))))
            offset += UInt64(size)
        }
        return segments
    }
}
