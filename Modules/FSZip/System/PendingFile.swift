internal import FSInternal

/// An extracted file written whole under its temporary name, waiting to be renamed into place;
/// dropped before ``commit()``, it leaves nothing behind.
///
/// `@unchecked Sendable`: the worker that wrote it hands it over, through ``OrderedWork``'s
/// lock, to the extracting thread, which alone commits or drops it; no two threads use it.
struct PendingFile: @unchecked Sendable {
    let file: AtomicFile
    /// The permissions and modification time the file gets when committed.
    let permissions: UInt16
    let modificationSeconds: Int
    /// The size of the data written.
    let size: UInt64

    /// Gives the file its permissions and time and renames it over its target.
    func commit() throws(FSZipError) {
        try file.commit(permissions: permissions, modificationSeconds: modificationSeconds, synchronize: false)
    }
}
