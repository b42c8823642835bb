import CFSZlib
import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
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
public final class FSZipWriter {
    /// The path the archive will have; `nil` when streaming to a descriptor.
    public let path: String?
    /// The default deflate level, 0 (store) … 9.
    public let level: Int
    /// The file written until ``finish(comment:)``; `nil` when streaming.
    private let temporaryPath: String?
    private var descriptor: Int32
    private var position: UInt64 = 0
    private var directory: [_DirectoryRecord] = []
    private var finished = false

    /// Starts an archive at `path`, written to a temporary file beside it until ``finish(comment:)``.
    ///
    /// - Parameters:
    ///   - path: Where the finished archive will be.
    ///   - level: The deflate level for entries that do not choose one (0…9, clamped).
    public init(path: String, level: Int = 6) throws(FSZipError) {
        self.path = path
        self.level = min(max(level, 0), 9)
        let temporary =
            (path as NSString).deletingLastPathComponent.nonEmpty + "/." + (path as NSString).lastPathComponent
            + ".fszip-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        temporaryPath = temporary
        descriptor = open(temporary, O_RDWR | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw .io("\(path): \(String(cString: strerror(errno)))") }
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
        temporaryPath = nil
        self.level = min(max(level, 0), 9)
        self.descriptor = descriptor
    }

    deinit {
        if !finished { cancel() }
    }

