import Dispatch
internal import FSInternal

/// The working part of an ``FSTimerScheduler``, in nanoseconds rather than the clock's instants: the
/// timers, the lock, the alarm, and running due actions.
///
/// Not generic, so scheduling, cancelling and firing run specialized code whatever the clock;
/// the clock enters only through `now` and the alarm.
final class TimerEngine: Sendable {
    let queue: DispatchQueue
    /// The scheduler's number in ``FSTimerID``.
    let number: Int
    /// The clock's time, in nanoseconds since the scheduler was made.
    private let clock: @Sendable () -> Nanoseconds
    /// Makes the alarm, given what it should call.
    private let makeAlarm: @Sendable (@escaping @Sendable () -> Void) -> any Alarm
    private let state = FSLocked(State())

    private struct State {
        var core = TimerCore()
        /// The deadline the alarm is armed for, if any.
        var armed: Nanoseconds?
        /// Made at the first arming. Its handler holds the engine — no weak reference, whose
        /// side table would slow every retain of the engine by every handle — and `retire`
        /// breaks that cycle.
        var alarm: (any Alarm)?
        /// Whether the scheduler that made the engine is gone: no timer can be added.
        var schedulerReleased = false
        var retired = false

        /// Stops the alarm once the scheduler is gone and no timer is left, so the engine can
        /// go; returns whether it did (the caller then removes it from the registry, outside
        /// the lock).
        mutating func retireIfDone() -> Bool {
            guard schedulerReleased, core.count == 0, !retired else { return false }
            retired = true
            alarm?.stop()
            alarm = nil
            return true
        }
    }

    init(
        queue: DispatchQueue, clock: @escaping @Sendable () -> Nanoseconds,
        makeAlarm: @escaping @Sendable (@escaping @Sendable () -> Void) -> any Alarm
    ) {
        self.queue = queue
        self.clock = clock
        self.makeAlarm = makeAlarm
        number = TimerRegistry.shared.number()
        TimerRegistry.shared.add(self)
    }

    /// The scheduler is gone: the engine retires once its last timer ends.
    func schedulerReleased() {
        retire(
            state.withLock { state in
                state.schedulerReleased = true
                return state.retireIfDone()
            })
    }

    /// Leaves the registry after `retireIfDone` said so.
    private func retire(_ done: Bool) {
        if done { TimerRegistry.shared.remove(number) }
    }

    var now: Nanoseconds { clock() }

    var count: Int { state.withLock { $0.core.count } }

    /// Schedules a timer whose first deadline is `deadline` (`now` being the clock's time).
    func schedule(
        deadline: Nanoseconds, now: Nanoseconds, interval: Nanoseconds, leeway: Nanoseconds, owner: AnyObject?,
        label: String?, next: TimerNext? = nil,
        action: @escaping TimerAction
    ) -> FSTimer {
        let (key, sequence) = state.withLock { state in
            let scheduled = state.core.schedule(
                deadline: deadline, interval: interval, leeway: leeway, owner: owner, label: label, created: now,
                next: next, action: action)
            arm(&state, now: now)
            return scheduled
        }
        return FSTimer(id: FSTimerID(scheduler: number, timer: sequence), scheduler: self, key: key)
    }

    func state(of key: TimerKey) -> TimerCore.State {
        state.withLock { $0.core.state(of: key) }
    }

    // The actions `cancel` and `handleReleased` take out are released after the lock: their
    // captures' `deinit`s may use this scheduler.

    /// Ends the timer `key`, and marks `handle` (the timer's, when the handle cancels) so that
    /// its release need not end it again.
    func cancel(_ key: TimerKey, handle: FSTimer? = nil) {
        let (_, done) = state.withLock { state in
            handle?.cancelled = true
            return (state.core.cancel(key), state.retireIfDone())
        }
        retire(done)
    }

    func handleReleased(_ key: TimerKey) {
        let (_, done) = state.withLock { ($0.core.handleReleased(key), $0.retireIfDone()) }
        retire(done)
    }

    func detach(_ key: TimerKey) {
        state.withLock { $0.core.detach(key) }
    }

