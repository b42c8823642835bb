/// Async jobs run one at a time, in the order they were submitted — what an actor does not
/// give: an actor's methods interleave at every `await`, so a second call starts while the
/// first is suspended.
///
/// ```swift
/// let writes = FSAsyncQueue()
///
/// // Each caller gets its own job's result; the jobs never overlap, even across awaits.
/// let saved = try await writes.run {
///     let current = try await store.load()
///     try await store.save(current.merging(update))
///     return current.version + 1
/// }
///
/// // Fire and forget, still in order with every other job of the queue.
/// writes.enqueue { await analytics.flush() }
/// ```
///
/// - **Order.** A job's place is taken when ``run(_:)`` is called (before it first suspends)
///   or when ``enqueue(priority:_:)`` returns; jobs start in that order, each after the one
///   before has finished.
/// - **Cancellation.** A job whose task is cancelled while it waits leaves the queue at once —
///   ``run(_:)`` throws `CancellationError` and its body never runs — and the jobs behind it
///   keep their order. A job already running is cancelled as any task is, by its own checks.
/// - **No blocking.** Waiting jobs are suspended tasks, not threads.
/// - **Isolation.** ``run(_:)`` runs its body in the caller's isolation (it is
///   `nonisolated(nonsending)`), so a `@MainActor` caller's body runs on the main actor and its
///   result need not be `Sendable`.
///
/// For one queue per key (per user, per file), with keys in parallel, use ``FSKeyedAsyncQueue``.
public final class FSAsyncQueue: Sendable {
    /// One permit: the job that holds it runs; the others wait first come, first served.
    @usableFromInline let turn = FSAsyncLimiter(limit: 1)

    /// An empty queue.
    public init() {}

    /// The jobs waiting for their turn now, not counting the one running (a snapshot).
    public var waiting: Int { turn.waiting }

    /// Runs `body` after every job submitted before it has finished, and returns its result.
    ///
    /// - Throws: `CancellationError` if the task is cancelled while the job waits (then `body`
    ///   does not run), or what `body` throws.
    @inlinable
    nonisolated(nonsending) public func run<Result>(
        _ body: nonisolated(nonsending) () async throws -> Result
    ) async throws -> Result {
        // Inlinable, so the caller's module specializes it for `Result` (generic code would
        // pass the result through its metadata: most of an uncontended job's cost); the
        // permit's steps are written out rather than `withPermit`, one async frame fewer.
        if let ticket = turn.reserve(1) { try await turn.wait(ticket) }
        defer { turn.release(1) }
        return try await body()
    }

    /// Submits `body` to run after every job submitted before it, in a new task, and returns
    /// that task: cancel it to take a job that has not started out of the queue.
    ///
    /// The job's place is taken before this method returns, so jobs enqueued one after another
    /// run in that order.
    @discardableResult
    public func enqueue(
        priority: TaskPriority? = nil, _ body: @escaping @Sendable () async -> Void
    ) -> Task<Void, Never> {
        Self.submit(to: turn, ticket: turn.reserve(1), priority: priority, body)
    }

    /// Starts a task that runs `body` holding `turn`'s permit, once the place `ticket` (from
    /// `turn.reserve(1)`; `nil`: the permit is already held) is served; then runs `finally`.
    static func submit(
        to turn: FSAsyncLimiter, ticket: Int?, priority: TaskPriority?, _ body: @escaping @Sendable () async -> Void,
        finally: @escaping @Sendable () -> Void = {}
    ) -> Task<Void, Never> {
        Task(priority: priority) {
            defer { finally() }
            if let ticket {
                // Cancelled while waiting: the place is left and the job never runs.
                guard (try? await turn.wait(ticket)) != nil else { return }
            }
            defer { turn.release(1) }
            await body()
        }
    }
}
