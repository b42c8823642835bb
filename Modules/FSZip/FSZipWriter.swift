import CFSZlib
internal import FSInternal
internal import SystemPackage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes a zip archive: files, directories, data and symbolic links, stored or deflated,
/// with ZIP64 when needed — atomically: the archive appears at its path only when
/// ``finish(comment:)`` succeeds.
///
/// ```swift
/// let writer = try FSZipWriter(path: "backup.zip")
/// try writer.addDirectory(at: "Documents")                  // recursive
/// try writer.add(Data("hello".utf8), as: "notes/hello.txt")
/// try writer.finish(comment: "made by FSZip")
/// ```
///
/// Names are written as UTF-8 (flag bit 11), times as DOS time plus the 0x5455 extended
/// timestamp (dates before 1980 are clamped to 1980 in the DOS field), Unix permissions and
/// symbolic links in the external attributes. Deflate uses zlib at the chosen level; an entry
/// that deflate would not shrink is stored instead. A writer is used from one thread.
///
/// An archive can also be built in memory — ``init(memoryLimit:level:)``, then
/// ``finishData(comment:)`` — with the same bytes the same calls write to a file. To send an
/// archive down a pipe, a socket or standard output — anything that cannot seek — use
/// ``init(streamingTo:level:)-(Int32,_)`` or ``init(streamingTo:level:)-((Data)->Void,_)``: each
/// entry's CRC and sizes then follow its data in a data descriptor, which every unzip tool reads.
///
/// Every `add…` method names the entry with `as:` and a source on disk with `at:`:
/// `add(_:as:modificationDate:permissions:level:comment:)`, `addFile(at:as:level:followSymbolicLinks:comment:)`,
/// `addDirectory(at:includeHidden:followSymbolicLinks:progress:)`, ``addDirectoryEntry(as:modificationDate:permissions:comment:)``,
/// ``addSymbolicLink(as:target:modificationDate:comment:)``.
public final class FSZipWriter {
    /// The path the archive will have; `nil` when streaming or building it in memory.
    public let path: String?
    /// The default deflate level, 0 (store) … 9.
    public let level: Int
    /// The password that encrypts the files added from now on (symbolic links and
    /// directories carry no data and stay unencrypted); `nil`, the default, encrypts nothing.
    /// A ``FSZipPassword/perEntry(_:)`` password may leave some entries unencrypted.
    public var password: FSZipPassword?
    /// How entries are encrypted when ``password`` is set: WinZip AES-256 by default (which
    /// needs the `FSZipAES` trait), or ``FSZipEncryption/zipCrypto`` for receivers that know
    /// nothing else — it is weak.
    public var encryption: FSZipEncryption = .aes256
    /// How many threads deflate the entries added from now on; by default, the active
    /// processor count. Entries larger than 1 MiB are deflated in 1 MiB blocks joined into one
    /// standard deflate stream, cut at the same places whatever this number, so the archive's
    /// bytes do not depend on it; 1 does all the work on the caller's thread (values below 1
    /// mean 1, above 64 mean 64).
    public var maxConcurrency: Int = FSGzip.defaultMaxConcurrency
    /// Whether entries larger than 1 MiB are deflated block by block independently, their
    /// block boundaries recorded in a private extra field (0x5346) other tools ignore, so that
    /// FSZip can inflate such an entry on all cores (the default); `false` primes each block
    /// with the 32 KiB before it, as pigz does — a little smaller, inflated only from the start.
    /// Encrypted entries record no restart points.
    public var recordsRestartPoints = true
    /// Where the bytes go.
    let output: ArchiveOutput
    /// The central directory records of the entries added.
    var directory: [CentralRecord] = []
    /// Central directory records kept byte for byte from the archive appended to.
    private var inheritedDirectory: (bytes: [UInt8], count: UInt64) = ([], 0)
    /// The archive comment ``finish(comment:)`` keeps when given none, as stored.
    var inheritedComment: [UInt8] = []
    /// Progress of the `addDirectory(at:…)` under way.
    var reporter: ProgressReporter?

    private init(output: ArchiveOutput, path: String?, level: Int) {
        self.output = output
        self.path = path
        self.level = level.clamped(to: 0...9)
    }

    /// Starts an archive at `path`, written to a temporary file beside it until
    /// ``finish(comment:)``; it gets the permissions `rw-r--r--` less the umask.
    ///
    /// - Parameters:
    ///   - path: Where the finished archive will be.
    ///   - level: The deflate level for entries that do not choose one (0…9, clamped).
    public convenience init(path: String, level: Int = FSGzip.defaultLevel) throws(FSZipError) {
        self.init(output: try .file(path), path: path, level: level)
    }

    /// Starts an archive built in memory, which ``finishData(comment:)`` returns: the bytes
    /// the same calls write to a file.
    ///
    /// ```swift
    /// let writer = FSZipWriter(memoryLimit: 50 << 20)
    /// try writer.add(Data("hello".utf8), as: "hello.txt")
    /// let upload: Data = try writer.finishData()
    /// ```
    ///
    /// - Parameters:
    ///   - memoryLimit: The largest archive to build: an `add…` or finish that would pass it
    ///     fails with ``FSZipError/Code/limitExceeded`` before it does (no limit by default).
    ///   - level: The deflate level for entries that do not choose one (0…9, clamped).
    public convenience init(memoryLimit: Int = .max, level: Int = FSGzip.defaultLevel) {
        self.init(output: .memory(limit: memoryLimit), path: nil, level: level)
    }

