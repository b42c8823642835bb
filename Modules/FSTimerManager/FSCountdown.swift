import Dispatch
internal import FSInternal

/// A countdown computed from its scheduler's clock: the time left is always the end time minus
/// the clock's time, never a number decremented at each tick, so late ticks do not make it
/// drift.
///
/// Made by ``FSTimerScheduler/countdown(from:every:throughZero:leeway:onTick:completion:)``,
/// running at once. It ticks at the start and every `tick` after, each tick told the time
/// left as the clock reads it when the tick runs; it completes at its end time however late
/// the ticks before ran. Release the countdown, or ``cancel()`` it, to stop it silently;
/// ``detach()`` lets it run without being kept.
///
/// ```swift
/// let countdown = FSTimerManager.main.countdown(from: .seconds(60)) { tick in
///     label.text = "\(tick.remaining.components.seconds) s"
/// } completion: { end in
///     label.text = end.reason == .reachedZero ? "Go!" : "Stopped"
/// }
/// ```
public final class FSCountdown: Sendable {
    /// The length of the countdown, pauses excluded.
    public let duration: Duration
    private let engine: TimerEngine
    private let state: FSLocked<State>
    private let completion: @Sendable (FSCountdownEnd) -> Void

    struct State {
        /// The time (in nanoseconds) the countdown reaches zero, while running.
        var end: Nanoseconds
        /// The time left at the pause, while paused.
        var pausedRemaining: Nanoseconds?
        var timers: [FSTimer] = []
        var isFinished = false
        var isDetached = false
        /// Nanoseconds delivered so far.
        var ticks = 0
    }

    /// What a countdown counts down.
    enum Span {
        /// A duration from now, ticking from now.
        case lasting(Duration)
        /// The time left until a moment, in nanoseconds, ticking on whole intervals before it.
        case until(Nanoseconds)
    }

    init(
        _ span: Span, interval: Nanoseconds, throughZero: Bool, leeway: Nanoseconds, label: String?,
        engine: TimerEngine,
        onTick: @escaping @Sendable (FSCountdownTick) -> Void,
        completion: @escaping @Sendable (FSCountdownEnd) -> Void
    ) {
        let now = engine.now
        let interval = max(interval, 1_000)
        let (total, length, offGrid): (Duration, Nanoseconds, Nanoseconds)
        switch span {
        case .lasting(let duration):
            (total, length, offGrid) = (duration, max(0, Nanoseconds(duration)), 0)
        case .until(let end):
            length = max(0, end.saturatingSubtracting(now))
            (total, offGrid) = (length.duration, length % interval)
        }
        self.duration = total
        self.engine = engine
        self.completion = completion
        let state = FSLocked(State(end: now.saturatingAdding(length)))
        self.state = state
        // Ticking up to a moment: the grid is that moment less whole intervals, so the time left
        // is whole intervals at each tick after the first. Its first point is now or just before
        // (a deadline past fires at once), so the first tick is still at the start.
        let firstTick = offGrid == 0 ? now : now.saturatingAdding(offGrid).saturatingSubtracting(interval)
        // The actions hold the state, not the countdown, so releasing the countdown cancels them.
        let ticker = engine.schedule(
            deadline: firstTick, now: now, interval: interval, leeway: leeway, owner: nil,
            label: label ?? "FSCountdown",
            action: { [engine] fire in
                let now = engine.now
                let next = state.withLock { state -> (remaining: Nanoseconds, count: Int)? in
                    let remaining = state.end.saturatingSubtracting(now)
                    guard !state.isFinished, throughZero || remaining > 0 else { return nil }
                    state.ticks += 1
                    return (remaining, state.ticks)
                }
                guard let (remaining, count) = next else { return }
                onTick(
                    FSCountdownTick(
                        remaining: remaining.duration, elapsed: length.saturatingSubtracting(remaining).duration,
                        count: count, countdown: state, engine: engine, completion: completion))
            })
        var timers = [ticker]
        if !throughZero {
            timers.append(
                engine.schedule(
                    deadline: now.saturatingAdding(length), now: now, interval: 0, leeway: leeway, owner: nil,
                    label: "\(label ?? "FSCountdown") end",
                    action: { [engine] fire in
                        guard Self.finish(state, engine: engine, at: engine.now, reason: .reachedZero) != nil else {
                            return
                        }
                        let count = state.withLock { state in
                            state.ticks += 1
                            return state.ticks
                        }
                        onTick(
                            FSCountdownTick(
                                remaining: .zero, elapsed: total, count: count, countdown: state,
                                engine: engine, completion: completion))
                        completion(FSCountdownEnd(reason: .reachedZero, remaining: .zero, lateness: fire.lateness))
                    }))
        }
        state.withLock { $0.timers = timers }
    }

