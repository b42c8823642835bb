internal import FSInternal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes a tar archive — plain or gzip-compressed on all cores — entry by entry, streaming:
/// contents go out as they come, so an archive of any size passes through bounded memory.
///
/// ```swift
/// let writer = try FSTarWriter(path: "backup.tar.gz", compression: .gzip)
/// try writer.appendItem(atPath: "Documents")          // the folder and all under it
/// try writer.append(FSTarEntry(path: "NOTE.txt"), contents: Data("made by FSZip\n".utf8))
/// try writer.finish()                                 // renamed into place only now
/// ```
///
/// The archive is POSIX pax (ustar, with a pax header only for what ustar cannot hold), read
/// by GNU tar, bsdtar, Python's `tarfile` and every tar since 2001. Written to a path, it is
/// written under a temporary name and renamed into place by ``finish()``: a writer dropped or
/// cancelled before leaves nothing. A writer is used from one thread.
public final class FSTarWriter {
    private let output: ArchiveOutput
    private let gzip: GzipWriter?
    /// Tar bytes not yet handed on: headers are small, and go out in large pieces.
    private var pending: [UInt8] = []
    /// How many bytes of tar (before compression) were written.
    private(set) var size: UInt64 = 0
    /// The first archive name of each file with several names, by device and inode.
    private var linkNames: [FileIdentity: String] = [:]

    /// A file on disk: its device and inode.
    struct FileIdentity: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    /// Starts an archive at `path`.
    ///
    /// - Parameters:
    ///   - path: Where the archive goes; written beside it until ``finish()``.
    ///   - compression: `.none` (default) or `.gzip`.
    ///   - maxConcurrency: How many threads deflate, for `.gzip`.
    ///   - overwrite: Whether to replace an existing file at `path`.
    /// - Throws: an ``FSZipError`` of code ``FSZipError/Code/io`` when `path` exists and
    ///   `overwrite` is false or the system refuses; ``FSZipError/Code/invalidArgument`` for a
    ///   gzip level outside 0…9.
    public convenience init(
        path: String, compression: FSTarCompression = .none, maxConcurrency: Int = FSGzip.defaultMaxConcurrency,
        overwrite: Bool = false
    ) throws(FSZipError) {
        if !overwrite { try FileStatus.requireAbsent(path) }
        try self.init(output: .file(path), compression: compression, threads: maxConcurrency, knownSize: nil)
    }

    /// Starts an archive whose bytes go to `output` in pieces, in order — a socket, a pipe,
    /// standard output, an upload.
    ///
    /// - Parameters:
    ///   - compression: `.none` (default) or `.gzip`.
    ///   - maxConcurrency: How many threads deflate, for `.gzip`.
    ///   - output: Takes the archive's bytes in order; an error it throws stops the writer.
    public convenience init(
        compression: FSTarCompression = .none, maxConcurrency: Int = FSGzip.defaultMaxConcurrency,
        output: @escaping (Data) throws -> Void
    ) throws(FSZipError) {
        try self.init(output: .sink(output), compression: compression, threads: maxConcurrency, knownSize: nil)
    }

    /// - Parameter knownSize: The size the tar will have, when known: a `.tar.gz` then gets
    ///   gzip restart points (``GzipIndex``), for decompression on all cores.
    init(output: ArchiveOutput, compression: FSTarCompression, threads: Int, knownSize: UInt64?) throws(FSZipError) {
        self.output = output
        gzip = try compression.gzipLevel.map { level throws(FSZipError) in
            try GzipWriter(
                header: FSGzipHeader(), level: level, threads: threads,
                knownSize: knownSize.map { Int(clamping: $0) })
        }
    }

    deinit { output.cancel() }

    /// Adds `entry` with `contents` (for a regular file; nothing for the other kinds). The
    /// entry's ``FSTarEntry/size`` is set from `contents`.
    ///
    /// - Parameters:
    ///   - entry: The entry's path, kind and metadata.
    ///   - contents: A regular file's bytes.
    /// - Throws: ``FSZipError/Code/invalidArgument`` for contents given to an entry that is
    ///   not a regular file, an empty path, or a finished writer; what the output throws.
    public func append(_ entry: FSTarEntry, contents: some ContiguousBytes = Data()) throws(FSZipError) {
        try contents.withBytes { bytes throws(FSZipError) in
            guard entry.kind.hasContents || bytes.isEmpty else {
                throw .invalidArgument("\(entry.path): a \(entry.kind) has no contents")
            }
            try appendHeader(entry, size: UInt64(bytes.count))
            try write(bytes)
            try appendPadding(after: UInt64(bytes.count))
        }
    }

