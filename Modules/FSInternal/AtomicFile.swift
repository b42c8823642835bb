/// A file written under a temporary name beside its target and renamed over it once whole: a
/// reader sees the old file or the complete new one, and a failure — or dropping the value
/// before ``commit(permissions:modificationSeconds:synchronize:)`` — leaves nothing behind.
///
/// The one such writer of the package: FSZip extracts entries, writes archives and gzip files
/// through it, FSEncrypt its encrypted and decrypted files.
package final class AtomicFile<Failure: SystemCallFailure> {
    /// The path the file will have.
    package let target: String
    private let temporary: String
    /// The temporary file's descriptor, until committed or abandoned.
    private var descriptor: Int32?

    /// Read and write for the owner only: a file that may hold plaintext until it is given
    /// its permissions.
    package static var ownerOnly: UInt16 { 0o600 }

    /// Creates the temporary file beside `target` with `permissions` less the umask (owner
    /// only by default).
    package init(target: String, permissions: UInt16 = ownerOnly) throws(Failure) {
        self.target = target
        temporary = SystemCalls<Failure>.temporaryPath(beside: target)
        descriptor = try SystemCalls<Failure>.createExclusively(temporary, permissions: permissions)
    }

    deinit { abandon() }

    /// Writes `target` with what `body` hands to its `write`, in order, and commits it.
    package static func write(
        to target: String, permissions: UInt16? = nil, modificationSeconds: Int? = nil, synchronize: Bool = false,
        _ body: (_ write: (UnsafeRawBufferPointer) throws(Failure) -> Void) throws(Failure) -> Void
    ) throws(Failure) {
        let file = try AtomicFile(target: target)
        try body { bytes throws(Failure) in try file.write(bytes) }
        try file.commit(permissions: permissions, modificationSeconds: modificationSeconds, synchronize: synchronize)
    }

    /// Writes `bytes` after what was written last, or at `offset` when given.
    package func write(_ bytes: UnsafeRawBufferPointer, at offset: Int64? = nil) throws(Failure) {
        try SystemCalls<Failure>.write(bytes, to: open, at: offset, subject: target)
    }

    /// Cuts the file to `size` bytes.
    package func truncate(to size: Int64) throws(Failure) {
        try SystemCalls<Failure>.truncate(open, to: size, subject: target)
    }

    /// Gives the file `permissions` (default: those it was created with) and the
    /// modification time `modificationSeconds` since 1970 (default: now), flushes it to the
    /// disk when
    /// `synchronize`, and renames it over ``target``. On failure nothing is left behind.
    package func commit(permissions: UInt16? = nil, modificationSeconds: Int? = nil, synchronize: Bool) throws(Failure)
    {
        let descriptor = try open
        self.descriptor = nil
        do throws(Failure) {
            if let permissions { SystemCalls<Failure>.setPermissions(descriptor, permissions) }
            if let modificationSeconds {
                SystemCalls<Failure>.setTimes(descriptor, secondsSince1970: modificationSeconds)
            }
            if synchronize { try SystemCalls<Failure>.sync(descriptor, subject: target) }
        } catch {
            try? SystemCalls<Failure>.close(descriptor, subject: target)
            SystemCalls<Failure>.remove(temporary)
            throw error
        }
        do throws(Failure) {
            try SystemCalls<Failure>.close(descriptor, subject: target)
        } catch {
            SystemCalls<Failure>.remove(temporary)
            throw error
        }
        try SystemCalls<Failure>.rename(temporary, over: target)
    }

    /// Removes the temporary file; ``target`` stays as it was.
    package func abandon() {
        guard let descriptor else { return }
        self.descriptor = nil
        try? SystemCalls<Failure>.close(descriptor, subject: target)
        SystemCalls<Failure>.remove(temporary)
    }

    private var open: Int32 {
        get throws(Failure) {
            guard let descriptor else { throw .failed(target, errno: SystemCalls<Failure>.badDescriptor) }
            return descriptor
        }
    }
}
