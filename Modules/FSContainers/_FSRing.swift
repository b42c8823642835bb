/// A copy-on-write double-ended ring buffer: the storage of `FSQueue` and `FSVector`.
///
/// Positions are logical offsets from the first element. Callers check bounds; the ring
/// itself only keeps the buffer unique and large enough.
@usableFromInline
@frozen
struct _FSRing<Element> {
    @usableFromInline var _storage: _FSRingStorage<Element>

    @inlinable
    init() {
        _storage = .make(capacity: 0)
    }

    @inlinable
    init(minimumCapacity: Int) {
        _storage = .make(capacity: Self.roundedCapacity(minimumCapacity))
    }

    @inlinable
    init<S: Sequence>(_ elements: S) where S.Element == Element {
        self.init(minimumCapacity: elements.underestimatedCount)
        for element in elements { append(element) }
    }

    // The header is always reached through a pointer: `ManagedBuffer.header` is a class
    // stored property, and each access to it would pay a dynamic exclusivity check.

    @inlinable
    var header: _FSRingHeader {
        _storage.withUnsafeMutablePointerToHeader { $0.pointee }
    }

    @inlinable
    var count: Int { header.count }

    @inlinable
    var capacity: Int { header.capacity }

    @inlinable
    subscript(offset: Int) -> Element {
        get {
            _storage.withUnsafeMutablePointers { header, elements in
                elements[(header.pointee.head &+ offset) & (header.pointee.capacity &- 1)]
            }
        }
        _modify {
            makeUnique()
            let slot = _storage.withUnsafeMutablePointers { header, _ in
                (header.pointee.head &+ offset) & (header.pointee.capacity &- 1)
            }
            let pointer = _storage.withUnsafeMutablePointerToElements { $0 + slot }
            yield &pointer.pointee
        }
    }

    // MARK: Capacity and uniqueness

    /// Zero, or the smallest power of two (at least 4) holding `minimum` elements.
    @inlinable
    static func roundedCapacity(_ minimum: Int) -> Int {
        guard minimum > 0 else { return 0 }
        guard minimum > 4 else { return 4 }
        return 1 &<< (Int.bitWidth &- (minimum &- 1).leadingZeroBitCount)
    }

