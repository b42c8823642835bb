internal import FSInternal
internal import SystemPackage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension FSGzip {
    /// The suffix `gzip` adds.
    public static let suffix = ".gz"

    /// Compresses the file at `source` into `destination` (by default `source` + `.gz`), as
    /// `gzip -k` does: the source stays, the header keeps its name and modification time, the
    /// result gets its permissions. The file is read in pieces and written under a temporary
    /// name, then renamed into place. A file over 16 MiB gets restart points, as
    /// ``compress(_:level:header:maxConcurrency:)`` describes.
    ///
    /// ```swift
    /// try FSGzip.compressFile(at: "logs/app.log")          // writes logs/app.log.gz
    /// ```
    ///
    /// - Parameters:
    ///   - source: The file to compress.
    ///   - destination: Where to write (default: `source` + `.gz`).
    ///   - level: The deflate level, 0 (store) … 9 (smallest).
    ///   - maxConcurrency: How many threads deflate data over 1 MiB.
    ///   - overwrite: Whether to replace an existing `destination`.
    /// - Throws: an ``FSZipError`` of code ``FSZipError/Code/io`` when `destination` exists and
    ///   `overwrite` is false, or the system refuses; ``FSZipError/Code/invalidArgument`` for a
    ///   level outside 0…9.
    public static func compressFile(
        at source: String, to destination: String? = nil, level: Int = FSGzip.defaultLevel,
        maxConcurrency: Int = FSGzip.defaultMaxConcurrency, overwrite: Bool = false
    ) throws(FSZipError) {
        let target = destination ?? source + suffix
        if !overwrite { try FileStatus.requireAbsent(target) }
        let status = try FileStatus(source, followingLinks: true)
        let file = try ReadableFile(path: source)
        let header = FSGzipHeader(
            name: Paths.lastComponent(source),
            modificationDate: Date(timeIntervalSince1970: TimeInterval(status.modificationSeconds)))
        let output = try AtomicFile(target: target)
        let write: (UnsafeRawBufferPointer) throws(FSZipError) -> Void = { bytes throws(FSZipError) in
            try output.write(bytes)
        }
        let writer = try GzipWriter(
            header: header, level: level, threads: maxConcurrency, knownSize: Int(clamping: file.size))
        try file.readAll { chunk throws(FSZipError) in try writer.write(chunk, output: write) }
        if let (offset, index) = try writer.finish(output: write) {
            try index.withBytes { bytes throws(FSZipError) in try output.write(bytes, at: Int64(offset)) }
        }
        try output.commit(
            permissions: status.permissions & UnixMode.accessMask, modificationSeconds: status.modificationSeconds,
            synchronize: false)
    }

    /// Decompresses the gzip file at `source` (every member) into `destination` (by default
    /// `source` without its `.gz`), as `gzip -dk` does: the source stays, the result gets its
    /// permissions and modification time, and is written under a temporary name, then renamed
    /// into place — damaged data leaves nothing behind. A member with FSGzip's restart points
    /// is inflated on all cores.
    ///
    /// - Parameters:
    ///   - source: The gzip file.
    ///   - destination: Where to write (default: `source` without `.gz`).
    ///   - limit: The most bytes to write out (`nil`: no limit), against gzip bombs.
    ///   - overwrite: Whether to replace an existing `destination`.
    /// - Throws: an ``FSZipError`` of code ``FSZipError/Code/invalidArgument`` when there is no
    ///   `destination` and `source` does not end in `.gz`; ``FSZipError/Code/io`` when
    ///   `destination` exists and `overwrite` is false; as ``decompress(_:limit:)`` for the data.
    public static func decompressFile(
        at source: String, to destination: String? = nil, limit: Int? = nil, overwrite: Bool = false
    ) throws(FSZipError) {
        guard let target = destination ?? (source.hasSuffix(suffix) ? String(source.dropLast(suffix.count)) : nil)
        else { throw .invalidArgument("\(source) does not end in \(suffix): name the destination") }
        if !overwrite { try FileStatus.requireAbsent(target) }
        let status = try FileStatus(source, followingLinks: true)
        let file = try ReadableFile(path: source)
        try AtomicFile.write(
            to: target, permissions: status.permissions & UnixMode.accessMask,
            modificationSeconds: status.modificationSeconds
        ) { write throws(FSZipError) in
            if try readIndexedGzip(file, limit: limit, threads: defaultMaxConcurrency, chunk: write) { return }
            try withoutActuallyEscaping(write) { write throws(FSZipError) in
                let reader = GzipReader(limit: limit, member: { _ in }, chunk: write)
                try file.readAll { chunk throws(FSZipError) in try reader.read(chunk) }
                try reader.finish()
            }
        }
    }
}
