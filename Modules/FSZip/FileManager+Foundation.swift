import Foundation

/// One-call zipping and unzipping between URLs, as ZIPFoundation's `FileManager` methods of
/// the same names do, with FSZip's options as parameters.
extension FileManager {
    /// Zips the file or directory at `source` into a new archive at `destination`.
    ///
    /// A directory is added with everything under it, in a stable order, hidden files and
    /// symbolic links included (links stored as links). The archive is written under a
    /// temporary name and renamed into place when whole: on any error or cancellation nothing
    /// appears at `destination`.
    ///
    /// ```swift
    /// try FileManager.default.zipItem(at: documents, to: backup, level: 9, password: "s3cret")
    /// ```
    ///
    /// - Parameters:
    ///   - source: A file URL of a file, link or directory.
    ///   - destination: A file URL where nothing is yet.
    ///   - keepsParent: Whether a directory's entries start with its name (`Photos/a.jpg`,
    ///     the default) or are relative to it (`a.jpg`).
    ///   - level: The deflate level, 0 (store) … 9.
    ///   - password: Encrypts every file (not directories or links) when given.
    ///   - encryption: How, when `password` is given (see ``FSZipWriter/encryption``).
    ///   - maxConcurrency: How many threads deflate (see ``FSZipWriter/maxConcurrency``).
    ///   - progress: Kept up to date by bytes (see ``FSZipProgress/reporting(to:)``);
    ///     cancelling it stops the work with ``FSZipError/cancelled``.
    /// - Throws: ``FSZipError``: ``FSZipError/Code/invalidArgument`` for a URL that is not a
    ///   file URL, ``FSZipError/Code/io`` when `destination` exists or a file cannot be read.
    public func zipItem(
        at source: URL, to destination: URL, keepsParent: Bool = true, level: Int = FSGzip.defaultLevel,
        password: FSZipPassword? = nil, encryption: FSZipEncryption = .aes256,
        maxConcurrency: Int = FSGzip.defaultMaxConcurrency, progress: Progress? = nil
    ) throws(FSZipError) {
        try Self.zip(
            source, destination, keepsParent: keepsParent, level: level, password: password, encryption: encryption,
            maxConcurrency: maxConcurrency, progress: progress)
    }

    /// The same, off the caller's actor (`@concurrent`): cancelling the task stops it with
    /// ``FSZipError/cancelled`` at the next MiB or entry, leaving nothing at `destination`.
    ///
    /// - Parameters:
    ///   - source: A file URL of a file, link or directory.
    ///   - destination: A file URL where nothing is yet.
    ///   - keepsParent: Whether a directory's entries start with its name.
    ///   - level: The deflate level, 0 (store) … 9.
    ///   - password: Encrypts every file when given.
    ///   - encryption: How, when `password` is given.
    ///   - maxConcurrency: How many threads deflate.
    ///   - progress: Kept up to date by bytes; cancelling it stops the work.
    @concurrent
    public func zipItem(
        at source: URL, to destination: URL, keepsParent: Bool = true, level: Int = FSGzip.defaultLevel,
        password: FSZipPassword? = nil, encryption: FSZipEncryption = .aes256,
        maxConcurrency: Int = FSGzip.defaultMaxConcurrency, progress: Progress? = nil
    ) async throws(FSZipError) {
        try Self.zip(
            source, destination, keepsParent: keepsParent, level: level, password: password, encryption: encryption,
            maxConcurrency: maxConcurrency, progress: progress)
    }

    /// Extracts the archive at `source` into the directory `destination` (created if missing),
    /// safely: see `extractAll(to:password:limits:include:progress:)`.
    ///
    /// ```swift
    /// try FileManager.default.unzipItem(at: download, to: folder, password: "s3cret")
    /// ```
    ///
    /// - Parameters:
    ///   - source: A file URL of a zip archive.
    ///   - destination: A file URL of the directory to extract into.
    ///   - password: The password of encrypted entries.
    ///   - limits: The bounds on sizes, entry counts and ratios.
    ///   - maxConcurrency: How many threads inflate (see ``FSZipArchive/maxConcurrency``).
    ///   - progress: Kept up to date by bytes; cancelling it stops the work with
    ///     ``FSZipError/cancelled`` (entries already extracted stay).
    /// - Returns: The entries extracted.
    /// - Throws: ``FSZipError``, as opening and extracting an archive do.
    @discardableResult
    public func unzipItem(
        at source: URL, to destination: URL, password: FSZipPassword? = nil, limits: FSZipLimits = FSZipLimits(),
        maxConcurrency: Int = FSGzip.defaultMaxConcurrency, progress: Progress? = nil
    ) throws(FSZipError) -> [FSZipEntry] {
        try Self.unzip(
            source, destination, password: password, limits: limits, maxConcurrency: maxConcurrency, progress: progress)
    }

    /// The same, off the caller's actor (`@concurrent`): cancelling the task stops it with
    /// ``FSZipError/cancelled`` at the next MiB or entry.
    ///
    /// - Parameters:
    ///   - source: A file URL of a zip archive.
    ///   - destination: A file URL of the directory to extract into.
    ///   - password: The password of encrypted entries.
    ///   - limits: The bounds on sizes, entry counts and ratios.
    ///   - maxConcurrency: How many threads inflate.
    ///   - progress: Kept up to date by bytes; cancelling it stops the work.
    /// - Returns: The entries extracted.
    @concurrent
    @discardableResult
    public func unzipItem(
        at source: URL, to destination: URL, password: FSZipPassword? = nil, limits: FSZipLimits = FSZipLimits(),
        maxConcurrency: Int = FSGzip.defaultMaxConcurrency, progress: Progress? = nil
    ) async throws(FSZipError) -> [FSZipEntry] {
        try Self.unzip(
            source, destination, password: password, limits: limits, maxConcurrency: maxConcurrency, progress: progress)
    }

    private static func zip(
        _ source: URL, _ destination: URL, keepsParent: Bool, level: Int, password: FSZipPassword?,
        encryption: FSZipEncryption, maxConcurrency: Int, progress: Progress?
    ) throws(FSZipError) {
        let target = try path(of: destination)
        try FileStatus.requireAbsent(target)
        let writer = try FSZipWriter(path: target, level: level)
        writer.password = password
        writer.encryption = encryption
        writer.maxConcurrency = maxConcurrency
        try writer.addTree(
            path(of: source), keepsParent: keepsParent, includeHidden: true, follow: false,
            progress: progress.map(FSZipProgress.reporting(to:)))
        try writer.finish()
    }

    private static func unzip(
        _ source: URL, _ destination: URL, password: FSZipPassword?, limits: FSZipLimits, maxConcurrency: Int,
        progress: Progress?
    ) throws(FSZipError) -> [FSZipEntry] {
        var archive = try FSZipArchive(path: path(of: source))
        archive.maxConcurrency = maxConcurrency
        return try archive.extractAll(
            to: path(of: destination), password: password, limits: limits,
            progress: progress.map(FSZipProgress.reporting(to:)))
    }

    /// The file system path of a file URL.
    private static func path(of url: URL) throws(FSZipError) -> String {
        guard url.isFileURL else { throw .invalidArgument("\(url) is not a file URL") }
        return url.withUnsafeFileSystemRepresentation { $0.map { String(cString: $0) } } ?? ""
    }
}
