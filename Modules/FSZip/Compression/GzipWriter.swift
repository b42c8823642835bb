import CFSZlib

/// Writes one gzip member (RFC 1952) from data that arrives in pieces of any size: the
/// header, the data deflated on up to `maxConcurrency` threads in pigz's primed blocks, and the
/// trailer with the data's CRC-32 and size.
///
/// Data whose size is known in advance and makes two or more segments gets restart points
/// (``GzipIndex``): a block that starts afresh every 16 MiB, and their places in the header,
/// reserved there and filled in by ``finish(output:)`` — the caller writes that patch over
/// the bytes it was given, at the offset it names.
final class GzipWriter {
    /// The blocks of data over ``ParallelDeflate/blockSize`` (1 MiB; up to that, one deflate
    /// stream, Python's bytes): 256 KiB, small enough that sixteen threads share the work
    /// evenly to its end, large enough that the 32 KiB dictionary and sync flush of each
    /// cost little (+0.05 % against pigz's 128 KiB blocks on the 16-core data,
    /// Docs/Benchmarks.md).
    static let blockSize = 256 << 10

    /// Jobs in flight per thread: four, so that no thread waits while the caller reads and
    /// writes (measured on 16 cores).
    private static let jobsPerThread = 4

    private var header: [UInt8]?
    private let deflate: ParallelDeflate
    private var size = 0
    /// The reserved index subfield and where it lies in the output.
    private let index: (placeholder: [UInt8], offset: Int)?

    /// - Parameter knownSize: The size the data will have, when known: it decides the index.
    /// - Throws: an ``FSZipError`` of code ``FSZipError/Code/invalidArgument`` for a level
    ///   outside 0…9 or an extra field over 65,535 bytes.
    init(header: FSGzipHeader, level: Int, threads: Int, knownSize: Int? = nil) throws(FSZipError) {
        guard FSGzip.levels.contains(level) else { throw .invalidArgument("gzip level \(level) is not in 0…9") }
        var written = header
        var index: (placeholder: [UInt8], offset: Int)?
        let userExtra = header.extra ?? []
        if let knownSize, let placeholder = GzipIndex.placeholder(forSize: knownSize),
            userExtra.count + placeholder.count <= GzipFormat.maximumExtraSize
        {
            written.extra = userExtra + placeholder
            index = (placeholder, GzipFormat.fixedHeaderSize + GzipFormat.extraLengthSize + userExtra.count)
        }
        self.index = index
        let bytes = try GzipFormat.headerBytes(written, level: level)
        self.header = bytes
        // Python's gzip.compress lets zlib write a header without a time into its first output
        // block: at level 0 that block's room decides where stored blocks end.
        deflate = ParallelDeflate(
            level: level, blockSize: Self.blockSize, wholeSize: ParallelDeflate.blockSize,
            segmentBlocks: index == nil ? .max : GzipIndex.segmentBlocks,
            work: OrderedWork(threads: threads, jobsPerThread: Self.jobsPerThread),
            leadingBytes: GzipFormat.modificationTime(header) == 0 ? bytes.count : 0)
    }

    /// Takes the next piece of the data; what is ready (the header first) goes to `output`.
    func write(
        _ chunk: UnsafeRawBufferPointer, output: (UnsafeRawBufferPointer) throws(FSZipError) -> Void
    ) throws(FSZipError) {
        try writeHeader(output)
        size += chunk.count
        try deflate.add(chunk, output: output)
    }

    /// Ends the member: the rest of the data, and the trailer. Returns the index to write over
    /// the reserved bytes at `offset` of the output, when there is one.
    @discardableResult
    func finish(
        output: (UnsafeRawBufferPointer) throws(FSZipError) -> Void
    ) throws(FSZipError) -> (offset: Int, bytes: [UInt8])? {
        try writeHeader(output)
        try deflate.finish(output: output)
        var trailer = ByteWriter()
        trailer.u32(deflate.crc)
        trailer.u32(UInt32(truncatingIfNeeded: size))
        try trailer.bytes.withBytes(output)
        return index.map {
            ($0.offset, GzipIndex.subfield(replacing: $0.placeholder, segmentSizes: deflate.segmentSizes))
        }
    }

    private func writeHeader(_ output: (UnsafeRawBufferPointer) throws(FSZipError) -> Void) throws(FSZipError) {
        guard let header else { return }
        self.header = nil
        try header.withBytes(output)
    }
}
