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

/// Why a task of a graph never ran.
public enum FSSkipReason: Hashable, Sendable {
    /// The graph was cancelled (by ``FSTaskGraphRun/cancel()``, Swift task cancellation, or a
    /// failure under ``FSFailurePolicy/cancelGraph``) before the task started.
    case cancelled
    /// A task it depends on, directly or not, failed or was skipped.
    case dependencyFailed
}

/// What a graph does when one of its tasks throws.
public enum FSFailurePolicy: Hashable, Sendable {
    /// Skip the tasks that depend on the failed one, directly or not; run the others.
    case cancelDependents
    /// Skip every task not yet started; running tasks see the graph cancelled.
    case cancelGraph
}

/// How every task of a graph ended, and the order in which those that ran finished.
///
/// ```swift
/// let report = try await graph.run(maxConcurrency: 4)
/// if !report.succeeded {
///     for (task, error) in report.failures { print(task, error) }
/// }
/// ```
///
/// Made from the graph's arrays in O(1); ``outcomes`` and ``completionOrder`` are built on
/// first use and kept, so a graph whose report nobody reads pays nothing for it.
public struct FSTaskGraphReport<ID: Hashable & Sendable>: Sendable {
    private final class Storage: Sendable {
        let ids: [ID]
        /// By task number; `nil` for a task still to run.
        let outcomes: [FSTaskOutcome?]
        let order: [Int]
        let byID = FSLocked<[ID: FSTaskOutcome]?>(nil)
        let orderByID = FSLocked<[ID]?>(nil)

        init(ids: [ID], outcomes: [FSTaskOutcome?], order: [Int]) {
            self.ids = ids
            self.outcomes = outcomes
            self.order = order
        }
    }

    private let storage: Storage

    /// The report of the tasks `ids` (by number), of which `outcomes` holds those ended so far,
    /// and `completionOrder` the numbers of those that ran, in the order they ended.
    init(ids: [ID], outcomes: [FSTaskOutcome?], completionOrder: [Int]) {
        storage = Storage(ids: ids, outcomes: outcomes, order: completionOrder)
    }

    /// Each task's outcome.
    public var outcomes: [ID: FSTaskOutcome] {
        storage.byID.withLock { cached in
            if let cached { return cached }
            let built = Dictionary(uniqueKeysWithValues: tasks { $1 })
            cached = built
            return built
        }
    }

    /// The tasks that ran (finished or failed), in the order they ended.
    public var completionOrder: [ID] {
        storage.orderByID.withLock { cached in
            if let cached { return cached }
            let built = storage.order.map { storage.ids[$0] }
            cached = built
            return built
        }
    }

    /// The error of each task that failed.
    public var failures: [ID: any Error] { Dictionary(uniqueKeysWithValues: tasks { $1.error }) }

    /// The tasks that never ran.
    public var skipped: [ID: FSSkipReason] {
        Dictionary(
            uniqueKeysWithValues: tasks { _, outcome in
                if case .skipped(let reason) = outcome { reason } else { nil }
            })
    }

    /// Whether every task ran and returned.
    public var succeeded: Bool { storage.outcomes.allSatisfy { $0?.isFinished ?? true } }

    /// `(identifier, value)` for every ended task for which `value` gives one.
    private func tasks<Value>(_ value: (ID, FSTaskOutcome) -> Value?) -> [(ID, Value)] {
        zip(storage.ids, storage.outcomes).compactMap { id, outcome in
            outcome.flatMap { value(id, $0) }.map { (id, $0) }
        }
    }
}
