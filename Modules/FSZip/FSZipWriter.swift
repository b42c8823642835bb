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
/// To send an archive down a pipe, a socket or standard output — anything that cannot seek —
/// use ``init(streamingTo:level:)``: each entry's CRC and sizes then follow its data in a data
/// descriptor, which every unzip tool reads.
///
/// Every `add…` method names the entry with `as:` and a source on disk with `at:`:
/// ``add(_:as:modificationDate:permissions:level:comment:)``, ``addFile(at:as:level:followSymbolicLinks:comment:)``,
/// `addDirectory(at:includeHidden:followSymbolicLinks:progress:)`, ``addDirectoryEntry(as:modificationDate:permissions:comment:)``,
/// ``addSymbolicLink(as:target:modificationDate:comment:)``.
public final class FSZipWriter {
    /// The path the archive will have; `nil` when streaming to a descriptor.
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
    public var threads: Int = ProcessInfo.processInfo.activeProcessorCount
    /// Whether entries larger than 1 MiB are deflated block by block independently, their
    /// block boundaries recorded in a private extra field (0x5346) other tools ignore, so that
    /// FSZip can inflate such an entry on all cores (the default); `false` primes each block
    /// with the 32 KiB before it, as pigz does — a little smaller, inflated only from the start.
    /// Encrypted entries record no restart points.
    public var recordsRestartPoints = true
    private let output: Output
    /// The output, until the archive is finished or cancelled.
    private var descriptor: FileDescriptor?
    private var position: UInt64 = 0
    private var directory: [CentralRecord] = []
    /// Central directory records kept byte for byte from the archive appended to.
    private var inheritedDirectory: (bytes: [UInt8], count: UInt64) = ([], 0)
    /// The archive comment ``finish(comment:)`` keeps when given none, as stored.
    private var inheritedComment: [UInt8] = []
    private var finished = false
    /// Progress of the `addDirectory(at:…)` under way.
    var reporter: ProgressReporter?

