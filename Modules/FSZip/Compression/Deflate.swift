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

    /// Ends the data so far at a byte boundary with an empty stored block (a sync flush), so
    /// that another deflate stream's blocks can follow it.
    func flush(output: (UnsafeRawBufferPointer) throws(FSZipError) -> Void) throws(FSZipError) {
        try pump(Z_SYNC_FLUSH, output)
    }

    /// Primes the stream with `dictionary`: the data that precedes it in the entry, which its
    /// matches may refer back to.
    func setDictionary(_ dictionary: [UInt8]) throws(FSZipError) {
        guard deflateSetDictionary(stream, dictionary, uInt(dictionary.count)) == Z_OK else {
            throw .io("zlib refused a dictionary")
        }
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

/// An entry's data deflated in fixed blocks on an ``OrderedWork``'s threads and joined, in
/// order, into one standard deflate stream, as pigz does: every block but the last ends with
/// a sync flush (an empty stored block, so the next block starts on a byte boundary), the
/// last ends the stream. Blocks are cut at fixed offsets, so the bytes are the same whatever
/// the number of threads.
///
/// Each block is compressed on its own (`primed` false): an inflater can start at any block
/// boundary, which ``restartPoints`` records, at a cost measured in Docs/Benchmarks.md. With
/// `primed`, each block is primed with the 32 KiB before it, as pigz does: a little smaller,
/// but inflated only from the start.
final class ParallelDeflate {
    /// The uncompressed size of every block but the last.
    static let blockSize = 1 << 20

    private let level: Int
    private let primed: Bool
    private let work: OrderedWork<Result<[UInt8], FSZipError>>
    private var pending: [UInt8] = []
    /// The end of the block before `pending`, its dictionary when primed.
    private var previousTail: [UInt8] = []
    /// The compressed size of each block delivered.
    private(set) var compressedBlockSizes: [UInt64] = []

    init(level: Int, primed: Bool, work: OrderedWork<Result<[UInt8], FSZipError>>) {
        self.level = level
        self.primed = primed
        self.work = work
        pending.reserveCapacity(Self.blockSize)
    }

    /// Takes the next piece of the entry, delivering compressed blocks to `output` in order.
    func add(
        _ chunk: UnsafeRawBufferPointer, output: (UnsafeRawBufferPointer) throws(FSZipError) -> Void
    ) throws(FSZipError) {
        var rest = chunk[...]
        while !rest.isEmpty {
            // A full block is sent only when more data follows: the last one ends the stream.
            if pending.count == Self.blockSize { try submit(last: false, output: output) }
            let take = min(rest.count, Self.blockSize - pending.count)
            pending.append(contentsOf: rest.prefix(take))
            rest = rest.dropFirst(take)
        }
    }

    /// Compresses the last block and delivers everything still to come.
    func finish(output: (UnsafeRawBufferPointer) throws(FSZipError) -> Void) throws(FSZipError) {
        try submit(last: true, output: output)
        try work.drain { result throws(FSZipError) in try deliver(result, output) }
    }

    /// Where an inflater may start: the compressed sizes of each block, when there is more
    /// than one and they were compressed independently.
    var restartPoints: [UInt64]? {
        primed || compressedBlockSizes.count < 2 ? nil : compressedBlockSizes
    }

    private func submit(last: Bool, output: (UnsafeRawBufferPointer) throws(FSZipError) -> Void) throws(FSZipError) {
        let block = pending
        let dictionary = primed ? previousTail : []
        let level = level
        previousTail = Array(pending.suffix(32 << 10))
        pending.removeAll(keepingCapacity: true)
        try work.submit({ deflateBlock(block, level: level, dictionary: dictionary, last: last) }) {
            result throws(FSZipError) in try deliver(result, output)
        }
    }

    private func deliver(
        _ result: Result<[UInt8], FSZipError>, _ output: (UnsafeRawBufferPointer) throws(FSZipError) -> Void
    ) throws(FSZipError) {
        let bytes = try result.get()
        compressedBlockSizes.append(UInt64(bytes.count))
        try bytes.withBytes(output)
    }
}

/// One block of an entry as raw deflate, primed with `dictionary`, ended by a sync flush or,
/// when `last`, by the end of the stream.
func deflateBlock(
    _ block: [UInt8], level: Int, dictionary: [UInt8], last: Bool
) -> Result<[UInt8], FSZipError> {
    do throws(FSZipError) {
        let deflater = try Deflater(level: level)
        if !dictionary.isEmpty { try deflater.setDictionary(dictionary) }
        var compressed: [UInt8] = []
        compressed.reserveCapacity(block.count / 2)
        let collect: (UnsafeRawBufferPointer) throws(FSZipError) -> Void = { compressed.append(contentsOf: $0) }
        try block.withBytes { raw throws(FSZipError) in try deflater.compress(raw, output: collect) }
        try last ? deflater.finish(output: collect) : deflater.flush(output: collect)
        return .success(compressed)
    } catch {
        return .failure(error)
    }
}
