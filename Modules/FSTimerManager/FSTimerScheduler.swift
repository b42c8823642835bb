import Dispatch
internal import FSInternal

/// Runs any number of timers on one queue, from one heap of deadlines and a single wake-up.
///
/// Scheduling or cancelling a timer is a few hundred nanoseconds of bookkeeping under a lock —
/// O(log n) in the timers on the scheduler — instead of a kernel-backed Dispatch source per
/// timer; a hundred thousand timers cost a few megabytes. Actions run on ``queue``, one at a
/// time in deadline order, and a timer cancelled by an earlier action in the same batch does
/// not fire.
///
/// ```swift
/// let scheduler = FSTimerManager.main
/// let once = scheduler.schedule(after: .seconds(2)) { _ in print("two seconds") }
/// let poll = scheduler.schedule(every: .seconds(30), leeway: .seconds(1), label: "poll") { fire in
///     if refresh() == .done { fire.cancel() }
/// }
/// ```
///
/// The clock decides what time means. With `SuspendingClock` (``FSTimerManager/main``) time
/// stops while the device sleeps; with `ContinuousClock` it does not; with ``FSWallClock`` a
/// timer fires at a wall-clock time. Dispatch drives these three directly. Any other clock —
/// a test clock of your own — is driven through its own `sleep(until:)`, in a task on Swift's
/// global executor (so, like any task, its wake-up waits while that executor's threads are all
/// blocked); ``FSManualClock`` fires timers synchronously as a test advances it.
///
/// On Linux the main queue runs only under `dispatchMain()` or a running `RunLoop.main`: a
/// command-line tool that schedules on ``FSTimerManager/main`` must call one of them.
public final class FSTimerScheduler<C: Clock>: Sendable where C.Duration == Duration {
    /// The clock deadlines are measured on.
    public let clock: C
    /// Tick 0: the clock's time when the scheduler was made.
    private let origin: C.Instant
    let engine: TimerEngine

    /// A scheduler running actions on `queue`, timed by `clock`.
    public init(queue: DispatchQueue, clock: C) {
        let origin = clock.now
        self.clock = clock
        self.origin = origin
        engine = TimerEngine(queue: queue, clock: Self.nanoseconds(clock: clock, origin: origin)) { wake in
            Self.alarm(clock: clock, origin: origin, queue: queue, wake: wake)
        }
    }

    /// The clock's time in nanoseconds: concrete code for the clocks Dispatch drives, read once or
    /// twice per firing, and generic code for the others.
    private static func nanoseconds(clock: C, origin: C.Instant) -> @Sendable () -> Nanoseconds {
        if let origin = origin as? SuspendingClock.Instant {
            // Dispatch's uptime is the clock `SuspendingClock` reads, and the one its alarm arms
            // on, read without an instant's 128-bit arithmetic: a fifth of what scheduling a
            // timer costs. `origin` is placed on it to within half of two clock reads.
            let before = DispatchTime.now().uptimeNanoseconds
            let sinceOrigin = Nanoseconds(origin.duration(to: .now))
            let after = DispatchTime.now().uptimeNanoseconds
            let originUptime = (before / 2 + after / 2) &- UInt64(clamping: sinceOrigin)
            return { Nanoseconds(bitPattern: DispatchTime.now().uptimeNanoseconds &- originUptime) }
        }
        if let origin = origin as? ContinuousClock.Instant {
            return { Nanoseconds(origin.duration(to: .now)) }
        }
        if let origin = origin as? FSWallClock.Instant {
            return { FSWallClock().now.nanosecondsSince1970.saturatingSubtracting(origin.nanosecondsSince1970) }
        }
        return { Nanoseconds(origin.duration(to: clock.now)) }
    }

    deinit { engine.schedulerReleased() }

    /// The queue actions run on.
    public var queue: DispatchQueue { engine.queue }

    /// The number of timers scheduled or paused.
    public var timerCount: Int { engine.count }

    /// Runs `action` once, `delay` from now.
    ///
    /// - Parameters:
    ///   - delay: How long from now; zero or negative means as soon as possible.
    ///   - leeway: How much later than its deadline the system may run the timer, to save
    ///     power by grouping wake-ups.
    ///   - owner: An object whose release cancels the timer: checked before each firing, so the
    ///     action never runs after the owner is gone.
    ///   - label: A name for ``FSTimerManager/allTimerInfo``.
    ///   - action: The work, run on ``queue``.
    /// - Returns: The timer's handle; releasing it cancels the timer unless it is detached.
    public func schedule(
        after delay: Duration, leeway: Duration = .zero, owner: AnyObject? = nil, label: String? = nil,
        _ action: @escaping @Sendable (FSTimerFire) -> Void
    ) -> FSTimer {
        let now = engine.now
        return engine.schedule(
            deadline: now.saturatingAdding(Nanoseconds(delay)), now: now, interval: 0, leeway: Nanoseconds(leeway),
            owner: owner,
            label: label, action: action)
    }