    /// Starts an archive at `path`, written to a temporary file beside it until ``finish(comment:)``.
    ///
    /// - Parameters:
    ///   - path: Where the finished archive will be.
    ///   - level: The deflate level for entries that do not choose one (0…9, clamped).
    public init(path: String, level: Int = 6) throws(FSZipError) {
        self.path = path
        self.level = deflateLevel(level)
        let temporary = SystemCalls.temporaryPath(beside: path)
        output = .temporary(temporary)
        descriptor = try FSZipError.system(temporary) {
            try FileDescriptor.open(
                temporary, .readWrite, options: [.create, .exclusiveCreate],
                permissions: [.ownerReadWrite, .groupRead, .otherRead])
        }
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
    public init(streamingTo descriptor: Int32, level: Int = 6) {
        path = nil
        output = .stream
        self.level = deflateLevel(level)
        self.descriptor = FileDescriptor(rawValue: descriptor)
    }

    deinit {
        if !finished { cancel() }
    }

    /// Starts a rewrite of the archive at `path`: the entries `keeping` accepts are copied
    /// first — their compressed bytes as they are, nothing is recompressed — then add new
    /// ones, and ``finish(comment:)`` replaces the original atomically.
    ///
    /// Removing entries is keeping all but them; replacing one is dropping it and adding its
    /// new version:
    ///
    /// ```swift
    /// let writer = try FSZipWriter(updating: "site.zip") { $0.path != "VERSION" }
    /// try writer.add(Data("v1.3".utf8), as: "VERSION")
    /// try writer.finish()  // keeps the archive comment
    /// ```
    ///
    /// Copied entries keep their name bytes, method, CRC-32, sizes, time, Unix permissions,
    /// link and directory flags and comment; other extra fields are not copied.
    ///
    /// - Parameters:
    ///   - path: The archive to update.
    ///   - level: The deflate level for entries added that do not choose one.
    ///   - nameEncoding: How the entries `keeping` sees decode names not flagged as UTF-8.
    ///   - keeping: Whether an existing entry stays.
    /// - Throws: The errors of opening the archive; ``FSZipError/encrypted(entry:)`` for an
    ///   encrypted entry kept (its check bytes depend on fields FSZip does not preserve).
    public convenience init(
        updating path: String, level: Int = 6, nameEncoding: FSZipNameEncoding = .automatic,
        keeping: (FSZipEntry) -> Bool = { _ in true }
    ) throws(FSZipError) {
        let archive = try FSZipArchive(path: path, nameEncoding: nameEncoding)
        try self.init(path: path, level: level)
        inheritedComment = archive.rawComment
        for entry in archive.entries where keeping(entry) { try copyEntry(entry, from: archive) }
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
    public init(appendingTo path: String, level: Int = 6) throws(FSZipError) {
        let file = try ReadableFile(path: path)
        let existing = try CentralDirectory(file: file, nameEncoding: .utf8)
        guard existing.prefix == 0 else { throw .corrupt("\(path) has a prefix; update it instead of appending") }
        guard existing.entries.allSatisfy({ $0.localHeaderOffset < existing.start }) else {
            throw .corrupt("\(path) has entries after its central directory; update it instead of appending")
        }
        guard file.size - existing.start <= 1 << 31 else { throw .corrupt("\(path): the directory is too large") }
        let tail = try file.read(at: existing.start, count: Int(file.size - existing.start), what: "the directory")
        self.path = path
        self.level = deflateLevel(level)
        output = .inPlace(tail: tail, start: existing.start)
        inheritedDirectory = (Array(tail.prefix(Int(existing.size))), UInt64(existing.entries.count))
        inheritedComment = existing.rawComment
        position = existing.start
        descriptor = try FSZipError.system(path) { try FileDescriptor.open(path, .readWrite) }
    }

    /// Whether the output can seek: whether entries deflate cannot shrink are rewritten stored.
    var outputCanSeek: Bool { output.canSeek }

    /// What error messages call the output.
    private var outputName: String { path ?? "the output" }

    /// Abandons the archive: the temporary file is removed and nothing appears at ``path``.
    /// A streamed archive stops where it is, without a central directory, so no reader will
    /// take it for complete.
    /// An archive appended to is restored as it was.
    public func cancel() {
        guard let descriptor else { return }
        // Best effort: cancel() runs from deinit and cannot report a failure.
        switch output {
        case .temporary(let temporary):
            try? descriptor.close()
            SystemCalls.remove(temporary)
        case .inPlace(let tail, let start):
            _ = try? descriptor.writeAll(toAbsoluteOffset: Int64(start), tail)
            try? descriptor.resize(to: Int64(start) + Int64(tail.count))
            try? descriptor.close()
        case .stream: break
        }
        self.descriptor = nil
        finished = true
    }

    /// Adds `data` as a file entry at `name`, with an optional entry `comment`.
    public func add(
        _ data: Data, as name: String, modificationDate: Date = Date(), permissions: UInt16 = 0o644, level: Int? = nil,
        comment: String = ""
    ) throws(FSZipError) {
        let bytes = [UInt8](data)
        try addEntry(
            name: name, mode: 0o100000 | (permissions & 0o7777), date: modificationDate, size: UInt64(bytes.count),
            level: level ?? self.level, comment: comment, encrypts: true
        ) { body throws(FSZipError) in
            try withBytes(bytes, body)
        }
    }

    /// Adds everything read from the file `descriptor` until its end — a pipe, a socket,
    /// standard input — as a file entry at `name`, with bounded memory. The descriptor stays
    /// open.
    ///
    /// The size is not known in advance, so the local header reserves ZIP64 sizes (20 bytes)
    /// and deflated data that did not shrink stays deflated (the input cannot be read twice).
    ///
    /// ```swift
    /// let dump = Process()                      // pg_dump's output, never on disk uncompressed
    /// dump.executableURL = URL(fileURLWithPath: "/usr/bin/pg_dump")
    /// let pipe = Pipe()
    /// dump.standardOutput = pipe
    /// try dump.run()
    /// try writer.add(readingFrom: pipe.fileHandleForReading.fileDescriptor, as: "db.sql")
    /// ```
    public func add(
        readingFrom descriptor: Int32, as name: String, modificationDate: Date = Date(), permissions: UInt16 = 0o644,
        level: Int? = nil, comment: String = ""
    ) throws(FSZipError) {
        try addEntry(
            name: name, mode: 0o100000 | (permissions & 0o7777), date: modificationDate, size: nil,
            level: level ?? self.level, comment: comment, encrypts: true
        ) { body throws(FSZipError) in
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: SystemCalls.bufferSize, alignment: 16)
            defer { buffer.deallocate() }
            while true {
                let got: Int
                do throws(FSZipError) {
                    got = try FSZipError.system(name) { try FileDescriptor(rawValue: descriptor).read(into: buffer) }
                } catch {
                    throw .unreadableSource(name, errno: error.errno)
                }
                guard got > 0 else { return }
                try body(UnsafeRawBufferPointer(rebasing: buffer[..<got]))
            }
        }
    }

    /// Adds the file at `source` as `name` (default: its last path component), streaming
    /// it with bounded memory. A symbolic link is stored as a link unless
    /// `followSymbolicLinks`, which adds the content it points to.
    public func addFile(
        at source: String, as name: String? = nil, level: Int? = nil, followSymbolicLinks: Bool = false,
        comment: String = ""
    ) throws(FSZipError) {
        let status = try FileStatus(source, followingLinks: followSymbolicLinks)
        let entryName = name ?? Paths.lastComponent(source)
        let date = status.modificationDate
        if status.kind == .symbolicLink {
            let target = String(decoding: try SystemCalls.readLink(source), as: UTF8.self)
            try addSymbolicLink(as: entryName, target: target, modificationDate: date, comment: comment)
            return
        }
        let file = try ReadableFile(path: source)
        try addEntry(
            name: entryName, mode: 0o100000 | status.permissions, date: date, size: file.size,
            level: level ?? self.level, comment: comment, encrypts: true
        ) { body throws(FSZipError) in
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: SystemCalls.bufferSize, alignment: 16)
            defer { buffer.deallocate() }
            var offset: UInt64 = 0
            while offset < file.size {
                let got = try file.read(at: offset, into: buffer)
                guard got > 0 else { throw .unreadableSource(source) }
                try body(UnsafeRawBufferPointer(rebasing: buffer[..<got]))
                offset += UInt64(got)
                try self.reporter?.add(bytes: got)
            }
        }
    }

