/// A last-in, first-out stack.
///
/// `FSStack` is a value type over a contiguous copy-on-write buffer, so ``push(_:)`` and
/// ``pop()`` cost what `Array.append` and `Array.popLast` cost. A ring buffer would add
/// nothing: a stack only grows and shrinks at one end.
///
/// ```swift
/// var undo: FSStack<String> = []
/// undo.push("type a")
/// undo.push("type b")
/// undo.peek       // "type b"
/// undo.pop()      // "type b"
/// undo.popAll()   // ["type a"], top first
/// ```
///
/// As a collection the stack runs from the bottom (index 0, pushed first) to the top
/// (`last`), like an array used as a stack; ``popAll()`` returns top first, the order in
/// which repeated pops would return the elements.
@frozen
public struct FSStack<Element> {
    @usableFromInline var _elements: [Element]

    /// Creates an empty stack.
    ///
    /// - Complexity: O(1)
    @inlinable
    public init() {
        _elements = []
    }

    /// Creates a stack by pushing `elements` in order: the last one ends on top.
    ///
    /// - Complexity: O(*n*)
    @inlinable
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        _elements = Array(elements)
    }

    /// Puts `element` on top of the stack.
    ///
    /// - Complexity: O(1) amortized.
    @inlinable
    public mutating func push(_ element: Element) {
        _elements.append(element)
    }

    /// Removes and returns the top element, or `nil` when the stack is empty.
    ///
    /// - Complexity: O(1)
    @inlinable
    @discardableResult
    public mutating func pop() -> Element? {
        _elements.popLast()
    }

    /// The top element, the one ``pop()`` would return, or `nil` when empty — `peek`, as on
    /// `FSQueue`.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var peek: Element? { _elements.last }

    /// The original FrameworkStruct name of ``peek``.
    @inlinable
    public var top: Element? { peek }

    /// Removes every element and returns them top first, the order repeated pops give.
    ///
    /// Returns an empty array for an empty stack (the original returned `nil`, and returned
    /// bottom first although it documented top first).
    ///
    /// - Complexity: O(*n*)
    @inlinable
    public mutating func popAll() -> [Element] {
        let all = Array(_elements.reversed())
        _elements.removeAll(keepingCapacity: true)
        return all
    }

    /// Removes every element.
    ///
    /// - Parameter keepCapacity: Whether to keep the storage for reuse.
    /// - Complexity: O(*n*)
    @inlinable
    public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
        _elements.removeAll(keepingCapacity: keepCapacity)
    }

    /// Makes room for at least `minimumCapacity` elements without further allocation.
    ///
    /// - Complexity: O(*n*) when it reallocates, else O(1).
    @inlinable
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        _elements.reserveCapacity(minimumCapacity)
    }
}

extension FSStack: RandomAccessCollection {
    /// The position of the bottom element: always 0.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var startIndex: Int { 0 }

    /// One past the top element: the number of elements.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var endIndex: Int { _elements.count }

    /// The number of elements on the stack.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var count: Int { _elements.count }

    /// Whether the stack has no elements.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var isEmpty: Bool { _elements.isEmpty }

    /// The element `position` places above the bottom; traps when out of bounds.
    ///
    /// - Complexity: O(1)
    @inlinable
    public subscript(position: Int) -> Element { _elements[position] }
}

extension FSStack: Sendable where Element: Sendable {}
