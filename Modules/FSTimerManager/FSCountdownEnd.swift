import Dispatch
internal import FSInternal

/// How an ``FSCountdown`` ended.
public struct FSCountdownEnd: Sendable, Equatable {
    /// Why a countdown ended.
    public enum Reason: Sendable, Equatable {
        /// It reached zero.
        case reachedZero
        /// ``FSCountdown/finish()`` or ``FSCountdownTick/finish()`` ended it.
        case finished
    }

    /// Why it ended.
    public let reason: Reason
    /// The time that was left: zero when it reached zero.
    public let remaining: Duration
    /// How long after the end time the completion started: how late the queue ran it (zero
    /// when finished early).
    public let lateness: Duration

    /// An end, as a countdown reports it (for tests and previews of code that receives one).
    public init(reason: Reason, remaining: Duration, lateness: Duration) {
        self.reason = reason
        self.remaining = remaining
        self.lateness = lateness
    }
}
