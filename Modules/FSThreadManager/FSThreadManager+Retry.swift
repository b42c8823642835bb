extension FSThreadManager {
    /// Runs `operation` until it succeeds, waiting between attempts as `policy` says, on the
    /// continuous clock and the system's random numbers.
    ///
    /// ```swift
    /// let data = try await FSThreadManager.retry(FSRetryPolicy(maxAttempts: 4)) {
    ///     try await download(url)
    /// } shouldRetry: { error in
    ///     (error as? URLError)?.code != .cancelled
    /// }
    /// ```
    ///
    /// See ``retry(_:clock:using:operation:shouldRetry:)`` for the rules.
    nonisolated(nonsending) public static func retry<Success, Failure: Error>(
        _ policy: FSRetryPolicy = FSRetryPolicy(),
        operation: nonisolated(nonsending) () async throws(Failure) -> Success,
        shouldRetry: (Failure) -> Bool = { _ in true }
    ) async throws(Failure) -> Success {
        var generator = SystemRandomNumberGenerator()
        return try await retry(
            policy, clock: ContinuousClock(), using: &generator, operation: operation, shouldRetry: shouldRetry)
    }

    /// Runs `operation` until it succeeds, waiting between attempts on `clock` as `policy`
    /// says, its jitter drawn from `generator`.
    ///
    /// Retrying stops — and the operation's last error is thrown, so the error type is the
    /// operation's own — when the attempts are used up, when `shouldRetry` says an error is
    /// final, when the next wait would end after the policy's time limit, or when the calling
    /// task is cancelled: a wait in progress ends at once, and no further attempt starts.
    /// The operation runs in the caller's isolation, so it need not be `@Sendable`.
    nonisolated(nonsending) public static func retry<C: Clock, Success, Failure: Error>(
        _ policy: FSRetryPolicy, clock: C, using generator: inout some RandomNumberGenerator,
        operation: nonisolated(nonsending) () async throws(Failure) -> Success,
        shouldRetry: (Failure) -> Bool = { _ in true }
    ) async throws(Failure) -> Success where C.Duration == Duration {
        let limit = policy.timeLimit.map { clock.now.advanced(by: $0) }
        var failures = 0
        while true {
            let failure: Failure
            do {
                return try await operation()
            } catch {
                failure = error
            }
            failures += 1
            guard failures < policy.maxAttempts, shouldRetry(failure), !Task.isCancelled else { throw failure }
            let wakeUp = clock.now.advanced(by: policy.delay(afterFailure: failures, using: &generator))
            if let limit, wakeUp > limit { throw failure }
            do {
                try await clock.sleep(until: wakeUp, tolerance: nil)
            } catch {
                throw failure
            }
        }
    }
}
