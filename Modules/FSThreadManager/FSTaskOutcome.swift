internal import FSInternal

/// What happened to one task of a graph.
public enum FSTaskOutcome: Sendable {
    /// The task ran and returned.
    case finished
    /// The task ran and threw this error.
    case failed(any Error)
    /// The task never ran.
    case skipped(FSSkipReason)

    /// The error the task threw, if it failed.
    public var error: (any Error)? {
        if case .failed(let error) = self { error } else { nil }
    }

    /// Whether the task ran and returned.
    public var isFinished: Bool {
        if case .finished = self { true } else { false }
    }
}
