internal import FSInternal

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A file read with `pread`: any offset, no shared position, so one archive can be read
/// from several threads.
final class ReadableFile: @unchecked Sendable {
    let path: String
    let size: UInt64
    private let descriptor: Int32

    init(path: String) throws(FSZipError) {
        self.path = path
        descriptor = try SystemCalls.open(path, O_RDONLY)
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw .failed(path, errno: code)
        }
        size = UInt64(status.st_size)
    }

    deinit { close(descriptor) }

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
        try SystemCalls.read(descriptor, into: buffer, at: offset, subject: path)
    }
}
