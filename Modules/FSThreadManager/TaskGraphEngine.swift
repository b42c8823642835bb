import Dispatch
internal import FSInternal

/// What runs an ``FSTaskGraphRun``'s tasks on Dispatch, knowing them only by number: the
/// workers, the table, the completion handlers.
///
/// Not generic, so the per-task path (one lock, one table step, one call) is specialized code
/// whatever identifier type the graph uses; generic code in another module would look up type
/// metadata at every step, several times slower for small tasks.
final class TaskGraphEngine: Sendable {
    /// A task's work: ``FSTaskGraph/Body``, for any identifier type.
    typealias Body = @Sendable (FSTaskContext) throws -> Void
    /// Called with the outcomes once the graph is idle.
    typealias Handler = @Sendable (TaskSnapshot) -> Void

    /// What to do, outside every lock, once the graph was found idle.
    struct Idle {
        fileprivate let handlers: [Handler]
        fileprivate let snapshot: TaskSnapshot?
    }

    private struct State {
        var table: DependencyTable
        var bodies: [Body?] = []
        /// Every body before this one has been released.
        var released = 0
        var workers = 0
        var handlers: [Handler] = []

        /// The handlers to call now that no task is unfinished, or `nil` while some are.
        ///
        /// Idle, every task has ended, so the bodies still held — those of skipped tasks,
        /// which may capture this graph — are released here, each once.
        mutating func takeIdle() -> Idle? {
            guard table.unfinished == 0 else { return nil }
            for number in released..<bodies.count { bodies[number] = nil }
            released = bodies.count
            defer { handlers = [] }
            return Idle(handlers: handlers, snapshot: handlers.isEmpty ? nil : table.snapshot())
        }
    }

    let maxConcurrency: Int
    let policy: FSFailurePolicy
    private let queue: DispatchQueue
    private let state: FSLocked<State>
    let cancellation = FSLocked(false)
    /// Called, outside the lock, whenever the graph is found idle after a change.
    private let onIdle: (@Sendable () -> Void)?

    init(
        maxConcurrency: Int, qos: DispatchQoS.QoSClass, failurePolicy: FSFailurePolicy,
        onIdle: (@Sendable () -> Void)?
    ) {
        self.maxConcurrency = max(1, maxConcurrency)
        policy = failurePolicy
        queue = DispatchQueue.global(qos: qos)
        state = FSLocked(State(table: DependencyTable(policy: failurePolicy)))
        self.onIdle = onIdle
    }

    /// Adds checked tasks and starts workers for those ready. Pass the result to
    /// ``finish(_:)`` once the caller's own locks are released.
    func add(_ batch: TaskBatch, bodies: [Body]) -> Idle? {
        let (workers, idle) = state.withLock { state in
            state.table.add(batch)
            state.bodies.reserveCapacity(state.bodies.count + bodies.count)
            for body in bodies { state.bodies.append(body) }
            let workers = min(maxConcurrency - state.workers, state.table.readyCount)
            state.workers += workers
            return (workers, state.takeIdle())
        }
        for _ in 0..<workers { queue.async { self.work() } }
        return idle
    }

    /// Skips every task not yet started, including tasks added later.
    func cancel() {
        cancellation.withLock { $0 = true }
        finish(
            state.withLock { state in
                state.table.cancel()
                return state.takeIdle()
            })
    }

    /// Whether every task added so far has ended.
    var isIdle: Bool { state.withLock { $0.table.unfinished == 0 } }

    /// Calls `handler`, inline, once every task added so far has ended — at once if none is
    /// unfinished.
    func onCompletion(_ handler: @escaping Handler) {
        let snapshot = state.withLock { state -> TaskSnapshot? in
            guard state.table.unfinished == 0 else {
                state.handlers.append(handler)
                return nil
            }
            return state.table.snapshot()
        }
        if let snapshot { handler(snapshot) }
    }

    /// The outcomes so far.
    func snapshot() -> TaskSnapshot { state.withLock { $0.table.snapshot() } }

    /// Calls the handlers taken when the graph went idle, then `onIdle`; nothing for `nil`.
    func finish(_ idle: Idle?) {
        guard let idle else { return }
        if let snapshot = idle.snapshot {
            for handler in idle.handlers { handler(snapshot) }
        }
        onIdle?()
    }

    /// A worker: runs ready tasks one after another until none is left.
    private func work() {
        var ended: (number: Int, error: (any Error)?)?
        while true {
            let step = state.withLock { state -> Step in
                if let ended {
                    state.table.complete(ended.number, error: ended.error)
                    state.bodies[ended.number] = nil
                }
                guard let number = state.table.next(), let body = state.bodies[number] else {
                    state.workers -= 1
                    return .stop(state.takeIdle())
                }
                let helpers = min(maxConcurrency - state.workers, state.table.readyCount)
                state.workers += helpers
                return .run(number, body, helpers: helpers)
            }
            switch step {
            case .stop(let idle):
                finish(idle)
                return
            case .run(let number, let body, let helpers):
                for _ in 0..<helpers { queue.async { self.work() } }
                do {
                    try body(FSTaskContext(cancellation: cancellation))
                    ended = (number, nil)
                } catch {
                    if policy == .cancelGraph { cancellation.withLock { $0 = true } }
                    ended = (number, error)
                }
            }
        }
    }

    private enum Step {
        case stop(Idle?)
        case run(Int, Body, helpers: Int)
    }
}
