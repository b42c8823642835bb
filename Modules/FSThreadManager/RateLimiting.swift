import Dispatch
internal import FSInternal

/// The edges of a burst of calls at which a debouncer or throttler runs the action.
public struct FSEdges: OptionSet, Hashable, Sendable {
    /// The edges as bits: 1 for leading, 2 for trailing.
    public let rawValue: UInt8

    /// Creates edges from their raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Run the first call of a burst at once.
    public static let leading = FSEdges(rawValue: 1)
    /// Run the last call of a burst when the burst is over.
    public static let trailing = FSEdges(rawValue: 2)
}

/// What a debouncer or throttler must do after a call or a timer.
struct RateStep<Action> {
    /// Run this action now.
    var run: Action?
    /// Arm the timer for this instant (nanoseconds on the monotonic clock).
    var arm: UInt64?
}

/// Timing rules that decide, from the instants of calls and of the timer, when to run.
protocol RateRules<Action> {
    associatedtype Action
    mutating func call(_ action: Action, at now: UInt64) -> RateStep<Action>
    mutating func timerFired(at now: UInt64) -> RateStep<Action>
    mutating func cancel()
}

/// The timing rules of ``FSDebouncer``, apart from clocks and queues, so that tests can drive
/// them with made-up instants.
///
/// A burst is a run of calls each less than `delay` after the one before. With
/// ``FSEdges/leading`` the first call of a burst runs at once; with ``FSEdges/trailing`` the
/// last call runs `delay` after the burst's last call (unless it was also the leading call).
/// One timer is armed at a time: when it fires early, because calls moved the end of the
/// burst, it is armed again for the new end.
struct DebounceRules<Action>: RateRules {
    let delay: UInt64
    let edges: FSEdges
    private var burstEnd: UInt64?
    private var pending: Action?
    private var armed = false

    init(delay: UInt64, edges: FSEdges) {
        self.delay = delay
        self.edges = edges
    }

    mutating func call(_ action: Action, at now: UInt64) -> RateStep<Action> {
        var step = RateStep<Action>()
        if burstEnd == nil, edges.contains(.leading) {
            step.run = action
        } else if edges.contains(.trailing) {
            pending = action
        }
        burstEnd = now.saturatingAdding(delay)
        if !armed {
            armed = true
            step.arm = burstEnd
        }
        return step
    }

    mutating func timerFired(at now: UInt64) -> RateStep<Action> {
        guard let end = burstEnd else {
            armed = false
            return RateStep()
        }
        if now < end { return RateStep(arm: end) }
        burstEnd = nil
        armed = false
        defer { pending = nil }
        return RateStep(run: pending)
    }

    mutating func cancel() {
        burstEnd = nil
        pending = nil
    }
}

/// The timing rules of ``FSThrottler``, apart from clocks and queues.
///
/// Runs start at least `interval` apart. With ``FSEdges/leading`` a call outside the window of
/// the last run runs at once; with ``FSEdges/trailing`` the latest call made inside the window
/// runs when the window ends, which opens a new window.
struct ThrottleRules<Action>: RateRules {
    let interval: UInt64
    let edges: FSEdges
    private var lastRun: UInt64?
    private var pending: Action?
    private var armed = false

    init(interval: UInt64, edges: FSEdges) {
        self.interval = interval
        self.edges = edges
    }

    mutating func call(_ action: Action, at now: UInt64) -> RateStep<Action> {
        var step = RateStep<Action>()
        let windowOpen = lastRun.map { now >= $0.saturatingAdding(interval) } ?? true
        if windowOpen && !armed && edges.contains(.leading) {
            lastRun = now
            step.run = action
            return step
        }
        guard edges.contains(.trailing) else { return step }
        pending = action
        if !armed {
            armed = true
            step.arm = (windowOpen ? now : lastRun ?? now).saturatingAdding(interval)
            if windowOpen { lastRun = now }
        }
        return step
    }

    mutating func timerFired(at now: UInt64) -> RateStep<Action> {
        armed = false
        guard let action = pending else { return RateStep() }
        pending = nil
        lastRun = now
        return RateStep(run: action)
    }

    mutating func cancel() {
        pending = nil
    }
}

/// Applies timing rules with the monotonic clock and one Dispatch timer at a time, running the
/// actions on a queue.
final class RateGate: Sendable {
    private let rules: FSLocked<any RateRules<@Sendable () -> Void>>
    private let queue: DispatchQueue

    init(_ rules: any RateRules<@Sendable () -> Void>, on queue: DispatchQueue) {
        self.rules = FSLocked(rules)
        self.queue = queue
    }

    func call(_ action: @escaping @Sendable () -> Void) {
        perform(rules.withLock { $0.call(action, at: DispatchTime.now().uptimeNanoseconds) })
    }

    func cancel() {
        rules.withLock { $0.cancel() }
    }

    private func perform(_ step: RateStep<@Sendable () -> Void>) {
        if let action = step.run { queue.async(execute: action) }
        if let deadline = step.arm {
            queue.asyncAfter(deadline: DispatchTime(uptimeNanoseconds: deadline)) { [self] in
                perform(rules.withLock { $0.timerFired(at: DispatchTime.now().uptimeNanoseconds) })
            }
        }
    }
}
