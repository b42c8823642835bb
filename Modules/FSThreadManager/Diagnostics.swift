internal import FSInternal

/// Misuse that the module survives but the developer should hear about — a group job calling
/// `finish` twice, say. Debug builds print each report to standard error; every build counts
/// them, which tests read.
enum Diagnostics {
    private static let reports = FSLocked(0)

    static func report(_ message: String) {
        reports.withLock { $0 += 1 }
        #if DEBUG
            Platform.writeToStandardError("FSThreadManager: \(message)\n")
        #endif
    }

    /// How many reports there have been.
    static var count: Int { reports.withLock { $0 } }
}
