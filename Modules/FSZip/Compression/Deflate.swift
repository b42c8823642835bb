import CFSZlib
internal import FSInternal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// zlib's deflate at one level, in one of its framings, fed chunk by chunk; each call appends
/// what it produces to the caller's output.
///
/// Output space is handed to zlib as CPython's `zlib` module hands it — 32 KiB, then 64 KiB,
/// 256 KiB, 1 MiB and on, fresh for each call — because at level 0 zlib cuts stored blocks to
/// the space it is given: so the bytes are those of `zlib.compress` and `compressobj` for the
/// same pieces at every level (other levels do not depend on it).
final class Deflater {
    /// Heap-allocated: zlib keeps a pointer back to its stream, so the stream must not move.
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)

    /// The sizes of the output blocks CPython's `_BlocksOutputBuffer` allocates, in order;
    /// the last repeats.
    private static let outputBlockSizes: [Int] = [
        32 << 10, 64 << 10, 256 << 10, 1 << 20, 4 << 20, 8 << 20, 16 << 20, 16 << 20, 32 << 20, 32 << 20, 32 << 20,
        32 << 20, 64 << 20, 64 << 20, 128 << 20, 128 << 20, 256 << 20,
    ]

    init(level: Int, format: FSDeflateFormat = .raw) throws(FSZipError) {
        stream.initialize(to: z_stream())
        guard czlib_deflateInit2(stream, Int32(level), format.windowBits) == Z_OK else {
            stream.deallocate()
            throw .io("zlib could not start deflating")
        }
    }

    /// A deflater at a level a caller chose.
    ///
    /// - Throws: ``FSZipError/Code/invalidArgument`` for a level outside 0…9.
    convenience init(checkedLevel level: Int, format: FSDeflateFormat) throws(FSZipError) {
        guard FSGzip.levels.contains(level) else { throw .invalidArgument("deflate level \(level) is not in 0…9") }
        try self.init(level: level, format: format)
    }

    deinit {
        deflateEnd(stream)
        stream.deallocate()
    }

    /// Deflates `input`, then flushes as `flush` says (`Z_NO_FLUSH`, `Z_SYNC_FLUSH` to end on a
    /// byte boundary with an empty stored block, `Z_FINISH` to end the stream), appending the
    /// output to `output`.
    ///
    /// - Parameter leadingBytes: How much of CPython's first output block other bytes take:
    ///   the header zlib writes there when Python's `gzip.compress` lets it write one.
    func deflate(
        _ input: UnsafeRawBufferPointer, flush: Int32, into output: inout Data, leadingBytes: Int = 0
    ) throws(FSZipError) {
        var next = input.baseAddress
        var remaining = input.count
        var block = 0
        var room = 0
        var leading = leadingBytes
        repeat {
            // zlib counts its input in 32-bit lengths: CPython hands it at most UINT_MAX at a time.
            let feed = min(remaining, Int(UInt32.max))
            stream.pointee.next_in = UnsafeMutablePointer(mutating: next?.assumingMemoryBound(to: Bytef.self))
            stream.pointee.avail_in = uInt(feed)
            let last = feed == remaining
            repeat {
                if room == 0 {
                    room = Self.outputBlockSizes[min(block, Self.outputBlockSizes.count - 1)] - leading
                    leading = 0
                    block += 1
                    output.count += room
                }
                let start = output.count - room
                let status = output.withUnsafeMutableBytes { buffer in
                    stream.pointee.next_out = (buffer.baseAddress.map { $0 + start })?.assumingMemoryBound(
                        to: Bytef.self)
                    stream.pointee.avail_out = uInt(room)
                    return CFSZlib.deflate(stream, last ? flush : Z_NO_FLUSH)
                }
                guard status != Z_STREAM_ERROR else { throw .io("zlib deflate failed") }
                room = Int(stream.pointee.avail_out)
            } while room == 0
            next = next.map { $0 + feed }
            remaining -= feed
        } while remaining > 0
        output.count -= room
    }

    /// Primes the stream with `dictionary`: the data that precedes it in the entry, which its
    /// matches may refer back to.
    func setDictionary(_ dictionary: [UInt8]) throws(FSZipError) {
        guard deflateSetDictionary(stream, dictionary, uInt(dictionary.count)) == Z_OK else {
            throw .io("zlib refused a dictionary")
        }
    }
}