    /// Adds a directory entry (no data) at `name`; a trailing `/` is added when missing.
    public func addDirectoryEntry(
        as name: String, modificationDate: Date = Date(), permissions: UInt16 = 0o755, comment: String = ""
    ) throws(FSZipError) {
        let directoryName = name.hasSuffix("/") ? name : name + "/"
        try addEntry(
            name: directoryName, mode: 0o040000 | (permissions & 0o7777), date: modificationDate, size: 0, level: 0,
            comment: comment, encrypts: false
        ) { _ throws(FSZipError) in }
    }

    /// Adds a symbolic link at `name` pointing to `target`.
    public func addSymbolicLink(
        as name: String, target: String, modificationDate: Date = Date(), comment: String = ""
    ) throws(FSZipError) {
        let bytes = Array(target.utf8)
        try addEntry(
            name: name, mode: 0o120777, date: modificationDate, size: UInt64(bytes.count), level: 0, comment: comment,
            encrypts: false
        ) {
            body throws(FSZipError) in
            try withBytes(bytes, body)
        }
    }

    /// Writes the central directory and moves the archive to ``path`` (when streaming, the
    /// central directory is the last thing written to the descriptor).
    ///
    /// - Parameter comment: The archive comment; `nil` keeps the comment of the archive
    ///   updated or appended to (none for a new one).
    public func finish(comment: String? = nil) throws(FSZipError) {
        guard !finished else { return }
        let commentBytes =
            try comment.map { text throws(FSZipError) in try fieldBytes(text, "the archive comment") }
            ?? inheritedComment
        let directoryStart = position
        try append(inheritedDirectory.bytes)
        for record in directory { try append(record.encoded()) }
        let directorySize = position - directoryStart
        let count = inheritedDirectory.count + UInt64(directory.count)
        let end = EndRecords.encoded(
            entryCount: count, directoryStart: directoryStart, directorySize: directorySize, comment: commentBytes,
            at: position)
        try append(end)
        let open = try openOutput
        switch output {
        case .stream:
            descriptor = nil
        case .inPlace:
            // Until the descriptor is closed, a failure leaves it to cancel(), which restores
            // the archive.
            let end = position
            try FSZipError.system(outputName) { try open.resize(to: Int64(end)) }
            try SystemCalls.sync(open.rawValue, subject: outputName)
            descriptor = nil
            try FSZipError.system(outputName) { try open.close() }
        case .temporary(let temporary):
            try SystemCalls.sync(open.rawValue, subject: temporary)
            descriptor = nil
            do throws(FSZipError) {
                try FSZipError.system(temporary) { try open.close() }
            } catch {
                SystemCalls.remove(temporary)
                throw error
            }
            try SystemCalls.rename(temporary, over: outputName)
        }
        finished = true
    }

