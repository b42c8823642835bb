/// Identifies a timer for as long as the process runs.
public struct FSTimerID: Hashable, Sendable, CustomStringConvertible {
    /// The scheduler's number, in the order schedulers were made.
    public let scheduler: Int
    /// The timer's number on its scheduler, in the order timers were scheduled.
    public let timer: UInt64

    /// `scheduler.timer`, as in `2.17`.
    public var description: String { "\(scheduler).\(timer)" }
}