    /// Runs `action` once, at `deadline` on the scheduler's clock (at once if it has passed).
    ///
    /// The parameters are those of ``schedule(after:leeway:owner:label:_:)``.
    public func schedule(
        at deadline: C.Instant, leeway: Duration = .zero, owner: AnyObject? = nil, label: String? = nil,
        _ action: @escaping @Sendable (FSTimerFire) -> Void
    ) -> FSTimer {
        engine.schedule(
            deadline: nanoseconds(at: deadline), now: engine.now, interval: 0, leeway: Nanoseconds(leeway),
            owner: owner,
            label: label, action: action)
    }

    /// `instant` in the engine's ticks.
    func nanoseconds(at instant: C.Instant) -> Nanoseconds { Nanoseconds(origin.duration(to: instant)) }

    /// Runs `action` every `interval`, the first time `firstAfter` from now — by default one
    /// interval, `.zero` (or less) for at once (the original `preExec`), another delay to spread
    /// timers' phases.
    ///
    /// Deadlines are the first one plus whole intervals, so lateness never adds up; a timer
    /// that falls more than an interval behind skips the firings it missed. Intervals below a
    /// microsecond count as a microsecond. The other parameters are those of
    /// ``schedule(after:leeway:owner:label:_:)``.
    public func schedule(
        every interval: Duration, firstAfter delay: Duration? = nil, leeway: Duration = .zero,
        owner: AnyObject? = nil, label: String? = nil, _ action: @escaping @Sendable (FSTimerFire) -> Void
    ) -> FSTimer {
        let (now, interval) = (engine.now, max(Nanoseconds(interval), 1_000))
        return engine.schedule(
            deadline: now.saturatingAdding(delay.map { max(Nanoseconds($0), 0) } ?? interval), now: now,
            interval: interval,
            leeway: Nanoseconds(leeway), owner: owner, label: label, action: action)
    }

    /// Runs `action` at each instant `next` gives: first at `next(now)`, then, as each firing
    /// starts, at `next` of the later of the instant just reached and the clock's time — so a
    /// schedule computed from the wall clock never drifts, a clock set back never repeats an
    /// instant, and after a sleep the timer fires once and goes on from the present. `nil`
    /// ends the timer (at once, if the first call gives it).
    ///
    /// With ``FSWallClock`` this fires at calendar times: "09:00 every workday" from a rule
    /// that finds the next 09:00 after an instant (FSTimeTool's `FSDailySchedule`, say):
    ///
    /// ```swift
    /// let scheduler = FSTimerScheduler(queue: .main, clock: FSWallClock())
    /// let reminder = scheduler.schedule(next: { now in nineOClock(after: now) }) { _ in remind() }
    /// ```
    ///
    /// `next` runs on the scheduler's queue, outside its lock, before the action.
    ///
    /// - Parameters:
    ///   - next: The first instant strictly after the one it is given, or `nil` for none.
    ///   - leeway: How much later than each instant the system may run the timer.
    ///   - owner: An object whose release cancels the timer.
    ///   - label: A name for ``FSTimerManager/allTimerInfo``.
    ///   - action: The work, run on ``queue``.
    /// - Returns: The timer's handle; releasing it cancels the timer unless it is detached.
    public func schedule(
        next: @escaping @Sendable (C.Instant) -> C.Instant?, leeway: Duration = .zero, owner: AnyObject? = nil,
        label: String? = nil, _ action: @escaping @Sendable (FSTimerFire) -> Void
    ) -> FSTimer {
        let origin = origin
        let ticks: TimerNext = { ticks in
            next(origin.advanced(by: .nanoseconds(ticks))).map { Nanoseconds(origin.duration(to: $0)) }
        }
        let now = engine.now
        let first = ticks(now)
        // A rule with no first instant gets a timer that could never fire before it is
        // cancelled (at `now`, the queue might run it first).
        let timer = engine.schedule(
            deadline: first ?? .max, now: now, interval: 0, leeway: Nanoseconds(leeway), owner: owner, label: label,
            next: ticks, action: action)
        if first == nil { timer.cancel() }
        return timer
    }

    /// The alarm that suits the clock: Dispatch for the clocks Dispatch has, the clock itself
    /// for the others.
    private static func alarm(
        clock: C, origin: C.Instant, queue: DispatchQueue, wake: @escaping @Sendable () -> Void
    ) -> any Alarm {
        if let manual = clock as? FSManualClock, let origin = origin as? FSManualClock.Instant {
            return ManualAlarm(clock: manual, origin: origin, queue: queue, handler: wake)
        }
        if C.self == SuspendingClock.self {
            return DispatchAlarm(queue: queue, kind: .uptime, handler: wake)
        }
        if C.self == ContinuousClock.self {
            return DispatchAlarm(queue: queue, kind: .continuous, handler: wake)
        }
        if let origin = origin as? FSWallClock.Instant {
            return DispatchAlarm(queue: queue, kind: .wall(origin: origin.nanosecondsSince1970), handler: wake)
        }
        return SleepingAlarm(clock: clock, origin: origin, queue: queue, handler: wake)
    }
}