    // MARK: Entries

    /// Adds one entry, its data from `source` — or, when a worker already read and deflated
    /// it, from `prepared`.
    func addEntry(
        name: String, mode: UInt16, date: Date, size: UInt64?, level: Int, comment: String, encrypts: Bool,
        prepared: PreparedData? = nil,
        source: ((UnsafeRawBufferPointer) throws(FSZipError) -> Void) throws(FSZipError) -> Void
    ) throws(FSZipError) {
        guard !finished, descriptor != nil else { throw .invalidArgument("the archive is already finished") }
        let nameBytes = try fieldBytes(name, "the name \(name.prefix(40))…")
        guard !nameBytes.isEmpty else { throw .invalidArgument("an entry needs a name") }
        let commentBytes = try fieldBytes(comment, "the comment of \(name)")
        let (dosDate, dosTime) = dosFields(date)
        let sealing = try encrypts ? sealingFor(name, checkByte: UInt8(truncatingIfNeeded: dosTime >> 8)) : nil
        // Streamed entries carry their CRC and sizes in a data descriptor after the data, and
        // so does ZipCrypto, whose header is written before the CRC is known and so checks
        // the DOS time instead (APPNOTE 6.1.6).
        let descriptorFollows = !output.canSeek || encryption == .zipCrypto && sealing != nil
        let flags: UInt16 = 0x0800 | (descriptorFollows ? 0x08 : 0) | (sealing != nil ? 0x01 : 0)
        let headerOffset = position
        // An unknown size may pass 4 GiB: reserve the ZIP64 sizes in the local header.
        let zip64 = size.map { $0 >= Zip64.sizeThreshold } ?? true
        let unixTime = unixTime(date)
        var method: UInt16 = prepared?.method ?? (level > 0 && size != 0 ? 8 : 0)
        let aes = sealing?.aes
        try append(
            LocalHeader.encoded(
                name: nameBytes, flags: flags, method: aes != nil ? AESField.method : method, dosDate: dosDate,
                dosTime: dosTime, crc: 0, compressed: 0, uncompressed: 0, zip64: zip64, unixTime: unixTime,
                aes: aes.map { AESField(version: $0.version, strength: $0.strength, method: method) }))
        let dataStart = position
        let reportedBefore = reporter?.progress.bytesCompleted
        var (crc, compressed, uncompressed, restartPoints) = try writeData(
            method: method, level: level, sealing: sealing, prepared: prepared, source: source)
        let overhead = UInt64(sealing?.overhead ?? 0)
        if method == 8 && compressed - overhead >= uncompressed && output.canSeek && size != nil {
            // Deflate did not help: rewrite the entry stored.
            if let reportedBefore { reporter?.redo(from: reportedBefore) }
            position = dataStart
            let open = try openOutput
            try FSZipError.system(outputName) { try open.resize(to: Int64(dataStart)) }
            method = 0
            (crc, compressed, uncompressed, restartPoints) = try writeData(
                method: 0, level: 0, sealing: sealing, prepared: nil, source: source)
        }
        guard size == nil || uncompressed == size else {
            throw .unreadableSource("\(name) (its size changed while it was added)")
        }
        guard zip64 || (compressed < UInt64(Zip64.marker32) && uncompressed < UInt64(Zip64.marker32)) else {
            throw .io("\(name) grew past 4 GiB while being added")
        }
        // AE-2 leaves the CRC out: the authentication code covers the data.
        if aes?.version == UInt16(FSZipAESVersion.ae2.rawValue) { crc = 0 }
        let aesField = aes.map { AESField(version: $0.version, strength: $0.strength, method: method) }
        let headerMethod = aes != nil ? AESField.method : method
        if descriptorFollows {
            try append(
                DataDescriptor.encoded(crc: crc, compressed: compressed, uncompressed: uncompressed, zip64: zip64))
        }
        if output.canSeek {
            // Patch the header now that the method, sizes and CRC are known; with a data
            // descriptor, the header's CRC and sizes stay 0 as APPNOTE 4.4.4 asks.
            try patch(
                at: headerOffset,
                LocalHeader.encoded(
                    name: nameBytes, flags: flags, method: headerMethod, dosDate: dosDate, dosTime: dosTime,
                    crc: descriptorFollows ? 0 : crc, compressed: descriptorFollows ? 0 : compressed,
                    uncompressed: descriptorFollows ? 0 : uncompressed, zip64: zip64, unixTime: unixTime,
                    aes: aesField))
        }
        directory.append(
            CentralRecord(
                name: nameBytes, comment: commentBytes, flags: flags, mode: mode, method: headerMethod,
                dosDate: dosDate, dosTime: dosTime, crc: crc, compressed: compressed, uncompressed: uncompressed,
                offset: headerOffset, unixTime: unixTime, aes: aesField,
                restartPoints: restartPoints.flatMap {
                    RestartPoints(blockSizes: $0, blockSize: ParallelDeflate.blockSize)
                }))
    }

