internal import FSInternal
internal import SystemPackage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The bytes of an archive: a file read with `pread` (any offset, no shared position, so one
/// archive can be read from several threads), or bytes in memory, read the same way.
final class ReadableFile: @unchecked Sendable {
    /// The file's path; empty for bytes in memory.
    let path: String
    let size: UInt64
    private let source: Source

    private enum Source {
        case descriptor(FileDescriptor)
        case memory(any ContiguousBytes & Sendable)
    }

    init(path: String) throws(FSZipError) {
        self.path = path
        let descriptor = try FSZipError.system(path) { try FileDescriptor.open(path, .readOnly) }
        do throws(FSZipError) {
            size = UInt64(try FSZipError.system(path) { try descriptor.stat().size })
        } catch {
            try? descriptor.close()
            throw error
        }
        source = .descriptor(descriptor)
    }

    /// `bytes`, read in place: nothing is copied until a read asks for bytes.
    init(bytes: some ContiguousBytes & Sendable) {
        path = ""
        size = UInt64(bytes.withUnsafeBytes(\.count))
        source = .memory(bytes)
    }

    deinit {
        if case .descriptor(let descriptor) = source { try? descriptor.close() }
    }

    /// Exactly `count` bytes at `offset`, or an error naming what was being read.
    func read(at offset: UInt64, count: Int, what: @autoclosure () -> String) throws(FSZipError) -> [UInt8] {
        try requireRange(at: offset, count: count, what: what())
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 1)
        defer { buffer.deallocate() }
        try read(at: offset, filling: buffer, what: what())
        return Array(buffer)
    }

    /// Exactly `buffer.count` bytes at `offset` into `buffer`, or an error naming what was
    /// being read.
    func read(
        at offset: UInt64, filling buffer: UnsafeMutableRawBufferPointer, what: @autoclosure () -> String
    ) throws(FSZipError) {
        try requireRange(at: offset, count: buffer.count, what: what())
        var done = 0
        while done < buffer.count {
            let got = try read(
                at: offset + UInt64(done), into: UnsafeMutableRawBufferPointer(rebasing: buffer[done...]))
            guard got > 0 else { throw .corrupt("\(what()) is cut short") }
            done += got
        }
    }

    /// Checks that the file holds `count` bytes at `offset` — before room is made for them, as
    /// a damaged or hostile header may name any size.
    func requireRange(at offset: UInt64, count: Int, what: @autoclosure () -> String) throws(FSZipError) {
        guard count >= 0, offset <= size, UInt64(count) <= size - offset else {
            throw .corrupt("\(what()) lies outside the file")
        }
    }

    /// Up to `buffer.count` bytes at `offset` into `buffer`; returns how many were read.
    func read(at offset: UInt64, into buffer: UnsafeMutableRawBufferPointer) throws(FSZipError) -> Int {
        switch source {
        case .descriptor(let descriptor):
            return try FSZipError.system(path) { try descriptor.read(fromAbsoluteOffset: Int64(offset), into: buffer) }
        case .memory(let bytes):
            guard offset < size else { return 0 }
            return bytes.withUnsafeBytes { raw in
                let rest = UnsafeRawBufferPointer(rebasing: raw[Int(offset)...])
                let count = min(buffer.count, rest.count)
                buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: rest[..<count]))
                return count
            }
        }
    }

    /// Calls `body` with each buffer of the bytes, from the start to ``size``, in order.
    /// - Throws: ``FSZipError/unreadableSource(_:errno:)`` when the file ends before ``size``.
    func readAll(_ body: (UnsafeRawBufferPointer) throws(FSZipError) -> Void) throws(FSZipError) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(
            byteCount: SystemCalls.bufferSize, alignment: MemoryLayout<UInt64>.alignment)
        defer { buffer.deallocate() }
        var offset: UInt64 = 0
        while offset < size {
            let got = try read(at: offset, into: buffer)
            guard got > 0 else { throw .unreadableSource(path) }
            try body(UnsafeRawBufferPointer(rebasing: buffer[..<got]))
            offset += UInt64(got)
        }
    }
}
