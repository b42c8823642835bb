import CFSZlib
internal import FSInternal

// gzip data whose first member FSGzip wrote with restart points (GzipIndex), inflated on
// several threads.

/// How much of the start of the data is read to find the first header: its extra field's
/// most, and room for a name and a comment.
private let headerReadSize = 1 << 17

/// What error messages call the indexed member.
private let firstMember = "gzip member 1"

/// Whether the first member of the gzip data `bytes` carries restart points worth reading in
/// parallel.
func hasRestartPoints(_ bytes: UnsafeRawBufferPointer) -> Bool {
    let head = UnsafeRawBufferPointer(rebasing: bytes.prefix(headerReadSize))
    guard let parsed = try? GzipFormat.parseHeader(head, member: firstMember) else { return false }
    return (parsed.restartPoints?.compressedSizes.count ?? 0) >= 2
}

/// Reads the gzip data in `file` when its first member carries restart points: that member
/// inflated segment by segment on `threads` threads, its CRC-32 and size checked, and what
/// follows it (NUL padding, more members) as ``GzipReader`` reads it. Returns `false`, having
/// read nothing, when there are no points to use (the caller then reads the data serially).
///
/// Points that do not describe the data exactly — segments that do not inflate to their
/// share, or a CRC-32 that does not match — are ``FSZipError/corrupt(_:)`` or
/// ``FSZipError/checksumMismatch(entry:)``: the checks still decide, never the points.
func readIndexedGzip(
    _ file: ReadableFile, limit: Int?, threads: Int, chunk: (UnsafeRawBufferPointer) throws(FSZipError) -> Void
) throws(FSZipError) -> Bool {
    guard threads > 1 else { return false }
    let head = try file.read(at: 0, count: Int(min(file.size, UInt64(headerReadSize))), what: "the gzip header")
    let parsed = try? head.withBytes { bytes throws(FSZipError) in
        try GzipFormat.parseHeader(bytes, member: firstMember)
    }
    guard let parsed = parsed ?? nil, let points = parsed.restartPoints, points.compressedSizes.count >= 2 else {
        return false
    }
    let start = UInt64(parsed.length)
    let trailerOffset = points.compressedSizes.reduce(start) { $0 + UInt64($1) }
    guard trailerOffset <= file.size, file.size - trailerOffset >= UInt64(GzipFormat.trailerSize) else {
        return false
    }
    let trailer = try file.read(at: trailerOffset, count: GzipFormat.trailerSize, what: "the gzip trailer")
    let (storedCRC, storedSize) = trailer.withUnsafeBytes {
        (GzipFormat.littleEndian($0, at: 0), GzipFormat.littleEndian($0, at: 4))
    }
    // Every segment but the last is `span` bytes; the last is what the size (modulo 2³²) leaves.
    let span = UInt64(points.span)
    let before = UInt64(points.compressedSizes.count - 1) * span
    let total = before + UInt64(storedSize &- UInt32(truncatingIfNeeded: before))
    guard let segments = points.segments(uncompressedSize: total) else { return false }
    if let limit, total > UInt64(max(limit, 0)) {
        throw .limitExceeded("gzip data decompresses to more than \(limit) bytes")
    }
    var crc = CFSZlib.crc32(0, nil, 0)
    try inflateSegments(segments, of: file, at: start, threads: threads, subject: firstMember) {
        bytes, segmentCRC throws(FSZipError) in
        crc = crc32_combine(crc, uLong(segmentCRC), off_t(bytes.count))
        try chunk(bytes)
    }
    guard UInt32(truncatingIfNeeded: crc) == storedCRC else { throw .checksumMismatch(entry: firstMember) }
    try readRest(
        file, from: trailerOffset + UInt64(GzipFormat.trailerSize), limit: limit.map { $0 - Int(total) }, chunk)
    return true
}

/// Reads what follows the indexed member: NUL padding, then any further members.
private func readRest(
    _ file: ReadableFile, from start: UInt64, limit: Int?, _ chunk: (UnsafeRawBufferPointer) throws(FSZipError) -> Void
) throws(FSZipError) {
    var offset = start
    try withoutActuallyEscaping(chunk) { chunk throws(FSZipError) in
        // The reader holds `chunk`: it must not outlive this closure.
        var reader: GzipReader?
        while offset < file.size {
            let piece = try file.read(
                at: offset, count: Int(min(file.size - offset, UInt64(SystemCalls.bufferSize))),
                what: "the gzip data")
            offset += UInt64(piece.count)
            var rest = piece[...]
            if reader == nil {
                // Padding first: a reader starts at a header.
                guard let member = rest.firstIndex(where: { $0 != 0 }) else { continue }
                rest = rest[member...]
                reader = GzipReader(limit: limit, member: { _ in }, chunk: chunk)
            }
            try rest.withBytes { bytes throws(FSZipError) in try reader?.read(bytes) }
        }
        try reader?.finish()
    }
}
