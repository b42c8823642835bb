internal import FSInternal

/// What a graph does when one of its tasks throws.
public enum FSFailurePolicy: Hashable, Sendable {
    /// Skip the tasks that depend on the failed one, directly or not; run the others.
    case cancelDependents
    /// Skip every task not yet started; running tasks see the graph cancelled.
    case cancelGraph
}
