internal import FSInternal
internal import SystemPackage

/// A file written under a temporary name beside its target and renamed over it once whole: a
/// reader sees the old file or the complete new one, and a failure leaves nothing behind.
enum AtomicFile {
    /// Writes `target` with what `body` hands to its `write`, then gives it `permissions`
    /// and the modification time `modificationSeconds` (since 1970) and renames it into place.
    static func write(
        to target: String, permissions: UInt16, modificationSeconds: Int?,
        _ body: (_ write: (UnsafeRawBufferPointer) throws(FSZipError) -> Void) throws(FSZipError) -> Void
    ) throws(FSZipError) {
        let temporary = SystemCalls.temporaryPath(beside: target)
        let descriptor = try FSZipError.system(temporary) {
            try FileDescriptor.open(
                temporary, .writeOnly, options: [.create, .exclusiveCreate], permissions: .ownerReadWrite)
        }
        var success = false
        defer {
            try? descriptor.close()
            if !success { SystemCalls.remove(temporary) }
        }
        try body { chunk throws(FSZipError) in try FSZipError.system(target) { _ = try descriptor.writeAll(chunk) } }
        SystemCalls.setPermissions(descriptor.rawValue, permissions)
        if let modificationSeconds { SystemCalls.setTimes(descriptor.rawValue, secondsSince1970: modificationSeconds) }
        try SystemCalls.rename(temporary, over: target)
        success = true
    }
}
