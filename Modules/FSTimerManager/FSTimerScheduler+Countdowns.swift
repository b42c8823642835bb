extension FSTimerScheduler {
    /// Starts a countdown of `duration` that ticks at once and then every `tick`.
    ///
    /// - Parameters:
    ///   - duration: The time to count down (pauses excluded).
    ///   - tick: The time between ticks; below a microsecond counts as a microsecond.
    ///   - throughZero: Whether to keep ticking past zero, with negative time left, until
    ///     ``FSCountdown/finish()``; then the completion runs only when finished.
    ///   - leeway: How late the system may run each tick and the end, to save power.
    ///   - onTick: Called on ``queue`` at each tick, and with zero left at the end.
    ///   - completion: Called on ``queue`` when the countdown reaches zero or is finished
    ///     early — not when it is cancelled or released.
    /// - Returns: The running countdown; releasing it stops it unless it is detached.
    public func countdown(
        from duration: Duration, tick: Duration = .seconds(1), throughZero: Bool = false, leeway: Duration = .zero,
        onTick: @escaping @Sendable (FSCountdownTick) -> Void,
        completion: @escaping @Sendable (FSCountdownEnd) -> Void = { _ in }
    ) -> FSCountdown {
        FSCountdown(
            duration: duration, tick: Ticks(tick), throughZero: throughZero, leeway: Ticks(leeway), engine: engine,
            onTick: onTick, completion: completion)
    }

    /// Starts a stopwatch.
    ///
    /// - Parameters:
    ///   - tick: The time between ticks (below a microsecond counts as a microsecond), or
    ///     `nil` for none: the elapsed time can be read at any moment anyway.
    ///   - leeway: How late the system may run each tick, to save power.
    ///   - onTick: Called on ``queue`` at each tick.
    /// - Returns: The running stopwatch; releasing it stops its ticks.
    public func stopwatch(
        tick: Duration? = .seconds(1), leeway: Duration = .zero,
        onTick: @escaping @Sendable (FSStopwatchTick) -> Void = { _ in }
    ) -> FSStopwatch {
        FSStopwatch(tick: tick.map { Ticks($0) }, leeway: Ticks(leeway), engine: engine, onTick: onTick)
    }
}
