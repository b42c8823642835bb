/// Limits that keep reading and extracting a tar archive safe against hostile ones; the
/// defaults allow any honest archive up to 16 GiB.
///
/// ```swift
/// var limits = FSTarLimits()
/// limits.maxTotalSize = 100 << 20      // 100 MiB for user uploads
/// try FSTar.extractAll(fromFile: "upload.tar.gz", to: destination, limits: limits)
/// ```
public struct FSTarLimits: Hashable, Sendable {
    /// The most bytes of contents all entries may add up to (default 16 GiB).
    public var maxTotalSize: UInt64 = 16 << 30
    /// The most entries an archive may have (default 1,000,000).
    public var maxEntryCount = 1_000_000
    /// The most bytes of pax records or GNU long names one entry may have (default 1 MiB):
    /// they are held in memory.
    public var maxMetadataSize = 1 << 20

    /// The default limits.
    public init() {}
}
