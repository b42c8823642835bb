internal import FSInternal

/// One sleeping task for every pending timeout on a clock: a timeout costs a heap entry, not a
/// task and a timer of its own, and a timeout cancelled because its operation finished first
/// costs a dictionary removal (its heap entry is dropped later, lazily).
///
/// For the clocks with no state of their own — every `ContinuousClock` reads the same time,
/// and every `SuspendingClock` — so one alarm serves every call.
final class SharedAlarm<C: Clock>: Sendable {
    private struct Entry {
        let deadline: C.Instant
        let ticket: UInt64
    }

    private struct State {
        /// A binary min-heap of deadlines; an entry whose ticket has no action is stale.
        var heap: [Entry] = []
        var actions: [UInt64: @Sendable () -> Void] = [:]
        var nextTicket: UInt64 = 0
        /// The deadline the sleeper sleeps until, and its generation (a sleeper replaced by
        /// one for an earlier deadline finds a newer generation and stops).
        var target: C.Instant?
        var generation: UInt64 = 0
        var sleeper: Task<Void, Never>?

        mutating func push(_ entry: Entry) {
            heap.append(entry)
            var child = heap.count - 1
            while child > 0, entry.deadline < heap[(child - 1) / 2].deadline {
                heap[child] = heap[(child - 1) / 2]
                child = (child - 1) / 2
            }
            heap[child] = entry
        }

        mutating func popFirst() -> Entry? {
            guard let first = heap.first else { return nil }
            let last = heap.removeLast()
            if !heap.isEmpty {
                heap[0] = last
                siftDown(0)
            }
            return first
        }

        private mutating func siftDown(_ start: Int) {
            let entry = heap[start]
            var parent = start
            while true {
                var child = 2 * parent + 1
                guard child < heap.count else { break }
                if child + 1 < heap.count, heap[child + 1].deadline < heap[child].deadline { child += 1 }
                guard heap[child].deadline < entry.deadline else { break }
                heap[parent] = heap[child]
                parent = child
            }
            heap[parent] = entry
        }

        /// The earliest live deadline, stale entries before it dropped.
        mutating func earliest() -> C.Instant? {
            while let first = heap.first, actions[first.ticket] == nil { _ = popFirst() }
            return heap.first?.deadline
        }

        /// Rebuilds the heap from its live entries once stale ones are most of it, so that
        /// timeouts cancelled long before their deadline do not pile up.
        mutating func purgeIfMostlyStale() {
            guard heap.count > 64, heap.count > 2 * actions.count else { return }
            let live = heap.filter { actions[$0.ticket] != nil }
            heap.removeAll(keepingCapacity: true)
            for entry in live { push(entry) }
        }
    }

    let clock: C
    private let state = FSLocked(State())

    init(clock: C) {
        self.clock = clock
    }

    /// Runs `action` at `deadline` unless cancelled first; returns the ticket to cancel with.
    func schedule(at deadline: C.Instant, _ action: @escaping @Sendable () -> Void) -> UInt64 {
        state.withLock { state in
            let ticket = state.nextTicket
            state.nextTicket += 1
            state.actions[ticket] = action
            state.push(Entry(deadline: deadline, ticket: ticket))
            if let target = state.target, target <= deadline { return ticket }
            sleep(&state, until: deadline)
            return ticket
        }
    }

    /// Forgets the action `ticket` (nothing happens if it ran or was cancelled already).
    func cancel(_ ticket: UInt64) {
        _ = state.withLock { state in
            defer { state.purgeIfMostlyStale() }
            return state.actions.removeValue(forKey: ticket)
        }
    }

    /// Replaces the sleeper with one that sleeps until `target`.
    private func sleep(_ state: inout State, until target: C.Instant) {
        state.sleeper?.cancel()
        state.generation += 1
        state.target = target
        let generation = state.generation
        state.sleeper = Task { [self] in await run(generation: generation, firstTarget: target) }
    }

    /// Sleeps until each earliest deadline in turn and runs the actions due, while this
    /// sleeper is the current one.
    private func run(generation: UInt64, firstTarget: C.Instant) async {
        var target = firstTarget
        while true {
            do {
                try await clock.sleep(until: target, tolerance: nil)
            } catch {
                return
            }
            let now = clock.now
            let (due, next) = state.withLock { state -> ([@Sendable () -> Void], C.Instant?) in
                guard state.generation == generation else { return ([], nil) }
                var due: [@Sendable () -> Void] = []
                while let first = state.heap.first, first.deadline <= now {
                    _ = state.popFirst()
                    if let action = state.actions.removeValue(forKey: first.ticket) { due.append(action) }
                }
                let next = state.earliest()
                state.target = next
                if next == nil { state.sleeper = nil }
                return (due, next)
            }
            for action in due { action() }
            guard let next else { return }
            target = next
        }
    }
}

/// The alarms of the clocks with no state: Swift's two system clocks.
enum SharedAlarms {
    static let continuous = SharedAlarm(clock: ContinuousClock())
    static let suspending = SharedAlarm(clock: SuspendingClock())
}
