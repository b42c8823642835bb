import CFSZlib

// Inflating one entry that FSZip deflated with restart points on several threads, segment by
// segment (the segments come from `RestartPoints.segments(of:)`).

extension FSZipArchive {
    /// Inflates `entry` from its data at `start` on `threads` threads, handing the segments to
    /// `body` in order with their CRC-32, computed on the worker that inflated them.
    func inflateInParallel(
        _ entry: FSZipEntry, from start: UInt64, segments: [(offset: UInt64, count: Int, expected: Int)], threads: Int,
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
                { [file] in
                    Result { () throws(FSZipError) in
                        let input = try file.read(
                            at: start + segment.offset, count: segment.count, what: "the data of \(entry.path)")
                        let output = try inflateSegment(
                            input, expected: segment.expected, last: last, entry: entry.path)
                        return (output, crc32Checksum(output))
                    }
                }, deliver: deliver)
        }
        try work.drain(deliver: deliver)
    }
}

/// Inflates one segment, which must give exactly `expected` bytes and end the deflate stream
/// exactly when it is the `last`.
private func inflateSegment(_ input: [UInt8], expected: Int, last: Bool, entry: String) throws(FSZipError) -> [UInt8] {
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
    else { throw .corrupt("\(entry): a block does not inflate to its recorded size") }
    output.removeLast()
    return output
}
