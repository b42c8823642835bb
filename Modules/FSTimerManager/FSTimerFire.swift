/// What an action learns when its timer fires.
public struct FSTimerFire: Sendable {
    /// The timer that fired.
    public let timer: FSTimerID
    /// The deadlines the timer has reached: 1 at the first firing, then one more at each —
    /// and more when a repeating timer fell behind and this firing stands for the deadlines it
    /// missed (``missed``).
    public let count: Int
    /// The deadlines of a repeating timer that passed since its last firing without one of
    /// their own, folded into this one (0 when it keeps up; Dispatch's `data` minus one). The
    /// firing stands for the latest of them, so ``lateness`` is measured from that one.
    public let missed: Int
    /// How long after its deadline the action started (never negative): how late the queue
    /// and the system ran it.
    public let lateness: Duration
    let scheduler: TimerEngine
    let key: TimerKey

    /// Cancels the timer, from inside its own action.
    public func cancel() { scheduler.cancel(key) }
}