/// An entry's data deflated in fixed blocks on an ``OrderedWork``'s threads and joined, in
/// order, into one standard deflate stream, as pigz does: every block but the last ends with
/// a sync flush (an empty stored block, so the next block starts on a byte boundary), the
/// last ends the stream. Blocks are cut at fixed offsets, so the bytes are the same whatever
/// the number of threads.
///
/// Data of at most `wholeSize` bytes is one block — one deflate stream, the bytes zlib alone
/// writes — and longer data is cut into blocks of `blockSize` from its start: where the cuts
/// fall depends only on the data's length.
///
/// Each block is primed with the 32 KiB before it, as pigz does, except the first of every
/// `segmentBlocks`: those start afresh, so an inflater can start there, and
/// ``segmentSizes`` records where they are, at a cost in size measured in
/// Docs/Benchmarks.md (1: every block independent; `Int.max`: primed throughout, the
/// smallest output, inflated only from the start).
final class ParallelDeflate {
    /// The uncompressed size of every block of a zip entry but the last.
    static let blockSize = 1 << 20

    private let level: Int
    private let blockSize: Int
    private let wholeSize: Int
    private let segmentBlocks: Int
    /// The first block's `leadingBytes` (see ``Deflater/deflate(_:flush:into:leadingBytes:)``).
    private var leadingBytes: Int
    private let work: OrderedWork<Result<DeflatedBlock, FSZipError>>
    private var pending: [UInt8] = []
    /// The buffers of the blocks in flight, oldest first, and of those delivered, reused for the
    /// next blocks: the caller's thread, which reads and writes for every other, then neither
    /// allocates a block nor faults its pages in (a fresh buffer a block cost 255 page faults
    /// a MiB and 2–3 % of the time on two threads, Docs/Benchmarks.md).
    private var blocksInFlight: [[UInt8]] = []
    private var spareBlocks: [[UInt8]] = []
    /// The end of the block before `pending`, its dictionary when primed.
    private var previousTail: [UInt8] = []
    /// The compressed size of each block delivered.
    private(set) var compressedBlockSizes: [UInt64] = []
    /// The CRC-32 of the data delivered so far, each block's computed on the thread that
    /// deflated it (a serial checksum would be the slowest part on many cores).
    private(set) var crc = UInt32(CFSZlib.crc32(0, nil, 0))

    init(
        level: Int, blockSize: Int = ParallelDeflate.blockSize, wholeSize: Int = ParallelDeflate.blockSize,
        segmentBlocks: Int, work: OrderedWork<Result<DeflatedBlock, FSZipError>>, leadingBytes: Int = 0
    ) {
        self.level = level
        self.blockSize = blockSize
        self.wholeSize = max(wholeSize, blockSize)
        self.segmentBlocks = max(segmentBlocks, 1)
        self.leadingBytes = leadingBytes
        self.work = work
        pending.reserveCapacity(self.wholeSize)
    }

    /// Takes the next piece of the entry, delivering compressed blocks to `output` in order.
    func add(
        _ chunk: UnsafeRawBufferPointer, output: (UnsafeRawBufferPointer) throws(FSZipError) -> Void
    ) throws(FSZipError) {
        var rest = chunk[...]
        while !rest.isEmpty {
            // Until the data is known to be longer than `wholeSize`, it may be one block.
            let limit = submitted == 0 ? wholeSize : blockSize
            // A full block is sent only when more data follows: the last one ends the stream.
            if pending.count == limit {
                try submitPending(last: false, output: output)
                continue
            }
            let take = min(rest.count, limit - pending.count)
            pending.append(contentsOf: rest.prefix(take))
            rest = rest.dropFirst(take)
        }
    }

