import Dispatch
internal import FSInternal

/// How a group of jobs ended.
public enum FSGroupOutcome: Hashable, Sendable {
    /// Every job called its `finish`.
    case finished
    /// The timeout passed first; these jobs (by position) had not called `finish`.
    case timedOut(unfinished: [Int])
}
