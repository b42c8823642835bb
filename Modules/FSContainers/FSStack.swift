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
/// undo.top        // "type b"
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

    /// The top element, the one ``pop()`` would return, or `nil` when empty.
    ///
    /// - Complexity: O(1)
    @inlinable
    public var top: Element? { _elements.last }

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
    @inlinable
    public var startIndex: Int { 0 }

    /// One past the top element: the number of elements.
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

extension FSStack: ExpressibleByArrayLiteral {
    /// Creates a stack by pushing the literal's elements in order: the last one ends on top.
    @inlinable
    public init(arrayLiteral elements: Element...) {
        _elements = elements
    }
}

extension FSStack: Equatable where Element: Equatable {
    /// Whether both stacks hold equal elements in the same order.
    ///
    /// - Complexity: O(*n*)
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs._elements == rhs._elements
    }
}

extension FSStack: Hashable where Element: Hashable {
    /// Hashes the elements bottom to top, consistently with `==`.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(_elements)
    }
}

extension FSStack: Encodable where Element: Encodable {
    /// Encodes the elements bottom first as a plain array.
    public func encode(to encoder: any Encoder) throws {
        try _elements.encode(to: encoder)
    }
}

extension FSStack: Decodable where Element: Decodable {
    /// Decodes a plain array, its last element becoming the top.
    public init(from decoder: any Decoder) throws {
        _elements = try [Element](from: decoder)
    }
}

extension FSStack: CustomStringConvertible, CustomDebugStringConvertible {
    /// The elements bottom first, like an array: `[1, 2, 3]`.
    public var description: String { _fsDescribe(self, typeName: "FSStack", debug: false) }

    /// The elements with the type name: `FSStack([1, 2, 3])`.
    public var debugDescription: String { _fsDescribe(self, typeName: "FSStack", debug: true) }
}

extension FSStack: Sendable where Element: Sendable {}
