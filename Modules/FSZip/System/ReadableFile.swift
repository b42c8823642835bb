internal import SystemPackage

/// A file read with `pread`: any offset, no shared position, so one archive can be read
/// from several threads.
final class ReadableFile: @unchecked Sendable {
    let path: String
    let size: UInt64
    private let descriptor: FileDescriptor

    init(path: String) throws(FSZipError) {
        self.path = path
        let descriptor = try FSZipError.system(path) { try FileDescriptor.open(path, .readOnly) }
        do throws(FSZipError) {
            size = UInt64(try FSZipError.system(path) { try descriptor.stat().size })
        } catch {
            try? descriptor.close()
            throw error
        }
        self.descriptor = descriptor
    }

    deinit { try? descriptor.close() }

    /// Exactly `count` bytes at `offset`, or an error naming what was being read.
    func read(at offset: UInt64, count: Int, what: @autoclosure () -> String) throws(FSZipError) -> [UInt8] {
        guard count >= 0, offset <= size, UInt64(count) <= size - offset else {
            throw .corrupt("\(what()) lies outside the file")
        }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 1)
        defer { buffer.deallocate() }
        var done = 0
        while done < count {
            let got = try read(
                at: offset + UInt64(done), into: UnsafeMutableRawBufferPointer(rebasing: buffer[done...]))
            guard got > 0 else { throw .corrupt("\(what()) is cut short") }
            done += got
        }
        return Array(buffer)
    }

    /// Up to `buffer.count` bytes at `offset` into `buffer`; returns how many were read.
    func read(at offset: UInt64, into buffer: UnsafeMutableRawBufferPointer) throws(FSZipError) -> Int {
        try FSZipError.system(path) { try descriptor.read(fromAbsoluteOffset: Int64(offset), into: buffer) }
    }
}
