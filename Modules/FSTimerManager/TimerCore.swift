internal import FSInternal

/// What a timer runs at each firing.
typealias TimerAction = @Sendable (FSTimerFire) -> Void

/// The next deadline of a timer that computes it, after the instant given; `nil` ends it.
typealias TimerNext = @Sendable (Nanoseconds) -> Nanoseconds?

/// A timer's place in a ``TimerCore``: its slot, and the slot's generation when the timer was
/// scheduled, so that a handle outliving its timer never touches the slot's next occupant.
struct TimerKey: Hashable, Sendable {
    let slot: Int32
    let generation: UInt32
}

/// The bookkeeping of one scheduler's timers, apart from clocks, queues and locks: a slab of
/// timers and FSInternal's `DeadlineHeap` of their deadlines.
///
/// Cancelling and pausing leave the timer's heap entry behind, stale: an entry counts only
/// while its stamp is its slot's. So scheduling and resuming cost O(log n), cancelling and
/// pausing O(1) (amortized), finding the next deadline O(1) amortized.
///
/// Nothing here calls a timer's action or releases it: actions leave through return values, so
/// the owner runs and releases them outside its lock (an action's captures may, in their
/// `deinit`, cancel other timers).
struct TimerCore {
    enum State: UInt8 {
        /// `rearming`: a timer whose deadlines its own closure computes has fired and waits for
        /// its owner to compute the next one, outside the lock.
        case free, scheduled, paused, rearming
    }

    struct Slot {
        var generation: UInt32 = 0
        /// The stamp of the slot's one live heap entry, while scheduled.
        var stamp: UInt32 = 0
        var state = State.free
        var detached = false
        var hasOwner = false
        /// The next firing while scheduled; the time left until it while paused.
        var deadline: Nanoseconds = 0
        /// 0 for a timer that fires once.
        var interval: Nanoseconds = 0
        var leeway: Nanoseconds = 0
        /// Orders timers with the same deadline by when they were scheduled.
        var sequence: UInt64 = 0
        var fires = 0
        /// When the timer was scheduled.
        var created: Nanoseconds = 0
        weak var owner: AnyObject?
        var label: String?
        var action: TimerAction?
        /// For a timer that computes its deadlines: the closure.
        var next: TimerNext?
    }

    /// A timer that is due, to run outside the lock.
    struct Firing {
        let key: TimerKey
        let sequence: UInt64
        let action: TimerAction
        let count: Int
        /// The deadlines of a repeating timer that passed before this firing, folded into it.
        let missed: Int
        /// The deadline it stands for: the latest one passed.
        let deadline: Nanoseconds
        /// For a timer that computes its deadlines: the closure, which the owner calls to
        /// ``rearm(_:deadline:)`` it.
        let next: TimerNext?
    }

    /// What a heap entry keeps beside its deadline and sequence (the timer's, so equal
    /// deadlines fire in the order the timers were scheduled): the slot, and the slot's stamp
    /// when the entry was made — a stale entry's key stays put when its slot is reused.
    private struct Place {
        let slot: Int32
        let stamp: UInt32
    }

    private(set) var slots: [Slot] = []
    private var freeSlots: [Int32] = []
    private var heap = DeadlineHeap<Nanoseconds, Place>()
    private var nextSequence: UInt64 = 0
    /// Timers scheduled or paused.
    private(set) var count = 0

    /// The earliest deadline and the leeway of the timer that has it.
    mutating func earliest() -> (deadline: Nanoseconds, leeway: Nanoseconds)? {
        heap.firstLive(in: slots, isLive: Self.isLive).map { ($0.deadline, slots[Int($0.payload.slot)].leeway) }
    }

