import Dispatch
internal import FSInternal

/// A clock that moves only when told to: for testing code built on timers, countdowns and
/// stopwatches without waiting.
///
/// ``advance(by:)`` moves the time forward through every deadline in between, in order:
/// schedulers on this clock fire their timers at exactly their deadlines (synchronously, on
/// their queues, before `advance` returns), and tasks sleeping on the clock are resumed.
///
/// ```swift
/// let clock = FSManualClock()
/// let scheduler = FSTimerScheduler(queue: DispatchQueue(label: "test"), clock: clock)
/// let countdown = scheduler.countdown(from: .seconds(10)) { tick in print(tick.remaining) }
/// clock.advance(by: .seconds(10))   // prints 10 s, 9 s, … 1 s; the countdown completes
/// ```
///
/// Call `advance` from outside the queues of the schedulers on this clock: it waits for their
/// timers to run there.
public final class FSManualClock: Clock, Sendable {
    /// A moment on a manual clock: the time since the clock started.
    public struct Instant: InstantProtocol {
        /// The time since the clock started.
        public var offset: Duration

        /// The moment `offset` after the clock started.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The moment `duration` later (earlier, if negative).
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

        /// The time from this moment to `other`.
        public func duration(to other: Instant) -> Duration { other.offset - offset }

        /// Whether `lhs` is earlier than `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Waiter {
        let deadline: Instant
        let wake: @Sendable () -> Void
    }

    private struct State {
        var now = Instant(offset: .zero)
        var waiters: [UInt64: Waiter] = [:]
        var nextWaiter: UInt64 = 0
        /// Sleeping tasks, which the clock must be able to fail on cancellation.
        var sleepers: [UInt64: CheckedContinuation<Void, any Error>] = [:]
    }

    private let state = FSLocked(State())

    /// A clock at offset zero.
    public init() {}

    /// The current time.
    public var now: Instant { state.withLock { $0.now } }

    /// One nanosecond.
    public var minimumResolution: Duration { .nanoseconds(1) }

    /// Suspends the task until the clock is advanced to `deadline`; throws `CancellationError`
    /// if the task is cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = state.withLock { state in
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow = state.withLock { current -> Bool in
                    guard deadline > current.now, !Task.isCancelled else { return true }
                    current.sleepers[id] = continuation
                    current.waiters[id] = Waiter(deadline: deadline) { [state] in
                        state.withLock { $0.sleepers.removeValue(forKey: id) }?.resume()
                    }
                    return false
                }
                if resumeNow {
                    if Task.isCancelled {
                        continuation.resume(throwing: CancellationError())
                    } else {
                        continuation.resume()
                    }
                }
            }
        } onCancel: {
            let continuation = state.withLock { state in
                state.waiters[id] = nil
                return state.sleepers.removeValue(forKey: id)
            }
            continuation?.resume(throwing: CancellationError())
        }
    }

    /// How many tasks are sleeping on the clock: a test waits for this before advancing past
    /// the deadline of a task it started.
    public var sleepingCount: Int { state.withLock { $0.sleepers.count } }

    /// Moves the time forward by `duration` without firing anything: what a slow action does
    /// to the time. Call it from a timer's action (where ``advance(by:)`` would wait for that
    /// action's queue) to model an action that takes `duration`; whatever fell due meanwhile
    /// fires when the action returns, late, as on a real clock.
    ///
    /// ```swift
    /// let countdown = scheduler.countdown(from: .seconds(10)) { tick in
    ///     clock.elapse(.milliseconds(700))   // a tick handler that takes 0.7 s
    /// }
    /// ```
    public func elapse(_ duration: Duration) {
        state.withLock { $0.now = $0.now.advanced(by: max(.zero, duration)) }
    }

    /// Moves the time forward by `duration`, through every deadline in between.
    public func advance(by duration: Duration) {
        advance(to: now.advanced(by: duration))
    }

    /// Moves the time forward to `instant` (never back), stopping at each deadline in between,
    /// in order, to fire the timers and wake the tasks due then.
    public func advance(to instant: Instant) {
        while true {
            let wake = state.withLock { state -> (@Sendable () -> Void)? in
                guard
                    let (id, waiter) = state.waiters.min(by: {
                        ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key)
                    }),
                    waiter.deadline <= instant
                else {
                    state.now = max(state.now, instant)
                    return nil
                }
                state.now = max(state.now, waiter.deadline)
                state.waiters[id] = nil
                return waiter.wake
            }
            guard let wake else { return }
            wake()
        }
    }

    /// Calls `wake` when the clock reaches `deadline`, replacing the previous call `id` asked
    /// for. Returns the identifier to replace or cancel it with.
    func schedule(_ id: UInt64?, at deadline: Instant, _ wake: @escaping @Sendable () -> Void) -> UInt64 {
        state.withLock { state in
            let id =
                id
                ?? {
                    defer { state.nextWaiter += 1 }
                    return state.nextWaiter
                }()
            state.waiters[id] = Waiter(deadline: deadline, wake: wake)
            return id
        }
    }

    /// Forgets the call `id` asked for.
    func unschedule(_ id: UInt64) {
        _ = state.withLock { $0.waiters.removeValue(forKey: id) }
    }
}

/// An alarm on a manual clock: fires, synchronously on the scheduler's queue, while the clock
/// is advanced past its deadline.
final class ManualAlarm: Alarm {
    private let clock: FSManualClock
    private let origin: FSManualClock.Instant
    private let queue: DispatchQueue
    private let handler: @Sendable () -> Void
    private let id = FSLocked<UInt64?>(nil)

    init(
        clock: FSManualClock, origin: FSManualClock.Instant, queue: DispatchQueue,
        handler: @escaping @Sendable () -> Void
    ) {
        self.clock = clock
        self.origin = origin
        self.queue = queue
        self.handler = handler
    }

    func arm(_ deadline: Nanoseconds, leeway: Nanoseconds, now: Nanoseconds) {
        let (queue, handler) = (queue, handler)
        id.withLock { id in
            id = clock.schedule(id, at: origin.advanced(by: deadline.duration)) { queue.sync(execute: handler) }
        }
    }

    func stop() {
        id.withLock { id in
            if let id { clock.unschedule(id) }
        }
    }
}
