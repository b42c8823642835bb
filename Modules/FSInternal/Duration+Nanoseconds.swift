extension Duration {
    /// The duration in whole nanoseconds (finer parts truncated toward zero), saturated at
    /// ±292 years rather than trapping: the one conversion the timer and thread modules use.
    @inlinable
    package var saturatingNanoseconds: Int64 {
        // Most leeways and delays of zero skip the 128-bit arithmetic of `components`.
        guard self != .zero else { return 0 }
        let (seconds, attoseconds) = components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        let (total, overflowAgain) = scaled.addingReportingOverflow(attoseconds / 1_000_000_000)
        return overflow || overflowAgain ? (seconds < 0 ? .min : .max) : total
    }
}
