import CFSZlib

// Data deflated in segments that each start afresh (FSZip's restart points, in zip entries and
// gzip members), inflated on several threads.

/// Inflates `segments` — each read by `read` (offset, length), each to give exactly its
/// `expected` bytes, the last one ending the deflate stream — on `threads` threads, handing
/// them to `body` in order with their CRC-32, computed on the worker that inflated them.
func inflateSegments(
    _ segments: [(offset: UInt64, count: Int, expected: Int)], threads: Int, subject: String,
    read: @escaping @Sendable (UInt64, Int) throws(FSZipError) -> [UInt8],
    _ body: (UnsafeRawBufferPointer, UInt32) throws(FSZipError) -> Void
) throws(FSZipError) {
    let work = OrderedWork<Result<(bytes: [UInt8], crc: UInt32), FSZipError>>(threads: threads)
    let deliver: (Result<(bytes: [UInt8], crc: UInt32), FSZipError>) throws(FSZipError) -> Void = {
        result throws(FSZipError) in
        let (bytes, crc) = try result.get()
        try bytes.withBytes { raw throws(FSZipError) in try body(raw, crc) }
    }
    for (index, segment) in segments.enumerated() {
        let last = index == segments.count - 1
        try work.submit(
            {
                Result { () throws(FSZipError) in
                    let input = try read(segment.offset, segment.count)
                    let output = try inflateSegment(input, expected: segment.expected, last: last, subject: subject)
                    return (output, crc32Checksum(output))
                }
            }, deliver: deliver)
    }
    try work.drain(deliver: deliver)
}

/// Inflates one segment, which must give exactly `expected` bytes and end the deflate stream
/// exactly when it is the `last`.
private func inflateSegment(_ input: [UInt8], expected: Int, last: Bool, subject: String) throws(FSZipError) -> [UInt8]
{
    var stream = z_stream()
    guard czlib_inflateInit2(&stream, FSDeflateFormat.raw.windowBits) == Z_OK else {
        throw .io("zlib could not start inflating")
    }
    defer { inflateEnd(&stream) }
    // One byte of room more than expected, so that too much output shows.
    var output = [UInt8](repeating: 0, count: expected + 1)
    var input = input
    let status = input.withUnsafeMutableBufferPointer { input in
        output.withUnsafeMutableBufferPointer { output in
            stream.next_in = input.baseAddress
            stream.avail_in = uInt(input.count)
            stream.next_out = output.baseAddress
            stream.avail_out = uInt(output.count)
            var status: Int32
            repeat {
                status = inflate(&stream, Z_SYNC_FLUSH)
            } while status == Z_OK && stream.avail_in > 0 && stream.avail_out > 0
            return status
        }
    }
    let produced = output.count - Int(stream.avail_out)
    let ended = status == Z_STREAM_END
    guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR, produced == expected,
        stream.avail_in == 0, ended == last
    else { throw .corrupt("\(subject): a block does not inflate to its recorded size") }
    output.removeLast()
    return output
}
