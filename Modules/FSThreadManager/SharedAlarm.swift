internal import FSInternal

/// One sleeping task for every pending timeout on a clock: a timeout costs a heap entry, not a
/// task and a timer of its own, and a timeout cancelled because its operation finished first
/// costs a dictionary removal (its heap entry is dropped later, lazily).
///
/// For the clocks with no state of their own — every `ContinuousClock` reads the same time,
/// and every `SuspendingClock` — so one alarm serves every call.
final class SharedAlarm<C: Clock>: Sendable {
    private struct State {
        /// The deadlines; an entry whose ticket (its sequence) has no action is stale.
        var heap = DeadlineHeap<C.Instant, Void>()
        var actions: [UInt64: @Sendable () -> Void] = [:]
        var nextTicket: UInt64 = 0
        /// The deadline the alarm is armed for; `nil` while it sleeps until armed.
        var target: C.Instant?

        static func isLive(
            _ entry: DeadlineHeap<C.Instant, Void>.Entry, _ actions: [UInt64: @Sendable () -> Void]
        ) -> Bool {
            actions[entry.sequence] != nil
        }
    }

    let clock: C
    private let state: FSLocked<State>
    private let alarm: ClockAlarm<C>

    init(clock: C) {
        let state = FSLocked(State())
        self.clock = clock
        self.state = state
        alarm = ClockAlarm(clock: clock) { Self.runDue(state, now: clock.now) }
    }

    /// Runs `action` at `deadline` unless cancelled first; returns the ticket to cancel with.
    func schedule(at deadline: C.Instant, _ action: @escaping @Sendable () -> Void) -> UInt64 {
        state.withLock { state in
            let ticket = state.nextTicket
            state.nextTicket += 1
            state.actions[ticket] = action
            state.heap.push(
                .init(deadline: deadline, sequence: ticket, payload: ()), in: state.actions, isLive: State.isLive)
            if let target = state.target, target <= deadline { return ticket }
            state.target = deadline
            alarm.arm(at: deadline)
            return ticket
        }
    }

    /// Forgets the action `ticket` (nothing happens if it ran or was cancelled already).
    func cancel(_ ticket: UInt64) {
        state.withLock { state in
            guard state.actions.removeValue(forKey: ticket) != nil else { return }
            state.heap.abandonOne(in: state.actions, isLive: State.isLive)
        }
    }

    /// Runs the actions due by `now` and returns the next deadline to wake at.
    private static func runDue(_ state: FSLocked<State>, now: C.Instant) -> C.Instant? {
        let (due, next) = state.withLock { state -> ([@Sendable () -> Void], C.Instant?) in
            var due: [@Sendable () -> Void] = []
            while let entry = state.heap.popFirstLive(dueBy: now, in: state.actions, isLive: State.isLive) {
                if let action = state.actions.removeValue(forKey: entry.sequence) { due.append(action) }
            }
            state.target = state.heap.firstLive(in: state.actions, isLive: State.isLive)?.deadline
            return (due, state.target)
        }
        for action in due { action() }
        return next
    }
}

/// The alarms of the clocks with no state: Swift's two system clocks.
enum SharedAlarms {
    static let continuous = SharedAlarm(clock: ContinuousClock())
    static let suspending = SharedAlarm(clock: SuspendingClock())
}
