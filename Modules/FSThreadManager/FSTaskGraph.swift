import Dispatch

/// Tasks with dependencies between them — a directed acyclic graph — to run on Dispatch
/// with at most a given number at once.
///
/// Describe the graph, then ``run(maxConcurrency:qos:failurePolicy:)`` it: the whole graph is
/// checked first, so a cycle, an unknown dependency or a repeated identifier is an
/// ``FSThreadManagerError`` before anything starts. A task starts once every task it depends
/// on has returned; none waits on a blocked thread.
///
/// ```swift
/// var graph = FSTaskGraph<String>()
/// graph.add("fetch") { _ in try download() }
/// graph.add("thumbnails", after: ["fetch"]) { _ in makeThumbnails() }
/// graph.add("index", after: ["fetch"]) { context in
///     for page in pages where !context.isCancelled { index(page) }
/// }
/// graph.add("publish", after: ["thumbnails", "index"]) { _ in publish() }
///
/// let run = try graph.run(maxConcurrency: 2)
/// run.onCompletion { report in
///     print(report.succeeded ? "published" : "failed: \(report.failures)")
/// }
/// ```
///
/// A task that throws skips the tasks that depend on it (or, with
/// ``FSFailurePolicy/cancelGraph``, every task not yet started). For tasks that `await`, see
/// ``FSAsyncTaskGraph``.
public struct FSTaskGraph<ID: Hashable & Sendable>: Sendable {
    /// The work of a task.
    public typealias Body = @Sendable (FSTaskContext) throws -> Void

    /// The tasks.
    @usableFromInline var tasks = TaskList<ID, Body>()

    /// An empty graph.
    public init() {}

    /// The number of tasks.
    public var count: Int { tasks.ids.count }

    /// Adds a task that starts once every task in `dependencies` has returned.
    ///
    /// Dependencies may name tasks added later; they are checked when the graph runs.
    @inlinable
    public mutating func add(_ id: ID, after dependencies: [ID] = [], _ body: @escaping Body) {
        tasks.add(id, after: dependencies, body)
    }

    /// Checks the graph and starts it.
    ///
    /// - Parameters:
    ///   - maxConcurrency: The most tasks running at once (values below 1 mean 1); by default,
    ///     the number of active processors.
    ///   - qos: The quality of service of the global queue the tasks run on.
    ///   - failurePolicy: What a task that throws skips.
    /// - Returns: The running graph, to cancel, wait for, or add tasks to.
    /// - Throws: ``FSThreadManagerError`` for a cycle, an unknown dependency or a repeated
    ///   identifier; then nothing has started.
    public func run(
        maxConcurrency: Int = FSThreadManager.activeProcessorCount, qos: DispatchQoS.QoSClass = .default,
        failurePolicy: FSFailurePolicy = .cancelDependents
    ) throws(FSThreadManagerError) -> FSTaskGraphRun<ID> {
        let run = FSTaskGraphRun<ID>(maxConcurrency: maxConcurrency, qos: qos, failurePolicy: failurePolicy)
        try run.add(self)
        return run
    }
}
