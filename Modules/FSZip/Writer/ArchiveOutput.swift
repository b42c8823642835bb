internal import FSInternal
internal import SystemPackage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where a writer's bytes go, and how the archive ends there: renamed into place, written
/// back over the original, handed over as `Data`, or left as streamed.
///
/// The writer sees one sequence of bytes with a position; only outputs that can seek take
/// ``patch(at:_:)`` and ``rewind(to:)``, which fill in a local header once the data's sizes
/// are known and rewrite an entry deflate did not shrink.
final class ArchiveOutput {
    private enum Destination {
        /// A temporary file renamed over the archive's path by ``finish()``.
        case file(AtomicFile)
        /// The archive appended to, from its central directory on; `tail` is what was there
        /// from `start`, written back by ``cancel()``.
        case inPlace(FileDescriptor, tail: [UInt8], start: UInt64)
        /// A descriptor written front to back, never seeking.
        case stream(FileDescriptor)
        /// Bytes in memory, at most `limit` of them.
        case memory(Data, limit: Int)
        /// Bytes gathered into chunks of up to a buffer's size, handed to `sink` in order.
        case sink(pending: Data, (Data) throws -> Void)
    }

    /// The output until the archive is finished or cancelled.
    private var destination: Destination?
    /// What error messages call the output: the archive's path, or "the output".
    let name: String
    /// How many bytes the archive has so far: where the next ``append(_:)`` writes.
    private(set) var position: UInt64

    private init(_ destination: Destination, name: String, position: UInt64 = 0) {
        self.destination = destination
        self.name = name
        self.position = position
    }

    /// A new archive at `path`, written beside it until ``finish()``, with the permissions
    /// `rw-r--r--` less the umask, as `zip` gives them.
    static func file(_ path: String) throws(FSZipError) -> ArchiveOutput {
        ArchiveOutput(.file(try AtomicFile(target: path, permissions: UnixMode.defaultFilePermissions)), name: path)
    }

    /// The archive at `path`, opened to write from `start` (its central directory), which
    /// ``cancel()`` restores from `tail`.
    static func inPlace(_ path: String, tail: [UInt8], start: UInt64) throws(FSZipError) -> ArchiveOutput {
        let descriptor = try FSZipError.system(path) { try FileDescriptor.open(path, .readWrite) }
        return ArchiveOutput(.inPlace(descriptor, tail: tail, start: start), name: path, position: start)
    }

    /// A descriptor that may not seek; it stays open.
    static func stream(_ descriptor: Int32) -> ArchiveOutput {
        ArchiveOutput(.stream(FileDescriptor(rawValue: descriptor)), name: "the output")
    }

    /// Memory, failing before the archive passes `limit` bytes.
    static func memory(limit: Int) -> ArchiveOutput {
        ArchiveOutput(.memory(Data(), limit: max(0, limit)), name: "the archive in memory")
    }

    /// A closure that takes the archive's bytes in order.
    static func sink(_ sink: @escaping (Data) throws -> Void) -> ArchiveOutput {
        ArchiveOutput(.sink(pending: Data(), sink), name: "the output")
    }

    /// Whether the output can go back: whether headers are patched and entries rewritten.
    var canSeek: Bool {
        switch destination {
        case .stream, .sink: false
        case .file, .inPlace, .memory, nil: true
        }
    }

    /// Whether the archive is built in memory (and is still being built).
    var isInMemory: Bool {
        if case .memory = destination { true } else { false }
    }

    /// Whether the archive is still being written.
    var isOpen: Bool { destination != nil }

    /// Writes `bytes` at ``position``.
    func append(_ bytes: UnsafeRawBufferPointer) throws(FSZipError) {
        switch try open {
        case .file(let file):
            try file.write(bytes, at: Int64(position))
        case .inPlace(let descriptor, _, _):
            let offset = Int64(position)
            try FSZipError.system(name) { _ = try descriptor.writeAll(toAbsoluteOffset: offset, bytes) }
        case .stream(let descriptor):
            try FSZipError.system(name) { _ = try descriptor.writeAll(bytes) }
        case .memory(var data, let limit):
            guard bytes.count <= limit - data.count else {
                throw .limitExceeded("the archive in memory would pass its limit of \(limit) bytes")
            }
            destination = nil  // so that `data` is not shared while it grows
            data.append(contentsOf: bytes)
            destination = .memory(data, limit: limit)
        case .sink(var pending, let sink):
            destination = nil
            pending.append(contentsOf: bytes)
            if pending.count >= SystemCalls.bufferSize {
                try deliver(pending, to: sink)
                pending = Data()
            }
            destination = .sink(pending: pending, sink)
        }
        position += UInt64(bytes.count)
    }

