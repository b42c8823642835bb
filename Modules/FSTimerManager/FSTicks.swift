/// Nanoseconds every `interval` on a clock, as an asynchronous sequence that ends when the task
/// iterating it is cancelled.
///
/// Deadlines are the start plus whole intervals, so lateness never adds up; an iteration that
/// falls behind by more than an interval skips the ticks it missed rather than delivering them
/// in a burst. Any clock works, a test clock included.
///
/// ```swift
/// let refresher = Task {
///     for await tick in FSTicks(every: .seconds(5)) {
///         await refresh(tick.count)
///     }
/// }
/// // … later
/// refresher.cancel()   // the loop ends
/// ```
public struct FSTicks<C: Clock>: AsyncSequence, Sendable where C.Duration == Duration {
    /// One tick.
    public struct Tick: Sendable {
        /// 1 at the first tick; skipped ticks are counted, so it can jump.
        public let count: Int
        /// The tick's deadline.
        public let deadline: C.Instant
        /// How long after the deadline the tick was delivered.
        public let lateness: Duration
    }

    /// The clock the ticks are timed by.
    public let clock: C
    /// The time between ticks.
    public let interval: Duration
    /// How long after iteration starts the first tick comes.
    public let firstAfter: Duration

    /// Nanoseconds every `interval` (below a microsecond counts as a microsecond) on `clock`, the
    /// first `firstAfter` the start of iteration — by default one interval, `.zero` (or less)
    /// for at once.
    public init(every interval: Duration, firstAfter: Duration? = nil, clock: C) {
        self.clock = clock
        self.interval = Swift.max(interval, .microseconds(1))
        self.firstAfter = Swift.max(firstAfter ?? self.interval, .zero)
    }

    /// Delivers the ticks.
    public struct AsyncIterator: AsyncIteratorProtocol {
        let clock: C
        let interval: Duration
        let firstAfter: Duration
        /// The first tick's deadline, set when iteration starts.
        var first: C.Instant?
        var count = 0

        /// The next tick, or `nil` once the task is cancelled.
        public mutating func next() async -> Tick? {
            let first = first ?? clock.now.advanced(by: firstAfter)
            self.first = first
            var count = count + 1
            var deadline = first.advanced(by: interval * (count - 1))
            let now = clock.now
            if deadline < now {
                // Behind by more than an interval: the latest deadline not after now — at most
                // 2^52 intervals on (143 years of microseconds), as far as a Double counts
                // exactly and an Int converts without a trap; a clock that jumps further is
                // caught up with over several ticks.
                let skipped = Int(Swift.min(deadline.duration(to: now) / interval, 0x1p52))
                count += skipped
                deadline = deadline.advanced(by: interval * skipped)
            }
            do {
                try await clock.sleep(until: deadline, tolerance: nil)
            } catch {
                return nil
            }
            guard !Task.isCancelled else { return nil }
            self.count = count
            return Tick(count: count, deadline: deadline, lateness: Swift.max(.zero, deadline.duration(to: clock.now)))
        }
    }

    /// Starts the ticks; the first interval counts from the first call to `next()`.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(clock: clock, interval: interval, firstAfter: firstAfter)
    }
}

extension FSTicks where C == ContinuousClock {
    /// Nanoseconds every `interval` on the continuous clock, the first `firstAfter` the start of
    /// iteration (by default one interval).
    public init(every interval: Duration, firstAfter: Duration? = nil) {
        self.init(every: interval, firstAfter: firstAfter, clock: ContinuousClock())
    }
}
