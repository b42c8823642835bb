import Foundation

extension FSZipProgress {
    /// A progress handler that keeps a Foundation `Progress` up to date, for SwiftUI's
    /// `ProgressView(progress)`, `UIProgressView.observedProgress` and the other places
    /// Foundation's progress reporting goes.
    ///
    /// The handler sets `progress.totalUnitCount` to the bytes to write and
    /// `completedUnitCount` to those written (at most once per MiB and after each entry), so
    /// its `fractionCompleted` is by bytes. Cancelling
    /// `progress` stops the work with ``FSZipError/cancelled`` at the next report; pausing it
    /// (when it `isPausable`) holds the working thread until it resumes or is cancelled —
    /// the blocking forms are made for that, while a paused `async` form keeps a thread of
    /// the shared pool, so cancel rather than pause those.
    ///
    /// ```swift
    /// let progress = Progress(totalUnitCount: 0)   // shown by ProgressView(progress)
    /// progress.isPausable = true
    /// try archive.extractAll(to: destination, progress: FSZipProgress.reporting(to: progress))
    /// ```
    ///
    /// - Parameter progress: The progress to update (only its unit counts change).
    /// - Returns: A handler for any `progress:` parameter of FSZip.
    public static func reporting(to progress: Progress) -> @Sendable (FSZipProgress) -> Bool {
        { state in
            progress.totalUnitCount = Int64(clamping: state.bytesTotal)
            progress.completedUnitCount = Int64(clamping: state.bytesCompleted)
            while progress.isPaused && !progress.isCancelled {
                Thread.sleep(forTimeInterval: pausePollInterval)
            }
            return !progress.isCancelled
        }
    }

    /// How often a paused `Progress` is looked at, in seconds.
    private static let pausePollInterval: TimeInterval = 0.05
}
