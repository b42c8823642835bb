internal import FSInternal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads a tar archive — plain, or gzip-compressed (recognized by its first bytes) — one
/// entry at a time, front to back, streaming: an archive of any size, from a file, memory or
/// any source of bytes (a pipe, a download), passes through bounded memory.
///
/// ```swift
/// let reader = try FSTarReader(path: "backup.tar.gz")
/// while let entry = try reader.next() {
///     print(entry.path, entry.size)
///     if entry.path.hasSuffix(".json") {
///         let json = try reader.readContents()      // or readContents { chunk in … }
///     }
/// }
/// ```
///
/// It reads POSIX ustar and pax (long and UTF-8 names, sizes over 8 GiB, times with
/// fractions), GNU tar's format (long names and link targets, base-256 numbers) and old
/// (v7) tars; every header's checksum and every pax record is checked, and ``FSTarLimits``
/// bound the entry count, the total size and the metadata held in memory. A reader is used
/// from one thread.
public final class FSTarReader {
    private enum Queued {
        case entry(FSTarEntry)
        case contents([UInt8])
        case entryEnd
    }

    /// The archive's bytes, in pieces; `nil` at the end.
    private let source: () throws(FSZipError) -> [UInt8]?
    private var parser: TarParser
    /// Whether the archive is gzip (decided by its first two bytes).
    private var gunzip: GzipReader?
    private var head: [UInt8]? = []
    private var queue: [Queued] = []
    private var queueStart = 0
    private var inputEnded = false
    /// An error found after the items queued before it: thrown once they are taken.
    private var failure: FSZipError?
    /// Whether the entry ``next()`` returned last still has contents to read.
    private var inContents = false

    /// The pieces a compressed archive is read in: small, so that what one piece inflates to
    /// stays small (deflate makes at most 1032 bytes of one).
    private static let compressedPieceSize = 1 << 15

    /// Reads the archive at `path`.
    ///
    /// - Parameters:
    ///   - path: The archive, plain or gzip.
    ///   - limits: The bounds on the entry count, the total size and the metadata.
    /// - Throws: an ``FSZipError`` of code ``FSZipError/Code/io`` when the file cannot be
    ///   opened.
    public convenience init(path: String, limits: FSTarLimits = FSTarLimits()) throws(FSZipError) {
        let file = try ReadableFile(path: path)
        var offset: UInt64 = 0
        self.init(limits: limits) { () throws(FSZipError) -> [UInt8]? in
            guard offset < file.size else { return nil }
            let count = Int(min(UInt64(Self.compressedPieceSize), file.size - offset))
            let piece = try file.read(at: offset, count: count, what: path)
            offset += UInt64(count)
            return piece
        }
    }

    /// Reads the archive in `data`, plain or gzip.
    ///
    /// - Parameters:
    ///   - data: The archive's bytes.
    ///   - limits: The bounds on the entry count, the total size and the metadata.
    public convenience init(data: some ContiguousBytes, limits: FSTarLimits = FSTarLimits()) {
        let bytes = data.withUnsafeBytes { [UInt8]($0) }
        var offset = 0
        self.init(limits: limits) { () throws(FSZipError) -> [UInt8]? in
            guard offset < bytes.count else { return nil }
            let end = min(offset + Self.compressedPieceSize, bytes.count)
            defer { offset = end }
            return Array(bytes[offset..<end])
        }
    }

    /// Reads the archive whose bytes `input` hands over in pieces of any size, returning `nil`
    /// at the end: standard input, a socket, a download.
    ///
    /// ```swift
    /// let reader = FSTarReader { try FileHandle.standardInput.read(upToCount: 1 << 16) }
    /// ```
    ///
    /// - Parameters:
    ///   - limits: The bounds on the entry count, the total size and the metadata.
    ///   - input: The next piece of the archive, or `nil` (or empty data) at its end; an error
    ///     it throws stops the reader with an ``FSZipError/Code/io`` error.
    public convenience init(limits: FSTarLimits = FSTarLimits(), input: @escaping () throws -> Data?) {
        self.init(limits: limits) { () throws(FSZipError) -> [UInt8]? in
            do {
                guard let data = try input(), !data.isEmpty else { return nil }
                return [UInt8](data)
            } catch let error as FSZipError {
                throw error
            } catch {
                throw .io("the input: \(error)")
            }
        }
    }

    private init(limits: FSTarLimits, source: @escaping () throws(FSZipError) -> [UInt8]?) {
        parser = TarParser(limits: limits)
        self.source = source
    }

