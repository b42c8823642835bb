/// Nanoseconds on a scheduler's clock, counted from the moment the scheduler was made: the
/// one unit of time inside the module, so that the bookkeeping is not generic over the clock.
typealias Nanoseconds = Int64

extension Nanoseconds {
    /// `duration` in nanoseconds, saturated at ±292 years rather than trapping.
    init(_ duration: Duration) {
        // Most leeways are zero: skip the 128-bit arithmetic of `components`.
        guard duration != .zero else {
            self = 0
            return
        }
        let (seconds, attoseconds) = duration.components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        let (total, overflowAgain) = scaled.addingReportingOverflow(attoseconds / 1_000_000_000)
        self = overflow || overflowAgain ? (seconds < 0 ? .min : .max) : total
    }

    var duration: Duration { .nanoseconds(self) }
}
