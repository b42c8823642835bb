/// One wake-up on any `Clock`: a task that sleeps until the deadline it is armed for, then
/// calls `wake`, and sleeps on until the deadline `wake` returns, for as long as it returns one.
///
/// Arming again replaces the sleeper (the old one is cancelled and never calls `wake`), so an
/// owner re-arms only when its earliest deadline moves earlier. `wake` runs outside the
/// alarm's lock and may arm it. A sleeper replaced while `wake` runs leaves at its next sleep,
/// which its cancellation ends at once; `wake` must therefore tolerate a call that finds
/// nothing due.
///
/// FSThreadManager's timeouts and FSTimerManager's schedulers on clocks Dispatch cannot time
/// use it.
package final class ClockAlarm<C: Clock>: Sendable {
    private struct State {
        /// Bumped by every arming: a sleeper that finds a newer one has been replaced.
        var generation: UInt64 = 0
        var sleeper: Task<Void, Never>?
        var stopped = false
    }

    private let clock: C
    private let wake: @Sendable () -> C.Instant?
    private let state = FSLocked(State())

    /// An alarm on `clock` that calls `wake` at each deadline; `wake` returns the next one, or
    /// `nil` to sleep until armed again.
    package init(clock: C, wake: @escaping @Sendable () -> C.Instant?) {
        self.clock = clock
        self.wake = wake
    }

    /// Wakes at `deadline` (within `tolerance`) instead of whenever it was armed for; does
    /// nothing once stopped.
    package func arm(at deadline: C.Instant, tolerance: C.Duration? = nil) {
        state.withLock { state in
            guard !state.stopped else { return }
            state.sleeper?.cancel()
            state.generation += 1
            let generation = state.generation
            state.sleeper = Task { [self] in await run(generation: generation, first: deadline, tolerance: tolerance) }
        }
    }

    /// Stops for good: the sleeper is cancelled, and later arming does nothing.
    package func stop() {
        state.withLock { state in
            state.stopped = true
            state.sleeper?.cancel()
            state.sleeper = nil
        }
    }

    private func run(generation: UInt64, first: C.Instant, tolerance: C.Duration?) async {
        var deadline = first
        while true {
            do {
                try await clock.sleep(until: deadline, tolerance: tolerance)
            } catch {
                return
            }
            guard state.withLock({ $0.generation == generation }), let next = wake() else { return }
            deadline = next
        }
    }
}