    /// The next entry, passing over what is left of the previous one's contents; `nil` at the
    /// end of the archive.
    ///
    /// - Throws: ``FSZipError/Code/corrupt`` for a damaged or cut-short archive (or gzip
    ///   data), ``FSZipError/Code/limitExceeded`` past a limit,
    ///   ``FSZipError/Code/unsupportedMethod`` for GNU sparse files.
    public func next() throws(FSZipError) -> FSTarEntry? {
        while let item = try take() {
            switch item {
            case .entry(let entry):
                inContents = true
                return entry
            case .contents: continue
            case .entryEnd: inContents = false
            }
        }
        return nil
    }

    /// Hands what is left of the current entry's contents to `body`, in pieces, in order.
    ///
    /// - Parameter body: Takes each piece; an error it throws stops the reading.
    public func readContents(_ body: (UnsafeRawBufferPointer) throws(FSZipError) -> Void) throws(FSZipError) {
        while inContents, let item = try take() {
            switch item {
            case .contents(let bytes): try bytes.withBytes(body)
            case .entryEnd: inContents = false
            case .entry: throw .corrupt("an entry has no end")  // the parser ends each entry first
            }
        }
    }

    /// What is left of the current entry's contents, at most `limit` bytes of it.
    ///
    /// - Parameter limit: The most bytes to return (default: no limit).
    /// - Throws: ``FSZipError/Code/limitExceeded`` when the contents are longer than `limit`.
    public func readContents(limit: Int = .max) throws(FSZipError) -> Data {
        var data = Data()
        try readContents { bytes throws(FSZipError) in
            guard bytes.count <= limit - data.count else {
                throw .limitExceeded("the entry has more than \(limit) bytes")
            }
            data.append(contentsOf: bytes)
        }
        return data
    }

    /// Extracts the entries not yet read under `destination`, safely: nothing outside it (no
    /// `..`, no absolute path, no link leading out, nothing written through a link), each file
    /// written under a temporary name and renamed into place once whole, no devices or pipes.
    /// After an error, the files and directories before the failing entry stay; symbolic links,
    /// made last, are not made.
    ///
    /// - Parameter destination: The directory to extract into; created if missing.
    /// - Returns: The entries extracted (devices and pipes, never made, are left out).
    @discardableResult
    public func extractAll(to destination: String) throws(FSZipError) -> [FSTarEntry] {
        let extractor = try TarExtractor(destination: destination)
        while inContents, let item = try take(), case .contents = item {}
        inContents = false
        while let item = try take() {
            switch item {
            case .entry(let entry): try extractor.handle(.entry(entry))
            case .contents(let bytes):
                try bytes.withBytes { raw throws(FSZipError) in try extractor.handle(.contents(raw)) }
            case .entryEnd: try extractor.handle(.entryEnd)
            }
        }
        try extractor.finish()
        return extractor.extracted
    }

    // MARK: - Input

    /// The next item read, reading more of the input when none is waiting.
    private func take() throws(FSZipError) -> Queued? {
        while queueStart == queue.count {
            queue.removeAll(keepingCapacity: true)
            queueStart = 0
            if let failure { throw failure }
            do {
                guard try fill() else { return nil }
            } catch {
                // What was read before the damage is handed out first, as from a file.
                inputEnded = true
                failure = error
            }
        }
        defer { queueStart += 1 }
        return queue[queueStart]
    }

    /// Reads one more piece of input; `false` at its end.
    private func fill() throws(FSZipError) -> Bool {
        guard !inputEnded else { return false }
        guard let piece = try source() else {
            inputEnded = true
            if let head { try parse(head) }
            head = nil
            try gunzip?.finish()
            try parser.finish()
            return true
        }
        guard var head else {
            try route(piece)
            return true
        }
        // The first two bytes decide: gzip's magic, or tar.
        head += piece
        guard head.count >= GzipFormat.magic.count else {
            self.head = head
            return true
        }
        self.head = nil
        if Array(head.prefix(GzipFormat.magic.count)) == GzipFormat.magic {
            gunzip = GzipReader(limit: nil, member: { _ in }) { [unowned self] bytes throws(FSZipError) in
                try self.parse(bytes)
            }
        }
        try route(head)
        return true
    }

    private func route(_ piece: [UInt8]) throws(FSZipError) {
        if let gunzip {
            try piece.withBytes { bytes throws(FSZipError) in try gunzip.read(bytes) }
        } else {
            try parse(piece)
        }
    }

    private func parse(_ bytes: [UInt8]) throws(FSZipError) {
        try bytes.withBytes { raw throws(FSZipError) in try parse(raw) }
    }

    private func parse(_ bytes: UnsafeRawBufferPointer) throws(FSZipError) {
        try parser.parse(bytes) { event throws(FSZipError) in
            switch event {
            case .entry(let entry): queue.append(.entry(entry))
            case .contents(let bytes): queue.append(.contents([UInt8](bytes)))
            case .entryEnd: queue.append(.entryEnd)
            }
        }
    }
}
