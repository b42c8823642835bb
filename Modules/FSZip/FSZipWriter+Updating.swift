extension FSZipWriter {
    /// Starts a rewrite of the archive at `path`: the entries `keeping` accepts are copied
    /// first — their compressed bytes as they are, nothing is recompressed — then add new
    /// ones, and ``finish(comment:)`` replaces the original atomically.
    ///
    /// Removing entries is keeping all but them; replacing one is dropping it and adding its
    /// new version:
    ///
    /// ```swift
    /// let writer = try FSZipWriter(updating: "site.zip") { $0.path != "VERSION" }
    /// try writer.add(Data("v1.3".utf8), as: "VERSION")
    /// try writer.finish()  // keeps the archive comment
    /// ```
    ///
    /// Copied entries keep their name bytes, method, CRC-32, sizes, time, Unix permissions,
    /// link and directory flags and comment; other extra fields are not copied.
    ///
    /// - Parameters:
    ///   - path: The archive to update.
    ///   - level: The deflate level for entries added that do not choose one.
    ///   - nameEncoding: How the entries `keeping` sees decode names not flagged as UTF-8.
    ///   - keeping: Whether an existing entry stays.
    /// - Throws: The errors of opening the archive; ``FSZipError/encrypted(entry:)`` for an
    ///   encrypted entry kept (its check bytes depend on fields FSZip does not preserve).
    public convenience init(
        updating path: String, level: Int = FSGzip.defaultLevel, nameEncoding: FSZipNameEncoding = .automatic,
        keeping: (FSZipEntry) -> Bool = { _ in true }
    ) throws(FSZipError) {
        let archive = try FSZipArchive(path: path, nameEncoding: nameEncoding)
        try self.init(path: path, level: level)
        inheritedComment = archive.rawComment
        for entry in archive.entries where keeping(entry) { try copyEntry(entry, from: archive) }
    }

    /// Copies an entry of another archive without recompressing it; a directory is copied
    /// without the data some writers give it.
    private func copyEntry(_ entry: FSZipEntry, from archive: FSZipArchive) throws(FSZipError) {
        guard !entry.isEncrypted else { throw .encrypted(entry: entry.path) }
        let start = try archive.dataStart(of: entry)
        let kind: UnixMode.Kind = entry.isSymbolicLink ? .symbolicLink : entry.isDirectory ? .directory : .regular
        let permissions =
            entry.permissions
            ?? (entry.isDirectory ? UnixMode.defaultDirectoryPermissions : UnixMode.defaultFilePermissions)
        // Keep the UTF-8 flag (the name bytes are copied as they are) and deflate's option bits.
        let header = EntryHeader(
            rawName: entry.rawPath,
            comment: try EntryHeader.fieldBytes(entry.comment, "the comment of \(entry.path)"),
            flags: GeneralPurposeFlags(rawValue: entry.flags).intersection([.utf8, .deflateOptions]),
            mode: UnixMode(kind, permissions: permissions), date: entry.modificationDate,
            zip64: !entry.isDirectory && max(entry.compressedSize, entry.uncompressedSize) >= Zip64.sizeThreshold,
            method: entry.isDirectory ? .stored : entry.method, offset: output.position)
        let data =
            entry.isDirectory
            ? WrittenData()
            : WrittenData(crc: entry.crc32, compressed: entry.compressedSize, uncompressed: entry.uncompressedSize)
        try output.append(header.localHeader(data))
        var source = EntryData(file: archive.file, start: start, count: data.compressed, entry: entry.path)
        try copyStored(&source) { chunk throws(FSZipError) in try output.append(chunk) }
        directory.append(header.centralRecord(data))
    }
}
