import CFSZlib
internal import FSInternal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A zip archive opened for reading: its entries, their data, and safe extraction.
///
/// ```swift
/// let archive = try FSZipArchive(path: "photos.zip")
/// for entry in archive.entries { print(entry.path, entry.uncompressedSize) }
/// let readme = try archive.data(of: "docs/README.md")
/// try archive.extractAll(to: "/tmp/photos")          // safe: nothing lands outside
/// ```
///
/// Reading goes by the central directory, so store and deflate entries, ZIP64 sizes,
/// offsets and entry counts, data descriptors (with or without signature), and archives
/// with a prefix (a self-extracting stub) or trailing bytes all read the same way. Every
/// extraction verifies the CRC-32 and the size. Damaged input is a typed ``FSZipError``
/// naming the entry; it never crashes.
///
/// An archive is an immutable, `Sendable` value; reads use `pread`, so several threads may
/// read one archive at once.
public struct FSZipArchive: Sendable {
    /// The archive's path; empty for an archive read from memory.
    public let path: String
    /// The entries, in central-directory order.
    public let entries: [FSZipEntry]
    /// The archive comment.
    public let comment: String
    /// How many threads extraction uses: entries in parallel, and one large entry FSZip wrote
    /// with restart points on all of them. By default, the active processor count; 1 does
    /// all the work on the caller's thread (values below 1 mean 1, above 64 mean 64).
    public var maxConcurrency: Int = FSGzip.defaultMaxConcurrency
    let file: ReadableFile
    /// Where the central directory begins: no entry's data may reach into it.
    let directoryStart: UInt64
    /// The archive comment's bytes as stored, for a writer that keeps it.
    let rawComment: [UInt8]
    /// Each path's first position in ``entries``, made at the first lookup: listing an
    /// archive does not pay for hashing every name.
    private let index = FSLocked<[String: Int]?>(nil)

    /// Opens and reads the central directory of the archive at `path`.
    ///
    /// - Parameters:
    ///   - path: The archive's path.
    ///   - nameEncoding: How to decode names not flagged as UTF-8.
    /// - Throws: ``FSZipError/notAnArchive``, ``FSZipError/corrupt(_:)`` or an ``FSZipError/Code/io`` error.
    public init(path: String, nameEncoding: FSZipNameEncoding = .automatic) throws(FSZipError) {
        try self.init(file: ReadableFile(path: path), nameEncoding: nameEncoding)
    }

    /// Reads the central directory of an archive held in memory — downloaded, received,
    /// embedded — with every feature of one on disk: listing, entry data, streaming,
    /// verification, passwords, extraction with the same limits and atomicity, parallel
    /// inflating. The bytes are read where they are; only what a read asks for is copied.
    ///
    /// ```swift
    /// let (download, _) = try await URLSession.shared.data(from: url)
    /// let archive = try FSZipArchive(data: download)
    /// try archive.extractAll(to: destination)
    /// ```
    ///
    /// - Throws: ``FSZipError/notAnArchive`` or ``FSZipError/corrupt(_:)``.
    public init(data: Data, nameEncoding: FSZipNameEncoding = .automatic) throws(FSZipError) {
        try self.init(file: ReadableFile(bytes: data), nameEncoding: nameEncoding)
    }

    /// The same for any bytes in memory — `[UInt8]`, a memory-mapped region wrapped in a
    /// `ContiguousBytes` type of your own — read in place, without a copy to `Data`.
    ///
    /// - Parameters:
    ///   - bytes: The archive's bytes.
    ///   - nameEncoding: How to decode names not flagged as UTF-8.
    /// - Throws: ``FSZipError/notAnArchive`` or ``FSZipError/corrupt(_:)``.
    public init(bytes: some ContiguousBytes & Sendable, nameEncoding: FSZipNameEncoding = .automatic) throws(FSZipError)
    {
        try self.init(file: ReadableFile(bytes: bytes), nameEncoding: nameEncoding)
    }

    private init(file: ReadableFile, nameEncoding: FSZipNameEncoding) throws(FSZipError) {
        path = file.path
        self.file = file
        let directory = try CentralDirectory(file: file, nameEncoding: nameEncoding)
        entries = directory.entries
        comment = directory.comment
        rawComment = directory.rawComment
        directoryStart = directory.start
    }

    /// The entry at `path`, if any (the first, if the archive repeats a path).
    public subscript(path: String) -> FSZipEntry? {
        let position = index.withLock { index in
            if index == nil {
                var made = [String: Int](minimumCapacity: entries.count)
                for (position, entry) in entries.enumerated() where made[entry.path] == nil {
                    made[entry.path] = position
                }
                index = made
            }
            return index?[path]
        }
        return position.map { entries[$0] }
    }

    /// The extracted data of the entry at `path`.
    ///
    /// - Throws: ``FSZipError/noSuchEntry(_:)``, and the errors of reading an entry.
    public func data(
        of path: String, password: FSZipPassword? = nil, limits: FSZipLimits = FSZipLimits()
    ) throws(FSZipError) -> Data {
        guard let entry = self[path] else { throw .noSuchEntry(path) }
        return try data(of: entry, password: password, limits: limits)
    }

