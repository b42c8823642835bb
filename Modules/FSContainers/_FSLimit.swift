/// The bound of a bounded container: configuration, not part of its value, so it is not
/// compared by `==` or hashed, but it is encoded.
@usableFromInline
@frozen
struct _FSLimit: Hashable, Sendable {
    @usableFromInline let maxCount: Int
    @usableFromInline let policy: FSOverflowPolicy

    @inlinable
    init(maxCount: Int, policy: FSOverflowPolicy) {
        precondition(maxCount >= 0, "maxCount must not be negative")
        self.maxCount = maxCount
        self.policy = policy
    }
}

extension _FSRing {
    /// Whether the ring holds as many elements as `limit` allows; never when unbounded.
    @inlinable
    func isFull(under limit: _FSLimit?) -> Bool {
        guard let limit else { return false }
        return count >= limit.maxCount
    }

    /// Makes room for one insertion under `limit`, evicting the first element (or the last)
    /// when the policy drops the oldest; `false` when the insertion must be refused. The one
    /// place the overflow policy of ``FSQueue`` and ``FSVector`` is applied. Unbounded
    /// containers do not call it, so their insertions make no mutating call here (one cost
    /// `FSQueue.push` 10 % against `Deque`).
    @inlinable
    mutating func makeRoom(under limit: _FSLimit, evictingFirst: Bool) -> Bool {
        guard count >= limit.maxCount else { return true }
        guard limit.policy == .dropOldest, limit.maxCount > 0 else { return false }
        _ = evictingFirst ? removeFirst() : removeLast()
        return true
    }
}
