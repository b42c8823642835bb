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
    let input = UnsafeMutableRawBufferPointer.allocate(byteCount: SystemCalls.bufferSize, alignment: 16)
    defer { input.deallocate() }
    let inflater = try Inflater()
    while data.remaining > 0 {
        let got = try data.read(into: input)
        guard got > 0 else { break }
        if try inflater.inflate(UnsafeRawBufferPointer(rebasing: input[..<got]), subject: data.entry, output: body)
            .ended
        {
            return
        }
    }
    throw .corrupt("\(data.entry): compressed data ends early")
}
