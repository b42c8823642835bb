import Foundation

// Spellings replaced in 1.0.0, kept for one major release so that code written against them
// still builds (with a warning that names the new spelling): how many threads may work at once
// is `maxConcurrency`, the word FSThreadManager uses, not `threads`. (A Foundation bridge file,
// as `FileManager`'s methods need it.)

extension FSZipArchive {
    /// 0.x's name of ``maxConcurrency``.
    @available(*, deprecated, renamed: "maxConcurrency")
    public var threads: Int {
        get { maxConcurrency }
        set { maxConcurrency = newValue }
    }
}

extension FSZipWriter {
    /// 0.x's name of ``maxConcurrency``.
    @available(*, deprecated, renamed: "maxConcurrency")
    public var threads: Int {
        get { maxConcurrency }
        set { maxConcurrency = newValue }
    }
}

extension FSGzip {
    /// 0.x's spelling of ``compress(_:level:header:maxConcurrency:)``.
    @available(*, deprecated, renamed: "compress(_:level:header:maxConcurrency:)")
    public static func compress(
        _ data: some ContiguousBytes, level: Int = FSGzip.defaultLevel, header: FSGzipHeader = FSGzipHeader(),
        threads: Int
    ) throws(FSZipError) -> Data {
        try compress(data, level: level, header: header, maxConcurrency: threads)
    }

    /// 0.x's spelling of ``compressFile(at:to:level:maxConcurrency:overwrite:)``.
    @available(*, deprecated, renamed: "compressFile(at:to:level:maxConcurrency:overwrite:)")
    public static func compressFile(
        at source: String, to destination: String? = nil, level: Int = FSGzip.defaultLevel, threads: Int,
        overwrite: Bool = false
    ) throws(FSZipError) {
        try compressFile(at: source, to: destination, level: level, maxConcurrency: threads, overwrite: overwrite)
    }
}

extension FSGzipCompressor {
    /// 0.x's spelling of ``init(level:header:maxConcurrency:)``.
    @available(*, deprecated, renamed: "init(level:header:maxConcurrency:)")
    public convenience init(
        level: Int = FSGzip.defaultLevel, header: FSGzipHeader = FSGzipHeader(), threads: Int
    ) throws(FSZipError) {
        try self.init(level: level, header: header, maxConcurrency: threads)
    }
}

extension FileManager {
    /// 0.x's spelling of `zipItem(at:to:keepsParent:level:password:encryption:maxConcurrency:progress:)`.
    @available(*, deprecated, renamed: "zipItem(at:to:keepsParent:level:password:encryption:maxConcurrency:progress:)")
    public func zipItem(
        at source: URL, to destination: URL, keepsParent: Bool = true, level: Int = FSGzip.defaultLevel,
        password: FSZipPassword? = nil, encryption: FSZipEncryption = .aes256, threads: Int, progress: Progress? = nil
    ) throws(FSZipError) {
        try zipItem(
            at: source, to: destination, keepsParent: keepsParent, level: level, password: password,
            encryption: encryption, maxConcurrency: threads, progress: progress)
    }

    /// 0.x's spelling of `unzipItem(at:to:password:limits:maxConcurrency:progress:)`.
    @available(*, deprecated, renamed: "unzipItem(at:to:password:limits:maxConcurrency:progress:)")
    @discardableResult
    public func unzipItem(
        at source: URL, to destination: URL, password: FSZipPassword? = nil, limits: FSZipLimits = FSZipLimits(),
        threads: Int, progress: Progress? = nil
    ) throws(FSZipError) -> [FSZipEntry] {
        try unzipItem(
            at: source, to: destination, password: password, limits: limits, maxConcurrency: threads, progress: progress
        )
    }
}
