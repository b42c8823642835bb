internal import FSInternal
internal import SystemPackage

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
        let descriptor = try FSEncryptError.system(path) { try FileDescriptor.open(path, .readOnly) }
        defer { try? descriptor.close() }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: SystemCalls.bufferSize, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = try FSEncryptError.system(path) { try descriptor.read(into: buffer) }
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
        let file = try AtomicFile<FSEncryptError>(target: destination)
        try read(source) { (buffer) throws(FSEncryptError) in try file.write(transform(buffer)) }
        try file.write(finish())
        try file.commit(synchronize: true)
    }
}

extension AtomicFile {
    /// Writes `data` after what was written last.
    fileprivate func write(_ data: Data) throws(Failure) {
        let outcome: Result<Void, Failure> = data.withUnsafeBytes { bytes in
            Result { () throws(Failure) in try write(bytes) }
        }
        try outcome.get()
    }
}
