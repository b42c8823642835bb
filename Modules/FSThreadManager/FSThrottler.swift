import Dispatch

/// Runs an action at most once per interval, however often it is called.
///
/// ```swift
/// let save = FSThrottler(interval: .seconds(1))
/// func documentDidChange() {
///     save.call { document.autosave() }   // at once, then at most once a second
/// }
/// ```
///
/// With ``FSEdges/leading`` a call made when no run happened in the last interval runs at
/// once; with ``FSEdges/trailing`` the latest call made inside the interval runs when it ends.
/// Calls may come from any thread.
public final class FSThrottler: Sendable {
    private let gate: RateGate

    /// A throttler.
    ///
    /// - Parameters:
    ///   - interval: The least time between the starts of two runs.
    ///   - edges: ``FSEdges/leading`` and ``FSEdges/trailing`` by default.
    ///   - label: Where the actions run.
    public init(interval: Duration, edges: FSEdges = [.leading, .trailing], on label: FSThreadLabel = .main) {
        gate = RateGate(ThrottleRules(interval: interval.nanoseconds, edges: edges), on: label.queue)
    }

    /// Runs `action` now, at the end of the current interval, or not at all (when a later
    /// call replaces it, or ``FSEdges/trailing`` is off).
    public func call(_ action: @escaping @Sendable () -> Void) {
        gate.call(action)
    }

    /// Drops the action waiting for the end of the interval.
    public func cancel() {
        gate.cancel()
    }
}
