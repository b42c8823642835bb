/// How a tar archive is compressed as a whole: not at all (`.tar`), or by gzip (`.tar.gz`).
///
/// Values with static members rather than enum cases, so a later release can add a
/// compression without breaking any caller.
public struct FSTarCompression: Hashable, Sendable {
    /// The gzip level, or `nil` for none.
    let gzipLevel: Int?

    private init(gzipLevel: Int?) {
        self.gzipLevel = gzipLevel
    }

    /// A plain `.tar`.
    public static let none = FSTarCompression(gzipLevel: nil)

    /// A `.tar.gz` at gzip's default level (6), deflated on all cores.
    public static let gzip = FSTarCompression(gzipLevel: FSGzip.defaultLevel)

    /// A `.tar.gz` at `level`, 0 (store) … 9 (smallest); a level outside 0…9 is refused when
    /// the writer is made.
    public static func gzip(level: Int) -> FSTarCompression {
        FSTarCompression(gzipLevel: level)
    }
}
