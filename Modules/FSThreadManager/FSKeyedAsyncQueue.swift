internal import FSInternal

/// An ``FSAsyncQueue`` per key: jobs for the same key run one at a time in the order they were
/// submitted, jobs for different keys run in parallel — as ``FSSerialLanes`` does for
/// synchronous work.
///
/// ```swift
/// let uploads = FSKeyedAsyncQueue<String>()
/// // One user's uploads in order, different users' at once.
/// let receipt = try await uploads.run(userID) { try await api.upload(photo) }
/// uploads.enqueue(userID) { await cache.trim() }
/// ```
///
/// A key's queue exists only while it has jobs, so any number of keys cost nothing once their
/// work is done. Order, cancellation and isolation are as in ``FSAsyncQueue``.
public final class FSKeyedAsyncQueue<Key: Hashable & Sendable>: Sendable {
    private struct Lane {
        let turn = FSAsyncLimiter(limit: 1)
        /// Jobs submitted and not yet finished or gone.
        var jobs = 0
    }

    private let lanes = FSLocked<[Key: Lane]>([:])

    /// No queues yet.
    public init() {}

    /// The keys with jobs waiting or running now (a snapshot).
    public var activeKeyCount: Int { lanes.withLock { $0.count } }

    /// Runs `body` after every job submitted before it for `key` has finished, and returns its
    /// result.
    ///
    /// - Throws: `CancellationError` if the task is cancelled while the job waits (then `body`
    ///   does not run), or what `body` throws.
    nonisolated(nonsending) public func run<Result>(
        _ key: Key, _ body: nonisolated(nonsending) () async throws -> Result
    ) async throws -> Result {
        let (turn, ticket) = join(key)
        defer { leave(key) }
        if let ticket { try await turn.wait(ticket) }
        defer { turn.release(1) }
        return try await body()
    }

    /// Submits `body` to run after every job submitted before it for `key`, in a new task, and
    /// returns that task: cancel it to take a job that has not started out of the queue.
    @discardableResult
    public func enqueue(
        _ key: Key, priority: TaskPriority? = nil, _ body: @escaping @Sendable () async -> Void
    ) -> Task<Void, Never> {
        let (turn, ticket) = join(key)
        return FSAsyncQueue.submit(to: turn, ticket: ticket, priority: priority, body) { [self] in leave(key) }
    }

    /// Counts a job in `key`'s lane, made if needed, and takes its place there, under one lock
    /// so that the lane cannot be released in between.
    private func join(_ key: Key) -> (FSAsyncLimiter, Int?) {
        lanes.withLock { lanes in
            var lane = lanes[key] ?? Lane()
            lane.jobs += 1
            lanes[key] = lane
            return (lane.turn, lane.turn.reserve(1))
        }
    }

    /// A job of `key` is done or gone; the lane goes with its last one.
    private func leave(_ key: Key) {
        lanes.withLock { lanes in
            guard let jobs = lanes[key]?.jobs else { return }
            if jobs <= 1 { lanes[key] = nil } else { lanes[key]?.jobs = jobs - 1 }
        }
    }
}
