import Dispatch

extension Duration {
    /// The duration in nanoseconds: 0 for negative durations, saturated at `UInt64.max`
    /// (585 years) rather than trapping.
    var nanoseconds: UInt64 {
        let (seconds, attoseconds) = components
        guard seconds >= 0, attoseconds >= 0 else { return 0 }
        let (scaled, overflow) = UInt64(seconds).multipliedReportingOverflow(by: 1_000_000_000)
        let (total, overflowAgain) = scaled.addingReportingOverflow(UInt64(attoseconds / 1_000_000_000))
        return overflow || overflowAgain ? .max : total
    }

    /// The duration as Dispatch's interval.
    var dispatchInterval: DispatchTimeInterval {
        .nanoseconds(Int(clamping: nanoseconds))
    }
}
