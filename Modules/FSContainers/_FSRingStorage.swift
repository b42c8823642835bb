/// Bookkeeping stored in front of a ring buffer's elements.
@usableFromInline
@frozen
struct _FSRingHeader {
    /// Number of element slots; zero or a power of two, so wrapping is a mask.
    @usableFromInline var capacity: Int
    /// Number of initialized elements.
    @usableFromInline var count: Int
    /// Slot of the first element.
    @usableFromInline var head: Int

    @inlinable
    init(capacity: Int) {
        self.capacity = capacity
        self.count = 0
        self.head = 0
    }
}

/// The heap allocation behind `_FSRing`: a header and `capacity` element slots, of which
/// `count` slots starting at `head` (wrapping around) are initialized.
@usableFromInline
final class _FSRingStorage<Element>: ManagedBuffer<_FSRingHeader, Element> {
    @inlinable
    static func make(capacity: Int) -> _FSRingStorage<Element> {
        let buffer = create(minimumCapacity: capacity) { _ in _FSRingHeader(capacity: capacity) }
        return unsafeDowncast(buffer, to: _FSRingStorage<Element>.self)
    }

    @inlinable
    deinit {
        withUnsafeMutablePointers { header, elements in
            _FSRingSegments(header.pointee, offset: 0, count: header.pointee.count).forEach { start, length in
                (elements + start).deinitialize(count: length)
            }
        }
    }
}

/// The (at most two) contiguous slot runs that hold a logical range of a ring buffer.
@usableFromInline
@frozen
struct _FSRingSegments {
    @usableFromInline let first: (start: Int, count: Int)
    @usableFromInline let second: Int

    /// The runs holding logical positions `offset ..< offset + count`.
    @inlinable
    init(_ header: _FSRingHeader, offset: Int, count: Int) {
        guard count > 0 else {
            first = (0, 0)
            second = 0
            return
        }
        let start = (header.head &+ offset) & (header.capacity &- 1)
        let untilEnd = header.capacity &- start
        if count <= untilEnd {
            first = (start, count)
            second = 0
        } else {
            first = (start, untilEnd)
            second = count &- untilEnd
        }
    }

    /// Calls `body(slot, length)` for each non-empty run, in logical order.
    @inlinable
    func forEach(_ body: (Int, Int) -> Void) {
        if first.count > 0 { body(first.start, first.count) }
        if second > 0 { body(0, second) }
    }
}
