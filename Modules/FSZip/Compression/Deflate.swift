import CFSZlib
internal import FSInternal

/// zlib's raw deflate at one level, fed chunk by chunk; each compressed piece goes to the
/// `output` of the call that produced it, through one bounded 256 KiB buffer.
final class Deflater {
    /// Heap-allocated: zlib keeps a pointer back to its stream, so the stream must not move.
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    private let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: SystemCalls.bufferSize, alignment: 16)

    init(level: Int) throws(FSZipError) {
        stream.initialize(to: z_stream())
        guard czlib_deflateInit2(stream, Int32(level)) == Z_OK else {
            stream.deallocate()
            buffer.deallocate()
            throw .io("zlib could not start deflating")
        }
    }

    deinit {
        deflateEnd(stream)
        stream.deallocate()
        buffer.deallocate()
    }

    /// Compresses `chunk`.
    func compress(
        _ chunk: UnsafeRawBufferPointer, output: (UnsafeRawBufferPointer) throws(FSZipError) -> Void
    ) throws(FSZipError) {
        stream.pointee.next_in = UnsafeMutablePointer(mutating: chunk.baseAddress?.assumingMemoryBound(to: Bytef.self))
        stream.pointee.avail_in = uInt(chunk.count)
        try pump(Z_NO_FLUSH, output)
    }

    /// Ends the stream: what deflate still holds, and the end-of-stream block.
    func finish(output: (UnsafeRawBufferPointer) throws(FSZipError) -> Void) throws(FSZipError) {
        try pump(Z_FINISH, output)
    }

    private func pump(_ flush: Int32, _ output: (UnsafeRawBufferPointer) throws(FSZipError) -> Void) throws(FSZipError)
    {
        repeat {
            stream.pointee.next_out = buffer.baseAddress?.assumingMemoryBound(to: Bytef.self)
            stream.pointee.avail_out = uInt(buffer.count)
            guard deflate(stream, flush) != Z_STREAM_ERROR else { throw .io("zlib deflate failed") }
            let produced = buffer.count - Int(stream.pointee.avail_out)
            if produced > 0 { try output(UnsafeRawBufferPointer(rebasing: buffer[..<produced])) }
        } while stream.pointee.avail_out == 0
    }
}
