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

/// The system calls that apple/swift-system does not offer, thrown as the calling module's
/// error (`typealias SystemCalls = FSInternal.SystemCalls<FSZipError>`). Opening, reading,
/// writing, resizing and closing descriptors, and `stat`, go through swift-system's
/// `FileDescriptor` and `FilePath` in the modules themselves. Each call here reads `errno`
/// right after its own call (before a clean-up `unlink` can overwrite it) and retries when
/// interrupted.
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

    /// Makes `link` a second name of the file `existing`, replacing what is at `link`.
    package static func hardLink(_ link: String, to existing: String) throws(Failure) {
        unlink(link)
        guard Glibc_link(existing, link) == 0 else { throw .failed(link, errno: errno) }
    }

    /// Sets the permission bits and the modification time of what `path` names (a directory
    /// extracted before its contents, say); best effort, as `tar` does.
    package static func setAttributes(_ path: String, permissions: UInt16, modificationSeconds: Int) {
        chmod(path, mode_t(permissions))
        var times = [
            timespec(tv_sec: modificationSeconds, tv_nsec: 0), timespec(tv_sec: modificationSeconds, tv_nsec: 0),
        ]
        utimensat(AT_FDCWD, path, &times, 0)
    }

    /// Flushes what was written to `descriptor` to the disk.
    package static func sync(_ descriptor: Int32, subject: @autoclosure () -> String) throws(Failure) {
        while fsync(descriptor) != 0 {
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

    /// Removes the file or link at `path`, if there is one: a clean-up whose failure changes
    /// nothing for the caller.
    package static func remove(_ path: String) {
        unlink(path)
    }

    /// The `errno` of a call on a descriptor already closed (`EBADF`).
    package static var badDescriptor: Int32 { EBADF }

    /// Creates the file `path`, which must not exist, with `permissions` less the process's
    /// umask, open for reading and writing, and returns its descriptor.
    package static func createExclusively(_ path: String, permissions: UInt16) throws(Failure) -> Int32 {
        while true {
            let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(permissions))
            if descriptor >= 0 { return descriptor }
            let code = errno
            if code != EINTR { throw .failed(path, errno: code) }
        }
    }

    /// Writes all of `bytes` to `descriptor`: at its current position when `offset` is `nil`,
    /// at `offset` (without moving the position) otherwise.
    package static func write(
        _ bytes: UnsafeRawBufferPointer, to descriptor: Int32, at offset: Int64?, subject: @autoclosure () -> String
    ) throws(Failure) {
        var done = 0
        while done < bytes.count {
            let rest = UnsafeRawBufferPointer(rebasing: bytes[done...])
            let count =
                offset.map { pwrite(descriptor, rest.baseAddress, rest.count, off_t($0) + off_t(done)) }
                ?? Glibc_write(descriptor, rest.baseAddress, rest.count)
            if count >= 0 {
                done += count
                continue
            }
            let code = errno
            if code != EINTR { throw .failed(subject(), errno: code) }
        }
    }

    /// Cuts the file open as `descriptor` to `size` bytes.
    package static func truncate(
        _ descriptor: Int32, to size: Int64, subject: @autoclosure () -> String
    ) throws(Failure) {
        while ftruncate(descriptor, off_t(size)) != 0 {
            let code = errno
            if code != EINTR { throw .failed(subject(), errno: code) }
        }
    }

    /// Closes `descriptor`, reporting a failure (a write the system deferred can fail here).
    package static func close(_ descriptor: Int32, subject: @autoclosure () -> String) throws(Failure) {
        // Retrying close after EINTR may close a descriptor another thread has just opened.
        guard Glibc_close(descriptor) != 0 else { return }
        let code = errno
        if code != EINTR { throw .failed(subject(), errno: code) }
    }

    /// Sets the permission bits of the file open as `descriptor`; best effort, as `unzip` does.
    package static func setPermissions(_ descriptor: Int32, _ permissions: UInt16) {
        fchmod(descriptor, mode_t(permissions))
    }

    /// Sets the access and modification times of the file open as `descriptor` to `seconds`
    /// since 1970; best effort, as `unzip` does.
    package static func setTimes(_ descriptor: Int32, secondsSince1970 seconds: Int) {
        var times = [timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0)]
        futimens(descriptor, &times)
    }

    /// The whole seconds of a C time (swift-system's `Stat.st_mtim`, say), read here where the
    /// C library's types are visible.
    package static func seconds(of time: timespec) -> Int { Int(time.tv_sec) }

    /// The target of the symbolic link at `path`.
    package static func readLink(_ path: String) throws(Failure) -> [UInt8] {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count)
        guard count >= 0 else { throw .failed(path, errno: errno) }
        return buffer[..<count].map { UInt8(bitPattern: $0) }
    }
}

// The C functions under names that do not clash with the methods above.
@inline(__always) private func Glibc_rename(_ source: String, _ target: String) -> Int32 {
    rename(source, target)
}

@inline(__always) private func Glibc_link(_ existing: String, _ newName: String) -> Int32 {
    link(existing, newName)
}

@inline(__always) private func Glibc_write(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

@inline(__always) private func Glibc_close(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
