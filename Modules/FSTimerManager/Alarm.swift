import Dispatch
internal import FSInternal

/// The one wake-up of a scheduler: armed for its earliest deadline, re-armed as that changes.
/// Arming replaces the previous arming; the handler runs on the scheduler's queue.
protocol Alarm: Sendable {
    /// Wakes the scheduler at `deadline` (`now` is the clock's time in the same unit).
    func arm(_ deadline: Nanoseconds, leeway: Nanoseconds, now: Nanoseconds)
    /// Stops for good.
    func stop()
}

/// An alarm on one Dispatch timer source, made once and never suspended — so none of the
/// over-resume or released-while-suspended traps of hand-managed sources can happen.
///
/// `@unchecked Sendable`: Dispatch sources are thread-safe, but not annotated as such.
final class DispatchAlarm: Alarm, @unchecked Sendable {
    /// Which of Dispatch's clocks a deadline is set on.
    enum Kind {
        /// `DispatchTime`, `deadline - now` from now: `SuspendingClock`, which it matches.
        case uptime
        /// `DispatchWallTime` at the deadline itself: `FSWallClock`, whose nanosecond 0 is `origin`
        /// nanoseconds after 1970.
        case wall(origin: Int64)
        /// `DispatchWallTime`, `deadline - now` from now: `ContinuousClock`, which, like the
        /// wall clock and unlike uptime, keeps counting while the device sleeps. A wall clock
        /// set back makes such a timer late; one set forward wakes the scheduler early, and it
        /// re-arms.
        case continuous
    }

    private let source: any DispatchSourceTimer
    private let kind: Kind

    init(queue: DispatchQueue, kind: Kind, handler: @escaping @Sendable () -> Void) {
        source = DispatchSource.makeTimerSource(queue: queue)
        self.kind = kind
        source.setEventHandler(handler: handler)
        source.activate()
    }

    func arm(_ deadline: Nanoseconds, leeway: Nanoseconds, now: Nanoseconds) {
        let leeway = DispatchTimeInterval.nanoseconds(Int(clamping: leeway))
        let delay = DispatchTimeInterval.nanoseconds(Int(clamping: max(0, deadline.saturatingSubtracting(now))))
        switch kind {
        case .uptime:
            source.schedule(deadline: .now() + delay, repeating: .never, leeway: leeway)
        case .wall(let origin):
            let time = Platform.timeSpec(nanosecondsSince1970: origin.saturatingAdding(deadline))
            source.schedule(wallDeadline: DispatchWallTime(timespec: time), repeating: .never, leeway: leeway)
        case .continuous:
            source.schedule(wallDeadline: .now() + delay, repeating: .never, leeway: leeway)
        }
    }

    func stop() { source.cancel() }
}

/// An alarm for any other clock: FSInternal's `ClockAlarm`, a task that sleeps on the clock
/// until the deadline, then runs the handler on the scheduler's queue.
final class SleepingAlarm<C: Clock>: Alarm where C.Duration == Duration {
    private let origin: C.Instant
    private let alarm: ClockAlarm<C>

    init(clock: C, origin: C.Instant, queue: DispatchQueue, handler: @escaping @Sendable () -> Void) {
        self.origin = origin
        alarm = ClockAlarm(clock: clock) {
            queue.async(execute: handler)
            return nil
        }
    }

    func arm(_ deadline: Nanoseconds, leeway: Nanoseconds, now: Nanoseconds) {
        alarm.arm(at: origin.advanced(by: deadline.duration), tolerance: leeway.duration)
    }

    func stop() { alarm.stop() }
}
