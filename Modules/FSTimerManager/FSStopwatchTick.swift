internal import FSInternal

/// One tick of an ``FSStopwatch``.
public struct FSStopwatchTick: Sendable {
    /// The time run so far, pauses excluded.
    public let elapsed: Duration
    /// 1 at the first tick, then one more at each (skipping ticks missed by a late queue).
    public let count: Int
}
