internal import FSInternal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Tar archives in one call: create a `.tar` or `.tar.gz` from files and folders, list one,
/// extract one — on all cores for gzip.
///
/// ```swift
/// try FSTar.createArchive(atPath: "site.tar.gz", from: ["public", "README.md"], compression: .gzip)
/// for entry in try FSTar.entries(inFile: "site.tar.gz") { print(entry.path) }
/// try FSTar.extractAll(fromFile: "site.tar.gz", to: "restored")
/// ```
///
/// For archives in memory or streamed (a pipe, a socket), and entry by entry, use
/// ``FSTarReader`` and ``FSTarWriter``.
public enum FSTar {
    /// Writes `sources` — files, symbolic links, folders with everything under them, each
    /// named by its last component — into a new archive at `path`, as `tar -cf` (or `-czf`)
    /// does.
    ///
    /// A `.tar.gz` is deflated on all cores and, over 16 MiB, gets gzip restart points, so
    /// that ``extractAll(fromFile:to:limits:maxConcurrency:)`` and
    /// ``FSGzip/decompressFile(at:to:limit:overwrite:)`` inflate it on all cores too; it stays
    /// a standard gzip file that every tool reads. The archive is written under a temporary
    /// name and renamed into place.
    ///
    /// - Parameters:
    ///   - path: Where the archive goes.
    ///   - sources: The files and folders to add.
    ///   - compression: `.none` (default) or `.gzip`.
    ///   - includeHidden: Whether names starting with `.` are added (default: yes).
    ///   - maxConcurrency: How many threads deflate, for `.gzip`.
    ///   - overwrite: Whether to replace an existing file at `path`.
    /// - Throws: an ``FSZipError`` of code ``FSZipError/Code/io`` for a source that cannot be
    ///   read or changes while it is read, or an existing `path` without `overwrite`.
    public static func createArchive(
        atPath path: String, from sources: [String], compression: FSTarCompression = .none,
        includeHidden: Bool = true, maxConcurrency: Int = FSGzip.defaultMaxConcurrency, overwrite: Bool = false
    ) throws(FSZipError) {
        if !overwrite { try FileStatus.requireAbsent(path) }
        var items: [FileTree.Item] = []
        for source in sources { items += try FSTarWriter.plan(source, as: nil, includeHidden: includeHidden) }
        // The tar's size, known before a byte is written, gives a .tar.gz its restart points.
        var linkNames: [FSTarWriter.FileIdentity: String] = [:]
        var planned: [(entry: FSTarEntry, path: String)] = []
        var size: UInt64 = 0
        for item in items {
            guard let entry = try FSTarWriter.entry(for: item, linkNames: &linkNames) else { continue }
            planned.append((entry, item.path))
            size += FSTarWriter.size(of: entry)
        }
        size += UInt64(TarHeaderBlocks.end(after: size).count)
        let writer = try FSTarWriter(
            output: .file(path), compression: compression, threads: maxConcurrency, knownSize: size)
        for (entry, source) in planned { try writer.append(entry, from: source) }
        guard writer.size + UInt64(TarHeaderBlocks.end(after: writer.size).count) == size else {
            throw .unreadableSource(path + " (its sources changed while being read)")
        }
        try writer.finish()
    }

    /// The entries of the archive at `path` (plain or gzip), as `tar -tf` lists them.
    ///
    /// - Parameters:
    ///   - path: The archive.
    ///   - limits: The bounds on the entry count, the total size and the metadata.
    /// - Throws: as ``FSTarReader/next()``.
    public static func entries(
        inFile path: String, limits: FSTarLimits = FSTarLimits()
    ) throws(FSZipError)
        -> [FSTarEntry]
    {
        var entries: [FSTarEntry] = []
        try read(path, limits: limits, threads: FSGzip.defaultMaxConcurrency) { event throws(FSZipError) in
            if case .entry(let entry) = event { entries.append(entry) }
        }
        return entries
    }

    /// Extracts the archive at `path` (plain or gzip) under `destination`, safely, as
    /// ``FSTarReader/extractAll(to:)`` describes; a `.tar.gz` with restart points (as
    /// ``createArchive(atPath:from:compression:includeHidden:maxConcurrency:overwrite:)``
    /// writes them) is inflated on all cores.
    ///
    /// - Parameters:
    ///   - path: The archive.
    ///   - destination: The directory to extract into; created if missing.
    ///   - limits: The bounds on the entry count, the total size and the metadata.
    ///   - maxConcurrency: How many threads inflate a `.tar.gz` with restart points.
    /// - Returns: The entries extracted (devices and pipes, never made, are left out).
    @discardableResult
    public static func extractAll(
        fromFile path: String, to destination: String, limits: FSTarLimits = FSTarLimits(),
        maxConcurrency: Int = FSGzip.defaultMaxConcurrency
    ) throws(FSZipError) -> [FSTarEntry] {
        let extractor = try TarExtractor(destination: destination)
        try read(path, limits: limits, threads: maxConcurrency, extractor.handle)
        try extractor.finish()
        return extractor.extracted
    }

    /// Reads the archive at `path` front to back: gzip's magic decides whether it is
    /// inflated, on all cores when it has restart points.
    private static func read(
        _ path: String, limits: FSTarLimits, threads: Int, _ handle: (TarParser.Event) throws(FSZipError) -> Void
    ) throws(FSZipError) {
        let file = try ReadableFile(path: path)
        var parser = TarParser(limits: limits)
        let magic = try file.read(at: 0, count: Int(min(file.size, UInt64(GzipFormat.magic.count))), what: path)
        try withoutActuallyEscaping(handle) { handle throws(FSZipError) in
            let tar: (UnsafeRawBufferPointer) throws(FSZipError) -> Void = { bytes throws(FSZipError) in
                try parser.parse(bytes, handle)
            }
            if magic != GzipFormat.magic {
                try file.readAll(tar)
            } else if try !readIndexedGzip(file, limit: nil, threads: threads, chunk: tar) {
                let reader = GzipReader(limit: nil, member: { _ in }, chunk: tar)
                try file.readAll { bytes throws(FSZipError) in try reader.read(bytes) }
                try reader.finish()
            }
        }
        try parser.finish()
    }
}