    /// Abandons the archive: the temporary file is removed and nothing appears at ``path``.
    /// A streamed archive stops where it is, without a central directory, so no reader will
    /// take it for complete.
    public func cancel() {
        guard descriptor >= 0 else { return }
        if let temporaryPath {
            close(descriptor)
            unlink(temporaryPath)
        }
        descriptor = -1
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
            level: level ?? self.level, comment: comment
        ) { body throws(FSZipError) in
            try _withBytes(bytes, body)
        }
    }

    /// Adds the file at `source` as `name` (default: its last path component), streaming
    /// it with bounded memory. A symbolic link is stored as a link unless
    /// `followSymbolicLinks`, which adds the content it points to.
    public func addFile(
        at source: String, as name: String? = nil, level: Int? = nil, followSymbolicLinks: Bool = false,
        comment: String = ""
    ) throws(FSZipError) {
        var status = stat()
        guard (followSymbolicLinks ? stat(source, &status) : lstat(source, &status)) == 0 else {
            throw .unreadableSource(source)
        }
        let entryName = name ?? (source as NSString).lastPathComponent
        let date = Date(timeIntervalSince1970: TimeInterval(status.st_mtim_seconds))
        if status.st_mode & S_IFMT == S_IFLNK {
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: source)) ?? ""
            try addSymbolicLink(as: entryName, target: target, modificationDate: date, comment: comment)
            return
        }
        let file = try _ReadableFile(path: source)
        try addEntry(
            name: entryName, mode: 0o100000 | UInt16(status.st_mode & 0o7777), date: date, size: file.size,
            level: level ?? self.level, comment: comment
        ) { body throws(FSZipError) in
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 18, alignment: 16)
            defer { buffer.deallocate() }
            var offset: UInt64 = 0
            while offset < file.size {
                let got = try file.read(at: offset, into: buffer)
                guard got > 0 else { throw .unreadableSource(source) }
                try body(UnsafeRawBufferPointer(rebasing: buffer[..<got]))
                offset += UInt64(got)
            }
        }
    }

    /// Adds a directory entry (no data) at `name`.
    public func addDirectoryEntry(
        _ name: String, modificationDate: Date = Date(), permissions: UInt16 = 0o755, comment: String = ""
    ) throws(FSZipError) {
        let directoryName = name.hasSuffix("/") ? name : name + "/"
        try addEntry(
            name: directoryName, mode: 0o040000 | (permissions & 0o7777), date: modificationDate, size: 0, level: 0,
            comment: comment
        ) { _ throws(FSZipError) in }
    }

    /// Adds a symbolic link at `name` pointing to `target`.
    public func addSymbolicLink(
        as name: String, target: String, modificationDate: Date = Date(), comment: String = ""
    ) throws(FSZipError) {
        let bytes = Array(target.utf8)
        try addEntry(
            name: name, mode: 0o120777, date: modificationDate, size: UInt64(bytes.count), level: 0, comment: comment
        ) {
            body throws(FSZipError) in
            try _withBytes(bytes, body)
        }
    }

    /// Adds `source` and everything under it, named by their paths relative to `source`'s
    /// parent (so `addDirectory(at: "/tmp/site")` writes `site/…`), in a stable order.
    ///
    /// - Parameters:
    ///   - source: The directory to add.
    ///   - includeHidden: Whether names starting with `.` are added.
    ///   - followSymbolicLinks: Whether links are followed (adding their target's content)
    ///     or stored as links (the default).
    public func addDirectory(
        at source: String, includeHidden: Bool = false, followSymbolicLinks: Bool = false
    ) throws(FSZipError) {
        let base = (source as NSString).lastPathComponent
        try addTree(source, name: base, includeHidden: includeHidden, follow: followSymbolicLinks)
    }

    private func addTree(_ path: String, name: String, includeHidden: Bool, follow: Bool) throws(FSZipError) {
        var status = stat()
        guard (follow ? stat(path, &status) : lstat(path, &status)) == 0 else { throw .unreadableSource(path) }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            try addFile(at: path, as: name, followSymbolicLinks: follow)
            return
        }
        try addDirectoryEntry(
            name, modificationDate: Date(timeIntervalSince1970: TimeInterval(status.st_mtim_seconds)),
            permissions: UInt16(status.st_mode & 0o7777))
        guard let children = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            throw .unreadableSource(path)
        }
        for child in children.sorted() where includeHidden || !child.hasPrefix(".") {
            try addTree(path + "/" + child, name: name + "/" + child, includeHidden: includeHidden, follow: follow)
        }
    }

    /// Writes the central directory and moves the archive to ``path`` (when streaming, the
    /// central directory is the last thing written to the descriptor).
    public func finish(comment: String = "") throws(FSZipError) {
        guard !finished else { return }
        let commentBytes = try _field(comment, "the archive comment")
        let directoryStart = position
        for record in directory { try append(record.centralHeader()) }
        let directorySize = position - directoryStart
        var end = _ByteWriter()
        let count = UInt64(directory.count)
        if count >= 0xFFFF || directoryStart >= 0xFFFF_FFFF || directorySize >= 0xFFFF_FFFF {
            let recordOffset = position
            end.u32(0x0606_4B50)
            end.u64(44)
            end.u16(45)
            end.u16(45)
            end.u32(0)
            end.u32(0)
            end.u64(count)
            end.u64(count)
            end.u64(directorySize)
            end.u64(directoryStart)
            end.u32(0x0706_4B50)
            end.u32(0)
            end.u64(recordOffset)
            end.u32(1)
        }
        end.u32(0x0605_4B50)
        end.u16(0)
        end.u16(0)
        end.u16(UInt16(min(count, 0xFFFF)))
        end.u16(UInt16(min(count, 0xFFFF)))
        end.u32(UInt32(min(directorySize, 0xFFFF_FFFF)))
        end.u32(UInt32(min(directoryStart, 0xFFFF_FFFF)))
        end.u16(UInt16(commentBytes.count))
        end.append(commentBytes)
        try append(end.bytes)
        guard let temporaryPath, let path else {
            descriptor = -1
            finished = true
            return
        }
        guard fsync(descriptor) == 0, close(descriptor) == 0 else {
            throw .io("\(temporaryPath): \(String(cString: strerror(errno)))")
        }
        descriptor = -1
        guard rename(temporaryPath, path) == 0 else {
            unlink(temporaryPath)
            throw .io("\(path): \(String(cString: strerror(errno)))")
        }
        finished = true
    }

    // MARK: Entries

    private func addEntry(
        name: String, mode: UInt16, date: Date, size: UInt64, level: Int, comment: String,
        source: ((UnsafeRawBufferPointer) throws(FSZipError) -> Void) throws(FSZipError) -> Void
    ) throws(FSZipError) {
        guard !finished, descriptor >= 0 else { throw .io("the archive is already finished") }
        let nameBytes = try _field(name, "the name \(name.prefix(40))…")
        guard !nameBytes.isEmpty else { throw .unreadableSource("an entry with an empty name") }
        let commentBytes = try _field(comment, "the comment of \(name)")
        // Streamed entries carry their CRC and sizes in a data descriptor after the data.
        let flags: UInt16 = temporaryPath == nil ? 0x0808 : 0x0800
        let headerOffset = position
        let zip64 = size >= 0xFFFF_0000
        let (dosDate, dosTime) = _dosFields(date)
        let unixTime = UInt32(
            truncatingIfNeeded: Int64(max(min(date.timeIntervalSince1970, Double(Int32.max)), Double(Int32.min))))
        var method: UInt16 = level > 0 && size > 0 ? 8 : 0
        let localExtra = _extra(unixTime: unixTime, zip64: zip64 ? (0, 0) : nil)
        try append(
            _localHeader(
                name: nameBytes, flags: flags, method: method, dosDate: dosDate, dosTime: dosTime, crc: 0,
                compressed: 0, uncompressed: 0, zip64: zip64, extra: localExtra))
        let dataStart = position
        var (crc, compressed, uncompressed) = try writeData(method: method, level: level, source: source)
        if method == 8 && compressed >= uncompressed && temporaryPath != nil {
            // Deflate did not help: rewrite the entry stored.
            position = dataStart
            guard ftruncate(descriptor, off_t(dataStart)) == 0 else { throw .io(String(cString: strerror(errno))) }
            method = 0
            (crc, compressed, uncompressed) = try writeData(method: 0, level: 0, source: source)
        }
        guard uncompressed == size else { throw .unreadableSource("\(name) changed while being added") }
        guard zip64 || (compressed < 0xFFFF_FFFF && uncompressed < 0xFFFF_FFFF) else {
            throw .io("\(name) grew past 4 GiB while being added")
        }
        if temporaryPath == nil {
            var trailer = _ByteWriter()
            trailer.u32(0x0807_4B50)
            trailer.u32(crc)
            if zip64 {
                trailer.u64(compressed)
                trailer.u64(uncompressed)
            } else {
                trailer.u32(UInt32(compressed))
                trailer.u32(UInt32(uncompressed))
            }
            try append(trailer.bytes)
        } else {
            // Patch the header now that the sizes and CRC are known.
            try patch(
                at: headerOffset,
                _localHeader(
                    name: nameBytes, flags: flags, method: method, dosDate: dosDate, dosTime: dosTime, crc: crc,
                    compressed: compressed, uncompressed: uncompressed, zip64: zip64,
                    extra: _extra(unixTime: unixTime, zip64: zip64 ? (uncompressed, compressed) : nil)))
        }
        directory.append(
            _DirectoryRecord(
                name: nameBytes, comment: commentBytes, flags: flags, mode: mode, method: method, dosDate: dosDate,
                dosTime: dosTime, crc: crc, compressed: compressed, uncompressed: uncompressed, offset: headerOffset,
                unixTime: unixTime))
    }

    /// Streams the source through deflate (or not), returning the CRC-32 and both sizes.
    private func writeData(
        method: UInt16, level: Int,
        source: ((UnsafeRawBufferPointer) throws(FSZipError) -> Void) throws(FSZipError) -> Void
    ) throws(FSZipError) -> (UInt32, UInt64, UInt64) {
        var crc = CFSZlib.crc32(0, nil, 0)
        var uncompressed: UInt64 = 0
        let start = position
        guard method == 8 else {
            try source { chunk throws(FSZipError) in
                crc = CFSZlib.crc32(crc, chunk.baseAddress?.assumingMemoryBound(to: Bytef.self), uInt(chunk.count))
                uncompressed += UInt64(chunk.count)
                try self.append(chunk)
            }
            return (UInt32(crc), position - start, uncompressed)
        }
        var stream = z_stream()
        guard czlib_deflateInit2(&stream, Int32(level)) == Z_OK else { throw .io("zlib could not start deflating") }
        defer { deflateEnd(&stream) }
        let output = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 18, alignment: 16)
        defer { output.deallocate() }
        func pump(_ flush: Int32) throws(FSZipError) {
            repeat {
                stream.next_out = output.baseAddress?.assumingMemoryBound(to: Bytef.self)
                stream.avail_out = uInt(output.count)
                let status = deflate(&stream, flush)
                guard status != Z_STREAM_ERROR else { throw .io("zlib deflate failed") }
                let produced = output.count - Int(stream.avail_out)
                if produced > 0 { try append(UnsafeRawBufferPointer(rebasing: output[..<produced])) }
            } while stream.avail_out == 0
        }
        try source { chunk throws(FSZipError) in
            crc = CFSZlib.crc32(crc, chunk.baseAddress?.assumingMemoryBound(to: Bytef.self), uInt(chunk.count))
            uncompressed += UInt64(chunk.count)
            stream.next_in = UnsafeMutablePointer(mutating: chunk.baseAddress?.assumingMemoryBound(to: Bytef.self))
            stream.avail_in = uInt(chunk.count)
            try pump(Z_NO_FLUSH)
        }
        try pump(Z_FINISH)
        return (UInt32(crc), position - start, uncompressed)
    }

    private func append(_ bytes: [UInt8]) throws(FSZipError) {
        try _withBytes(bytes) { raw throws(FSZipError) in try append(raw) }
    }

    private func append(_ bytes: UnsafeRawBufferPointer) throws(FSZipError) {
        var done = 0
        while done < bytes.count {
            let start = bytes.baseAddress.map { $0 + done }
            let result =
                temporaryPath == nil
                ? write(descriptor, start, bytes.count - done)
                : pwrite(descriptor, start, bytes.count - done, off_t(position) + off_t(done))
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { throw .io("\(path ?? "the output"): \(String(cString: strerror(errno)))") }
            done += result
        }
        position += UInt64(bytes.count)
    }

    private func patch(at offset: UInt64, _ bytes: [UInt8]) throws(FSZipError) {
        let result = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
        guard result == bytes.count else { throw .io("\(path ?? ""): \(String(cString: strerror(errno)))") }
    }
}

