// Inflating one entry that FSZip deflated with restart points on several threads, segment by
// segment (the segments come from `RestartPoints.segments(of:)`).

extension FSZipArchive {
    /// Inflates `entry` from its data at `start` on `threads` threads, handing the segments to
    /// `body` in order with their CRC-32, computed on the worker that inflated them.
    func inflateInParallel(
        _ entry: FSZipEntry, from start: UInt64, segments: [(offset: UInt64, count: Int, expected: Int)], threads: Int,
        _ body: (UnsafeRawBufferPointer, UInt32) throws(FSZipError) -> Void
    ) throws(FSZipError) {
        try inflateSegments(segments, of: file, at: start, threads: threads, subject: entry.path, body)
    }
}
