import Dispatch
internal import FSInternal

/// A live timer as ``FSTimerManager/allTimerInfo`` describes it.
public struct FSTimerInfo: Sendable {
    /// The timer.
    public let id: FSTimerID
    /// The label it was scheduled with.
    public let label: String?
    /// The type of its owner, if it has one.
    public let ownerType: String?
    /// The label of the queue its action runs on.
    public let queue: String
    /// When it was scheduled.
    public let created: FSWallClock.Instant
    /// When it fires next, as the wall clock reads now (for a timer on another clock, an
    /// estimate); `nil` while it is paused.
    public let nextFire: FSWallClock.Instant?
    /// Its interval, or `nil` for a timer that fires once.
    public let interval: Duration?
    /// How many times it has fired.
    public let fireCount: Int
    /// Whether it is paused.
    public var isPaused: Bool { nextFire == nil }
}
