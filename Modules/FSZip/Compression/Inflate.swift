import CFSZlib
internal import FSInternal

// The reading side of the data: stored bytes copied, deflate inflated, in bounded chunks.

/// Copies an entry's stored bytes in 256 KiB chunks.
func copyStored(
    _ data: inout EntryData, _ body: (UnsafeRawBufferPointer) throws(FSZipError) -> Void
) throws(FSZipError) {
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: SystemCalls.bufferSize, alignment: 16)
    defer { buffer.deallocate() }
    while true {
        let got = try data.read(into: buffer)
        guard got > 0 else { return }
        try body(UnsafeRawBufferPointer(rebasing: buffer[..<got]))
    }
}

/// Inflates an entry's raw deflate data in 256 KiB chunks.
func inflateEntry(
    _ data: inout EntryData, _ body: (UnsafeRawBufferPointer) throws(FSZipError) -> Void
) throws(FSZipError) {
    let entry = data.entry
    let input = UnsafeMutableRawBufferPointer.allocate(byteCount: SystemCalls.bufferSize, alignment: 16)
    let output = UnsafeMutableRawBufferPointer.allocate(byteCount: SystemCalls.bufferSize, alignment: 16)
    defer {
        input.deallocate()
        output.deallocate()
    }
    var stream = z_stream()
    guard czlib_inflateInit2(&stream) == Z_OK else { throw .io("zlib could not start inflating") }
    defer { inflateEnd(&stream) }
    var finished = false
    while !finished {
        if stream.avail_in == 0 && data.remaining > 0 {
            let got = try data.read(into: input)
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
        case Z_BUF_ERROR where data.remaining == 0 && stream.avail_in == 0:
            throw .corrupt("\(entry): compressed data ends early")
        case Z_BUF_ERROR: break
        default: throw .corrupt("\(entry): invalid deflate data")
        }
    }
}
