internal import FSInternal

/// Memory for the segments being inflated, reused from one segment to the next: a worker reads
/// a segment into one buffer and inflates it into another, and each goes back to the pool once
/// its bytes are used. A file of many segments then faults in the pages of only the buffers in
/// flight at once; a fresh array for every segment faulted in every page of the output, after
/// filling it with zeros (50,000 page faults for 128 MB, Docs/Benchmarks.md).
final class SegmentBuffers: Sendable {
    /// Bytes held by one holder at a time — a worker, the result it hands the caller, the
    /// pool — each handing it on through a lock; freed when the last lets it go.
    final class Buffer: @unchecked Sendable {
        let bytes: UnsafeMutableRawBufferPointer

        fileprivate init(count: Int) {
            bytes = .allocate(byteCount: count, alignment: MemoryLayout<UInt64>.alignment)
        }

        deinit { bytes.deallocate() }
    }

    private let spares = FSLocked<[Buffer]>([])

    /// A buffer of at least `count` bytes: the smallest spare that holds them, or a new one.
    func take(_ count: Int) -> Buffer {
        let spare = spares.withLock { spares in
            spares.indices.filter { spares[$0].bytes.count >= count }
                .min { spares[$0].bytes.count < spares[$1].bytes.count }
                .map { spares.remove(at: $0) }
        }
        return spare ?? Buffer(count: count)
    }

    /// Returns `buffer`, whose bytes its holder no longer reads or writes, to the pool.
    func giveBack(_ buffer: Buffer) {
        spares.withLock { $0.append(buffer) }
    }
}
