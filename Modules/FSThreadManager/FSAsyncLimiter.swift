internal import FSInternal

/// A counting semaphore for tasks: at most ``limit`` permits are held at once, and a task that
/// needs one while none is free suspends — no thread blocks — until one is, in the order the
/// tasks asked.
///
/// ```swift
/// let downloads = FSAsyncLimiter(limit: 4)
/// try await withThrowingTaskGroup(of: Data.self) { group in
///     for url in urls {
///         group.addTask { try await downloads.withPermit { try await fetch(url) } }
///     }
///     for try await data in group { save(data) }
/// }
/// ```
///
/// A call may take several permits at once (`weight`), for work of unequal size. Waiters are
/// served strictly first come, first served: a heavy waiter at the head holds back lighter
/// ones behind it, so none starves. A task cancelled while it waits leaves the queue at once
/// and throws `CancellationError`; its place, and no permit, is lost.
public final class FSAsyncLimiter: Sendable {
    private struct Waiter {
        let weight: Int
        let continuation: UnsafeContinuation<Void, any Error>
    }

    /// A place in the queue: taken before the task suspends, so that its order is the order
    /// of the calls, then holding the suspended task, until it is served or leaves.
    private enum Place {
        case reserved(weight: Int)
        case waiting(Waiter)
        case left
    }

    /// Waiters served under the mutex, resumed once it is released. Resuming a task takes the
    /// task's own lock, which Swift holds while it runs the task's cancellation handler — and
    /// that handler takes the mutex: a waiter resumed under the mutex while it is being
    /// cancelled would leave each thread holding the lock the other needs.
    private struct Served {
        private var first: UnsafeContinuation<Void, any Error>?
        /// Those after the first: most returns serve one waiter, which needs no array.
        private var others: [UnsafeContinuation<Void, any Error>] = []

        mutating func append(_ continuation: UnsafeContinuation<Void, any Error>) {
            if first == nil { first = continuation } else { others.append(continuation) }
        }

        /// Resumes them in the order they were served; never call it under the mutex.
        func resume() {
            first?.resume()
            for continuation in others { continuation.resume() }
        }
    }

    /// The value of `held` while somebody waits: `state` then counts the free permits.
    private static let queued = -1

    /// The queue, under a mutex. While nobody waits, the permits are counted by `held` alone,
    /// and `available` means nothing; a task that must wait moves `held` to `queued` (under
    /// the mutex, which alone moves it to or from `queued`), and the last waiter to go moves
    /// it back to the permits then held.
    private struct State {
        let limit: Int
        /// Permits held, changed by compare-and-swap, while nobody waits; `queued` otherwise.
        let held: AtomicWord
        /// The free permits, while `held` is `queued`.
        var available = 0
        /// Places in arrival order from `head`. A place's ticket is its index plus `dropped`.
        var queue: [Place] = []
        var head = 0
        /// Places removed from the front of `queue` so far.
        var dropped = 0
        /// Places reserved or waiting.
        var waiting = 0

        /// Takes `weight` permits if they are free and nobody waits ahead; otherwise reserves
        /// a place and returns its ticket.
        mutating func take(_ weight: Int) -> Int? {
            var current = held.load()
            // Nobody waits: take the permits, or be the first to wait.
            while current != FSAsyncLimiter.queued {
                if weight <= limit - current {
                    if held.compareExchange(&current, current + weight) { return nil }
                } else if held.compareExchange(&current, FSAsyncLimiter.queued) {
                    available = limit - current
                    break
                }
            }
            queue.append(.reserved(weight: weight))
            waiting += 1
            return queue.count - 1 + dropped
        }

        /// Puts the suspended task in its place and serves the queue (permits returned since
        /// the place was reserved may be its, and it may be among those served). Returns `nil`
        /// if the place was left meanwhile — and perhaps dropped with the consumed prefix, when a
        /// task already cancelled left it before suspending.
        mutating func suspend(_ ticket: Int, _ continuation: UnsafeContinuation<Void, any Error>) -> Served? {
            let index = ticket - dropped
            guard index >= head, index < queue.count, case .reserved(let weight) = queue[index] else { return nil }
            queue[index] = .waiting(Waiter(weight: weight, continuation: continuation))
            return grant()
        }

        /// Leaves the place `ticket` if it still waits; returns the suspended task, if any, and
        /// the waiters its leaving lets through.
        mutating func leave(_ ticket: Int) -> (left: UnsafeContinuation<Void, any Error>?, served: Served) {
            let index = ticket - dropped
            guard index >= head, index < queue.count else { return (nil, Served()) }
            switch queue[index] {
            case .left: return (nil, Served())
            case .reserved:
                queue[index] = .left
                waiting -= 1
                return (nil, grant())
            case .waiting(let waiter):
                queue[index] = .left
                waiting -= 1
                return (waiter.continuation, grant())
            }
        }

