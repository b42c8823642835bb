#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An error type that can report a failed system call: each module's own error.
package protocol SystemCallFailure: Error {
    /// The call on `subject` (a path, or what was being read or written) failed with `errno`.
    static func failed(_ subject: String, errno: Int32) -> Self
}

/// The system calls whose failures a module reports, thrown as that module's error
/// (`typealias SystemCalls = FSInternal.SystemCalls<FSZipError>`). Each reads `errno` right
/// after its own call (before a clean-up `close` or `unlink` can overwrite it) and retries
/// when interrupted.
package enum SystemCalls<Failure: SystemCallFailure> {
    /// The size of every read, write and zlib buffer: 256 KiB, large enough that a system
    /// call or a zlib call costs little per byte, small enough for many entries or streams in
    /// flight.
    package static var bufferSize: Int { 1 << 18 }

    /// A fresh name beside `path` for a file written whole and then renamed over `path`. Its
    /// length does not depend on `path`'s name, so a 255-byte name still has a temporary one.
    package static func temporaryPath(beside path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) } ?? "."
        let random = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        return (directory.isEmpty ? "" : directory) + "/.fs-" + random + ".tmp"
    }

    /// Opens (or creates) `path`.
    package static func open(_ path: String, _ flags: Int32, _ mode: mode_t = 0) throws(Failure) -> Int32 {
        while true {
            let descriptor = Glibc_open(path, flags, mode)
            if descriptor >= 0 { return descriptor }
            let code = errno
            if code != EINTR { throw .failed(path, errno: code) }
        }
    }

    /// Writes all of `bytes`, at `offset` when given (`pwrite`), else at the current position.
    package static func write(
        _ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, at offset: UInt64?, subject: @autoclosure () -> String
    ) throws(Failure) {
        var done = 0
        while done < bytes.count {
            let start = bytes.baseAddress.map { $0 + done }
            let result =
                offset.map { pwrite(descriptor, start, bytes.count - done, off_t($0) + off_t(done)) }
                ?? Glibc_write(descriptor, start, bytes.count - done)
            if result > 0 {
                done += result
                continue
            }
            let code = result < 0 ? errno : ENOSPC  // a write of nothing: the device is full
            if code != EINTR { throw .failed(subject(), errno: code) }
        }
    }

    /// Creates the directory `path`, unless a file or directory of that name exists.
    package static func makeDirectory(_ path: String) throws(Failure) {
        guard mkdir(path, 0o755) != 0 else { return }
        let code = errno
        if code != EEXIST { throw .failed(path, errno: code) }
    }

    /// The absolute path of `path` with every link resolved.
    package static func resolvedPath(_ path: String) throws(Failure) -> String {
        guard let resolved = realpath(path, nil) else { throw .failed(path, errno: errno) }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Makes `link` a symbolic link to `target`, replacing what is there.
    package static func symbolicLink(_ link: String, to target: String) throws(Failure) {
        unlink(link)
        guard symlink(target, link) == 0 else { throw .failed(link, errno: errno) }
    }

    /// Cuts the file open as `descriptor` to `length` bytes.
    package static func truncate(
        _ descriptor: Int32, to length: UInt64, subject: @autoclosure () -> String
    ) throws(Failure) {
        while ftruncate(descriptor, off_t(length)) != 0 {
            let code = errno
            if code != EINTR { throw .failed(subject(), errno: code) }
        }
    }

    /// Flushes what was written to `descriptor` to the disk.
    package static func sync(_ descriptor: Int32, subject: @autoclosure () -> String) throws(Failure) {
        while fsync(descriptor) != 0 {
            let code = errno
            if code != EINTR { throw .failed(subject(), errno: code) }
        }
    }

    /// Closes `descriptor`, reporting a failure (a delayed write error, on some file systems).
    /// The descriptor is gone either way: it is never closed twice.
    package static func close(_ descriptor: Int32, subject: @autoclosure () -> String) throws(Failure) {
        guard Glibc_close(descriptor) == 0 else { throw .failed(subject(), errno: errno) }
    }

    /// Up to `buffer.count` bytes into `buffer`, at `offset` when given (`pread`), else at the
    /// current position; how many were read (0 at the end).
    package static func read(
        _ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: UInt64?,
        subject: @autoclosure () -> String
    ) throws(Failure) -> Int {
        while true {
            let got =
                offset.map { pread(descriptor, buffer.baseAddress, buffer.count, off_t($0)) }
                ?? Glibc_read(descriptor, buffer.baseAddress, buffer.count)
            if got >= 0 { return got }
            let code = errno
            if code != EINTR { throw .failed(subject(), errno: code) }
        }
    }

    /// Renames `source` over `target`; on failure removes `source` and reports `target`.
    package static func rename(_ source: String, over target: String) throws(Failure) {
        guard Glibc_rename(source, target) != 0 else { return }
        let code = errno
        unlink(source)
        throw .failed(target, errno: code)
    }

    /// The target of the symbolic link at `path`.
    package static func readLink(_ path: String) throws(Failure) -> [UInt8] {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count)
        guard count >= 0 else { throw .failed(path, errno: errno) }
        return buffer[..<count].map { UInt8(bitPattern: $0) }
    }
}

// The C functions under names that do not clash with Swift methods of the same name.
@inline(__always) private func Glibc_open(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
    open(path, flags, mode)
}
@inline(__always) private func Glibc_write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
@inline(__always) private func Glibc_rename(_ source: String, _ target: String) -> Int32 {
    rename(source, target)
}
@inline(__always) private func Glibc_close(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
@inline(__always) private func Glibc_read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int
{
    read(descriptor, buffer, count)
}