    /// Adds a timer that fires first at `deadline`, then every `interval` if it is positive, or
    /// when `next` says (then `interval` is ignored).
    mutating func schedule(
        deadline: Nanoseconds, interval: Nanoseconds, leeway: Nanoseconds, owner: AnyObject?, label: String?,
        created: Nanoseconds, next: TimerNext? = nil,
        action: @escaping TimerAction
    ) -> (key: TimerKey, sequence: UInt64) {
        let slot: Int32
        if let reused = freeSlots.popLast() {
            slot = reused
        } else {
            slot = Int32(slots.count)
            slots.append(Slot())
        }
        let sequence = nextSequence
        nextSequence += 1
        let index = Int(slot)
        slots[index].state = .scheduled
        slots[index].detached = false
        slots[index].hasOwner = owner != nil
        if owner != nil { slots[index].owner = owner }
        slots[index].deadline = deadline
        slots[index].interval = next == nil ? max(0, interval) : 0
        slots[index].next = next
        slots[index].leeway = max(0, leeway)
        slots[index].sequence = sequence
        slots[index].fires = 0
        slots[index].created = created
        slots[index].label = label
        slots[index].action = action
        count += 1
        push(slot)
        return (TimerKey(slot: slot, generation: slots[index].generation), sequence)
    }

    /// The state of the timer `key`, `.free` once it has ended.
    func state(of key: TimerKey) -> State {
        guard let slot = slot(key) else { return .free }
        return slots[slot].state
    }

    /// Ends the timer `key`, returning its action for the caller to release; `nil` if it had
    /// ended already.
    mutating func cancel(_ key: TimerKey) -> TimerAction? {
        guard let slot = slot(key) else { return nil }
        return free(slot)
    }

    /// Ends the timer `key` unless it was detached; its handle is gone.
    mutating func handleReleased(_ key: TimerKey) -> TimerAction? {
        guard let slot = slot(key), !slots[slot].detached else { return nil }
        return free(slot)
    }

    /// Lets the timer `key` outlive its handle.
    mutating func detach(_ key: TimerKey) {
        guard let slot = slot(key) else { return }
        slots[slot].detached = true
    }

    /// Stops the timer `key` from firing, keeping the time left until its next firing.
    /// Returns whether it was scheduled.
    mutating func pause(_ key: TimerKey, now: Nanoseconds) -> Bool {
        guard let slot = slot(key), slots[slot].state == .scheduled else { return false }
        abandonEntry(of: slot)
        slots[slot].state = .paused
        slots[slot].deadline = max(0, slots[slot].deadline.saturatingSubtracting(now))
        return true
    }

    /// Schedules the paused timer `key` again, its next firing as far from `now` as it was
    /// from the pause. Returns whether it was paused.
    mutating func resume(_ key: TimerKey, now: Nanoseconds) -> Bool {
        guard let slot = slot(key), slots[slot].state == .paused else { return false }
        slots[slot].state = .scheduled
        slots[slot].deadline = now.saturatingAdding(slots[slot].deadline)
        push(Int32(slot))
        return true
    }

    /// Takes the earliest timer due by `now`: a one-shot timer ends, a repeating one moves to
    /// the first deadline after `now` on its grid. A repeating timer that fell more than an
    /// interval behind fires once for the deadlines it missed — the firing stands for the
    /// latest of them, and counts them all — as Dispatch coalesces a source's missed firings.
    /// Timers whose owner is gone end on the way without firing; their actions are appended
    /// to `released`.
    mutating func takeNext(dueBy now: Nanoseconds, released: inout [TimerAction]) -> Firing? {
        while true {
            guard let top = heap.firstLive(in: slots, isLive: Self.isLive), top.deadline <= now else { return nil }
            let slot = Int(top.payload.slot)
            guard let action = slots[slot].action, !slots[slot].hasOwner || slots[slot].owner != nil else {
                if let action = free(slot) { released.append(action) }
                continue
            }
            let interval = slots[slot].interval
            let (latest, missed) =
                interval > 0 ? Self.latest(by: now, from: top.deadline, every: interval) : (top.deadline, 0)
            slots[slot].fires = slots[slot].fires.saturatingAdding(missed.saturatingAdding(1))
            let firing = Firing(
                key: TimerKey(slot: top.payload.slot, generation: slots[slot].generation),
                sequence: slots[slot].sequence,
                action: action, count: slots[slot].fires, missed: missed, deadline: latest, next: slots[slot].next)
            // The next tick; the timer ends past the last tick there is, 292 years on, rather
            // than fire at that last tick for ever.
            if slots[slot].next != nil {
                abandonEntry(of: slot)
                slots[slot].state = .rearming
            } else if interval > 0, case let next = latest.saturatingAdding(interval), next > now {
                slots[slot].deadline = next
                heap.postponeFirst(to: next)
            } else {
                _ = free(slot)
            }
            return firing
        }
    }

