internal import FSInternal

/// Limits that keep extraction safe against hostile archives; the defaults allow any
/// honest archive up to 16 GiB.
///
/// ```swift
/// var limits = FSZipLimits()
/// limits.maxTotalUncompressedSize = 100 << 20      // 100 MiB for user uploads
/// try archive.extractAll(to: destination, limits: limits)
/// ```
public struct FSZipLimits: Hashable, Sendable {
    /// The most bytes all extracted entries may add up to (default 16 GiB).
    public var maxTotalUncompressedSize: UInt64 = 16 << 30
    /// The most entries an archive may have (default 1,000,000).
    public var maxEntryCount = 1_000_000
    /// The largest uncompressed / compressed ratio of one entry (default 1100: deflate
    /// cannot exceed 1032:1, so only a lying header goes beyond).
    public var maxCompressionRatio: UInt64 = 1100
    /// Whether entries may share bytes with each other or with the central directory
    /// (default `false`). Honest writers never do that; the non-recursive zip bomb does,
    /// making thousands of entries out of one compressed stream. Info-ZIP refuses such
    /// "overlapped components" too.
    public var allowsOverlappingEntries = false

    /// The default limits.
    public init() {}

    func check(_ entry: FSZipEntry) throws(FSZipError) {
        guard entry.uncompressedSize <= maxTotalUncompressedSize else {
            throw .limitExceeded(
                "\(entry.path) is \(entry.uncompressedSize) bytes, more than \(maxTotalUncompressedSize)")
        }
        // Sizes come from the archive: a product too large for 64 bits allows any size.
        let allowed = max(entry.compressedSize, 1).saturatingMultiplied(by: maxCompressionRatio)
        guard entry.uncompressedSize <= allowed else {
            throw .limitExceeded("\(entry.path) claims a compression ratio above \(maxCompressionRatio):1")
        }
    }
}
