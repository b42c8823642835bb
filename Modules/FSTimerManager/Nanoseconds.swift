internal import FSInternal

/// Nanoseconds on a scheduler's clock, counted from the moment the scheduler was made: the
/// one unit of time inside the module, so that the bookkeeping is not generic over the clock.
typealias Nanoseconds = Int64

extension Nanoseconds {
    /// `duration` in nanoseconds, saturated at ±292 years rather than trapping.
    @inline(__always)
    init(_ duration: Duration) {
        self = duration.saturatingNanoseconds
    }

    var duration: Duration { .nanoseconds(self) }
}