    /// Starts an archive written front to back, in one pass, to `descriptor`.
    ///
    /// Nothing is ever rewritten, so the descriptor may be a pipe, a socket or standard output.
    /// Each entry's CRC-32 and sizes follow its data in a data descriptor (flag bit 3), and an
    /// entry deflate does not shrink stays deflated. The writer does not close `descriptor`.
    ///
    /// ```swift
    /// let writer = FSZipWriter(streamingTo: STDOUT_FILENO)
    /// try writer.add(Data(report.utf8), as: "report.txt")
    /// try writer.finish()
    /// ```
    ///
    /// - Parameters:
    ///   - descriptor: An open file descriptor, written with `write(2)` from its current position.
    ///   - level: The deflate level for entries that do not choose one (0…9, clamped).
    public convenience init(streamingTo descriptor: Int32, level: Int = FSGzip.defaultLevel) {
        self.init(output: .stream(descriptor), path: nil, level: level)
    }

    /// Starts an archive handed front to back, in one pass, to `write`: a `FileHandle`, an
    /// `OutputStream`, an HTTP response body — any stream.
    ///
    /// The archive comes in chunks of up to 256 KiB, in order, the last one during
    /// ``finish(comment:)``; as with ``init(streamingTo:level:)-(Int32,_)``, entries carry
    /// data descriptors. An error `write` throws stops the call under way with an
    /// ``FSZipError/Code/io`` error that describes it (an ``FSZipError`` passes unchanged).
    ///
    /// ```swift
    /// let handle = try FileHandle(forWritingTo: url)
    /// let writer = FSZipWriter(streamingTo: { try handle.write(contentsOf: $0) })
    /// try writer.addFile(at: "report.pdf")
    /// try writer.finish()
    /// ```
    ///
    /// - Parameters:
    ///   - write: Takes each chunk of the archive.
    ///   - level: The deflate level for entries that do not choose one (0…9, clamped).
    public convenience init(streamingTo write: @escaping (Data) throws -> Void, level: Int = FSGzip.defaultLevel) {
        self.init(output: .sink(write), path: nil, level: level)
    }

    /// Opens the archive at `path` to add entries after its last one, without rewriting or
    /// copying what is there: only its central directory is moved to the new end.
    ///
    /// ``cancel()``, or dropping the writer unfinished (after an error, say), puts the
    /// original bytes back.
    /// A process killed mid-append leaves the central directory missing, so when losing the
    /// archive is not acceptable use ``init(updating:level:nameEncoding:keeping:)``, which
    /// works on a copy.
    ///
    /// ```swift
    /// let log = try FSZipWriter(appendingTo: "logs.zip")
    /// try log.addFile(at: "today.log")
    /// try log.finish()
    /// ```
    ///
    /// - Throws: The errors of opening the archive, and ``FSZipError/corrupt(_:)`` for an
    ///   archive with a prefix (a self-extractor stub), whose offsets cannot be extended.
    public convenience init(appendingTo path: String, level: Int = FSGzip.defaultLevel) throws(FSZipError) {
        let file = try ReadableFile(path: path)
        let existing = try CentralDirectory(file: file, nameEncoding: .utf8)
        guard existing.prefix == 0 else { throw .corrupt("\(path) has a prefix; update it instead of appending") }
        guard existing.entries.allSatisfy({ $0.localHeaderOffset < existing.start }) else {
            throw .corrupt("\(path) has entries after its central directory; update it instead of appending")
        }
        guard file.size - existing.start <= 1 << 31 else { throw .corrupt("\(path): the directory is too large") }
        let tail = try file.read(at: existing.start, count: Int(file.size - existing.start), what: "the directory")
        self.init(output: try .inPlace(path, tail: tail, start: existing.start), path: path, level: level)
        inheritedDirectory = (Array(tail.prefix(Int(existing.size))), UInt64(existing.entries.count))
        inheritedComment = existing.rawComment
    }

    deinit {
        output.cancel()
    }

    /// Abandons the archive: the temporary file is removed and nothing appears at ``path``.
    /// A streamed archive stops where it is, without a central directory, so no reader will
    /// take it for complete.
    /// An archive appended to is restored as it was.
    public func cancel() {
        output.cancel()
    }

    /// Writes the central directory and moves the archive to ``path`` (when streaming, the
    /// central directory is the last thing written).
    ///
    /// - Parameter comment: The archive comment; `nil` keeps the comment of the archive
    ///   updated or appended to (none for a new one).
    public func finish(comment: String? = nil) throws(FSZipError) {
        guard output.isOpen else { return }
        _ = try finishArchive(comment: comment)
    }

    /// Writes the central directory and returns the archive built in memory (see
    /// ``init(memoryLimit:level:)``).
    ///
    /// - Parameter comment: The archive comment.
    /// - Throws: ``FSZipError/Code/limitExceeded`` when the central directory would pass the
    ///   memory limit; ``FSZipError/Code/invalidArgument`` for a writer that writes elsewhere,
    ///   or one already finished.
    public func finishData(comment: String? = nil) throws(FSZipError) -> Data {
        guard output.isInMemory else {
            throw .invalidArgument("finishData() is for an archive built in memory; this one goes to \(output.name)")
        }
        // An output in memory always hands its bytes over.
        return try finishArchive(comment: comment) ?? Data()
    }

    private func finishArchive(comment: String?) throws(FSZipError) -> Data? {
        let commentBytes =
            try comment.map { text throws(FSZipError) in try EntryHeader.fieldBytes(text, "the archive comment") }
            ?? inheritedComment
        let directoryStart = output.position
        try output.append(inheritedDirectory.bytes)
        for record in directory { try output.append(record.encoded()) }
        let end = EndRecord(
            entryCount: inheritedDirectory.count + UInt64(directory.count),
            directorySize: output.position - directoryStart, directoryOffset: directoryStart, comment: commentBytes)
        try output.append(end.encoded(at: output.position))
        return try output.finish()
    }
}
