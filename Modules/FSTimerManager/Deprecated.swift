// Spellings replaced in 1.0.0, kept for one major release so that code written against them
// still builds (with a warning that names the new spelling). In 0.x "tick" also named the
// time between ticks; it is `interval` now (`every:` as an argument, as for ``FSTicks``).

extension FSTimerScheduler {
    /// 0.x's spelling of ``countdown(from:every:throughZero:leeway:onTick:completion:)``.
    @available(*, deprecated, renamed: "countdown(from:every:throughZero:leeway:onTick:completion:)")
    public func countdown(
        from duration: Duration, tick: Duration, throughZero: Bool = false, leeway: Duration = .zero,
        onTick: @escaping @Sendable (FSCountdownTick) -> Void,
        completion: @escaping @Sendable (FSCountdownEnd) -> Void = { _ in }
    ) -> FSCountdown {
        countdown(
            from: duration, every: tick, throughZero: throughZero, leeway: leeway, onTick: onTick,
            completion: completion)
    }

    /// 0.x's spelling of ``countdown(until:every:throughZero:leeway:label:onTick:completion:)``.
    @available(*, deprecated, renamed: "countdown(until:every:throughZero:leeway:label:onTick:completion:)")
    public func countdown(
        until deadline: C.Instant, tick: Duration, throughZero: Bool = false, leeway: Duration = .zero,
        label: String? = nil, onTick: @escaping @Sendable (FSCountdownTick) -> Void,
        completion: @escaping @Sendable (FSCountdownEnd) -> Void = { _ in }
    ) -> FSCountdown {
        countdown(
            until: deadline, every: tick, throughZero: throughZero, leeway: leeway, label: label, onTick: onTick,
            completion: completion)
    }

    /// 0.x's spelling of ``stopwatch(every:leeway:onTick:)``.
    @available(*, deprecated, renamed: "stopwatch(every:leeway:onTick:)")
    public func stopwatch(
        tick: Duration?, leeway: Duration = .zero, onTick: @escaping @Sendable (FSStopwatchTick) -> Void = { _ in }
    ) -> FSStopwatch {
        stopwatch(every: tick, leeway: leeway, onTick: onTick)
    }
}

extension FSCountdownState {
    /// 0.x's name of ``interval``.
    @available(*, deprecated, renamed: "interval")
    public var tick: Duration {
        get { interval }
        set { interval = newValue }
    }

    /// 0.x's spelling of ``init(deadline:interval:label:)``.
    @available(*, deprecated, renamed: "init(deadline:interval:label:)")
    public init(deadline: FSWallClock.Instant, tick: Duration, label: String? = nil) {
        self.init(deadline: deadline, interval: tick, label: label)
    }

    /// 0.x's spelling of ``init(lasting:interval:label:from:)``.
    @available(*, deprecated, renamed: "init(lasting:interval:label:from:)")
    public init(
        lasting duration: Duration, tick: Duration, label: String? = nil,
        from start: FSWallClock.Instant = FSWallClock().now
    ) {
        self.init(lasting: duration, interval: tick, label: label, from: start)
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension FSCountdownModel {
    /// 0.x's spelling of ``start(lasting:every:label:)``.
    @available(*, deprecated, renamed: "start(lasting:every:label:)")
    @discardableResult
    public func start(lasting duration: Duration, tick: Duration, label: String? = nil) -> FSCountdownState {
        start(lasting: duration, every: tick, label: label)
    }
}