    /// Writes `bytes` at ``position``.
    func append(_ bytes: [UInt8]) throws(FSZipError) {
        try bytes.withBytes { raw throws(FSZipError) in try append(raw) }
    }

    /// Overwrites bytes already written at `offset` (an output that can seek).
    func patch(at offset: UInt64, _ bytes: [UInt8]) throws(FSZipError) {
        switch try open {
        case .file(let file):
            try bytes.withBytes { raw throws(FSZipError) in try file.write(raw, at: Int64(offset)) }
        case .inPlace(let descriptor, _, _):
            try FSZipError.system(name) { _ = try descriptor.writeAll(toAbsoluteOffset: Int64(offset), bytes) }
        case .memory(var data, let limit):
            destination = nil
            let start = data.startIndex + Int(offset)
            data.replaceSubrange(start..<start + bytes.count, with: bytes)
            destination = .memory(data, limit: limit)
        case .stream, .sink:
            throw .invalidArgument("\(name) cannot seek")
        }
    }

    /// Drops what was written from `offset` on (an output that can seek).
    func rewind(to offset: UInt64) throws(FSZipError) {
        switch try open {
        case .file(let file):
            try file.truncate(to: Int64(offset))
        case .inPlace(let descriptor, _, _):
            try FSZipError.system(name) { try descriptor.resize(to: Int64(offset)) }
        case .memory(var data, let limit):
            destination = nil
            data.removeSubrange((data.startIndex + Int(offset))...)
            destination = .memory(data, limit: limit)
        case .stream, .sink:
            throw .invalidArgument("\(name) cannot seek")
        }
        position = offset
    }

    /// Ends the archive after its last byte: renames the file into place, cuts and flushes
    /// the archive appended to, or hands over the rest. Returns the archive's bytes for an
    /// output in memory.
    func finish() throws(FSZipError) -> Data? {
        let finished = try open
        switch finished {
        case .file(let file):
            destination = nil
            try file.commit(synchronize: true)
        case .inPlace(let descriptor, _, _):
            // Until the descriptor is closed, a failure leaves it to cancel(), which restores
            // the archive.
            let end = Int64(position)
            try FSZipError.system(name) { try descriptor.resize(to: end) }
            try SystemCalls.sync(descriptor.rawValue, subject: name)
            destination = nil
            try FSZipError.system(name) { try descriptor.close() }
        case .stream:
            destination = nil
        case .memory(let data, _):
            destination = nil
            return data
        case .sink(let pending, let sink):
            destination = nil
            if !pending.isEmpty { try deliver(pending, to: sink) }
        }
        return nil
    }

    /// Abandons the archive: the temporary file is removed, the archive appended to restored,
    /// a stream stops where it is (without a central directory, so no reader takes it for
    /// complete). Best effort: it runs from the writer's `deinit` and cannot report a failure.
    func cancel() {
        switch destination {
        case .file(let file):
            file.abandon()
        case .inPlace(let descriptor, let tail, let start):
            _ = try? descriptor.writeAll(toAbsoluteOffset: Int64(start), tail)
            try? descriptor.resize(to: Int64(start) + Int64(tail.count))
            try? descriptor.close()
        case .stream, .memory, .sink, nil: break
        }
        destination = nil
    }

    private var open: Destination {
        get throws(FSZipError) {
            guard let destination else { throw .invalidArgument("the archive is already finished") }
            return destination
        }
    }

    private func deliver(_ chunk: Data, to sink: (Data) throws -> Void) throws(FSZipError) {
        do {
            try sink(chunk)
        } catch let error as FSZipError {
            throw error
        } catch {
            throw .io("\(name): \(error)")
        }
    }
}
