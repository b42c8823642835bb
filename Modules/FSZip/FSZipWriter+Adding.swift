internal import FSInternal
internal import SystemPackage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension FSZipWriter {
    /// Adds `data` as a file entry at `name`, with an optional entry `comment`.
    public func add(
        _ data: Data, as name: String, modificationDate: Date = Date(), permissions: UInt16 = 0o644, level: Int? = nil,
        comment: String = ""
    ) throws(FSZipError) {
        try addData(
            data, as: name, modificationDate: modificationDate, permissions: permissions, level: level,
            comment: comment)
    }

    private func addData(
        _ data: Data, as name: String, modificationDate: Date, permissions: UInt16, level: Int?, comment: String
    ) throws(FSZipError) {
        try addEntry(
            name: name, mode: UnixMode(.regular, permissions: permissions), date: modificationDate,
            size: UInt64(data.count), level: level ?? self.level, comment: comment, encrypts: true
        ) { body throws(FSZipError) in
            try data.withBytes { bytes throws(FSZipError) in
                // In buffers, so that a cancelled task stops between them.
                for start in stride(from: 0, to: bytes.count, by: SystemCalls.bufferSize) {
                    try body(
                        UnsafeRawBufferPointer(
                            rebasing: bytes[start..<min(start + SystemCalls.bufferSize, bytes.count)]))
                }
            }
        }
    }

    /// The same, off the caller's actor (`@concurrent`): cancelling the task stops it with
    /// ``FSZipError/cancelled`` at the next 256 KiB, and where the output can seek the entry
    /// leaves no bytes behind (the archive can be finished with the entries before it).
    @concurrent
    public func add(
        _ data: Data, as name: String, modificationDate: Date = Date(), permissions: UInt16 = 0o644, level: Int? = nil,
        comment: String = ""
    ) async throws(FSZipError) {
        try addData(
            data, as: name, modificationDate: modificationDate, permissions: permissions, level: level,
            comment: comment)
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
            name: name, mode: UnixMode(.regular, permissions: permissions), date: modificationDate, size: nil,
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
        try addFileEntry(at: source, as: name, level: level, followSymbolicLinks: followSymbolicLinks, comment: comment)
    }

    private func addFileEntry(
        at source: String, as name: String?, level: Int?, followSymbolicLinks: Bool, comment: String
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
            name: entryName, mode: UnixMode(.regular, permissions: status.permissions), date: date, size: file.size,
            level: level ?? self.level, comment: comment, encrypts: true
        ) { body throws(FSZipError) in
            try file.readAll { chunk throws(FSZipError) in
                try body(chunk)
                try self.reporter?.add(bytes: chunk.count)
            }
        }
    }

    /// The same, off the caller's actor (`@concurrent`): cancelling the task stops it with
    /// ``FSZipError/cancelled`` at the next 256 KiB, and where the output can seek the entry
    /// leaves no bytes behind.
    @concurrent
    public func addFile(
        at source: String, as name: String? = nil, level: Int? = nil, followSymbolicLinks: Bool = false,
        comment: String = ""
    ) async throws(FSZipError) {
        try addFileEntry(at: source, as: name, level: level, followSymbolicLinks: followSymbolicLinks, comment: comment)
    }

    /// Adds a directory entry (no data) at `name`; a trailing `/` is added when missing.
    public func addDirectoryEntry(
        as name: String, modificationDate: Date = Date(), permissions: UInt16 = 0o755, comment: String = ""
    ) throws(FSZipError) {
        try addEntry(
            name: name.hasSuffix("/") ? name : name + "/", mode: UnixMode(.directory, permissions: permissions),
            date: modificationDate, size: 0, level: 0, comment: comment, encrypts: false
        ) { _ throws(FSZipError) in }
    }

    /// Adds a symbolic link at `name` pointing to `target`.
    public func addSymbolicLink(
        as name: String, target: String, modificationDate: Date = Date(), comment: String = ""
    ) throws(FSZipError) {
        let bytes = Array(target.utf8)
        try addEntry(
            name: name, mode: UnixMode(.symbolicLink, permissions: UnixMode.accessMask), date: modificationDate,
            size: UInt64(bytes.count), level: 0, comment: comment, encrypts: false
        ) { body throws(FSZipError) in
            try bytes.withBytes(body)
        }
    }
}
