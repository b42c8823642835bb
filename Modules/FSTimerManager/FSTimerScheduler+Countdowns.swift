extension FSTimerScheduler {
    /// Starts a countdown of `duration` that ticks at once and then every `interval`.
    ///
    /// - Parameters:
    ///   - duration: The time to count down (pauses excluded).
    ///   - interval: The time between ticks; below a microsecond counts as a microsecond.
    ///   - throughZero: Whether to keep ticking past zero, with negative time left, until
    ///     ``FSCountdown/finish()``; then the completion runs only when finished.
    ///   - leeway: How late the system may run each tick and the end, to save power.
    ///   - onTick: Called on ``queue`` at each tick, and with zero left at the end.
    ///   - completion: Called on ``queue`` when the countdown reaches zero or is finished
    ///     early — not when it is cancelled or released.
    /// - Returns: The running countdown; releasing it stops it unless it is detached.
    public func countdown(
        from duration: Duration, every interval: Duration = .seconds(1), throughZero: Bool = false,
        leeway: Duration = .zero,
        onTick: @escaping @Sendable (FSCountdownTick) -> Void,
        completion: @escaping @Sendable (FSCountdownEnd) -> Void = { _ in }
    ) -> FSCountdown {
        FSCountdown(
            .lasting(duration), interval: Nanoseconds(interval), throughZero: throughZero, leeway: Nanoseconds(leeway),
            label: nil,
            engine: engine, onTick: onTick, completion: completion)
    }

    /// Starts a countdown to `deadline` on the scheduler's clock: the time left is always
    /// `deadline` minus the clock's time, read at each tick.
    ///
    /// On a scheduler of ``FSWallClock`` (or `ContinuousClock`) the countdown keeps counting
    /// while the device sleeps or the app is suspended: a 60-second code countdown started
    /// before sleep is right after it, and one whose deadline passed meanwhile completes as
    /// soon as the scheduler's queue runs again. It ticks at once, then whenever the time left
    /// is a whole number of `interval`s (59 s, 58 s, … for a countdown restored at 59.4 s left).
    /// A deadline already passed ticks once with zero left and completes.
    ///
    /// ```swift
    /// // A verification code can be requested again 60 seconds after the last request.
    /// let state = FSCountdownState(lasting: .seconds(60), label: "sms-code")
    /// save(state)   // Codable: survives a relaunch
    /// let countdown = FSTimerManager.wall.countdown(until: state.deadline, label: state.label) { tick in
    ///     button.title = "\(tick.remaining.components.seconds) s"
    /// } completion: { _ in
    ///     button.title = "Resend"
    /// }
    /// ```
    ///
    /// The other parameters are those of ``countdown(from:every:throughZero:leeway:onTick:completion:)``;
    /// `label` names the countdown's timers in ``FSTimerManager/allTimerInfo``.
    public func countdown(
        until deadline: C.Instant, every interval: Duration = .seconds(1), throughZero: Bool = false,
        leeway: Duration = .zero,
        label: String? = nil, onTick: @escaping @Sendable (FSCountdownTick) -> Void,
        completion: @escaping @Sendable (FSCountdownEnd) -> Void = { _ in }
    ) -> FSCountdown {
        FSCountdown(
            .until(nanoseconds(at: deadline)), interval: Nanoseconds(interval), throughZero: throughZero,
            leeway: Nanoseconds(leeway),
            label: label, engine: engine, onTick: onTick, completion: completion)
    }

    /// Starts a stopwatch.
    ///
    /// - Parameters:
    ///   - interval: The time between ticks (below a microsecond counts as a microsecond), or
    ///     `nil` for none: the elapsed time can be read at any moment anyway.
    ///   - leeway: How late the system may run each tick, to save power.
    ///   - onTick: Called on ``queue`` at each tick.
    /// - Returns: The running stopwatch; releasing it stops its ticks.
    public func stopwatch(
        every interval: Duration? = .seconds(1), leeway: Duration = .zero,
        onTick: @escaping @Sendable (FSStopwatchTick) -> Void = { _ in }
    ) -> FSStopwatch {
        FSStopwatch(
            interval: interval.map { Nanoseconds($0) }, leeway: Nanoseconds(leeway), engine: engine, onTick: onTick)
    }
}

extension FSTimerScheduler where C == FSWallClock {
    /// Starts (or restores) the countdown `state` describes: to its deadline, ticking every
    /// `state.interval`, its timers labelled `state.label`. A state whose deadline has passed — a
    /// code countdown restored long after — ticks once with zero left and completes.
    ///
    /// The other parameters are those of ``countdown(from:every:throughZero:leeway:onTick:completion:)``.
    public func countdown(
        _ state: FSCountdownState, throughZero: Bool = false, leeway: Duration = .zero,
        onTick: @escaping @Sendable (FSCountdownTick) -> Void,
        completion: @escaping @Sendable (FSCountdownEnd) -> Void = { _ in }
    ) -> FSCountdown {
        countdown(
            until: state.deadline, every: state.interval, throughZero: throughZero, leeway: leeway, label: state.label,
            onTick: onTick, completion: completion)
    }
}
