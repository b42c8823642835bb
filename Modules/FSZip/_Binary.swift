#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Little-endian field reads over bytes, bounds-checked: a short buffer is a typed error,
/// never a trap.
struct _ByteReader {
    let bytes: [UInt8]
    var position: Int

    init(_ bytes: [UInt8], at position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    var remaining: Int { bytes.count - position }

    mutating func u8() throws(FSZipError) -> UInt8 {
        guard remaining >= 1 else { throw .corrupt("a record ends early") }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func u16() throws(FSZipError) -> UInt16 {
        guard remaining >= 2 else { throw .corrupt("a record ends early") }
        defer { position += 2 }
        return UInt16(bytes[position]) | UInt16(bytes[position + 1]) << 8
    }

    mutating func u32() throws(FSZipError) -> UInt32 {
        guard remaining >= 4 else { throw .corrupt("a record ends early") }
        defer { position += 4 }
        return (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[position + $1]) << (8 * UInt32($1)) }
    }

    mutating func u64() throws(FSZipError) -> UInt64 {
        let low = try u32()
        let high = try u32()
        return UInt64(low) | UInt64(high) << 32
    }

    mutating func take(_ count: Int) throws(FSZipError) -> [UInt8] {
        guard count >= 0, remaining >= count else { throw .corrupt("a record ends early") }
        defer { position += count }
        return Array(bytes[position..<(position + count)])
    }

    mutating func skip(_ count: Int) throws(FSZipError) {
        guard count >= 0, remaining >= count else { throw .corrupt("a record ends early") }
        position += count
    }
}

/// Little-endian field writes.
struct _ByteWriter {
    var bytes: [UInt8] = []

    mutating func u16(_ value: UInt16) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    }

    mutating func u32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    mutating func u64(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    mutating func append<C: Collection>(_ other: C) where C.Element == UInt8 {
        bytes.append(contentsOf: other)
    }
}

/// A file read with `pread`: any offset, no shared position, so one archive can be read
/// from several threads.
final class _ReadableFile: @unchecked Sendable {
    let path: String
    let size: UInt64
    private let descriptor: Int32

    init(path: String) throws(FSZipError) {
        self.path = path
        descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .failed(path) }
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
        while true {
            let got = pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset))
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { throw .failed(path) }
            return got
        }
    }
}