    /// How the entry `name` is encrypted, or `nil` when ``password`` has none for it.
    func sealingFor(_ name: String, checkByte: UInt8) throws(FSZipError) -> Sealing? {
        guard let password = password?.bytes(for: name) else { return nil }
        guard encryption.isSupported else { throw .unsupportedEncryption(entry: name, encryption) }
        return Sealing(entry: name, encryption: encryption, password: password, checkByte: checkByte)
    }

    /// Copies an entry of another archive without recompressing it.
    private func copyEntry(_ entry: FSZipEntry, from archive: FSZipArchive) throws(FSZipError) {
        guard !entry.isEncrypted else { throw .encrypted(entry: entry.path) }
        let start = try archive.dataStart(of: entry)
        let method: UInt16 =
            switch entry.method {
            case .stored: 0
            case .deflated: 8
            case .other(let code): code
            }
        let zip64 = max(entry.compressedSize, entry.uncompressedSize) >= Zip64.sizeThreshold
        let (dosDate, dosTime) = dosFields(entry.modificationDate)
        let unixTime = unixTime(entry.modificationDate)
        // Keep the UTF-8 flag (the name bytes are copied as they are) and deflate's option bits.
        let flags = entry.flags & 0x0806
        let kind: UInt16 = entry.isSymbolicLink ? 0o120000 : entry.isDirectory ? 0o040000 : 0o100000
        let mode = kind | (entry.permissions ?? (entry.isDirectory ? 0o755 : 0o644))
        let headerOffset = position
        try append(
            LocalHeader.encoded(
                name: entry.rawPath, flags: flags, method: method, dosDate: dosDate, dosTime: dosTime, crc: entry.crc32,
                compressed: entry.compressedSize, uncompressed: entry.uncompressedSize, zip64: zip64,
                unixTime: unixTime))
        var data = EntryData(file: archive.file, start: start, count: entry.compressedSize, entry: entry.path)
        try copyStored(&data) { chunk throws(FSZipError) in try append(chunk) }
        directory.append(
            CentralRecord(
                name: entry.rawPath, comment: try fieldBytes(entry.comment, "the comment of \(entry.path)"),
                flags: flags,
                mode: mode, method: method, dosDate: dosDate, dosTime: dosTime, crc: entry.crc32,
                compressed: entry.compressedSize, uncompressed: entry.uncompressedSize, offset: headerOffset,
                unixTime: unixTime))
    }

