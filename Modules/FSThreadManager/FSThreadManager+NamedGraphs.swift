import Dispatch
internal import FSInternal

extension FSThreadManager {
    /// Adds `graph`'s tasks to the running graph named `identifier`, starting that graph (with
    /// these settings) if there is none.
    ///
    /// A named graph lives while it has unfinished tasks and is forgotten when the last ends,
    /// after its completion handlers are called; the next use of the name starts a new one.
    /// This is the original `concurrentQueue(identifier:…)` and `concurrentQueueAddOp`.
    ///
    /// ```swift
    /// var downloads = FSTaskGraph<String>()
    /// for url in urls { downloads.add(url) { _ in fetch(url) } }
    /// try FSThreadManager.addTasks(downloads, toGraph: "downloads", maxConcurrency: 3)
    /// FSThreadManager.addCompletion(toGraph: "downloads") { report in print(report.completionOrder.count) }
    /// ```
    ///
    /// - Throws: ``FSThreadManagerError`` for a cycle, an unknown dependency or an identifier
    ///   the named graph already has; then nothing was added.
    public static func addTasks(
        _ graph: FSTaskGraph<String>, toGraph identifier: String,
        maxConcurrency: Int = FSThreadManager.activeProcessorCount, qos: DispatchQoS.QoSClass = .default,
        failurePolicy: FSFailurePolicy = .cancelDependents
    ) throws(FSThreadManagerError) {
        try NamedGraphs.shared.withGraph(identifier, create: (maxConcurrency, qos, failurePolicy)) {
            graph_ throws(FSThreadManagerError) in
            try graph_?.add(graph)
        }
    }

    /// Adds one task to the running graph named `identifier` (see
    /// ``addTasks(_:toGraph:maxConcurrency:qos:failurePolicy:)``).
    public static func addTask(
        _ id: String, after dependencies: [String] = [], toGraph identifier: String,
        _ body: @escaping FSTaskGraph<String>.Body
    ) throws(FSThreadManagerError) {
        var graph = FSTaskGraph<String>()
        graph.add(id, after: dependencies, body)
        try addTasks(graph, toGraph: identifier)
    }

    /// Calls `handler` on `label`'s queue once every task of the graph named `identifier` has
    /// ended — at once, with an empty report, if there is no such graph. The original
    /// `concurrentQueueAddCompletion`.
    public static func addCompletion(
        toGraph identifier: String, on label: FSThreadLabel = .main,
        _ handler: @escaping @Sendable (FSTaskGraphReport<String>) -> Void
    ) {
        let added = NamedGraphs.shared.withGraph(identifier, create: nil) { graph in
            graph?.onCompletion(on: label, handler)
            return graph != nil
        }
        if !added { label.queue.async { handler(FSTaskGraphReport(ids: [], outcomes: [], completionOrder: [])) } }
    }

    /// Cancels the graph named `identifier`, if there is one (see ``FSTaskGraphRun/cancel()``).
    public static func cancelGraph(_ identifier: String) {
        NamedGraphs.shared.withGraph(identifier, create: nil) { $0?.cancel() }
    }
}

/// The running graphs of ``FSThreadManager/addTasks(_:toGraph:maxConcurrency:qos:failurePolicy:)``.
///
/// Every use holds this registry's lock, and a graph is removed only when it is idle under
/// that lock, so a task added by name always joins the graph that a completion added by name
/// waits for.
final class NamedGraphs: Sendable {
    static let shared = NamedGraphs()
    private let graphs = FSLocked<[String: FSTaskGraphRun<String>]>([:])

    func withGraph<Result, Failure: Error>(
        _ identifier: String, create settings: (Int, DispatchQoS.QoSClass, FSFailurePolicy)?,
        _ body: (FSTaskGraphRun<String>?) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let outcome = graphs.withLock { graphs -> Swift.Result<Result, Failure> in
            var graph = graphs[identifier]
            if graph == nil, let (maxConcurrency, qos, failurePolicy) = settings {
                let created = FSTaskGraphRun<String>(
                    maxConcurrency: maxConcurrency, qos: qos, failurePolicy: failurePolicy,
                    // Later, not inline: the graph may go idle inside `body`, under this lock.
                    onIdle: { DispatchQueue.global().async { self.forget(identifier) } })
                graphs[identifier] = created
                graph = created
            }
            do throws(Failure) { return .success(try body(graph)) } catch { return .failure(error) }
        }
        return try outcome.get()
    }

    /// Removes the graph named `identifier` if it has nothing left to do.
    private func forget(_ identifier: String) {
        graphs.withLock { graphs in
            if graphs[identifier]?.isIdle == true { graphs[identifier] = nil }
        }
    }
}
