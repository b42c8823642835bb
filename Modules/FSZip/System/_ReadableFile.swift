#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A file read with `pread`: any offset, no shared position, so one archive can be read
/// from several threads.
final class _ReadableFile: @unchecked Sendable {
    let path: String
    let size: UInt64
    private let descriptor: Int32

    init(path: String) throws(FSZipError) {
        self.path = path
        descriptor = try _System.open(path, O_RDONLY)
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
        var buffer = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = buffer.withUnsafeMutableBytes { raw in
                pread(descriptor, raw.baseAddress.map { $0 + done }, count - done, off_t(offset) + off_t(done))
            }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else {
                throw got == 0
                    ? .corrupt("\(what()) is cut short") : .failed(path)
            }
            done += got
        }
        return buffer
    }

    /// Up to `buffer.count` bytes at `offset` into `buffer`; returns how many were read.
    func read(at offset: UInt64, into buffer: UnsafeMutableRawBufferPointer) throws(FSZipError) -> Int {
        try _System.read(descriptor, into: buffer, at: offset, subject: path)
    }
}