    /// Adds a regular file of `size` bytes whose contents `body` hands over in pieces of any
    /// size — rows of an export, a download — without ever holding them whole. Tar records the
    /// size before the contents, so it is given first, and the pieces must add up to it.
    ///
    /// ```swift
    /// let rows = ["id,name\n", "1,Ada\n", "2,Grace\n"]
    /// let size = rows.reduce(0) { $0 + UInt64($1.utf8.count) }
    /// try writer.append(FSTarEntry(path: "export.csv"), size: size) { write in
    ///     for row in rows { try write(Data(row.utf8)) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - entry: The entry's path and metadata: a regular file.
    ///   - size: The number of bytes `body` writes.
    ///   - body: Writes the contents through the `write` it is given, in pieces of any size.
    /// - Throws: ``FSZipError/Code/invalidArgument`` when the pieces do not add up to `size`
    ///   (the archive is then unusable: ``cancel()`` it), or `entry` is not a regular file;
    ///   what the output throws; and whatever `body` throws, as it is.
    public func append(
        _ entry: FSTarEntry, size: UInt64,
        writingContents body: (_ write: (Data) throws(FSZipError) -> Void) throws -> Void
    ) throws {
        guard entry.kind.hasContents else {
            throw FSZipError.invalidArgument("\(entry.path): a \(entry.kind) has no contents")
        }
        try appendHeader(entry, size: size)
        var written: UInt64 = 0
        try body { piece throws(FSZipError) in
            guard UInt64(piece.count) <= size - written else {
                throw .invalidArgument("\(entry.path): more than the \(size) bytes announced")
            }
            written += UInt64(piece.count)
            try piece.withBytes { bytes throws(FSZipError) in try write(bytes) }
        }
        guard written == size else {
            throw FSZipError.invalidArgument("\(entry.path): \(written) bytes written of the \(size) announced")
        }
        try appendPadding(after: size)
    }

    /// Adds the file, directory or symbolic link at `source` — a directory with everything
    /// under it, in a stable order — named by paths relative to `source`'s parent
    /// (`appendItem(atPath: "/tmp/site")` writes `site/…`), or under `name`. Files are read in
    /// pieces; a second name of a file already added is stored as a hard link to the first;
    /// devices, sockets and pipes are left out.
    ///
    /// - Parameters:
    ///   - source: The file or directory to add.
    ///   - name: Its path in the archive (default: its last component).
    ///   - includeHidden: Whether names starting with `.` are added (default: yes, as tar does).
    /// - Throws: ``FSZipError/unreadableSource(_:errno:)`` for what cannot be read, or a file
    ///   that changes size while it is read.
    public func appendItem(
        atPath source: String, as name: String? = nil, includeHidden: Bool = true
    )
        throws(FSZipError)
    {
        for item in try Self.plan(source, as: name, includeHidden: includeHidden) { try append(item) }
    }

    /// Ends the archive: its end blocks, the rest of the compressed data, and, for a path, the
    /// rename into place.
    ///
    /// - Throws: ``FSZipError/Code/invalidArgument`` when called twice; what the output throws.
    public func finish() throws(FSZipError) {
        guard output.isOpen else { throw .invalidArgument("the archive is already finished") }
        try write(TarHeaderBlocks.end(after: size))
        try flush()
        if let gzip {
            let patch = try gzip.finish { bytes throws(FSZipError) in try output.append(bytes) }
            if let (offset, bytes) = patch { try output.patch(at: UInt64(offset), bytes) }
        }
        _ = try output.finish()
    }

    /// Abandons the archive: a file being written is removed; a stream stops where it is.
    public func cancel() {
        output.cancel()
    }

    // MARK: - Items from disk

