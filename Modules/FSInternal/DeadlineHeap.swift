/// The pending deadlines of a scheduler, earliest first, with lazy removal: FSInternal's
/// ``MinMaxHeap`` of entries ordered by deadline, then by the order they were made (their
/// `sequence`).
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
    package struct Entry: Comparable {
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

        /// Whether `lhs` is due first.
        @inlinable
        package static func < (lhs: Entry, rhs: Entry) -> Bool {
            lhs.deadline < rhs.deadline || (lhs.deadline == rhs.deadline && lhs.sequence < rhs.sequence)
        }

        /// Whether both are due at the same moment, in the same place of the order.
        @inlinable
        package static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.deadline == rhs.deadline && lhs.sequence == rhs.sequence
        }
    }

    @usableFromInline var entries = MinMaxHeap<Entry>()
    /// Entries abandoned by the owner and not yet dropped.
    @usableFromInline var staleCount = 0

    /// Stale entries are swept once there are more than this many and they outnumber the live
    /// ones: below it a sweep would cost more than the entries do.
    @usableFromInline static var sweepThreshold: Int { 64 }

    /// An empty heap.
    @inlinable
    package init() {}

    /// Adds `entry`. A stale entry on top is replaced rather than left for a later pop: one
    /// pass down, which stops at once when the new entry is the earliest, instead of one up
    /// now and one down later.
    ///
    /// - Complexity: O(log n).
    @inlinable
    package mutating func push<Context>(_ entry: Entry, in context: Context, isLive: (Entry, Context) -> Bool) {
        if let top = entries.min, !isLive(top, context) {
            staleCount -= 1
            _ = entries.replaceMin(with: entry)
        } else {
            entries.insert(entry)
        }
    }

    /// The earliest live entry, the stale ones above it dropped.
    ///
    /// - Complexity: O(1) amortized.
    @inlinable
    package mutating func firstLive<Context>(in context: Context, isLive: (Entry, Context) -> Bool) -> Entry? {
        while let top = entries.min, !isLive(top, context) {
            staleCount -= 1
            _ = entries.popMin()
        }
        return entries.min
    }

    /// Removes and returns the earliest live entry if it is due by `now`.
    ///
    /// - Complexity: O(log n) amortized.
    @inlinable
    package mutating func popFirstLive<Context>(
        dueBy now: Deadline, in context: Context, isLive: (Entry, Context) -> Bool
    ) -> Entry? {
        guard let first = firstLive(in: context, isLive: isLive), first.deadline <= now else { return nil }
        return entries.popMin()
    }

    /// Moves the earliest entry — the one ``firstLive(in:isLive:)`` just returned — to
    /// `deadline`, which must not be earlier: a repeating timer's next firing.
    ///
    /// - Complexity: O(log n).
    @inlinable
    package mutating func postponeFirst(to deadline: Deadline) {
        guard var first = entries.min else { return }
        first.deadline = deadline
        _ = entries.replaceMin(with: first)
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
    }
}
