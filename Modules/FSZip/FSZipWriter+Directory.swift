#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension FSZipWriter {
    /// Adds `source` and everything under it, named by their paths relative to `source`'s
    /// parent (so `addDirectory(at: "/tmp/site")` writes `site/…`), in a stable order.
    ///
    /// - Parameters:
    ///   - source: The directory to add.
    ///   - includeHidden: Whether names starting with `.` (`.gitignore`, `.github/`) are added:
    ///     yes by default, as `zip -r`, 7-Zip and bsdtar add them.
    ///   - followSymbolicLinks: Whether links are followed (adding their target's content)
    ///     or stored as links (the default).
    ///   - progress: Called at most once per MiB read and after each entry, with totals
    ///     from a walk of the tree made first; return `false` to stop with
    ///     ``FSZipError/cancelled`` (then ``cancel()`` the writer, or finish with what was
    ///     added). A cancelled `Task` stops the same way.
    public func addDirectory(
        at source: String, includeHidden: Bool = true, followSymbolicLinks: Bool = false,
        progress: ((FSZipProgress) -> Bool)? = nil
    ) throws(FSZipError) {
        try addTree(
            source, keepsParent: true, includeHidden: includeHidden, follow: followSymbolicLinks, progress: progress)
    }

    /// The same, off the caller's actor: the file work runs on the global concurrent executor
    /// (`@concurrent`, as `FSZipArchive.extractAll(to:…) async` does),
    /// and cancelling the task stops it with ``FSZipError/cancelled`` at the next MiB or entry.
    ///
    /// ```swift
    /// let archive = Task {
    ///     let writer = try FSZipWriter(path: "photos.zip", level: 1)
    ///     try await writer.addDirectory(at: "Photos")
    ///     try writer.finish()
    /// }
    /// ```
    @concurrent
    public func addDirectory(
        at source: String, includeHidden: Bool = true, followSymbolicLinks: Bool = false,
        progress: (@Sendable (FSZipProgress) -> Bool)? = nil
    ) async throws(FSZipError) {
        try addTree(
            source, keepsParent: true, includeHidden: includeHidden, follow: followSymbolicLinks, progress: progress)
    }

    /// Adds `source` — a file, a link, or a directory with everything under it — named by
    /// paths relative to its parent, or with `keepsParent` false, a directory's contents
    /// relative to the directory itself.
    func addTree(
        _ source: String, keepsParent: Bool, includeHidden: Bool, follow followSymbolicLinks: Bool,
        progress: ((FSZipProgress) -> Bool)?
    ) throws(FSZipError) {
        let plan = try FileTree.items(
            source, keepsParent: keepsParent, includeHidden: includeHidden, followSymbolicLinks: followSymbolicLinks)
        let files = plan.filter { $0.status.kind == .regular }
        reporter = ProgressReporter(
            entries: plan.count, bytes: files.reduce(0) { $0 + $1.status.size }, handler: progress)
        defer { reporter = nil }
        // Files of at most one block are read and deflated whole on the worker threads and
        // written here in order; everything else waits for them and is added here, larger
        // files deflating on all threads by themselves.
        let work = OrderedWork<Result<(name: String, status: FileStatus, data: PreparedData), FSZipError>>(
            threads: maxConcurrency)
        let deliver = {
            (result: Result<(name: String, status: FileStatus, data: PreparedData), FSZipError>) throws(FSZipError) in
            let (name, status, data) = try result.get()
            try self.addEntry(
                name: name, mode: UnixMode(.regular, permissions: status.permissions), date: status.modificationDate,
                size: data.size, level: self.level, comment: "", encrypts: true, prepared: data
            ) { _ throws(FSZipError) in }
            try self.reporter?.add(bytes: Int(data.size))
            try self.reporter?.finishEntry()
        }
        let level = level
        let canStore = output.canSeek
        for item in plan {
            let (path, name, status) = (item.path, item.name, item.status)
            let size = status.size
            if status.kind == .regular && size <= UInt64(ParallelDeflate.blockSize) {
                let sealing = try sealingFor(
                    name, checkByte: UInt8(truncatingIfNeeded: dosFields(status.modificationDate).time >> 8))
                try work.submit(
                    {
                        PreparedData.reading(path, size: size, level: level, canStore: canStore, sealing: sealing)
                            .map { (name, status, $0) }
                    }, deliver: deliver)
                continue
            }
            try work.drain(deliver: deliver)
            if status.kind == .directory {
                try addDirectoryEntry(
                    as: name, modificationDate: status.modificationDate, permissions: status.permissions)
            } else {
                try addFile(at: path, as: name, followSymbolicLinks: followSymbolicLinks)
            }
            try reporter?.finishEntry()
        }
        try work.drain(deliver: deliver)
    }
}
