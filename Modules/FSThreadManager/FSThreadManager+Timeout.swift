extension FSThreadManager {
    /// Runs `operation` with a time limit on the continuous clock: its result if it finishes
    /// within `timeout`, ``FSThreadManagerError/Code/timeout`` at the deadline if it does not.
    ///
    /// ```swift
    /// let data = try await FSThreadManager.withTimeout(.seconds(10)) {
    ///     try await download(url)
    /// }
    /// ```
    ///
    /// See ``withDeadline(_:tolerance:clock:operation:)`` for what happens at the deadline, on
    /// cancellation, and to a late result.
    public static func withTimeout<Success: Sendable>(
        _ timeout: Duration, tolerance: Duration? = nil,
        operation: @escaping @Sendable () async throws -> Success
    ) async throws -> Success {
        let clock = ContinuousClock()
        return try await race(
            until: clock.now.advanced(by: timeout), tolerance: tolerance, clock: clock,
            timeoutError: .timeout(timeout), operation: operation)
    }

    /// Runs `operation` until `deadline` on `clock`: its result if it finishes first,
    /// ``FSThreadManagerError/Code/timeout`` at the deadline if it does not.
    ///
    /// At the deadline the caller resumes at once, throwing ``FSThreadManagerError/Code/timeout`` — it does not
    /// wait for the operation to notice — and the operation's task is cancelled. What the
    /// operation returns or throws after that is dropped (released, never delivered). If the
    /// calling task is cancelled first, the operation is cancelled and the caller throws
    /// `CancellationError` at once; a caller cancelled before the call starts nothing.
    ///
    /// The operation runs in a task of its own (it may outlive the call, until it notices its
    /// cancellation), so it must be `@Sendable`; an actor-isolated closure runs on its actor.
    /// Any clock works, so a test can drive the deadline with a manual clock.
    public static func withDeadline<C: Clock, Success: Sendable>(
        _ deadline: C.Instant, tolerance: C.Duration? = nil, clock: C,
        operation: @escaping @Sendable () async throws -> Success
    ) async throws -> Success {
        try await race(
            until: deadline, tolerance: tolerance, clock: clock, timeoutError: .timeout(nil),
            operation: operation)
    }

    private static func race<C: Clock, Success: Sendable>(
        until deadline: C.Instant, tolerance: C.Duration?, clock: C, timeoutError: FSThreadManagerError,
        operation: @escaping @Sendable () async throws -> Success
    ) async throws -> Success {
        try Task.checkCancellation()
        let race = TimeoutRace<Success>()
        let work = Task {
            do {
                race.finish(.success(try await operation()))
            } catch {
                race.finish(.failure(error))
            }
        }
        let expire: @Sendable () -> Void = {
            if race.finish(.failure(timeoutError)) { work.cancel() }
        }
        let stopAlarm = alarm(at: deadline, tolerance: tolerance, clock: clock, expire)
        defer {
            work.cancel()
            stopAlarm()
        }
        return try await withTaskCancellationHandler {
            try await race.wait()
        } onCancel: {
            race.finish(.failure(CancellationError()))
        }
    }

    /// Calls `expire` at `deadline`; returns what stops it. The system clocks share one
    /// sleeper for every pending deadline; any other clock gets a sleeping task of its own.
    private static func alarm<C: Clock>(
        at deadline: C.Instant, tolerance: C.Duration?, clock: C, _ expire: @escaping @Sendable () -> Void
    ) -> @Sendable () -> Void {
        if let deadline = deadline as? ContinuousClock.Instant {
            let ticket = SharedAlarms.continuous.schedule(at: deadline, expire)
            return { SharedAlarms.continuous.cancel(ticket) }
        }
        if let deadline = deadline as? SuspendingClock.Instant {
            let ticket = SharedAlarms.suspending.schedule(at: deadline, expire)
            return { SharedAlarms.suspending.cancel(ticket) }
        }
        let sleeper = Task {
            // Cancelled (the operation finished first): no timeout.
            guard (try? await clock.sleep(until: deadline, tolerance: tolerance)) != nil else { return }
            expire()
        }
        return { sleeper.cancel() }
    }
}
