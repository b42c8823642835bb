/// A clock for tests of code that sleeps on any `Clock`: time stands still until the test
/// moves it, and a move — however long, like a device waking from sleep — wakes every sleeper
/// whose deadline it passes, earliest first.
///
/// FSTimerManager's `FSManualClock` does this for its own schedulers; this one serves the
/// modules whose tests may not import FSTimerManager.
public final class TestClock: Clock, @unchecked Sendable {
    /// A moment: the time since the clock started.
    public struct Instant: InstantProtocol {
        /// The time since the clock started.
        public var sinceStart: Duration

        /// The moment `sinceStart` after the clock started.
        public init(sinceStart: Duration) { self.sinceStart = sinceStart }

        /// The moment `duration` later.
        public func advanced(by duration: Duration) -> Instant { Instant(sinceStart: sinceStart + duration) }
        /// The time from this moment to `other`.
        public func duration(to other: Instant) -> Duration { other.sinceStart - sinceStart }
        /// Whether `lhs` is earlier.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.sinceStart < rhs.sinceStart }
    }

    private struct Sleeper {
        let ticket: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let guarded = Locked((now: Instant(sinceStart: .zero), sleepers: [Sleeper](), tickets: 0))

    /// A clock at its start.
    public init() {}

    /// The time the test has moved the clock to.
    public var now: Instant { guarded.value.now }
    /// One nanosecond.
    public var minimumResolution: Duration { .nanoseconds(1) }

    /// How many tasks sleep on the clock: a test waits for the count it expects before moving
    /// the time, so that no sleeper is still on its way.
    public var sleepers: Int { guarded.value.sleepers.count }

    /// Suspends until the clock reaches `deadline`; throws `CancellationError` if the task is
    /// cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let ticket = guarded.withLock { state in
            state.tickets += 1
            return state.tickets
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let outcome = guarded.withLock { state -> Result<Void, any Error>? in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if deadline <= state.now { return .success(()) }
                    state.sleepers.append(Sleeper(ticket: ticket, deadline: deadline, continuation: continuation))
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let woken = guarded.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.ticket == ticket }) else { return nil }
                return state.sleepers.remove(at: index)
            }
            woken?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the time forward by `duration` at once, waking the sleepers it passes.
    public func advance(by duration: Duration) {
        let due = guarded.withLock { state -> [Sleeper] in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            return due.sorted { ($0.deadline, $0.ticket) < ($1.deadline, $1.ticket) }
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Waits until `count` tasks sleep on this clock; false if they do not within
    /// ``eventually(within:_:)``'s limit.
    @discardableResult
    public func waitForSleepers(_ count: Int) async -> Bool {
        await eventually { sleepers >= count }
    }
}