    /// Makes the storage uniquely referenced without changing its capacity.
    @inlinable
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&_storage) {
            reallocate(capacity: capacity)
        }
    }

    /// Makes the storage unique with room for `minimumCapacity` elements, doubling when it grows.
    @inlinable
    mutating func makeUnique(minimumCapacity: Int) {
        let capacity = self.capacity
        if _fastPath(isKnownUniquelyReferenced(&_storage) && minimumCapacity <= capacity) { return }
        grow(toAtLeast: minimumCapacity)
    }

    @inlinable
    @inline(never)
    mutating func grow(toAtLeast minimumCapacity: Int) {
        let capacity = self.capacity
        let grown = minimumCapacity > capacity ? Swift.max(minimumCapacity, capacity &* 2) : capacity
        reallocate(capacity: Self.roundedCapacity(grown))
    }

    /// Moves (if unique) or copies the elements into fresh storage of exactly `capacity` slots.
    @inlinable
    @inline(never)
    mutating func reallocate(capacity newCapacity: Int) {
        let fresh = _FSRingStorage<Element>.make(capacity: newCapacity)
        let moving = isKnownUniquelyReferenced(&_storage)
        fresh.withUnsafeMutablePointers { freshHeader, destination in
            transfer(offset: 0, count: count, to: destination, moving: moving)
            freshHeader.pointee.count = count
        }
        if moving { _storage.withUnsafeMutablePointerToHeader { $0.pointee.count = 0 } }
        _storage = fresh
    }

    /// Copies or moves the elements at `offset ..< offset + count` to contiguous `destination`.
    @inlinable
    func transfer(offset: Int, count: Int, to destination: UnsafeMutablePointer<Element>, moving: Bool) {
        _storage.withUnsafeMutablePointers { header, elements in
            var target = destination
            _FSRingSegments(header.pointee, offset: offset, count: count).forEach { start, length in
                if moving {
                    target.moveInitialize(from: elements + start, count: length)
                } else {
                    target.initialize(from: elements + start, count: length)
                }
                target += length
            }
        }
    }

    @inlinable
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        makeUnique(minimumCapacity: Swift.max(minimumCapacity, count))
    }

    // MARK: Both ends, O(1) amortized

    /// Checks uniqueness first, then reads and writes the header in one pointer access: the
    /// push paths are the hottest code of the queue and the vector.
    @inlinable
    mutating func append(_ element: Element) {
        if _slowPath(!isKnownUniquelyReferenced(&_storage) || count == capacity) {
            grow(toAtLeast: count &+ 1)
        }
        _storage.withUnsafeMutablePointers { header, elements in
            let slot = (header.pointee.head &+ header.pointee.count) & (header.pointee.capacity &- 1)
            (elements + slot).initialize(to: element)
            header.pointee.count &+= 1
        }
    }

    @inlinable
    mutating func prepend(_ element: Element) {
        if _slowPath(!isKnownUniquelyReferenced(&_storage) || count == capacity) {
            grow(toAtLeast: count &+ 1)
        }
        _storage.withUnsafeMutablePointers { header, elements in
            let slot = (header.pointee.head &- 1) & (header.pointee.capacity &- 1)
            (elements + slot).initialize(to: element)
            header.pointee.head = slot
            header.pointee.count &+= 1
        }
    }

    /// Removes the first element, or returns `nil` when empty (copying shared storage only
    /// when there is something to remove).
    @inlinable
    mutating func popFirst() -> Element? {
        if _slowPath(!isKnownUniquelyReferenced(&_storage)) {
            guard count > 0 else { return nil }
            reallocate(capacity: capacity)
        }
        return _storage.withUnsafeMutablePointers { header, elements in
            guard header.pointee.count > 0 else { return nil }
            let slot = header.pointee.head
            header.pointee.head = (slot &+ 1) & (header.pointee.capacity &- 1)
            header.pointee.count &-= 1
            return (elements + slot).move()
        }
    }

    /// Removes the last element, or returns `nil` when empty.
    @inlinable
    mutating func popLast() -> Element? {
        if _slowPath(!isKnownUniquelyReferenced(&_storage)) {
            guard count > 0 else { return nil }
            reallocate(capacity: capacity)
        }
        return _storage.withUnsafeMutablePointers { header, elements in
            guard header.pointee.count > 0 else { return nil }
            header.pointee.count &-= 1
            let slot = (header.pointee.head &+ header.pointee.count) & (header.pointee.capacity &- 1)
            return (elements + slot).move()
        }
    }

    /// Removes the first element; the ring must not be empty.
    @inlinable
    mutating func removeFirst() -> Element {
        makeUnique()
        return _storage.withUnsafeMutablePointers { header, elements in
            let slot = header.pointee.head
            header.pointee.head = (slot &+ 1) & (header.pointee.capacity &- 1)
            header.pointee.count &-= 1
            return (elements + slot).move()
        }
    }

    /// Removes the last element; the ring must not be empty.
    @inlinable
    mutating func removeLast() -> Element {
        makeUnique()
        return _storage.withUnsafeMutablePointers { header, elements in
            header.pointee.count &-= 1
            let slot = (header.pointee.head &+ header.pointee.count) & (header.pointee.capacity &- 1)
            return (elements + slot).move()
        }
    }

    // MARK: The middle, O(min(offset, count - offset))

    /// Inserts at `offset` (0...count), shifting the shorter side by one slot.
    @inlinable
    mutating func insert(_ element: Element, at offset: Int) {
        makeUnique(minimumCapacity: count &+ 1)
        _storage.withUnsafeMutablePointers { header, elements in
            let mask = header.pointee.capacity &- 1
            let n = header.pointee.count
            if offset < n &- offset {
                let head = (header.pointee.head &- 1) & mask
                header.pointee.head = head
                for i in 0..<offset {
                    (elements + ((head &+ i) & mask)).moveInitialize(
                        from: elements + ((head &+ i &+ 1) & mask), count: 1)
                }
            } else {
                var i = n
                while i > offset {
                    let slot = header.pointee.head &+ i
                    (elements + (slot & mask)).moveInitialize(from: elements + ((slot &- 1) & mask), count: 1)
                    i &-= 1
                }
            }
            (elements + ((header.pointee.head &+ offset) & mask)).initialize(to: element)
            header.pointee.count = n &+ 1
        }
    }

    /// Removes the element at `offset` (0..<count), closing the gap from the shorter side.
    @inlinable
    mutating func remove(at offset: Int) -> Element {
        makeUnique()
        return _storage.withUnsafeMutablePointers { header, elements in
            let mask = header.pointee.capacity &- 1
            let n = header.pointee.count
            let head = header.pointee.head
            let removed = (elements + ((head &+ offset) & mask)).move()
            if offset < n &- 1 &- offset {
                var i = offset
                while i > 0 {
                    (elements + ((head &+ i) & mask)).moveInitialize(
                        from: elements + ((head &+ i &- 1) & mask), count: 1)
                    i &-= 1
                }
                header.pointee.head = (head &+ 1) & mask
            } else {
                for i in offset..<(n &- 1) {
                    (elements + ((head &+ i) & mask)).moveInitialize(
                        from: elements + ((head &+ i &+ 1) & mask), count: 1)
                }
            }
            header.pointee.count = n &- 1
            return removed
        }
    }

    // MARK: Bulk

    /// Drops `k` elements from the front (0...count).
    @inlinable
    mutating func removeFirst(_ k: Int) {
        guard k > 0 else { return }
        makeUnique()
        _storage.withUnsafeMutablePointers { header, elements in
            _FSRingSegments(header.pointee, offset: 0, count: k).forEach { start, length in
                (elements + start).deinitialize(count: length)
            }
            header.pointee.head = (header.pointee.head &+ k) & (header.pointee.capacity &- 1)
            header.pointee.count &-= k
        }
    }

    /// Drops `k` elements from the back (0...count).
    @inlinable
    mutating func removeLast(_ k: Int) {
        guard k > 0 else { return }
        makeUnique()
        _storage.withUnsafeMutablePointers { header, elements in
            _FSRingSegments(header.pointee, offset: header.pointee.count &- k, count: k).forEach { start, length in
                (elements + start).deinitialize(count: length)
            }
            header.pointee.count &-= k
        }
    }

    @inlinable
    mutating func removeAll(keepingCapacity: Bool) {
        if keepingCapacity && isKnownUniquelyReferenced(&_storage) {
            removeLast(count)
            _storage.withUnsafeMutablePointerToHeader { $0.pointee.head = 0 }
        } else {
            self = keepingCapacity ? _FSRing(minimumCapacity: capacity) : _FSRing()
        }
    }

    /// Replaces the elements at `range` with `newElements` by building fresh storage.
    @inlinable
    mutating func replaceSubrange<C: Collection>(_ range: Range<Int>, with newElements: C)
    where C.Element == Element {
        let newCount = count - range.count + newElements.count
        let fresh = _FSRingStorage<Element>.make(capacity: Self.roundedCapacity(Swift.max(newCount, capacity)))
        let moving = isKnownUniquelyReferenced(&_storage)
        fresh.withUnsafeMutablePointers { freshHeader, destination in
            transfer(offset: 0, count: range.lowerBound, to: destination, moving: moving)
            var target = destination + range.lowerBound
            for element in newElements {
                target.initialize(to: element)
                target += 1
            }
            transfer(offset: range.upperBound, count: count - range.upperBound, to: target, moving: moving)
            freshHeader.pointee.count = newCount
        }
        if moving {
            // The prefix and suffix were moved out; only the replaced elements remain to destroy.
            _storage.withUnsafeMutablePointers { header, elements in
                _FSRingSegments(header.pointee, offset: range.lowerBound, count: range.count).forEach { start, length in
                    (elements + start).deinitialize(count: length)
                }
                header.pointee.count = 0
            }
        }
        _storage = fresh
    }
}

extension _FSRing: @unchecked Sendable where Element: Sendable {}
