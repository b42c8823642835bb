/// An element of an ``FSPriorityQueue`` with its priority and its rank: the order of insertion,
/// signed so that equal priorities leave first in, first out from whichever end is served.
@usableFromInline
struct _FSPrioritized<Element, Priority: Comparable>: Comparable {
    @usableFromInline let element: Element
    @usableFromInline let priority: Priority
    @usableFromInline let rank: Int64

    @inlinable
    init(element: Element, priority: Priority, rank: Int64) {
        self.element = element
        self.priority = priority
        self.rank = rank
    }

    @inlinable
    static func < (lhs: Self, rhs: Self) -> Bool {
        if lhs.priority < rhs.priority { return true }
        if rhs.priority < lhs.priority { return false }
        return lhs.rank < rhs.rank
    }

    /// Ranks are unique in a queue: two entries are equal only when they are the same entry.
    @inlinable
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.rank == rhs.rank
    }
}

extension _FSPrioritized: Sendable where Element: Sendable, Priority: Sendable {}