    /// Schedules the fired timer `key`, whose deadlines its closure computes, at `deadline`, or
    /// ends it for `nil` (returning its action, to release outside the lock). Does nothing to
    /// a timer cancelled meanwhile.
    mutating func rearm(_ key: TimerKey, deadline: Nanoseconds?) -> TimerAction? {
        guard let slot = slot(key), slots[slot].state == .rearming else { return nil }
        guard let deadline else { return free(slot) }
        slots[slot].state = .scheduled
        slots[slot].deadline = deadline
        push(Int32(slot))
        return nil
    }

    /// The latest deadline at or before `now` on the grid of `deadline` plus whole
    /// `interval`s, and how many grid deadlines after `deadline` that is (the firings missed).
    static func latest(
        by now: Nanoseconds, from deadline: Nanoseconds, every interval: Nanoseconds
    ) -> (deadline: Nanoseconds, missed: Int) {
        let missed = max(0, now.saturatingSubtracting(deadline)) / interval
        // On time, as nearly always: no multiplication.
        guard missed > 0 else { return (deadline, 0) }
        let (step, overflow) = interval.multipliedReportingOverflow(by: missed)
        return (overflow ? Nanoseconds.max : deadline.saturatingAdding(step), Int(clamping: missed))
    }

    /// Calls `body` with each live timer's slot.
    func forEachTimer(_ body: (Slot) -> Void) {
        for slot in slots where slot.state != .free { body(slot) }
    }

    // MARK: Slots

    private func slot(_ key: TimerKey) -> Int? {
        let slot = Int(key.slot)
        guard slot >= 0, slot < slots.count, slots[slot].generation == key.generation,
            slots[slot].state != .free
        else { return nil }
        return slot
    }

    private mutating func free(_ slot: Int) -> TimerAction? {
        if slots[slot].state == .scheduled { abandonEntry(of: slot) }
        let action = slots[slot].action
        slots[slot].action = nil
        slots[slot].next = nil
        slots[slot].label = nil
        if slots[slot].hasOwner { slots[slot].owner = nil }
        slots[slot].state = .free
        slots[slot].generation &+= 1
        freeSlots.append(Int32(slot))
        count -= 1
        return action
    }

    // MARK: Heap

    private typealias Entry = DeadlineHeap<Nanoseconds, Place>.Entry

    private static func isLive(_ entry: Entry, _ slots: [Slot]) -> Bool {
        let slot = Int(entry.payload.slot)
        return slots[slot].state == .scheduled && slots[slot].stamp == entry.payload.stamp
    }

    /// Leaves the slot's heap entry behind, stale.
    private mutating func abandonEntry(of slot: Int) {
        slots[slot].stamp &+= 1
        heap.abandonOne(in: slots, isLive: Self.isLive)
    }

    private mutating func push(_ slot: Int32) {
        let index = Int(slot)
        slots[index].stamp &+= 1
        let place = Place(slot: slot, stamp: slots[index].stamp)
        let entry = Entry(deadline: slots[index].deadline, sequence: slots[index].sequence, payload: place)
        heap.push(entry, in: slots, isLive: Self.isLive)
    }
}
