import Dispatch
internal import FSInternal

extension Duration {
    /// The duration in nanoseconds: 0 for negative durations, saturated at `Int64.max`
    /// (292 years) rather than trapping.
    var nanoseconds: UInt64 {
        UInt64(max(0, saturatingNanoseconds))
    }

    /// The duration as Dispatch's interval.
    var dispatchInterval: DispatchTimeInterval {
        .nanoseconds(Int(clamping: nanoseconds))
    }
}
