internal import FSInternal

/// A stopwatch computed from its scheduler's clock: the elapsed time is the clock's time minus
/// the start, pauses excluded, whatever the ticks do.
///
/// Made by ``FSTimerScheduler/stopwatch(every:leeway:onTick:)``, running at once. Nanoseconds (for a
/// display) come every `interval`; ``lap()`` records a lap, ``stop()`` ends it and returns the
/// total and the laps. Releasing it stops its ticks.
///
/// ```swift
/// let stopwatch = FSTimerManager.main.stopwatch(every: .milliseconds(100)) { tick in
///     label.text = format(tick.elapsed)
/// }
/// // … on a button:
/// let lap = stopwatch.lap()    // FSLap(number: 1, duration: 12.4 s, total: 12.4 s)
/// ```
public final class FSStopwatch: Sendable {
    private let engine: TimerEngine
    private let state: FSLocked<State>

    private struct State {
        /// The time (in nanoseconds) the current run started, while running.
        var runningSince: Nanoseconds?
        /// The time run before the current run.
        var accumulated: Nanoseconds = 0
        var laps: [FSLap] = []
        var ticker: FSTimer?
        var isStopped = false

        func elapsed(at now: Nanoseconds) -> Nanoseconds {
            accumulated.saturatingAdding(runningSince.map { now.saturatingSubtracting($0) } ?? 0)
        }
    }

    init(
        interval: Nanoseconds?, leeway: Nanoseconds, engine: TimerEngine,
        onTick: @escaping @Sendable (FSStopwatchTick) -> Void
    ) {
        self.engine = engine
        let now = engine.now
        let state = FSLocked(State(runningSince: now))
        self.state = state
        guard let interval else { return }
        let ticker = engine.schedule(
            deadline: now.saturatingAdding(max(interval, 1_000)), now: now, interval: max(interval, 1_000),
            leeway: leeway,
            owner: nil,
            label: "FSStopwatch",
            action: { [engine] fire in
                let elapsed = state.withLock { $0.elapsed(at: engine.now) }
                onTick(FSStopwatchTick(elapsed: elapsed.duration, count: fire.count))
            })
        state.withLock { $0.ticker = ticker }
    }

    deinit {
        state.withLock { $0.ticker }?.cancel()
    }

    /// The time run so far, pauses excluded.
    public var elapsed: Duration {
        let now = engine.now
        return state.withLock { $0.elapsed(at: now) }.duration
    }

    /// Whether the stopwatch is running: not paused, not stopped.
    public var isRunning: Bool { state.withLock { $0.runningSince != nil } }

    /// The laps recorded so far.
    public var laps: [FSLap] { state.withLock { $0.laps } }

    /// Records a lap: the time since the previous lap (or the start), pauses excluded.
    @discardableResult
    public func lap() -> FSLap {
        let now = engine.now
        return state.withLock { state in
            let total = state.elapsed(at: now)
            let previous = state.laps.last?.total ?? .zero
            let lap = FSLap(number: state.laps.count + 1, duration: total.duration - previous, total: total.duration)
            state.laps.append(lap)
            return lap
        }
    }

    /// Stops the clock until ``resume()``; ticks stop too.
    public func pause() {
        let now = engine.now
        state.withLock { state in
            guard let since = state.runningSince else { return }
            state.accumulated = state.accumulated.saturatingAdding(now.saturatingSubtracting(since))
            state.runningSince = nil
            if let ticker = state.ticker { engine.pause([ticker.key], now: now) }
        }
    }

    /// Starts the clock again after ``pause()``.
    public func resume() {
        let now = engine.now
        state.withLock { state in
            guard state.runningSince == nil, !state.isStopped else { return }
            state.runningSince = now
            if let ticker = state.ticker { engine.resume([ticker.key], now: now) }
        }
    }

    /// Stops the stopwatch for good and returns the time it ran and its laps.
    @discardableResult
    public func stop() -> (elapsed: Duration, laps: [FSLap]) {
        let now = engine.now
        let (result, ticker) = state.withLock { state in
            state.accumulated = state.elapsed(at: now)
            state.runningSince = nil
            state.isStopped = true
            defer { state.ticker = nil }
            return ((state.accumulated.duration, state.laps), state.ticker)
        }
        ticker?.cancel()
        return result
    }
}