        /// Serves the waiters at the front while their permits are free; stops at a place
        /// reserved by a task not yet suspended, which is served when it is. Returns those
        /// served, for the caller to resume once the mutex is released.
        mutating func grant() -> Served {
            var served = Served()
            loop: while head < queue.count {
                switch queue[head] {
                case .left:
                    head += 1
                case .reserved:
                    break loop
                case .waiting(let waiter):
                    guard waiter.weight <= available else { break loop }
                    available -= waiter.weight
                    queue[head] = .left
                    head += 1
                    waiting -= 1
                    served.append(waiter.continuation)
                }
            }
            // The consumed prefix goes once it is half the array: amortized O(1) per waiter.
            if head > 0, head * 2 >= queue.count {
                queue.removeFirst(head)
                dropped += head
                head = 0
            }
            // Called only while `held` is `queued`: the last waiter gone, permits are counted
            // there again.
            if waiting == 0 { held.store(limit - available) }
            return served
        }
    }

    /// The most permits held at once.
    public let limit: Int
    private let state: FSLocked<State>
    /// The same word as `state.held`, reached without the mutex.
    private let held: AtomicWord

    /// A limiter of `limit` permits (at least 1).
    public init(limit: Int) {
        self.limit = max(1, limit)
        held = AtomicWord(0)
        state = FSLocked(State(limit: self.limit, held: held))
    }

    /// The permits free now (a snapshot: other tasks may take or return some at any time).
    public var available: Int {
        state.withLock { state in
            let current = held.load()
            return current == Self.queued ? state.available : limit - current
        }
    }

    /// The tasks waiting now (a snapshot).
    public var waiting: Int { state.withLock { $0.waiting } }

    /// Runs `body` holding `weight` permits, waiting for them first if they are not free; the
    /// permits are returned when `body` returns or throws.
    ///
    /// - Parameters:
    ///   - weight: The permits the call needs: at least 1, at most ``limit`` (a larger weight
    ///     counts as the whole limit, so that it can ever be served).
    ///   - body: The work, run in the caller's isolation.
    /// - Throws: `CancellationError` if the task is cancelled before it gets its permits
    ///   (then `body` does not run), or what `body` throws.
    @inlinable
    nonisolated(nonsending) public func withPermit<Result>(
        weight: Int = 1, _ body: nonisolated(nonsending) () async throws -> Result
    ) async throws -> Result {
        // Inlinable, so the caller's module specializes it for `Result` (generic code would
        // pass the result through its metadata).
        let weight = permits(weight)
        // Free permits and nobody ahead: no suspension, no continuation.
        if let ticket = reserve(weight) { try await wait(ticket) }
        defer { release(weight) }
        return try await body()
    }

    /// The permits a call of `weight` takes: at least 1, at most ``limit``.
    @usableFromInline
    func permits(_ weight: Int) -> Int { weight.clamped(to: 1...limit) }

    /// Takes `weight` permits (at most ``limit``) if they are free and nobody waits ahead, and
    /// returns `nil`; otherwise takes a place in the queue, now, and returns its ticket for
    /// ``wait(_:)``. Split from the wait so that a caller who cannot suspend yet (one that
    /// starts a task) keeps the order of its calls.
    @usableFromInline
    func reserve(_ weight: Int) -> Int? {
        // Nobody waits and the permits are free: one compare-and-swap, no mutex. The first
        // guesses that nobody holds any (a queue's case); a wrong guess reads the word.
        var current = 0
        while current != Self.queued, weight <= limit - current {
            if held.compareExchange(&current, current + weight) { return nil }
        }
        return state.withLock { $0.take(weight) }
    }

    /// Returns `weight` permits and serves the waiters they let through.
    @usableFromInline
    func release(_ weight: Int) {
        if returnWithoutWaiters(weight) { return }
        let served = state.withLock { state -> Served in
            // Only the mutex's holder moves `held` from `queued`: look again under it.
            if returnWithoutWaiters(weight) { return Served() }
            state.available += weight
            return state.grant()
        }
        served.resume()
    }

    /// Returns `weight` permits to `held` if nobody waits (it is not `queued`); false if
    /// somebody does.
    private func returnWithoutWaiters(_ weight: Int) -> Bool {
        // The first compare-and-swap guesses these are the only permits held.
        var current = weight
        while current != Self.queued {
            if held.compareExchange(&current, current - weight) { return true }
        }
        return false
    }

    /// Waits until the place `ticket` (from ``reserve(_:)``) is served; its permits are then
    /// the caller's. Throws `CancellationError`, and leaves the place, if the task is cancelled
    /// first.
    @usableFromInline
    func wait(_ ticket: Int) async throws {
        try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, any Error>) in
                guard let served = state.withLock({ $0.suspend(ticket, continuation) }) else {
                    return continuation.resume(throwing: CancellationError())
                }
                served.resume()
            }
        } onCancel: {
            let (left, served) = state.withLock { $0.leave(ticket) }
            left?.resume(throwing: CancellationError())
            served.resume()
        }
    }
}