    /// The items `appendItem` adds.
    static func plan(_ source: String, as name: String?, includeHidden: Bool) throws(FSZipError) -> [FileTree.Item] {
        let items = try FileTree.items(
            source, keepsParent: true, includeHidden: includeHidden, followSymbolicLinks: false)
        guard let name else { return items }
        let old = Paths.lastComponent(source)
        return items.map { FileTree.Item(path: $0.path, name: name + $0.name.dropFirst(old.count), status: $0.status) }
    }

    /// Adds one item of a plan.
    private func append(_ item: FileTree.Item) throws(FSZipError) {
        guard let entry = try Self.entry(for: item, linkNames: &linkNames) else { return }
        try append(entry, from: item.path)
    }

    /// Adds `entry`, made by ``entry(for:linkNames:)`` for the item at `path`: a regular file's
    /// contents are read from there, in pieces.
    func append(_ entry: FSTarEntry, from path: String) throws(FSZipError) {
        guard entry.kind == .regularFile else { return try append(entry) }
        let file = try ReadableFile(path: path)
        guard file.size == entry.size else { throw .unreadableSource(path + " (changed while being read)") }
        try appendHeader(entry, size: file.size)
        try file.readAll { chunk throws(FSZipError) in try write(chunk) }
        try appendPadding(after: file.size)
    }

    /// The entry for an item from disk (its ``FSTarEntry/size`` that of the file), or `nil` for
    /// what tar leaves out: a second name of a file in `linkNames` becomes a hard link to the
    /// first.
    static func entry(
        for item: FileTree.Item, linkNames: inout [FileIdentity: String]
    ) throws(FSZipError)
        -> FSTarEntry?
    {
        let status = item.status
        var entry = FSTarEntry(
            path: item.name, kind: .regularFile, permissions: status.permissions,
            modificationDate: status.modificationDate, userID: Int(status.userID), groupID: Int(status.groupID))
        switch status.kind {
        case .directory:
            entry.kind = .directory
        case .symbolicLink:
            entry.kind = .symbolicLink
            entry.linkTarget = TarParser.text(try SystemCalls.readLink(item.path))
        case .regular:
            let identity = FileIdentity(device: status.device, inode: status.inode)
            if status.linkCount > 1, let first = linkNames[identity] {
                entry.kind = .hardLink
                entry.linkTarget = first
            } else {
                if status.linkCount > 1 { linkNames[identity] = item.name }
                entry.size = status.size
            }
        case .other:
            return nil
        }
        return entry
    }

    /// The number of tar bytes `entry` makes: for knowing a `.tar.gz`'s size before writing it.
    static func size(of entry: FSTarEntry) -> UInt64 {
        UInt64(TarHeaderBlocks.blocks(for: entry, size: entry.size).count) + entry.size
            + UInt64(TarHeader.padding(after: entry.size))
    }

    // MARK: - Output

    private func appendHeader(_ entry: FSTarEntry, size contents: UInt64) throws(FSZipError) {
        guard !entry.path.isEmpty else { throw .invalidArgument("a tar entry needs a path") }
        try write(TarHeaderBlocks.blocks(for: entry, size: contents))
    }

    private func appendPadding(after contents: UInt64) throws(FSZipError) {
        try write(TarHeaderBlocks.zeros(TarHeader.padding(after: contents)))
    }

    private func write(_ bytes: [UInt8]) throws(FSZipError) {
        try bytes.withBytes { raw throws(FSZipError) in try write(raw) }
    }

    /// Hands tar bytes on: small pieces are gathered first.
    private func write(_ bytes: UnsafeRawBufferPointer) throws(FSZipError) {
        guard output.isOpen else { throw .invalidArgument("the archive is already finished") }
        size += UInt64(bytes.count)
        if pending.count + bytes.count < SystemCalls.bufferSize {
            pending.append(contentsOf: bytes)
            return
        }
        try flush()
        try emit(bytes)
    }

    private func flush() throws(FSZipError) {
        guard !pending.isEmpty else { return }
        let bytes = pending
        pending.removeAll(keepingCapacity: true)
        try bytes.withBytes { raw throws(FSZipError) in try emit(raw) }
    }

    private func emit(_ bytes: UnsafeRawBufferPointer) throws(FSZipError) {
        if let gzip {
            try gzip.write(bytes) { compressed throws(FSZipError) in try output.append(compressed) }
        } else {
            try output.append(bytes)
        }
    }
}
