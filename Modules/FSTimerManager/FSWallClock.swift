internal import FSInternal

/// The system's wall clock (UTC, `CLOCK_REALTIME`): the time calendars and servers agree on,
/// which keeps counting while the device sleeps and jumps when the clock is set.
///
/// Timers on a scheduler with this clock fire at a wall-clock time — the original
/// FrameworkStruct's `exact` timers — and Dispatch drives them with `DispatchWallTime`.
///
/// ```swift
/// let scheduler = FSTimerScheduler(queue: .main, clock: FSWallClock())
/// let noon = FSWallClock.Instant(nanosecondsSince1970: 1_798_459_200_000_000_000)
/// let timer = scheduler.schedule(at: noon) { _ in print("it is noon") }
/// ```
public struct FSWallClock: Clock {
    /// A moment on the wall clock.
    public struct Instant: InstantProtocol {
        /// Nanoseconds since 1970-01-01 00:00:00 UTC (negative before).
        public var nanosecondsSince1970: Int64

        /// The moment `nanosecondsSince1970` nanoseconds after 1970-01-01 00:00:00 UTC.
        public init(nanosecondsSince1970: Int64) {
            self.nanosecondsSince1970 = nanosecondsSince1970
        }

        /// The moment `duration` later (earlier, if negative), saturated at ±292 years.
        public func advanced(by duration: Duration) -> Instant {
            Instant(nanosecondsSince1970: nanosecondsSince1970.saturatingAdding(Nanoseconds(duration)))
        }

        /// The time from this moment to `other`.
        public func duration(to other: Instant) -> Duration {
            .nanoseconds(other.nanosecondsSince1970.saturatingSubtracting(nanosecondsSince1970))
        }

        /// Whether `lhs` is earlier than `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.nanosecondsSince1970 < rhs.nanosecondsSince1970
        }
    }

    /// The wall clock.
    public init() {}

    /// The current wall-clock time.
    public var now: Instant {
        Instant(nanosecondsSince1970: Platform.wallClockNanoseconds)
    }

    /// One nanosecond, the unit of ``Instant``.
    public var minimumResolution: Duration { .nanoseconds(1) }

    /// Suspends the task until the wall clock reaches `deadline`.
    ///
    /// Sleeps at most a second at a time and looks at the clock again, so a clock set forward
    /// past `deadline` ends the sleep within a second.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        while true {
            let left = now.duration(to: deadline)
            guard left > .zero else { return }
            try await Task.sleep(for: min(left, .seconds(1)), tolerance: tolerance)
        }
    }
}
