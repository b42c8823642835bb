internal import FSInternal

/// What a running task of an ``FSTaskGraph`` can ask: whether its graph has been cancelled
/// since it started.
///
/// ```swift
/// graph.add("index") { context in
///     for file in files {
///         if context.isCancelled { return }   // stop early; dependents are skipped anyway
///         index(file)
///     }
/// }
/// ```
public struct FSTaskContext: Sendable {
    let cancellation: FSLocked<Bool>

    /// Whether the graph has been cancelled — by ``FSTaskGraphRun/cancel()``, or by another
    /// task's failure under ``FSFailurePolicy/cancelGraph``.
    public var isCancelled: Bool { cancellation.withLock { $0 } }
}
