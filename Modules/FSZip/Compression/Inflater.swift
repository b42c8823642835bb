import CFSZlib
internal import FSInternal

/// zlib's inflate (raw deflate unless told otherwise), fed whatever input arrives, in any
/// pieces; the output goes to the `output` of the call that produced it, through one bounded
/// 256 KiB buffer.
final class Inflater {
    /// Heap-allocated: zlib keeps a pointer back to its stream, so the stream must not move.
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    private let buffer = UnsafeMutableRawBufferPointer.allocate(
        byteCount: SystemCalls.bufferSize, alignment: MemoryLayout<UInt64>.alignment)
    /// zlib counts its input in 32-bit lengths: it is handed at most 1 GiB at a time.
    private static let maximumFeed = 1 << 30
    /// The most bytes one byte of deflate data can inflate to (a stream of 258-byte matches).
    static let maximumExpansion: UInt64 = 1032

    init(format: FSDeflateFormat = .raw) throws(FSZipError) {
        stream.initialize(to: z_stream())
        guard czlib_inflateInit2(stream, format.windowBits) == Z_OK else {
            stream.deallocate()
            buffer.deallocate()
            throw .io("zlib could not start inflating")
        }
    }

    deinit {
        inflateEnd(stream)
        stream.deallocate()
        buffer.deallocate()
    }

    /// Makes the inflater ready for a new deflate stream.
    func reset() {
        inflateReset(stream)
    }

    /// Inflates from `input` until it is used up or the deflate stream ends.
    ///
    /// - Parameters:
    ///   - input: The next bytes of the deflate stream (and perhaps what follows it).
    ///   - subject: What error messages call the data.
    ///   - output: Takes each piece of inflated data.
    /// - Returns: How many bytes of `input` were used, and whether the deflate stream ended
    ///   (the bytes after its end are not used).
    func inflate(
        _ input: UnsafeRawBufferPointer, subject: @autoclosure () -> String,
        output: (UnsafeRawBufferPointer) throws(FSZipError) -> Void
    ) throws(FSZipError) -> (used: Int, ended: Bool) {
        var handed = 0
        stream.pointee.avail_in = 0
        while true {
            if stream.pointee.avail_in == 0 && handed < input.count {
                let next = min(Self.maximumFeed, input.count - handed)
                stream.pointee.next_in = UnsafeMutablePointer(
                    mutating: input.baseAddress.map { $0.assumingMemoryBound(to: Bytef.self) + handed })
                stream.pointee.avail_in = uInt(next)
                handed += next
            }
            stream.pointee.next_out = buffer.baseAddress?.assumingMemoryBound(to: Bytef.self)
            stream.pointee.avail_out = uInt(buffer.count)
            let status = CFSZlib.inflate(stream, Z_NO_FLUSH)
            let produced = buffer.count - Int(stream.pointee.avail_out)
            if produced > 0 { try output(UnsafeRawBufferPointer(rebasing: buffer[..<produced])) }
            let used = handed - Int(stream.pointee.avail_in)
            switch status {
            case Z_STREAM_END:
                return (used, true)
            case Z_OK, Z_BUF_ERROR:
                // Z_BUF_ERROR: no progress was possible without more input.
                if used == input.count && produced < buffer.count { return (used, false) }
            case Z_NEED_DICT:
                throw .corrupt("\(subject()): the zlib data needs a preset dictionary")
            default:
                let reason = stream.pointee.msg.map { " (\(String(cString: $0)))" } ?? ""
                throw .corrupt("\(subject()): invalid deflate data\(reason)")
            }
        }
    }
}