    /// Streams the source through deflate (or not) and the encryption (if any), returning the
    /// CRC-32, both sizes, and the compressed sizes of independently deflated blocks.
    private func writeData(
        method: UInt16, level: Int, sealing: Sealing?, prepared: PreparedData?,
        source: ((UnsafeRawBufferPointer) throws(FSZipError) -> Void) throws(FSZipError) -> Void
    ) throws(FSZipError) -> (UInt32, UInt64, UInt64, [UInt64]?) {
        var crc = CFSZlib.crc32(0, nil, 0)
        var uncompressed: UInt64 = 0
        let start = position
        if let prepared {
            // A worker deflated and encrypted it.
            try withBytes(prepared.bytes) { raw throws(FSZipError) in try append(raw) }
            return (prepared.crc, position - start, prepared.size, nil)
        }
        // Each pass encrypts afresh: a rewrite gets its own salt or header.
        var encryption = try sealing?.start()
        if let header = encryption?.header { try append(header) }
        let scratch =
            encryption == nil
            ? nil : UnsafeMutableRawBufferPointer.allocate(byteCount: SystemCalls.bufferSize, alignment: 16)
        defer { scratch?.deallocate() }
        let output: (UnsafeRawBufferPointer) throws(FSZipError) -> Void = { bytes throws(FSZipError) in
            guard let scratch, var cipher = encryption?.cipher else { return try self.append(bytes) }
            var offset = 0
            while offset < bytes.count {
                let count = min(scratch.count, bytes.count - offset)
                let piece = UnsafeMutableRawBufferPointer(rebasing: scratch[..<count])
                piece.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count]))
                try cipher.encrypt(piece)
                try self.append(UnsafeRawBufferPointer(piece))
                offset += count
            }
            encryption?.cipher = cipher
        }
        let deflate =
            method == 8
            ? ParallelDeflate(level: level, primed: !recordsRestartPoints, work: OrderedWork(threads: threads)) : nil
        try source { chunk throws(FSZipError) in
            crc = CFSZlib.crc32(crc, chunk.baseAddress?.assumingMemoryBound(to: Bytef.self), uInt(chunk.count))
            uncompressed += UInt64(chunk.count)
            if let deflate { try deflate.add(chunk, output: output) } else { try output(chunk) }
        }
        try deflate?.finish(output: output)
        if let trailer = encryption?.cipher.trailer() { try append(trailer) }
        // Encrypted data cannot be decrypted from the middle (ZipCrypto, AES's HMAC).
        let restartPoints = sealing == nil ? deflate?.restartPoints : nil
        return (UInt32(crc), position - start, uncompressed, restartPoints)
    }

    private func append(_ bytes: [UInt8]) throws(FSZipError) {
        try withBytes(bytes) { raw throws(FSZipError) in try append(raw) }
    }

    private func append(_ bytes: UnsafeRawBufferPointer) throws(FSZipError) {
        let open = try openOutput
        if output.canSeek {
            let offset = Int64(position)
            try FSZipError.system(outputName) { _ = try open.writeAll(toAbsoluteOffset: offset, bytes) }
        } else {
            try FSZipError.system(outputName) { _ = try open.writeAll(bytes) }
        }
        position += UInt64(bytes.count)
    }

    private func patch(at offset: UInt64, _ bytes: [UInt8]) throws(FSZipError) {
        let open = try openOutput
        try FSZipError.system(outputName) { _ = try open.writeAll(toAbsoluteOffset: Int64(offset), bytes) }
    }

    /// The output's descriptor, while the archive is neither finished nor cancelled.
    private var openOutput: FileDescriptor {
        get throws(FSZipError) {
            guard let descriptor else { throw .invalidArgument("the archive is already finished") }
            return descriptor
        }
    }
}

/// A file of at most one block, read, deflated and encrypted whole by a worker thread: its
/// CRC-32, the method chosen, and the bytes to write — what the writer itself would have
/// written for it (but for the random salt or header of an encrypted one).
struct PreparedData: Sendable {
    var crc: UInt32
    var method: UInt16
    var bytes: [UInt8]
    var size: UInt64

