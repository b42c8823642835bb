import Dispatch
internal import FSInternal

/// A task graph at work: add more tasks, cancel it, be called or resumed when every task has
/// ended.
///
/// Tasks run on a global queue, at most ``maxConcurrency`` at once. Each of up to that many
/// workers takes the next ready task, runs it, records it and takes the next, holding a lock
/// once per task; a task waiting for its dependencies costs no thread.
///
/// ```swift
/// let run = FSTaskGraphRun<Int>(maxConcurrency: 2)
/// try run.add(0) { _ in step(0) }
/// for i in 1..<100 { try run.add(i, after: [i - 1]) { _ in step(i) } }
/// let report = await run.finished()
/// ```
public final class FSTaskGraphRun<ID: Hashable & Sendable>: Sendable {
    private let engine: TaskGraphEngine
    private let index = FSLocked(TaskIndex<ID>())

    /// The most tasks that run at once.
    public var maxConcurrency: Int { engine.maxConcurrency }

    /// An empty running graph, to which tasks are added with ``add(_:)`` or
    /// ``add(_:after:_:)``.
    ///
    /// - Parameters:
    ///   - maxConcurrency: The most tasks running at once (values below 1 mean 1); by default,
    ///     the number of active processors.
    ///   - qos: The quality of service of the global queue the tasks run on.
    ///   - failurePolicy: What a task that throws skips.
    public convenience init(
        maxConcurrency: Int = FSThreadManager.activeProcessorCount, qos: DispatchQoS.QoSClass = .default,
        failurePolicy: FSFailurePolicy = .cancelDependents
    ) {
        self.init(maxConcurrency: maxConcurrency, qos: qos, failurePolicy: failurePolicy, onIdle: nil)
    }

    init(
        maxConcurrency: Int, qos: DispatchQoS.QoSClass, failurePolicy: FSFailurePolicy,
        onIdle: (@Sendable () -> Void)?
    ) {
        engine = TaskGraphEngine(
            maxConcurrency: maxConcurrency, qos: qos, failurePolicy: failurePolicy, onIdle: onIdle)
    }

    /// Adds every task of `graph`. They may depend on each other and on tasks added before,
    /// finished or not; a dependency that failed or was skipped skips them (under
    /// ``FSFailurePolicy/cancelDependents``).
    ///
    /// - Throws: ``FSThreadManagerError`` for a cycle, an unknown dependency or an identifier
    ///   already used; then nothing of `graph` was added.
    public func add(_ graph: FSTaskGraph<ID>) throws(FSThreadManagerError) {
        // The index lock is held across the engine's add, so tasks are numbered in the order
        // the engine receives them.
        let added = index.withLock { index -> Result<TaskGraphEngine.Idle?, FSThreadManagerError> in
            do throws(FSThreadManagerError) {
                let batch = try index.add(graph.tasks.ids, graph.tasks.dependencies)
                return .success(engine.add(batch, bodies: graph.tasks.bodies))
            } catch {
                return .failure(error)
            }
        }
        engine.finish(try added.get())
    }

    /// Adds one task that starts once every task in `dependencies` has returned.
    ///
    /// - Throws: ``FSThreadManagerError`` for an unknown dependency or an identifier already
    ///   used.
    public func add(
        _ id: ID, after dependencies: [ID] = [], _ body: @escaping FSTaskGraph<ID>.Body
    ) throws(FSThreadManagerError) {
        var graph = FSTaskGraph<ID>()
        graph.add(id, after: dependencies, body)
        try add(graph)
    }

    /// Skips every task not yet started, including tasks added from now on; running tasks
    /// see ``FSTaskContext/isCancelled``.
    public func cancel() { engine.cancel() }

    /// Whether ``cancel()`` was called, or a failure cancelled the graph.
    public var isCancelled: Bool { engine.cancellation.withLock { $0 } }

    /// Whether every task added so far has ended.
    public var isIdle: Bool { engine.isIdle }

    /// Calls `handler` on `label`'s queue once every task added so far has ended — at once if
    /// none is unfinished. Each handler is called once.
    public func onCompletion(
        on label: FSThreadLabel = .main, _ handler: @escaping @Sendable (FSTaskGraphReport<ID>) -> Void
    ) {
        let (queue, index) = (label.queue, index)
        // The report is built on `queue`, never under the engine's lock.
        engine.onCompletion { snapshot in queue.async { handler(index.withLock { $0.report(snapshot) }) } }
    }

    /// Waits until every task added so far has ended, and returns their outcomes.
    public func finished() async -> FSTaskGraphReport<ID> {
        await awaitCallback(placeholder: FSTaskGraphReport(ids: [], outcomes: [], completionOrder: [])) { deliver in
            onCompletion(on: .global, deliver)
        }
    }

    /// Runs the graph's ready tasks on the calling thread too, until every task added so far
    /// has ended, and returns their outcomes. Never call it from a task of the same graph,
    /// which would wait for itself.
    ///
    /// The caller counts as one of the `maxConcurrency` threads. It blocks only while every
    /// task it could run is running elsewhere, never for a worker queued on Dispatch's pool,
    /// so a caller that is itself a Dispatch work item (or a task) cannot stall the graph when
    /// the pool is busy.
    public func waitUntilFinished() -> FSTaskGraphReport<ID> {
        let snapshot = engine.runUntilIdle()
        return index.withLock { $0.report(snapshot) }
    }
}