/// What the central directory says of an entry written.
private struct _DirectoryRecord {
    let name: [UInt8]
    let comment: [UInt8]
    let flags: UInt16
    let mode: UInt16
    let method: UInt16
    let dosDate: UInt16
    let dosTime: UInt16
    let crc: UInt32
    let compressed: UInt64
    let uncompressed: UInt64
    let offset: UInt64
    let unixTime: UInt32

    func centralHeader() -> [UInt8] {
        let large = compressed >= 0xFFFF_FFFF || uncompressed >= 0xFFFF_FFFF || offset >= 0xFFFF_FFFF
        var zip64 = _ByteWriter()
        if large {
            zip64.u16(0x0001)
            zip64.u16(24)
            zip64.u64(uncompressed)
            zip64.u64(compressed)
            zip64.u64(offset)
        }
        var extra = _ByteWriter()
        extra.u16(0x5455)
        extra.u16(5)
        extra.bytes.append(1)
        extra.u32(unixTime)
        extra.append(zip64.bytes)
        var header = _ByteWriter()
        header.u32(0x0201_4B50)
        header.u16(3 << 8 | 63)  // made by Unix, specification 6.3
        header.u16(large ? 45 : 20)
        header.u16(flags)
        header.u16(method)
        header.u16(dosTime)
        header.u16(dosDate)
        header.u32(crc)
        header.u32(large ? 0xFFFF_FFFF : UInt32(compressed))
        header.u32(large ? 0xFFFF_FFFF : UInt32(uncompressed))
        header.u16(UInt16(name.count))
        header.u16(UInt16(extra.bytes.count))
        header.u16(UInt16(comment.count))
        header.u16(0)
        header.u16(0)
        header.u32(UInt32(mode) << 16 | (mode & 0o170000 == 0o040000 ? 0x10 : 0))
        header.u32(large ? 0xFFFF_FFFF : UInt32(offset))
        header.append(name)
        header.append(extra.bytes)
        header.append(comment)
        return header.bytes
    }
}

