internal import FSInternal

/// Why a task of a graph never ran.
public enum FSSkipReason: Hashable, Sendable {
    /// The graph was cancelled (by ``FSTaskGraphRun/cancel()``, Swift task cancellation, or a
    /// failure under ``FSFailurePolicy/cancelGraph``) before the task started.
    case cancelled
    /// A task it depends on, directly or not, failed or was skipped.
    case dependencyFailed
}