    /// Reads the file at `path` (`size` bytes, as its `stat` said) and deflates it at `level`
    /// into one block; stored instead when deflate does not shrink it and the output can
    /// seek (as ``FSZipWriter`` rewrites such entries).
    static func reading(
        _ path: String, size: UInt64, level: Int, canStore: Bool, sealing: Sealing?
    ) -> Result<PreparedData, FSZipError> {
        Result { () throws(FSZipError) in
            let file = try ReadableFile(path: path)
            guard file.size == size else { throw .unreadableSource("\(path) (its size changed while it was added)") }
            let raw = try file.read(at: 0, count: Int(size), what: path)
            let crc = crc32Checksum(raw)
            var (method, bytes): (UInt16, [UInt8]) = (0, raw)
            if level > 0 && size > 0 {
                let deflated = try deflateBlock(raw, level: level, dictionary: [], last: true).get()
                if !canStore || deflated.count < raw.count { (method, bytes) = (8, deflated) }
            }
            if let sealing {
                var (cipher, header) = try sealing.start()
                let encrypted: Result<Void, FSZipError> = bytes.withUnsafeMutableBytes { raw in
                    Result { () throws(FSZipError) in try cipher.encrypt(raw) }
                }
                try encrypted.get()
                bytes = header + bytes + cipher.trailer()
            }
            return PreparedData(crc: crc, method: method, bytes: bytes, size: size)
        }
    }
}

/// How one entry is encrypted as it is written.
struct Sealing: Sendable {
    /// The entry's name, for errors.
    let entry: String
    let encryption: FSZipEncryption
    let password: [UInt8]
    /// ZipCrypto's check byte: the DOS time's high byte, since a data descriptor follows.
    let checkByte: UInt8

    /// The AES field's vendor version and strength, for a WinZip AES entry.
    var aes: (version: UInt16, strength: UInt8)? {
        guard case .winZipAES(let size, let version) = encryption else { return nil }
        return (UInt16(version.rawValue), size.strength)
    }

    /// The bytes encryption adds: the header before the data and the trailer after it.
    var overhead: Int {
        switch encryption {
        case .winZipAES(let size, _): size.saltCount + 2 + 10
        default: ZipCrypto.headerCount
        }
    }

    /// A fresh encryption, with its header.
    func start() throws(FSZipError) -> (cipher: any EntryEncryption, header: [UInt8]) {
        switch encryption {
        case .zipCrypto:
            return ZipCrypto.encrypting(password: password, check: checkByte)
        case .winZipAES(let size, _):
            #if FSZipAES
                return try WinZipAES.encrypting(password: password, size: size)
            #else
                _ = size
                throw .unsupportedEncryption(entry: entry, encryption)
            #endif
        case .unsupported:
            throw .unsupportedEncryption(entry: entry, encryption)
        }
    }
}

/// Where a writer's bytes go.
private enum Output {
    /// A temporary file renamed over the path by `finish`.
    case temporary(String)
    /// A descriptor written front to back, never seeking.
    case stream
    /// The archive itself, from its central directory on; `tail` is what was there from
    /// `start`, written back by `cancel`.
    case inPlace(tail: [UInt8], start: UInt64)

    var canSeek: Bool {
        if case .stream = self { false } else { true }
    }
}

/// A deflate level clamped to zlib's 0…9.
private func deflateLevel(_ level: Int) -> Int { level.clamped(to: 0...9) }

/// The UTF-8 bytes of a name or comment, which must fit a zip field's 16-bit length.
private func fieldBytes(_ text: String, _ what: @autoclosure () -> String) throws(FSZipError) -> [UInt8] {
    let bytes = Array(text.utf8)
    guard bytes.count <= Int(UInt16.max) else { throw .tooLong(what()) }
    return bytes
}

extension FileStatus {
    /// The modification time, in whole seconds as the writer keeps it.
    var modificationDate: Date { Date(timeIntervalSince1970: TimeInterval(modificationSeconds)) }
}

/// `withUnsafeBytes` keeping the typed error (the standard library's is untyped `rethrows`).
func withBytes(
    _ bytes: [UInt8], _ body: (UnsafeRawBufferPointer) throws(FSZipError) -> Void
) throws(FSZipError) {
    let outcome: Result<Void, FSZipError> = bytes.withUnsafeBytes { raw in
        do throws(FSZipError) {
            try body(raw)
            return .success(())
        } catch {
            return .failure(error)
        }
    }
    try outcome.get()
}
