internal import FSInternal

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
