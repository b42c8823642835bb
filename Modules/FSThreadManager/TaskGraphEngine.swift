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
        /// Worker loops started on the queue (some perhaps not yet running): at most
        /// `maxConcurrency`, so that the queue is never flooded.
        var workers = 0
        /// Tasks running now, on workers or on callers of ``runUntilIdle()``: at most
        /// `maxConcurrency`.
        var running = 0
        var handlers: [Handler] = []
        /// Callers of ``runUntilIdle()`` waiting for a task to end or become ready.
        var waiters: [DispatchSemaphore] = []

        /// The next ready task, if the limit lets one more run; counts it as running.
        mutating func start() -> (Int, Body)? {
            guard running < maxConcurrency, let number = table.next(), let body = bodies[number] else { return nil }
            running += 1
            return (number, body)
        }

        /// Records the end of a running task.
        mutating func end(_ number: Int, error: (any Error)?) {
            table.complete(number, error: error)
            bodies[number] = nil
            running -= 1
        }

        /// How many more workers to start for the tasks ready now; counts them.
        mutating func helpersNeeded() -> Int {
            let helpers = max(0, min(maxConcurrency - workers, table.readyCount))
            workers += helpers
            return helpers
        }

        let maxConcurrency: Int

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
        state = FSLocked(State(table: DependencyTable(policy: failurePolicy), maxConcurrency: self.maxConcurrency))
        self.onIdle = onIdle
    }

    /// Adds checked tasks and starts workers for those ready. Pass the result to
    /// ``finish(_:)`` once the caller's own locks are released.
    func add(_ batch: TaskBatch, bodies: [Body]) -> Idle? {
        let (workers, idle, waiters) = state.withLock { state in
            state.table.add(batch)
            state.bodies.reserveCapacity(state.bodies.count + bodies.count)
            for body in bodies { state.bodies.append(body) }
            return (state.helpersNeeded(), state.takeIdle(), state.waiters)
        }
        for _ in 0..<workers { queue.async { self.work() } }
        for waiter in waiters { waiter.signal() }
        return idle
    }

    /// Skips every task not yet started, including tasks added later.
    func cancel() {
        cancellation.withLock { $0 = true }
        let (idle, waiters) = state.withLock { state in
            state.table.cancel()
            return (state.takeIdle(), state.waiters)
        }
        finish(idle)
        for waiter in waiters { waiter.signal() }
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

    /// Runs ready tasks on the calling thread, as one of the `maxConcurrency`, until every
    /// task added so far has ended; returns their outcomes.
    ///
    /// The caller waits only while every task it could run is already running on some thread,
    /// never for a worker queued on Dispatch's pool to start: when the pool is busy (or
    /// cannot grow), the caller runs the graph itself.
    func runUntilIdle() -> TaskSnapshot {
        let waiter = DispatchSemaphore(value: 0)
        state.withLock { $0.waiters.append(waiter) }
        var ended: (number: Int, error: (any Error)?)?
        while true {
            // No step: nothing the caller may run now, so it waits for a task to end.
            let step = state.withLock { state -> (Step?, [DispatchSemaphore]) in
                if let ended { state.end(ended.number, error: ended.error) }
                let others = ended == nil ? [] : state.waiters.filter { $0 !== waiter }
                if state.table.unfinished == 0 {
                    state.waiters.removeAll { $0 === waiter }
                    return (.stop(state.takeIdle()), others)
                }
                guard let (number, body) = state.start() else { return (nil, others) }
                return (.run(number, body, helpers: state.helpersNeeded()), others)
            }
            for other in step.1 { other.signal() }
            ended = nil
            switch step.0 {
            case .stop(let idle):
                finish(idle)
                return snapshot()
            case nil:
                waiter.wait()
            case .run(let number, let body, let helpers):
                for _ in 0..<helpers { queue.async { self.work() } }
                ended = (number, run(body))
            }
        }
    }

    /// Runs one task's body; returns its error, if any.
    private func run(_ body: Body) -> (any Error)? {
        do {
            try body(FSTaskContext(cancellation: cancellation))
            return nil
        } catch {
            if policy == .cancelGraph { cancellation.withLock { $0 = true } }
            return error
        }
    }

    /// A worker: runs ready tasks one after another until none is left.
    private func work() {
        var ended: (number: Int, error: (any Error)?)?
        while true {
            let step = state.withLock { state -> (Step, [DispatchSemaphore]) in
                if let ended { state.end(ended.number, error: ended.error) }
                let waiters = ended == nil ? [] : state.waiters
                guard let (number, body) = state.start() else {
                    state.workers -= 1
                    return (.stop(state.takeIdle()), waiters)
                }
                return (.run(number, body, helpers: state.helpersNeeded()), waiters)
            }
            // A task ended: a waiting caller may run what became ready, or be done.
            for waiter in step.1 { waiter.signal() }
            switch step.0 {
            case .stop(let idle):
                finish(idle)
                return
            case .run(let number, let body, let helpers):
                for _ in 0..<helpers { queue.async { self.work() } }
                ended = (number, run(body))
            }
        }
    }

    private enum Step {
        case stop(Idle?)
        case run(Int, Body, helpers: Int)
    }
}
