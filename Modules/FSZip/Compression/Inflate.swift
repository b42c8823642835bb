import CFSZlib
internal import FSInternal

// The reading side of the data: stored bytes copied, deflate inflated, in bounded chunks.

/// Copies `count` bytes from `start` in 256 KiB chunks.
func copyStored(
    _ file: ReadableFile, from start: UInt64, count: UInt64,
    _ body: (UnsafeRawBufferPointer) throws(FSZipError) -> Void
) throws(FSZipError) {
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: SystemCalls.bufferSize, alignment: 16)
    defer { buffer.deallocate() }
    var done: UInt64 = 0
    while done < count {
        let want = Int(min(UInt64(buffer.count), count - done))
        let got = try file.read(at: start + done, into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<want]))
        guard got > 0 else { throw .corrupt("stored data is cut short") }
        try body(UnsafeRawBufferPointer(rebasing: buffer[..<got]))
        done += UInt64(got)
    }
}

/// Inflates raw deflate data of `count` bytes in 256 KiB chunks.
func inflateEntry(
    _ file: ReadableFile, from start: UInt64, count: UInt64, entry: String,
    _ body: (UnsafeRawBufferPointer) throws(FSZipError) -> Void
) throws(FSZipError) {
    let input = UnsafeMutableRawBufferPointer.allocate(byteCount: SystemCalls.bufferSize, alignment: 16)
    let output = UnsafeMutableRawBufferPointer.allocate(byteCount: SystemCalls.bufferSize, alignment: 16)
    defer {
        input.deallocate()
        output.deallocate()
    }
    var stream = z_stream()
    guard czlib_inflateInit2(&stream) == Z_OK else { throw .io("zlib could not start inflating") }
    defer { inflateEnd(&stream) }
    var consumed: UInt64 = 0
    var finished = false
    while !finished {
        if stream.avail_in == 0 && consumed < count {
            let want = Int(min(UInt64(input.count), count - consumed))
            let got = try file.read(at: start + consumed, into: UnsafeMutableRawBufferPointer(rebasing: input[..<want]))
            guard got > 0 else { throw .corrupt("\(entry): compressed data is cut short") }
            consumed += UInt64(got)
            stream.next_in = input.baseAddress?.assumingMemoryBound(to: Bytef.self)
            stream.avail_in = uInt(got)
        }
        stream.next_out = output.baseAddress?.assumingMemoryBound(to: Bytef.self)
        stream.avail_out = uInt(output.count)
        let status = inflate(&stream, Z_NO_FLUSH)
        let produced = output.count - Int(stream.avail_out)
        if produced > 0 { try body(UnsafeRawBufferPointer(rebasing: output[..<produced])) }
        switch status {
        case Z_STREAM_END: finished = true
        case Z_OK: break
        case Z_BUF_ERROR where consumed >= count && stream.avail_in == 0:
            throw .corrupt("\(entry): compressed data ends early")
        case Z_BUF_ERROR: break
        default: throw .corrupt("\(entry): invalid deflate data")
        }
    }
}