    /// The extracted data of `entry`, checked against its CRC-32 and size (and for WinZip
    /// AES, its authentication code).
    ///
    /// A directory has no contents: its data is empty, whatever sizes its header claims (some
    /// writers record a directory's size on disk), as extraction treats it.
    ///
    /// - Throws: ``FSZipError/checksumMismatch(entry:)``, ``FSZipError/unsupportedMethod(entry:method:)``,
    ///   ``FSZipError/limitExceeded(_:)``, ``FSZipError/corrupt(_:)``, and for an encrypted
    ///   entry ``FSZipError/passwordRequired(entry:)``, ``FSZipError/wrongPassword(entry:)``,
    ///   ``FSZipError/authenticationFailed(entry:)`` or ``FSZipError/unsupportedEncryption(entry:_:)``.
    public func data(
        of entry: FSZipEntry, password: FSZipPassword? = nil, limits: FSZipLimits = FSZipLimits()
    ) throws(FSZipError) -> Data {
        guard !entry.isDirectory else { return Data() }
        try limits.check(entry)
        // Room for the size the entry claims, but no more than the whole archive could inflate
        // to: a lying header must not make a 200-byte archive allocate a gigabyte up front.
        let possible = file.size.saturatingMultiplied(by: Inflater.maximumExpansion)
        var result = Data()
        result.reserveCapacity(Int(clamping: min(entry.uncompressedSize, possible, 1 << 30)))
        try stream(entry, password: password) { chunk throws(FSZipError) in result.append(contentsOf: chunk) }
        return result
    }

    /// Streams `entry`'s extracted data to `body` in chunks of at most 256 KiB, with bounded
    /// memory whatever the entry's size; the CRC-32, size and authentication code are checked
    /// at the end (so `body` may have seen data before a mismatch is reported). A directory
    /// streams nothing.
    ///
    /// - Parameters:
    ///   - entry: The entry to read.
    ///   - password: The password, when the entry is encrypted.
    ///   - body: Called with each chunk of extracted data.
    public func stream(
        _ entry: FSZipEntry, password: FSZipPassword? = nil,
        _ body: (UnsafeRawBufferPointer) throws(FSZipError) -> Void
    ) throws(FSZipError) {
        try stream(entry, unlocked: try unlock(entry, password: password), body)
    }

    /// Streams an entry already unlocked (`nil` when it is not encrypted).
    func stream(
        _ entry: FSZipEntry, unlocked: UnlockedEntry?, _ body: (UnsafeRawBufferPointer) throws(FSZipError) -> Void
    ) throws(FSZipError) {
        guard !entry.isDirectory else { return }
        guard !entry.isEncrypted || unlocked != nil else { throw .passwordRequired(entry: entry.path) }
        let start = try dataStart(of: entry)
        var data = EntryData(
            file: file, start: start, count: entry.compressedSize, entry: entry.path, unlocked: unlocked)
        var crc = CFSZlib.crc32(0, nil, 0)
        var produced: UInt64 = 0
        // Each chunk is counted and checksummed (or its CRC, computed by a worker, combined)
        // before `body` sees it.
        func accept(_ chunk: UnsafeRawBufferPointer, _ chunkCRC: UInt32?) throws(FSZipError) {
            produced += UInt64(chunk.count)
            guard produced <= entry.uncompressedSize else { throw .checksumMismatch(entry: entry.path) }
            if let chunkCRC {
                crc = crc32_combine(crc, uLong(chunkCRC), off_t(chunk.count))
            } else if let base = chunk.baseAddress {
                crc = CFSZlib.crc32(crc, base.assumingMemoryBound(to: Bytef.self), uInt(chunk.count))
            }
            try body(chunk)
        }
        func check(_ chunk: UnsafeRawBufferPointer) throws(FSZipError) { try accept(chunk, nil) }
        do throws(FSZipError) {
            switch entry.method {
            case .stored:
                guard data.remaining == entry.uncompressedSize else {
                    throw .corrupt("\(entry.path): stored sizes differ")
                }
                try copyStored(&data, check)
            case .deflated:
                if maxConcurrency > 1, unlocked == nil, let segments = entry.restartPoints?.segments(of: entry) {
                    try inflateInParallel(entry, from: start, segments: segments, threads: maxConcurrency, accept)
                } else {
                    try inflateEntry(&data, check)
                }
            case .other(let method):
                throw .unsupportedMethod(entry: entry.path, method: method)
            }
            try data.authenticate()
        } catch {
            // Damage found before the authentication code was reached may be tampering:
            // checking the code says which.
            if error.code != .authenticationFailed, error.code != .cancelled { try data.authenticate() }
            throw error
        }
        guard produced == entry.uncompressedSize, !entry.hasCRC || UInt32(crc) == entry.crc32 else {
            throw .checksumMismatch(entry: entry.path)
        }
    }

    /// Where `entry`'s data begins: after its local header, whose own name and extra field
    /// lengths can differ from the central directory's.
    func dataStart(of entry: FSZipEntry) throws(FSZipError) -> UInt64 {
        let fixedPart = try file.read(
            at: entry.localHeaderOffset, count: LocalHeader.fixedSize, what: "the local header of \(entry.path)")
        let start = entry.localHeaderOffset + (try LocalHeader.length(fixedPart: fixedPart, entry: entry.path))
        guard start <= file.size, entry.isDirectory || entry.compressedSize <= file.size - start else {
            throw .corrupt("\(entry.path): its data lies outside the file")
        }
        return start
    }

    /// The end of `entry`'s data: where the next entry may begin without overlapping. A
    /// directory's data is never read, so it ends with its local header.
    func dataEnd(of entry: FSZipEntry) throws(FSZipError) -> UInt64 {
        try dataStart(of: entry) + (entry.isDirectory ? 0 : entry.compressedSize)
    }
}