private func _localHeader(
    name: [UInt8], flags: UInt16, method: UInt16, dosDate: UInt16, dosTime: UInt16, crc: UInt32, compressed: UInt64,
    uncompressed: UInt64,
    zip64: Bool, extra: [UInt8]
) -> [UInt8] {
    var header = _ByteWriter()
    header.u32(0x0403_4B50)
    header.u16(zip64 ? 45 : 20)
    header.u16(flags)
    header.u16(method)
    header.u16(dosTime)
    header.u16(dosDate)
    header.u32(crc)
    header.u32(zip64 ? 0xFFFF_FFFF : UInt32(compressed))
    header.u32(zip64 ? 0xFFFF_FFFF : UInt32(uncompressed))
    header.u16(UInt16(name.count))
    header.u16(UInt16(extra.count))
    header.append(name)
    header.append(extra)
    return header.bytes
}

/// The extended timestamp and, for large entries, the ZIP64 sizes of a local header.
private func _extra(unixTime: UInt32, zip64: (uncompressed: UInt64, compressed: UInt64)?) -> [UInt8] {
    var extra = _ByteWriter()
    extra.u16(0x5455)
    extra.u16(5)
    extra.bytes.append(1)
    extra.u32(unixTime)
    if let zip64 {
        extra.u16(0x0001)
        extra.u16(16)
        extra.u64(zip64.uncompressed)
        extra.u64(zip64.compressed)
    }
    return extra.bytes
}

