/// A timer scheduled on an ``FSTimerScheduler``: keep it to keep the timer.
///
/// The timer is cancelled when this handle is released, unless ``detach()`` was called — so a
/// view controller's timer ends with the controller that holds it. Every method may be called
/// from any thread, in any order, any number of times: pausing a paused timer, resuming a
/// running one or cancelling twice does nothing (unlike a `DispatchSourceTimer`, which traps
/// on an unbalanced resume or when released while suspended).
///
/// ```swift
/// final class TickerView {
///     private var timer: FSTimer?
///
///     func start() {
///         timer = FSTimerManager.main.schedule(every: .seconds(1)) { [weak self] _ in self?.redraw() }
///     }
///     func stop() { timer = nil }   // cancels
/// }
/// ```
public final class FSTimer: Sendable {
    /// The timer's identifier, as ``FSTimerManager/allTimerInfo`` lists it.
    public let id: FSTimerID
    let scheduler: TimerEngine
    let key: TimerKey

    init(id: FSTimerID, scheduler: TimerEngine, key: TimerKey) {
        self.id = id
        self.scheduler = scheduler
        self.key = key
    }

    /// Whether ``cancel()`` ended the timer, so releasing the handle need not take the
    /// scheduler's lock again. Written only under that lock; read only in `deinit`, which runs
    /// after every other reference is released, so after every write.
    nonisolated(unsafe) var cancelled = false

    deinit {
        if !cancelled { scheduler.handleReleased(key) }
    }

    /// Whether the timer is scheduled or paused: not cancelled, not a one-shot timer that has
    /// fired, not ended because its owner was released.
    public var isActive: Bool { scheduler.state(of: key) != .free }

    /// Whether the timer is paused.
    public var isPaused: Bool { scheduler.state(of: key) == .paused }

    /// Stops the timer for good; an action already running finishes.
    public func cancel() { scheduler.cancel(key, handle: self) }

    /// Stops the timer from firing until ``resume()``, keeping the time left until its next
    /// firing.
    public func pause() { scheduler.pause([key]) }

    /// Schedules a paused timer again: its next firing comes as long after now as it was due
    /// after the pause.
    public func resume() { scheduler.resume([key]) }

    /// Lets the timer run after this handle is released, until it is cancelled from its action
    /// (``FSTimerFire/cancel()``), ends by itself, or its owner goes.
    public func detach() { scheduler.detach(key) }
}
