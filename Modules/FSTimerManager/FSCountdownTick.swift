import Dispatch
internal import FSInternal

/// One tick of an ``FSCountdown``.
public struct FSCountdownTick: Sendable {
    /// The time left when the tick ran, from the clock: zero at the last tick (negative past
    /// zero for a countdown `throughZero`).
    public let remaining: Duration
    /// The time the countdown has run, pauses excluded.
    public let elapsed: Duration
    /// 1 at the first tick (at the start), then one more at each. A countdown that fell more
    /// than a tick behind skips the ticks it missed rather than running them late in a burst.
    public let count: Int
    let countdown: FSLocked<FSCountdown.State>
    let engine: TimerEngine
    let completion: @Sendable (FSCountdownEnd) -> Void

    /// Ends the countdown early, as ``FSCountdown/finish()`` does.
    public func finish() {
        FSCountdown.finishEarly(countdown, engine: engine, completion: completion)
    }
}
