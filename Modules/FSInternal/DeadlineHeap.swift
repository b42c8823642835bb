/// The pending deadlines of a scheduler, earliest first: a four-ary min-heap ordered by
/// deadline, then by the order the entries were made (their `sequence`), with lazy removal.
///
/// Four children a node halve the levels of a binary heap, and a node's children are
/// neighbours in memory: fewer cache misses when thousands of deadlines are pending.
///
/// Cancelling leaves an entry behind, *stale*: the owner knows which entries still count and
/// says so through the `isLive` predicate it passes with its own bookkeeping as `context` (an
/// argument rather than a capture, so that the owner can pass one stored property while the
/// heap, another, is mutated), and reports each entry it abandons with
/// ``abandonOne(in:isLive:)``. Stale entries are dropped when they reach the top, replaced by the
/// next push when one is on top, and swept all at once when they outnumber the live ones. So
/// pushing costs O(log n), cancelling O(1) amortized, finding the earliest live deadline O(1)
/// amortized.
///
/// Used by FSTimerManager's timers and FSThreadManager's timeouts; inlinable, so each
/// specializes it for its own deadline and payload.
@usableFromInline
package struct DeadlineHeap<Deadline: Comparable, Payload> {
    /// One pending deadline and what the owner keeps with it.
    @usableFromInline
    package struct Entry {
        /// When it is due.
        @usableFromInline package var deadline: Deadline
        /// Orders entries with equal deadlines: the one made first comes first.
        @usableFromInline package let sequence: UInt64
        /// The owner's reference to what is due (a slot, a ticket).
        @usableFromInline package let payload: Payload

        /// An entry due at `deadline`.
        @inlinable
        package init(deadline: Deadline, sequence: UInt64, payload: Payload) {
            self.deadline = deadline
            self.sequence = sequence
            self.payload = payload
        }

        @inlinable
        func precedes(_ other: Entry) -> Bool {
            deadline < other.deadline || (deadline == other.deadline && sequence < other.sequence)
        }
    }

    @usableFromInline var entries: [Entry] = []
    /// Entries abandoned by the owner and not yet dropped.
    @usableFromInline var staleCount = 0

    /// Children a node: four.
    @usableFromInline static var arity: Int { 4 }

    /// Stale entries are swept once there are more than this many and they outnumber the live
    /// ones: below it a sweep would cost more than the entries do.
    @usableFromInline static var sweepThreshold: Int { 64 }

    /// An empty heap.
    @inlinable
    package init() {}

    /// How many entries the heap holds, stale ones included.
    @inlinable
    package var storedCount: Int { entries.count }

    /// Adds `entry`. A stale entry on top is replaced rather than left for a later pop: one
    /// sift down, which stops at once when the new entry is the earliest, instead of a sift up
    /// now and a sift down later.
    ///
    /// - Complexity: O(log n).
    @inlinable
    package mutating func push<Context>(_ entry: Entry, in context: Context, isLive: (Entry, Context) -> Bool) {
        if let top = entries.first, !isLive(top, context) {
            staleCount -= 1
            entries[0] = entry
            siftDown(0)
        } else {
            entries.append(entry)
            siftUp(entries.count - 1)
        }
    }

    /// The earliest live entry, the stale ones above it dropped.
    ///
    /// - Complexity: O(1) amortized.
    @inlinable
    package mutating func firstLive<Context>(in context: Context, isLive: (Entry, Context) -> Bool) -> Entry? {
        while let top = entries.first, !isLive(top, context) {
            staleCount -= 1
            removeFirst()
        }
        return entries.first
    }

    /// Removes and returns the earliest live entry if it is due by `now`.
    ///
    /// - Complexity: O(log n) amortized.
    @inlinable
    package mutating func popFirstLive<Context>(
        dueBy now: Deadline, in context: Context, isLive: (Entry, Context) -> Bool
    ) -> Entry? {
        guard let first = firstLive(in: context, isLive: isLive), first.deadline <= now else { return nil }
        removeFirst()
        return first
    }

    /// Moves the earliest entry — the one ``firstLive(in:isLive:)`` just returned — to
    /// `deadline`, which must not be earlier: a repeating timer's next firing.
    ///
    /// - Complexity: O(log n).
    @inlinable
    package mutating func postponeFirst(to deadline: Deadline) {
        entries[0].deadline = deadline
        siftDown(0)
    }

    /// Notes that the owner abandoned one entry (it is stale from now on); sweeps every stale
    /// entry once they outnumber the live ones.
    ///
    /// - Complexity: O(1) amortized.
    @inlinable
    package mutating func abandonOne<Context>(in context: Context, isLive: (Entry, Context) -> Bool) {
        staleCount += 1
        guard staleCount > Self.sweepThreshold, staleCount > entries.count / 2 else { return }
        entries.removeAll { !isLive($0, context) }
        staleCount = 0
        // Floyd's heap construction: sift down every parent, last first. With fewer than two
        // entries there is none (and (count - 2) / arity rounds to 0, past an empty heap's end).
        guard entries.count > 1 else { return }
        for index in stride(from: (entries.count - 2) / Self.arity, through: 0, by: -1) { siftDown(index) }
    }

    @inlinable
    mutating func removeFirst() {
        let last = entries.removeLast()
        guard !entries.isEmpty else { return }
        entries[0] = last
        siftDown(0)
    }

    @inlinable
    mutating func siftUp(_ start: Int) {
        var index = start
        let entry = entries[index]
        while index > 0 {
            let parent = (index - 1) / Self.arity
            guard entry.precedes(entries[parent]) else { break }
            entries[index] = entries[parent]
            index = parent
        }
        entries[index] = entry
    }

    @inlinable
    mutating func siftDown(_ start: Int) {
        var index = start
        let entry = entries[index]
        while true {
            let first = Self.arity * index + 1
            guard first < entries.count else { break }
            var child = first
            for candidate in (first + 1)..<min(first + Self.arity, entries.count)
            where entries[candidate].precedes(entries[child]) {
                child = candidate
            }
            guard entries[child].precedes(entry) else { break }
            entries[index] = entries[child]
            index = child
        }
        entries[index] = entry
    }
}
