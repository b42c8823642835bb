internal import FSInternal

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension FSEncryptError: SystemCallFailure {}

/// FSEncrypt's system calls, which throw ``FSEncryptError``.
typealias SystemCalls = FSInternal.SystemCalls<FSEncryptError>

/// Files read and written a buffer at a time, so memory stays bounded whatever their size.
enum FileStream {
    /// Calls `body` with each buffer of the file at `path`, in order.
    static func read(
        _ path: String, _ body: (UnsafeRawBufferPointer) throws(FSEncryptError) -> Void
    )
        throws(FSEncryptError)
    {
        let descriptor = try SystemCalls.open(path, O_RDONLY)
        defer { close(descriptor) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: SystemCalls.bufferSize, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = try SystemCalls.read(descriptor, into: buffer, at: nil, subject: path)
            if count == 0 { return }
            try body(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Writes `transform` of each buffer of `source`, then `finish()`, to `destination`:
    /// under a temporary name beside it, renamed over it only when all went well, so a
    /// failure (a wrong key, a full disk) leaves whatever was at `destination` untouched.
    /// The new file is readable by its owner only (it may hold plaintext).
    static func transform(
        _ source: String, to destination: String,
        _ transform: (UnsafeRawBufferPointer) throws(FSEncryptError) -> Data,
        finish: () throws(FSEncryptError) -> Data
    ) throws(FSEncryptError) {
        let temporary = SystemCalls.temporaryPath(beside: destination)
        let output = try SystemCalls.open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        var closed = false
        do throws(FSEncryptError) {
            try read(source) { (buffer) throws(FSEncryptError) in try write(transform(buffer), to: output, temporary) }
            try write(finish(), to: output, temporary)
            try SystemCalls.sync(output, subject: destination)
            closed = true
            try SystemCalls.close(output, subject: destination)
            try SystemCalls.rename(temporary, over: destination)
        } catch {
            if !closed { close(output) }
            unlink(temporary)
            throw error
        }
    }

    private static func write(_ data: Data, to descriptor: Int32, _ path: String) throws(FSEncryptError) {
        // (Data.withUnsafeBytes rethrows untyped errors: carry the typed one out in a Result.)
        try data.withUnsafeBytes { bytes in
            Result { () throws(FSEncryptError) in try SystemCalls.write(descriptor, bytes, at: nil, subject: path) }
        }.get()
    }
}
