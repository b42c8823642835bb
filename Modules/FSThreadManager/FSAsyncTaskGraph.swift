/// Tasks that `await`, with dependencies between them, run in a task group with at most a
/// given number at once.
///
/// The same graph as ``FSTaskGraph``, for Swift concurrency: ``run(maxConcurrency:failurePolicy:)``
/// checks it, then keeps up to `maxConcurrency` child tasks running, starting each task once
/// its dependencies have returned. Cancelling the calling task skips every task not yet
/// started; running tasks see `Task.isCancelled`.
///
/// ```swift
/// var graph = FSAsyncTaskGraph<String>()
/// graph.add("user") { user = try await api.user() }
/// graph.add("avatar", after: ["user"]) { avatar = try await api.image(user.avatarURL) }
/// graph.add("posts", after: ["user"]) { posts = try await api.posts(user.id) }
/// let report = try await graph.run(maxConcurrency: 2)
/// ```
public struct FSAsyncTaskGraph<ID: Hashable & Sendable>: Sendable {
    /// The work of a task.
    public typealias Body = @Sendable () async throws -> Void

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

    /// Checks the graph, runs it, and returns every task's outcome.
    ///
    /// - Parameters:
    ///   - maxConcurrency: The most tasks running at once (values below 1 mean 1).
    ///   - failurePolicy: What a task that throws skips.
    /// - Throws: ``FSThreadManagerError`` for a cycle, an unknown dependency or a repeated
    ///   identifier; then nothing has started. Errors of the tasks are in the report.
    public func run(
        maxConcurrency: Int, failurePolicy: FSFailurePolicy = .cancelDependents
    ) async throws(FSThreadManagerError) -> FSTaskGraphReport<ID> {
        var index = TaskIndex<ID>()
        var table = DependencyTable(policy: failurePolicy)
        table.add(try index.add(tasks.ids, tasks.dependencies))
        let limit = max(1, maxConcurrency)
        let bodies = tasks.bodies
        return await withTaskGroup(of: (number: Int, error: (any Error)?).self) { group in
            var running = 0
            while true {
                if Task.isCancelled && !table.isCancelled { table.cancel() }
                while running < limit, let number = table.next() {
                    let body = bodies[number]
                    group.addTask {
                        do {
                            try await body()
                            return (number, nil)
                        } catch {
                            return (number, error)
                        }
                    }
                    running += 1
                }
                guard let ended = await group.next() else { break }
                running -= 1
                table.complete(ended.number, error: ended.error)
            }
            return index.report(table.snapshot())
        }
    }
}
