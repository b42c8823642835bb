import Dispatch

/// Runs an action once a burst of calls is over — `delay` after the last call — or, with
/// ``FSEdges/leading``, at the first call of a burst.
///
/// ```swift
/// let search = FSDebouncer(delay: .milliseconds(300))
/// func textDidChange(_ text: String) {
///     search.call { runSearch(text) }   // one search, 300 ms after typing stops
/// }
/// ```
///
/// Only the latest action of a burst runs; the others are dropped. One Dispatch timer is
/// armed at a time however many calls a burst has, and the delay is measured on the
/// monotonic clock. Calls may come from any thread.
public final class FSDebouncer: Sendable {
    private let gate: RateGate

    /// A debouncer.
    ///
    /// - Parameters:
    ///   - delay: How long after a call a burst is over if no other call comes.
    ///   - edges: When to run: ``FSEdges/trailing`` (default) after the burst, ``FSEdges/leading``
    ///     at its first call, or both (the trailing run happens only if the burst had more
    ///     than one call).
    ///   - label: Where the actions run.
    public init(delay: Duration, edges: FSEdges = .trailing, on label: FSThreadLabel = .main) {
        gate = RateGate(DebounceRules(delay: delay.nanoseconds, edges: edges), on: label.queue)
    }

    /// Starts or extends a burst with `action` as its latest call.
    public func call(_ action: @escaping @Sendable () -> Void) {
        gate.call(action)
    }

    /// Drops the pending action and ends the burst.
    public func cancel() {
        gate.cancel()
    }
}
