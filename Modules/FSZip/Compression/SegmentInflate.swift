import CFSZlib

// Data deflated in segments that each start afresh (FSZip's restart points, in zip entries and
// gzip members), inflated on several threads.

/// Inflates `segments` of the deflate data at `start` in `file` — each at its offset from
/// `start`, `count` bytes long, to give exactly its `expected` bytes, the last one ending the
/// deflate stream — on `threads` threads, handing them to `body` in order with their CRC-32,
/// computed on the worker that inflated them.
func inflateSegments(
    _ segments: [(offset: UInt64, count: Int, expected: Int)], of file: ReadableFile, at start: UInt64,
    threads: Int, subject: String, _ body: (UnsafeRawBufferPointer, UInt32) throws(FSZipError) -> Void
) throws(FSZipError) {
    let buffers = SegmentBuffers()
    let work = OrderedWork<Result<InflatedSegment, FSZipError>>(threads: threads)
    let deliver: (Result<InflatedSegment, FSZipError>) throws(FSZipError) -> Void = { result throws(FSZipError) in
        let segment = try result.get()
        try body(segment.bytes, segment.crc)
        buffers.giveBack(segment.buffer)
    }
    for (index, segment) in segments.enumerated() {
        let last = index == segments.count - 1
        try work.submit(
            {
                Result { () throws(FSZipError) in
                    let what = "the data of \(subject)"
                    try file.requireRange(at: start + segment.offset, count: segment.count, what: what)
                    let input = buffers.take(segment.count)
                    defer { buffers.giveBack(input) }
                    let compressed = UnsafeMutableRawBufferPointer(rebasing: input.bytes[..<segment.count])
                    try file.read(at: start + segment.offset, filling: compressed, what: what)
                    // One byte of room more than expected, so that too much output shows.
                    let output = buffers.take(segment.expected + 1)
                    try inflateSegment(
                        UnsafeRawBufferPointer(compressed), into: output.bytes[...segment.expected],
                        last: last, subject: subject)
                    return InflatedSegment(output, count: segment.expected)
                }
            }, deliver: deliver)
    }
    try work.drain(deliver: deliver)
}

/// A segment's inflated bytes — the first `count` of `buffer` — and their CRC-32, computed on
/// the worker that inflated them.
private struct InflatedSegment: Sendable {
    let buffer: SegmentBuffers.Buffer
    let count: Int
    let crc: UInt32

    init(_ buffer: SegmentBuffers.Buffer, count: Int) {
        self.buffer = buffer
        self.count = count
        crc = crc32Checksum(UnsafeRawBufferPointer(rebasing: buffer.bytes[..<count]))
    }

    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: buffer.bytes[..<count]) }
}

/// Inflates one segment into `output`, which it must fill but for its last byte, ending the
/// deflate stream exactly when it is the `last`.
private func inflateSegment(
    _ input: UnsafeRawBufferPointer, into output: Slice<UnsafeMutableRawBufferPointer>, last: Bool, subject: String
) throws(FSZipError) {
    var stream = z_stream()
    guard czlib_inflateInit2(&stream, FSDeflateFormat.raw.windowBits) == Z_OK else {
        throw .io("zlib could not start inflating")
    }
    defer { inflateEnd(&stream) }
    let output = UnsafeMutableRawBufferPointer(rebasing: output)
    stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
    stream.avail_in = uInt(input.count)
    stream.next_out = output.baseAddress?.assumingMemoryBound(to: Bytef.self)
    stream.avail_out = uInt(output.count)
    var status: Int32
    repeat {
        status = inflate(&stream, Z_SYNC_FLUSH)
    } while status == Z_OK && stream.avail_in > 0 && stream.avail_out > 0
    let produced = output.count - Int(stream.avail_out)
    let ended = status == Z_STREAM_END
    guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR, produced == output.count - 1,
        stream.avail_in == 0, ended == last
    else { throw .corrupt("\(subject): a block does not inflate to its recorded size") }
}