/// DOS date and time in local time; dates before 1980 become 1980-01-01 00:00, after 2107
/// the last DOS date.
private func _dosFields(_ date: Date) -> (date: UInt16, time: UInt16) {
    let components = Calendar(identifier: .gregorian).dateComponents(
        [.year, .month, .day, .hour, .minute, .second], from: date)
    let year = components.year ?? 1980
    guard year >= 1980 else { return (1 << 5 | 1, 0) }
    guard year <= 2107 else { return (127 << 9 | 12 << 5 | 31, 23 << 11 | 59 << 5 | 29) }
    let dosDate = UInt16(year - 1980) << 9 | UInt16(components.month ?? 1) << 5 | UInt16(components.day ?? 1)
    let dosTime =
        UInt16(components.hour ?? 0) << 11 | UInt16(components.minute ?? 0) << 5 | UInt16((components.second ?? 0) / 2)
    return (dosDate, dosTime)
}

/// The UTF-8 bytes of a name or comment, which must fit a zip field's 16-bit length.
private func _field(_ text: String, _ what: @autoclosure () -> String) throws(FSZipError) -> [UInt8] {
    let bytes = Array(text.utf8)
    guard bytes.count <= 0xFFFF else { throw .tooLong(what()) }
    return bytes
}

extension String {
    /// The string, or "." when empty: a directory for paths without one.
    fileprivate var nonEmpty: String { isEmpty ? "." : self }
}

extension stat {
    /// The modification time in whole seconds, on Linux and Apple platforms alike.
    var st_mtim_seconds: Int {
        #if canImport(Darwin)
            Int(st_mtimespec.tv_sec)
        #else
            Int(st_mtim.tv_sec)
        #endif
    }
}

/// `withUnsafeBytes` keeping the typed error (the standard library's is untyped `rethrows`).
private func _withBytes(
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
