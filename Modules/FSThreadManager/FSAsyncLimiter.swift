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

    private struct State {
        var available: Int
        /// Waiters by ticket, and the tickets in arrival order (cancelled ones are skipped
        /// when they reach the front, so that leaving the queue costs O(1)).
        var waiters: [UInt64: Waiter] = [:]
        var order: [UInt64] = []
        var head = 0
        var nextTicket: UInt64 = 0

        /// Grants permits to waiters at the front while they fit; returns them to resume.
        mutating func grant() -> [UnsafeContinuation<Void, any Error>] {
            var granted: [UnsafeContinuation<Void, any Error>] = []
            while head < order.count {
                guard let waiter = waiters[order[head]] else {
                    head += 1
                    continue
                }
                guard waiter.weight <= available else { break }
                available -= waiter.weight
                waiters[order[head]] = nil
                granted.append(waiter.continuation)
                head += 1
            }
            // The consumed prefix goes once it is half the array: amortized O(1) per waiter.
            if head > 0, head * 2 >= order.count {
                order.removeFirst(head)
                head = 0
            }
            return granted
        }
    }

    /// The most permits held at once.
    public let limit: Int
    private let state: FSLocked<State>

    /// A limiter of `limit` permits (at least 1).
    public init(limit: Int) {
        self.limit = max(1, limit)
        state = FSLocked(State(available: max(1, limit)))
    }

    /// The permits free now (a snapshot: other tasks may take or return some at any time).
    public var available: Int { state.withLock { $0.available } }

    /// The tasks waiting now (a snapshot).
    public var waiting: Int { state.withLock { $0.waiters.count } }

    /// Runs `body` holding `weight` permits, waiting for them first if they are not free; the
    /// permits are returned when `body` returns or throws.
    ///
    /// - Parameters:
    ///   - weight: The permits the call needs: at least 1, at most ``limit`` (a larger weight
    ///     counts as the whole limit, so that it can ever be served).
    ///   - body: The work, run in the caller's isolation.
    /// - Throws: `CancellationError` if the task is cancelled before it gets its permits
    ///   (then `body` does not run), or what `body` throws.
    public func withPermit<Result>(
        weight: Int = 1, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async throws -> Result {
        let weight = min(max(1, weight), limit)
        try await acquire(weight)
        defer { release(weight) }
        return try await body()
    }

    private func acquire(_ weight: Int) async throws {
        // Fast path: free permits and nobody ahead.
        let (took, ticket) = state.withLock { state -> (Bool, UInt64) in
            if state.waiters.isEmpty, state.available >= weight {
                state.available -= weight
                return (true, 0)
            }
            defer { state.nextTicket += 1 }
            return (false, state.nextTicket)
        }
        if took { return }
        try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, any Error>) in
                let granted = state.withLock { state -> [UnsafeContinuation<Void, any Error>]? in
                    guard !Task.isCancelled else { return nil }
                    state.waiters[ticket] = Waiter(weight: weight, continuation: continuation)
                    state.order.append(ticket)
                    // Permits returned since the fast path looked go to the queue's front,
                    // which may be this waiter.
                    return state.grant()
                }
                guard let granted else { return continuation.resume(throwing: CancellationError()) }
                for waiter in granted { waiter.resume() }
            }
        } onCancel: {
            // Still waiting: leave the queue, which may let the waiters behind go first.
            let (waiter, granted) = state.withLock { state in
                let waiter = state.waiters.removeValue(forKey: ticket)
                return (waiter, waiter == nil ? [] : state.grant())
            }
            waiter?.continuation.resume(throwing: CancellationError())
            for continuation in granted { continuation.resume() }
        }
    }

    private func release(_ weight: Int) {
        let granted = state.withLock { state in
            state.available += weight
            return state.grant()
        }
        for continuation in granted { continuation.resume() }
    }
}
