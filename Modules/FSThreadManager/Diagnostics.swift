internal import FSInternal

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Misuse that the module survives but the developer should hear about — a group job calling
/// `finish` twice, say. Debug builds print each report to standard error; every build counts
/// them, which tests read.
enum Diagnostics {
    private static let reports = FSLocked(0)

    static func report(_ message: String) {
        reports.withLock { $0 += 1 }
        #if DEBUG
            var line = "FSThreadManager: \(message)\n"
            line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
        #endif
    }

    /// How many reports there have been.
    static var count: Int { reports.withLock { $0 } }
}