    deinit {
        if !state.withLock({ $0.isDetached }) { cancel() }
    }

    /// The time left, pauses excluded: negative past zero for a countdown `throughZero`.
    public var remaining: Duration {
        let now = engine.now
        return state.withLock { state in
            if let paused = state.pausedRemaining { return paused.duration }
            let remaining = state.end.saturatingSubtracting(now)
            return state.isFinished ? max(remaining, 0).duration : remaining.duration
        }
    }

    /// Whether the countdown is paused.
    public var isPaused: Bool { state.withLock { $0.pausedRemaining != nil } }

    /// Whether the countdown has completed, been finished or been cancelled.
    public var isFinished: Bool { state.withLock { $0.isFinished } }

    /// Stops the clock of the countdown until ``resume()``.
    public func pause() {
        let now = engine.now
        state.withLock { state in
            guard !state.isFinished, state.pausedRemaining == nil else { return }
            state.pausedRemaining = state.end.saturatingSubtracting(now)
            engine.pause(state.timers.map(\.key), now: now)
        }
    }

    /// Starts the clock of a paused countdown again; it ends as much later as it was paused.
    public func resume() {
        let now = engine.now
        state.withLock { state in
            guard !state.isFinished, let paused = state.pausedRemaining else { return }
            state.pausedRemaining = nil
            state.end = now.saturatingAdding(paused)
            engine.resume(state.timers.map(\.key), now: now)
        }
    }

    /// Ends the countdown now: its completion runs (on the scheduler's queue) with
    /// ``FSCountdownEnd/Reason/finished`` and the time that was left.
    public func finish() {
        Self.finishEarly(state, engine: engine, completion: completion)
    }

    /// Stops the countdown without calling its completion.
    public func cancel() {
        _ = Self.finish(state, engine: engine, at: engine.now, reason: .finished)
    }

    /// Lets the countdown run to its end without being kept.
    public func detach() {
        state.withLock { $0.isDetached = true }
    }

    /// Marks the countdown finished and cancels its timers; returns the time that was left, or
    /// `nil` if it had finished already.
    static func finish(
        _ state: FSLocked<State>, engine: TimerEngine, at now: Nanoseconds, reason: FSCountdownEnd.Reason
    ) -> Nanoseconds? {
        let (remaining, timers) = state.withLock { state -> (Nanoseconds?, [FSTimer]) in
            guard !state.isFinished else { return (nil, []) }
            state.isFinished = true
            let remaining = state.pausedRemaining ?? state.end.saturatingSubtracting(now)
            state.pausedRemaining = nil
            state.end = now.saturatingAdding(reason == .reachedZero ? 0 : remaining)
            defer { state.timers = [] }
            return (remaining, state.timers)
        }
        // Cancelled outside the lock, since a cancelled timer's action is released here.
        for timer in timers { timer.cancel() }
        return remaining
    }

    static func finishEarly(
        _ state: FSLocked<State>, engine: TimerEngine, completion: @escaping @Sendable (FSCountdownEnd) -> Void
    ) {
        guard let remaining = finish(state, engine: engine, at: engine.now, reason: .finished) else { return }
        engine.queue.async {
            completion(FSCountdownEnd(reason: .finished, remaining: remaining.duration, lateness: .zero))
        }
    }
}
