import CFSZlib

/// Writes one gzip member (RFC 1952) from data that arrives in pieces of any size: the
/// header, the data deflated on up to `maxConcurrency` threads in pigz's primed blocks, and the
/// trailer with the data's CRC-32 and size.
final class GzipWriter {
    private var header: [UInt8]?
    private let deflate: ParallelDeflate
    private var crc = CFSZlib.crc32(0, nil, 0)
    private var size = 0

    /// - Throws: an ``FSZipError`` of code ``FSZipError/Code/invalidArgument`` for a level
    ///   outside 0…9 or an extra field over 65,535 bytes.
    init(header: FSGzipHeader, level: Int, threads: Int) throws(FSZipError) {
        guard FSGzip.levels.contains(level) else { throw .invalidArgument("gzip level \(level) is not in 0…9") }
        let bytes = try GzipFormat.headerBytes(header, level: level)
        self.header = bytes
        // Python's gzip.compress lets zlib write a header without a time into its first output
        // block: at level 0 that block's room decides where stored blocks end.
        deflate = ParallelDeflate(
            level: level, primed: true, work: OrderedWork(threads: threads),
            leadingBytes: GzipFormat.modificationTime(header) == 0 ? bytes.count : 0)
    }

    /// Takes the next piece of the data; what is ready (the header first) goes to `output`.
    func write(
        _ chunk: UnsafeRawBufferPointer, output: (UnsafeRawBufferPointer) throws(FSZipError) -> Void
    ) throws(FSZipError) {
        try writeHeader(output)
        crc = CFSZlib.crc32(crc, chunk.baseAddress?.assumingMemoryBound(to: Bytef.self), uInt(chunk.count))
        size += chunk.count
        try deflate.add(chunk, output: output)
    }

    /// Ends the member: the rest of the data, and the trailer.
    func finish(output: (UnsafeRawBufferPointer) throws(FSZipError) -> Void) throws(FSZipError) {
        try writeHeader(output)
        try deflate.finish(output: output)
        var trailer = ByteWriter()
        trailer.u32(UInt32(truncatingIfNeeded: crc))
        trailer.u32(UInt32(truncatingIfNeeded: size))
        try trailer.bytes.withBytes(output)
    }

    private func writeHeader(_ output: (UnsafeRawBufferPointer) throws(FSZipError) -> Void) throws(FSZipError) {
        guard let header else { return }
        self.header = nil
        try header.withBytes(output)
    }
}