    /// Compresses the last block and delivers everything still to come.
    func finish(output: (UnsafeRawBufferPointer) throws(FSZipError) -> Void) throws(FSZipError) {
        try submitPending(last: true, output: output)
        try work.drain { result throws(FSZipError) in try deliver(result, output) }
    }

    /// Where an inflater may start: the compressed size of each segment of `segmentBlocks`
    /// blocks, when there is more than one segment.
    var segmentSizes: [UInt64]? {
        guard segmentBlocks < compressedBlockSizes.count else { return nil }
        return stride(from: 0, to: compressedBlockSizes.count, by: segmentBlocks).map {
            compressedBlockSizes[$0..<min($0 + segmentBlocks, compressedBlockSizes.count)].reduce(0, +)
        }
    }

    /// Blocks submitted so far.
    private var submitted = 0

    /// Submits what is pending: cut into blocks only when the first `wholeSize` bytes turned
    /// out not to be the whole data (more follows); the whole data up to `wholeSize` is one
    /// block.
    private func submitPending(
        last: Bool, output: (UnsafeRawBufferPointer) throws(FSZipError) -> Void
    )
        throws(FSZipError)
    {
        let data = pending
        pending = spareBlocks.popLast() ?? []
        // A buffer still shared (with `data`, or a job not yet let go) is left to it: a fresh
        // one is made, without copying.
        pending.removeAll(keepingCapacity: !last)
        if !last { pending.reserveCapacity(blockSize) }
        guard data.count > blockSize, !last else { return try submit(data, last: last, output: output) }
        for start in stride(from: 0, to: data.count, by: blockSize) {
            try submit(Array(data[start..<min(start + blockSize, data.count)]), last: false, output: output)
        }
    }

    private func submit(
        _ block: [UInt8], last: Bool, output: (UnsafeRawBufferPointer) throws(FSZipError) -> Void
    ) throws(FSZipError) {
        let dictionary = submitted % segmentBlocks == 0 ? [] : previousTail
        submitted += 1
        let level = level
        let leading = leadingBytes
        leadingBytes = 0
        previousTail = Array(block.suffix(32 << 10))
        blocksInFlight.append(block)
        try work.submit({
            deflateBlock(block, level: level, dictionary: dictionary, last: last, leadingBytes: leading).map {
                DeflatedBlock(bytes: $0, crc: crc32Checksum(block), size: block.count)
            }
        }) { result throws(FSZipError) in try deliver(result, output) }
    }

    private func deliver(
        _ result: Result<DeflatedBlock, FSZipError>, _ output: (UnsafeRawBufferPointer) throws(FSZipError) -> Void
    ) throws(FSZipError) {
        spareBlocks.append(blocksInFlight.removeFirst())
        let block = try result.get()
        compressedBlockSizes.append(UInt64(block.bytes.count))
        crc = UInt32(crc32_combine(uLong(crc), uLong(block.crc), off_t(block.size)))
        try block.bytes.withBytes(output)
    }
}

/// One block deflated by a worker: its compressed bytes, and the CRC-32 and size of its data.
struct DeflatedBlock: Sendable {
    let bytes: Data
    let crc: UInt32
    let size: Int
}

/// One block of an entry as raw deflate, primed with `dictionary`, ended by a sync flush or,
/// when `last`, by the end of the stream.
func deflateBlock(
    _ block: [UInt8], level: Int, dictionary: [UInt8], last: Bool, leadingBytes: Int = 0
) -> Result<Data, FSZipError> {
    do throws(FSZipError) {
        let deflater = try Deflater(level: level)
        if !dictionary.isEmpty { try deflater.setDictionary(dictionary) }
        var compressed = Data()
        try block.withBytes { raw throws(FSZipError) in
            try deflater.deflate(
                raw, flush: last ? Z_FINISH : Z_SYNC_FLUSH, into: &compressed, leadingBytes: leadingBytes)
        }
        return .success(compressed)
    } catch {
        return .failure(error)
    }
}