    /// Pauses `keys` at one moment, `now` (by default the clock's time), so timers paused
    /// together stay in step.
    func pause(_ keys: [TimerKey], now: Nanoseconds? = nil) {
        let now = now ?? self.now
        state.withLock { state in
            for key in keys { _ = state.core.pause(key, now: now) }
        }
    }

    /// Resumes `keys` at one moment, `now` (by default the clock's time).
    func resume(_ keys: [TimerKey], now: Nanoseconds? = nil) {
        let now = now ?? self.now
        state.withLock { state in
            for key in keys { _ = state.core.resume(key, now: now) }
            arm(&state, now: now)
        }
    }

    /// Runs every timer due, one at a time, each taken under the lock just before it runs (so
    /// one cancelled by an earlier action does not fire), then arms the alarm for the next
    /// deadline.
    ///
    /// The clock is read again before each timer is taken, so a repeating timer moves to its
    /// first deadline after the time it really runs at: when the actions fall behind (more
    /// timers than the queue can serve, or a busy machine), each timer fires once for the
    /// deadlines it missed instead of catching up on them one by one. Timers that come due
    /// while the batch runs join it — a wake-up of the queue costs more than many firings —
    /// but only for `batchLimit`: then the alarm is armed and the queue is free for other
    /// work, so a busy timer cannot keep it forever.
    private func fire() {
        let start = clock()
        while true {
            var released: [TimerAction] = []
            var done = false
            let now = clock()
            let firing = state.withLock { state -> TimerCore.Firing? in
                defer { done = state.retireIfDone() }
                if now.saturatingSubtracting(start) < Self.batchLimit,
                    let firing = state.core.takeNext(dueBy: now, released: &released)
                {
                    return firing
                }
                state.armed = nil
                arm(&state, now: now)
                return nil
            }
            released.removeAll()
            retire(done)
            guard let firing else { return }
            if let next = firing.next {
                // Computed outside the lock (it is the caller's code), from the later of the
                // deadline and the clock, so a clock set back never fires the same time twice.
                let deadline = next(max(firing.deadline, now))
                // The batch arms the alarm when it ends, for this deadline too.
                let (_, done) = state.withLock { state in
                    (state.core.rearm(firing.key, deadline: deadline), state.retireIfDone())
                }
                retire(done)
            }
            // Lateness as the action starts: the clock was read just before its timer was taken.
            let lateness = max(0, now.saturatingSubtracting(firing.deadline))
            firing.action(
                FSTimerFire(
                    timer: FSTimerID(scheduler: number, timer: firing.sequence), count: firing.count,
                    missed: firing.missed, lateness: lateness.duration, scheduler: self, key: firing.key))
        }
    }

    /// How long one wake-up may keep running timers that came due after it started.
    private static let batchLimit: Nanoseconds = 1_000_000

    /// Arms the alarm for the earliest deadline unless it is armed for that or earlier.
    private func arm(_ state: inout State, now: Nanoseconds) {
        guard !state.retired, let (deadline, leeway) = state.core.earliest() else { return }
        if let armed = state.armed, armed <= deadline { return }
        if state.alarm == nil { state.alarm = makeAlarm { self.fire() } }
        state.alarm?.arm(deadline, leeway: leeway, now: now)
        state.armed = deadline
    }

    /// Every live timer, described.
    var timerInfo: [FSTimerInfo] {
        let (now, wallNow) = (now, FSWallClock().now)
        return state.withLock { state in
            var infos: [FSTimerInfo] = []
            infos.reserveCapacity(state.core.count)
            state.core.forEachTimer { slot in
                let nextFire =
                    slot.state == .paused
                    ? nil : wallNow.advanced(by: slot.deadline.saturatingSubtracting(now).duration)
                infos.append(
                    FSTimerInfo(
                        id: FSTimerID(scheduler: number, timer: slot.sequence), label: slot.label,
                        ownerType: slot.owner.map { String(describing: type(of: $0)) }, queue: queue.label,
                        created: wallNow.advanced(by: slot.created.saturatingSubtracting(now).duration),
                        nextFire: nextFire,
                        interval: slot.interval > 0 ? slot.interval.duration : nil, fireCount: slot.fires))
            }
            return infos
        }
    }
}
