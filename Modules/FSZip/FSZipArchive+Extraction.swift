internal import FSInternal
internal import SystemPackage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension FSZipArchive {
    /// Extracts every entry (or those `include` accepts) under `destination`, safely.
    ///
    /// - Nothing is written outside `destination`: paths with `..`, absolute paths, drive
    ///   letters and backslash tricks are refused, symbolic links must point inside, and no
    ///   file is written through a symbolic link.
    /// - Each file is written under a temporary name in its directory and renamed into
    ///   place, so an error leaves no half-written file behind.
    /// - ``FSZipLimits`` bound the total size, the entry count and each entry's ratio, and
    ///   entries whose data overlap (the non-recursive zip bomb) are refused before
    ///   anything is written.
    ///
    /// - Encrypted entries need `password`; every selected entry's password is checked
    ///   before anything is written, and an entry whose data fails its check (CRC-32 or
    ///   authentication code) leaves no file.
    ///
    /// - Every path is checked and every directory made before any file is written; files
    ///   are then written in archive order (inflated on up to ``maxConcurrency`` threads, but
    ///   renamed into place in order), so after an error exactly the files before the failing
    ///   entry exist, whatever the threads' timing.
    ///
    /// - Returns: The entries extracted.
    /// - Throws: ``FSZipError``; the files before the failing entry stay.
    /// - Parameters:
    ///   - destination: The directory to extract into; created if missing.
    ///   - password: The password of encrypted entries (one for all, or one per entry).
    ///   - limits: The bounds on sizes, entry counts and ratios.
    ///   - include: Which entries to extract (default: all).
    ///   - progress: Called at most once per MiB and after each entry; return `false` to
    ///     stop with ``FSZipError/cancelled``. A cancelled `Task` stops the same way.
    @discardableResult
    public func extractAll(
        to destination: String, password: FSZipPassword? = nil, limits: FSZipLimits = FSZipLimits(),
        include: (FSZipEntry) -> Bool = { _ in true }, progress: ((FSZipProgress) -> Bool)? = nil
    ) throws(FSZipError) -> [FSZipEntry] {
        try extractEntries(to: destination, password: password, limits: limits, include: include, progress: progress)
    }

    private func extractEntries(
        to destination: String, password: FSZipPassword?, limits: FSZipLimits, include: (FSZipEntry) -> Bool,
        progress: ((FSZipProgress) -> Bool)?
    ) throws(FSZipError) -> [FSZipEntry] {
        let (selected, total, unlocked) = try preflight(password: password, limits: limits, include: include)
        let root = try SafeDestination(destination)
        // Directories and files first, links last: no file is written through a link the
        // archive itself made.
        let ordered = selected.sorted { !$0.isSymbolicLink && $1.isSymbolicLink }
        // Every path is checked and every directory made, in order, before any file is
        // written: an unsafe name is refused before anything else is written, and what exists
        // after an error never depends on how far the workers got.
        var targets: [String?] = []
        targets.reserveCapacity(ordered.count)
        for entry in ordered { targets.append(try prepare(entry, in: root)) }
        var reporter = ProgressReporter(entries: selected.count, bytes: total, handler: progress)
        // Files are inflated on the worker threads, each whole under a temporary name; this
        // thread renames them into place in archive order, so a failed entry leaves exactly
        // the files before it (those after it are dropped, uncommitted). Links, and large
        // entries that inflate on all threads by themselves, stay on this thread; progress is
        // reported from this thread only.
        let work = OrderedWork<Result<PendingFile, FSZipError>>(threads: maxConcurrency)
        let deliver: (Result<PendingFile, FSZipError>) throws(FSZipError) -> Void = { result throws(FSZipError) in
            let file = try result.get()
            try file.commit()
            try reporter.add(bytes: Int(clamping: file.size))
            try reporter.finishEntry()
        }
        for (entry, target) in zip(ordered, targets) {
            guard let target else {
                try reporter.finishEntry()
                continue
            }
            let unlocked = unlocked[entry.localHeaderOffset]
            let alone = entry.isSymbolicLink || entry.restartPoints?.segments(of: entry) != nil
            guard maxConcurrency > 1, !alone else {
                try work.drain(deliver: deliver)
                try extract(entry, unlocked: unlocked, to: target, in: root, reporter: &reporter)
                try reporter.finishEntry()
                continue
            }
            try work.submit(
                { [self] in
                    Result { () throws(FSZipError) in try self.writeFile(entry, unlocked: unlocked, to: target) { _ in }
                    }
                }, deliver: deliver)
        }
        try work.drain(deliver: deliver)
        return selected
    }

    /// The same extraction off the caller's actor, on the global concurrent executor;
    /// cancelling the task stops it with ``FSZipError/cancelled`` at the next MiB.
    ///
    /// - Parameters:
    ///   - destination: The directory to extract into; created if missing.
    ///   - password: The password of encrypted entries (one for all, or one per entry).
    ///   - limits: The bounds on sizes, entry counts and ratios.
    ///   - include: Which entries to extract (default: all).
    ///   - progress: Called at most once per MiB and after each entry; return `false` to stop.
    @concurrent
    @discardableResult
    public func extractAll(
        to destination: String, password: FSZipPassword? = nil, limits: FSZipLimits = FSZipLimits(),
        include: @escaping @Sendable (FSZipEntry) -> Bool = { _ in true },
        progress: (@Sendable (FSZipProgress) -> Bool)? = nil
    ) async throws(FSZipError) -> [FSZipEntry] {
        // The blocking file work runs here, in the caller's task, so its cancellation is seen
        // by the progress checks; `@concurrent` (Swift 6.2 and later; earlier compilers run
        // every nonisolated async function so) keeps it off the caller's actor.
        try extractEntries(to: destination, password: password, limits: limits, include: include, progress: progress)
    }

    /// Checks every entry (or those `include` accepts) as `unzip -t` does — the CRC-32 and
    /// size of its data — under the same limits and overlap checks as extraction, writing
    /// nothing.
    ///
    /// - Parameters:
    ///   - password: The password of encrypted entries (one for all, or one per entry).
    ///   - limits: The bounds on sizes, entry counts and ratios; overlapping entries are
    ///     refused unless ``FSZipLimits/allowsOverlappingEntries``.
    ///   - include: Which entries to check (default: all).
    ///   - progress: Called at most once per MiB and after each entry; return `false` to
    ///     stop with ``FSZipError/cancelled``.
    /// - Returns: The entries checked.
    /// - Throws: The first ``FSZipError`` found.
    @discardableResult
    public func verify(
        password: FSZipPassword? = nil, limits: FSZipLimits = FSZipLimits(),
        include: (FSZipEntry) -> Bool = { _ in true }, progress: ((FSZipProgress) -> Bool)? = nil
    ) throws(FSZipError) -> [FSZipEntry] {
        try verifyEntries(password: password, limits: limits, include: include, progress: progress)
    }

    private func verifyEntries(
        password: FSZipPassword?, limits: FSZipLimits, include: (FSZipEntry) -> Bool,
        progress: ((FSZipProgress) -> Bool)?
    ) throws(FSZipError) -> [FSZipEntry] {
        let (selected, total, unlocked) = try preflight(password: password, limits: limits, include: include)
        var reporter = ProgressReporter(entries: selected.count, bytes: total, handler: progress)
        for entry in selected {
            if !entry.isDirectory {
                try stream(entry, unlocked: unlocked[entry.localHeaderOffset]) { chunk throws(FSZipError) in
                    try reporter.add(bytes: chunk.count)
                }
            }
            try reporter.finishEntry()
        }
        return selected
    }

    /// The same, off the caller's actor (`@concurrent`, as `extractAll(to:password:limits:include:progress:)`
    /// is), stopping with ``FSZipError/cancelled`` at the next MiB or entry when the task is
    /// cancelled.
    ///
    /// - Parameters:
    ///   - password: The password of encrypted entries (one for all, or one per entry).
    ///   - limits: The bounds on sizes, entry counts and ratios.
    ///   - include: Which entries to check (default: all).
    ///   - progress: Called at most once per MiB and after each entry; return `false` to stop.
    /// - Returns: The entries checked.
    @concurrent
    @discardableResult
    public func verify(
        password: FSZipPassword? = nil, limits: FSZipLimits = FSZipLimits(),
        include: @escaping @Sendable (FSZipEntry) -> Bool = { _ in true },
        progress: (@Sendable (FSZipProgress) -> Bool)? = nil
    ) async throws(FSZipError) -> [FSZipEntry] {
        try verifyEntries(password: password, limits: limits, include: include, progress: progress)
    }

    /// The entries `include` selects, their total size, and the encrypted ones unlocked (by
    /// local header offset), after every check that needs no decompression: the entry count,
    /// each size and ratio, the total, overlaps, and every password.
    private func preflight(
        password: FSZipPassword?, limits: FSZipLimits, include: (FSZipEntry) -> Bool
    ) throws(FSZipError) -> (entries: [FSZipEntry], total: UInt64, unlocked: [UInt64: UnlockedEntry]) {
        let selected = entries.filter(include)
        guard selected.count <= limits.maxEntryCount else {
            throw .limitExceeded("\(selected.count) entries, more than \(limits.maxEntryCount)")
        }
        var total: UInt64 = 0
        // A directory's claimed sizes are not its contents: nothing of it is read.
        for entry in selected where !entry.isDirectory {
            try limits.check(entry)
            let (sum, overflow) = total.addingReportingOverflow(entry.uncompressedSize)
            total = sum
            guard !overflow, total <= limits.maxTotalUncompressedSize else {
                throw .limitExceeded("more than \(limits.maxTotalUncompressedSize) bytes in all")
            }
        }
        if !limits.allowsOverlappingEntries { try checkOverlaps() }
        var unlocked: [UInt64: UnlockedEntry] = [:]
        for entry in selected where entry.isEncrypted && !entry.isDirectory {
            unlocked[entry.localHeaderOffset] = try unlock(entry, password: password)
        }
        return (selected, total, unlocked)
    }

    /// Refuses archives in which two entries' local records and data overlap, or an entry's
    /// data runs into the central directory.
    func checkOverlaps() throws(FSZipError) {
        var spans: [(start: UInt64, end: UInt64, path: String)] = []
        spans.reserveCapacity(entries.count)
        for entry in entries { spans.append((entry.localHeaderOffset, try dataEnd(of: entry), entry.path)) }
        spans.sort { $0.start < $1.start }
        for (previous, next) in zip(spans, spans.dropFirst()) where next.start < previous.end {
            throw .overlappingEntries(previous.path, next.path)
        }
        if let last = spans.last, last.end > directoryStart {
            throw .overlappingEntries(last.path, "the central directory")
        }
    }

    private func extract(
        _ entry: FSZipEntry, unlocked: UnlockedEntry?, to target: String, in root: SafeDestination,
        reporter: inout ProgressReporter
    ) throws(FSZipError) {
        if entry.isSymbolicLink {
            var bytes: [UInt8] = []
            try stream(entry, unlocked: unlocked) { chunk throws(FSZipError) in bytes.append(contentsOf: chunk) }
            let linkTarget = String(decoding: bytes, as: UTF8.self)
            try root.checkLink(at: target, pointingTo: linkTarget, entry: entry.path)
            try SystemCalls.symbolicLink(target, to: linkTarget)
            return
        }
        try writeFile(entry, unlocked: unlocked, to: target) { count throws(FSZipError) in
            try reporter.add(bytes: count)
        }.commit()
    }

    /// Checks where `entry` goes and makes the directories it needs: the path of a file or
    /// link to write, `nil` for a directory (made here) or the destination itself.
    private func prepare(_ entry: FSZipEntry, in root: SafeDestination) throws(FSZipError) -> String? {
        // "./" names the destination itself (7-Zip and bsdtar write it): nothing to do.
        if entry.isDirectory && root.isRoot(entry.path) { return nil }
        let target = try root.path(for: entry.path, entry: entry.path)
        if entry.isDirectory {
            try root.makeDirectories(target, entry: entry.path)
            return nil
        }
        try root.makeDirectories(Paths.parent(target), entry: entry.path)
        return target
    }

    /// Writes a file entry whole under a temporary name beside `target`, to be renamed into
    /// place by ``PendingFile/commit()``; `progress` sees the bytes as they are written.
    private func writeFile(
        _ entry: FSZipEntry, unlocked: UnlockedEntry?, to target: String,
        progress: (Int) throws(FSZipError) -> Void
    ) throws(FSZipError) -> PendingFile {
        let file = try AtomicFile(target: target)
        try stream(entry, unlocked: unlocked) { chunk throws(FSZipError) in
            try file.write(chunk)
            try progress(chunk.count)
        }
        return PendingFile(
            file: file,
            permissions: entry.permissions.map { $0 & UnixMode.accessMask } ?? UnixMode.defaultFilePermissions,
            modificationSeconds: Int(entry.modificationDate.timeIntervalSince1970), size: entry.uncompressedSize)
    }
}
