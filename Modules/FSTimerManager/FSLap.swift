internal import FSInternal

/// A lap of an ``FSStopwatch``.
public struct FSLap: Sendable, Equatable {
    /// 1 for the first lap.
    public let number: Int
    /// The lap's own time.
    public let duration: Duration
    /// The stopwatch's time at the end of the lap.
    public let total: Duration

    /// A lap, as a stopwatch records it (for tests and previews of code that receives one).
    public init(number: Int, duration: Duration, total: Duration) {
        self.number = number
        self.duration = duration
        self.total = total
    }
}
