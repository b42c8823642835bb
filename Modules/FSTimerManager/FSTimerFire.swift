/// What an action learns when its timer fires.
public struct FSTimerFire: Sendable {
    /// The timer that fired.
    public let timer: FSTimerID
    /// 1 at the first firing, then one more at each. A repeating timer that fell behind skips
    /// the firings it missed, so the count can jump.
    public let count: Int
    /// How long after its deadline the action started (never negative): how late the queue
    /// and the system ran it.
    public let lateness: Duration
    let scheduler: TimerEngine
    let key: TimerKey

    /// Cancels the timer, from inside its own action.
    public func cancel() { scheduler.cancel(key) }
}
