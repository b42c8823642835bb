extension FSStack: ExpressibleByArrayLiteral {
    /// Creates a stack by pushing the literal's elements in order: the last one ends on top.
    ///
    /// - Complexity: O(*n*)
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
    ///
    /// - Complexity: O(*n*)
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(_elements)
    }
}

extension FSStack: Encodable where Element: Encodable {
    /// Encodes the elements bottom first as a plain array.
    ///
    /// - Complexity: O(*n*)
    public func encode(to encoder: any Encoder) throws {
        try _elements.encode(to: encoder)
    }
}

extension FSStack: Decodable where Element: Decodable {
    /// Decodes a plain array, its last element becoming the top.
    ///
    /// - Complexity: O(*n*)
    public init(from decoder: any Decoder) throws {
        _elements = try [Element](from: decoder)
    }
}

extension FSStack: CustomStringConvertible, CustomDebugStringConvertible {
    /// The elements bottom first, like an array: `[1, 2, 3]`.
    ///
    /// - Complexity: O(*n*)
    public var description: String { describeElements(self, typeName: "FSStack", debug: false) }

    /// The elements with the type name: `FSStack([1, 2, 3])`.
    ///
    /// - Complexity: O(*n*)
    public var debugDescription: String { describeElements(self, typeName: "FSStack", debug: true) }
}
