/// A min-max heap: the smallest and the largest element in O(1), inserting and removing either
/// in O(log n), building from n elements in O(n) (Atkinson, Sack, Santoro and Strothotte, 1986).
///
/// The levels of a complete binary tree, stored in an array, alternate: every node on an even
/// level (the root's) is no larger than anything below it, every node on an odd level no
/// smaller. So the root is the minimum and the larger of its children the maximum; a value
/// moves two levels a step, comparing with its grandparent or its grandchildren.
///
/// The one heap of FrameworkStruct: FSContainers' `FSHeap` and `FSPriorityQueue` and the
/// timers' and timeouts' `DeadlineHeap` are built on it. Inlinable, so that each use is
/// specialized for its element; the sifts run on the array's buffer with a hole — the moving
/// value is held aside and written once, where it stops.
@usableFromInline
package struct MinMaxHeap<Element: Comparable> {
    /// The elements in heap order.
    @usableFromInline package var storage: [Element]

    /// An empty heap.
    @inlinable
    package init() { storage = [] }

    /// A heap of `elements`, arranged in O(n) (Floyd's method: every parent, last first, moved
    /// down into place).
    @inlinable
    package init(_ elements: some Sequence<Element>) {
        storage = Array(elements)
        heapify()
    }

    /// How many elements there are.
    @inlinable
    package var count: Int { storage.count }

    /// Whether there are none.
    @inlinable
    package var isEmpty: Bool { storage.isEmpty }

    /// The smallest element.
    @inlinable
    package var min: Element? { storage.first }

    /// The largest element.
    @inlinable
    package var max: Element? { maxIndex.map { storage[$0] } }

    /// Where the largest element is: the root alone, or the larger of its children.
    @inlinable
    var maxIndex: Int? {
        switch storage.count {
        case 0: nil
        case 1: 0
        case 2: 1
        default: storage[2] > storage[1] ? 2 : 1
        }
    }

    /// Adds `element`.
    @inlinable
    package mutating func insert(_ element: Element) {
        storage.append(element)
        storage.withUnsafeMutableBufferPointer { Self.bubbleUp($0, from: $0.count - 1) }
    }

    /// Adds every element of `elements`: one by one when they are fewer than the heap holds
    /// already, O(k log n), otherwise by rearranging the whole, O(n + k).
    @inlinable
    package mutating func insert(contentsOf elements: some Sequence<Element>) {
        let existing = storage.count
        storage.append(contentsOf: elements)
        guard storage.count - existing < existing else { return heapify() }
        storage.withUnsafeMutableBufferPointer { heap in
            for index in existing..<heap.count { Self.bubbleUp(heap, from: index) }
        }
    }

    /// Removes and returns the smallest element.
    @inlinable
    package mutating func popMin() -> Element? {
        guard var removed = storage.popLast() else { return nil }
        guard !storage.isEmpty else { return removed }
        storage.withUnsafeMutableBufferPointer { heap in
            swap(&removed, &heap[0])
            Self.trickleDownMin(heap, from: 0)
        }
        return removed
    }

    /// Removes and returns the largest element.
    @inlinable
    package mutating func popMax() -> Element? {
        guard let index = maxIndex else { return nil }
        var removed = storage.removeLast()
        guard index < storage.count else { return removed }
        storage.withUnsafeMutableBufferPointer { heap in
            swap(&removed, &heap[index])
            Self.trickleDownMax(heap, from: index)
        }
        return removed
    }

    /// Replaces the smallest element with `element` and returns it: one pass down instead of a
    /// removal and an insertion. The heap must not be empty.
    @inlinable
    package mutating func replaceMin(with element: Element) -> Element {
        // The buffer below is not bounds-checked: an empty heap must stop here.
        precondition(!storage.isEmpty, "replaceMin(with:) on an empty heap")
        return storage.withUnsafeMutableBufferPointer { heap in
            var removed = element
            swap(&removed, &heap[0])
            Self.trickleDownMin(heap, from: 0)
            return removed
        }
    }

    /// Replaces the largest element with `element` and returns it. The heap must not be empty.
    @inlinable
    package mutating func replaceMax(with element: Element) -> Element {
        guard let index = maxIndex else { preconditionFailure("replaceMax(with:) on an empty heap") }
        return storage.withUnsafeMutableBufferPointer { heap in
            var removed = element
            swap(&removed, &heap[index])
            guard index > 0 else { return removed }
            // The new value sits below the root: if it is smaller, the two change places, and
            // the old minimum moves down from the maximum's place.
            if heap[index] < heap[0] { heap.swapAt(index, 0) }
            Self.trickleDownMax(heap, from: index)
            return removed
        }
    }

    /// Removes the elements `shouldBeRemoved` accepts and rearranges the rest, in O(n).
    @inlinable
    package mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
        try storage.removeAll(where: shouldBeRemoved)
        heapify()
    }

    // MARK: The sifts

    @inlinable
    mutating func heapify() {
        storage.withUnsafeMutableBufferPointer { heap in
            guard heap.count > 1 else { return }
            for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) {
                if Self.isMinLevel(index) {
                    Self.trickleDownMin(heap, from: index)
                } else {
                    Self.trickleDownMax(heap, from: index)
                }
            }
        }
    }

    /// Whether the node at `index` is on a min level: its depth, the position of the highest
    /// set bit of `index + 1`, is even — the count of leading zero bits is odd, since
    /// `Int.bitWidth - 1` is.
    @inlinable
    static func isMinLevel(_ index: Int) -> Bool {
        (index + 1).leadingZeroBitCount & 1 == 1
    }

    @inlinable
    static func bubbleUp(_ heap: UnsafeMutableBufferPointer<Element>, from start: Int) {
        guard start > 0 else { return }
        let value = heap[start]
        let parent = (start - 1) / 2
        if isMinLevel(start) {
            if heap[parent] < value {
                heap[start] = heap[parent]
                bubbleUp(heap, value, from: parent, precedes: >)
            } else {
                bubbleUp(heap, value, from: start, precedes: <)
            }
        } else {
            if value < heap[parent] {
                heap[start] = heap[parent]
                bubbleUp(heap, value, from: parent, precedes: <)
            } else {
                bubbleUp(heap, value, from: start, precedes: >)
            }
        }
    }

    /// Moves `value`, whose place is the hole at `start`, up through its grandparents while it
    /// `precedes` them (`<` on min levels, `>` on max levels).
    @inlinable
    static func bubbleUp(
        _ heap: UnsafeMutableBufferPointer<Element>, _ value: Element, from start: Int,
        precedes: (Element, Element) -> Bool
    ) {
        var index = start
        while index > 2 {
            let grandparent = (index - 3) / 4
            guard precedes(value, heap[grandparent]) else { break }
            heap[index] = heap[grandparent]
            index = grandparent
        }
        heap[index] = value
    }

    @inlinable
    static func trickleDownMin(_ heap: UnsafeMutableBufferPointer<Element>, from start: Int) {
        trickleDown(heap, from: start, precedes: <)
    }

    @inlinable
    static func trickleDownMax(_ heap: UnsafeMutableBufferPointer<Element>, from start: Int) {
        trickleDown(heap, from: start, precedes: >)
    }

    /// Moves the value at `start` down to its place: on a min level `precedes` is `<`, on a
    /// max level `>`. A node on the other kind of level precedes nothing below it, so the
    /// candidates are the grandchildren and a child that has none.
    @inlinable
    static func trickleDown(
        _ heap: UnsafeMutableBufferPointer<Element>, from start: Int, precedes: (Element, Element) -> Bool
    ) {
        let count = heap.count
        var index = start
        var value = heap[index]
        while true {
            let firstChild = 2 * index + 1
            guard firstChild < count else { break }
            let firstGrandchild = 2 * firstChild + 1
            guard firstGrandchild < count else {
                // Children only, and they are leaves.
                var best = firstChild
                if firstChild + 1 < count, precedes(heap[firstChild + 1], heap[firstChild]) { best = firstChild + 1 }
                if precedes(heap[best], value) {
                    heap[index] = heap[best]
                    index = best
                }
                break
            }
            var best = firstGrandchild
            for grandchild in (firstGrandchild + 1)..<Swift.min(firstGrandchild + 4, count)
            where precedes(heap[grandchild], heap[best]) {
                best = grandchild
            }
            // The second child is a candidate only when it is a leaf.
            let secondChild = firstChild + 1
            if 2 * secondChild + 1 >= count, precedes(heap[secondChild], heap[best]) {
                if precedes(heap[secondChild], value) {
                    heap[index] = heap[secondChild]
                    index = secondChild
                }
                break
            }
            guard precedes(heap[best], value) else { break }
            heap[index] = heap[best]
            index = best
            // Between the grandchild's place and its parent, on the other kind of level, the
            // order may now be wrong the other way round: exchange the value being moved.
            let parent = (index - 1) / 2
            if precedes(heap[parent], value) { swap(&value, &heap[parent]) }
        }
        heap[index] = value
    }
}

extension MinMaxHeap: Sendable where Element: Sendable {}
