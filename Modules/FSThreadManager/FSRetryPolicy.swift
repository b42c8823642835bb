/// How ``FSThreadManager/retry(_:clock:using:operation:shouldRetry:)`` spaces its
/// attempts: how many, the exponential backoff between them, its jitter, and an optional limit
/// on the whole.
///
/// The wait after the `n`-th failure is `initialDelay × multiplier^(n−1)`, capped at
/// `maxDelay`, then jittered. With the defaults — 3 attempts, 200 ms doubling, full jitter —
/// the waits are drawn from 0…200 ms, then 0…400 ms.
///
/// ```swift
/// let patient = FSRetryPolicy(maxAttempts: 6, initialDelay: .seconds(1), maxDelay: .seconds(20),
///                             jitter: .equal, timeLimit: .seconds(60))
/// ```
public struct FSRetryPolicy: Hashable, Sendable {
    /// How a wait is randomised, so that clients failing together do not retry together.
    public enum Jitter: Hashable, Sendable {
        /// The wait itself: every client retries in step.
        case none
        /// Anywhere from zero to the wait ("full jitter"): the least load on a recovering
        /// server, at the cost of some quick retries.
        case full
        /// Half the wait, plus anywhere up to the other half ("equal jitter"): never less than
        /// half the wait.
        case equal
    }

    /// The most attempts, the first included; 1 means no retry. Values below 1 count as 1.
    public var maxAttempts: Int
    /// The wait after the first failure, before jitter.
    public var initialDelay: Duration
    /// How much each wait grows over the one before, before the cap (at least 1).
    public var multiplier: Double
    /// The longest wait, before jitter.
    public var maxDelay: Duration
    /// How waits are randomised.
    public var jitter: Jitter
    /// The time all attempts and waits may take together, from the first attempt: no attempt
    /// starts after it, and a wait that would end after it is not begun. `nil` for no limit.
    public var timeLimit: Duration?

    /// A policy; every parameter has the default described on the type.
    public init(
        maxAttempts: Int = 3, initialDelay: Duration = .milliseconds(200), multiplier: Double = 2,
        maxDelay: Duration = .seconds(30), jitter: Jitter = .full, timeLimit: Duration? = nil
    ) {
        self.maxAttempts = maxAttempts
        self.initialDelay = initialDelay
        self.multiplier = multiplier
        self.maxDelay = maxDelay
        self.jitter = jitter
        self.timeLimit = timeLimit
    }

    /// The wait after the `failures`-th failure (1 for the first), jittered with `generator`.
    ///
    /// Whole nanoseconds; never negative, never above `maxDelay` (nor 292 years).
    public func delay(afterFailure failures: Int, using generator: inout some RandomNumberGenerator) -> Duration {
        let cap = Double(maxDelay.nanoseconds)
        let growth = multiplier.isFinite ? max(multiplier, 1) : 1
        var base = min(Double(initialDelay.nanoseconds), cap)
        // Grown failure by failure, stopping at the cap: no power function without the C
        // library, and with growth 2 any cap is reached within 64 steps.
        var failure = 1
        while failure < failures, base > 0, base < cap, growth > 1 {
            base = min(base * growth, cap)
            failure += 1
        }
        let jittered: Double
        switch jitter {
        case .none: jittered = base
        case .full: jittered = Double.random(in: 0...base, using: &generator)
        case .equal: jittered = base / 2 + Double.random(in: 0...(base / 2), using: &generator)
        }
        return .nanoseconds(Int64(exactly: min(jittered.rounded(), cap)) ?? .max)
    }
}
