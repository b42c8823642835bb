extension FSVector: ExpressibleByArrayLiteral {
    /// Creates an unbounded vector from a literal.
    ///
    /// - Complexity: O(*n*)
    @inlinable
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension FSVector: Equatable where Element: Equatable {
    /// Whether both vectors hold equal elements in the same order; cursors and bounds are
    /// not compared.
    ///
    /// - Complexity: O(*n*)
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.elementsEqual(rhs)
    }
}

extension FSVector: Hashable where Element: Hashable {
    /// Hashes the elements in order, consistently with `==`.
    ///
    /// - Complexity: O(*n*)
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}

extension FSVector: Encodable where Element: Encodable {
    /// Encodes the elements in order: a plain array when unbounded, or an object with
    /// `maxCount`, `overflowPolicy` and `elements` when bounded. The cursor is not encoded.
    ///
    /// - Complexity: O(*n*)
    public func encode(to encoder: any Encoder) throws {
        try ContainerCoding.encode(self, limit: _limit, to: encoder)
    }
}

extension FSVector: Decodable where Element: Decodable {
    /// Decodes either form written by `encode(to:)`, with the cursor at the front.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when a bounded form holds more elements than
    ///   its `maxCount` or has a negative `maxCount`.
    ///
    /// - Complexity: O(*n*)
    public init(from decoder: any Decoder) throws {
        let decoded = try ContainerCoding.decode(Element.self, from: decoder)
        self.init(decoded.elements)
        _limit = decoded.limit
    }
}

extension FSVector: CustomStringConvertible, CustomDebugStringConvertible {
    /// The elements in order, like an array: `[1, 2, 3]`.
    ///
    /// - Complexity: O(*n*)
    public var description: String { describeElements(self, typeName: "FSVector", debug: false) }

    /// The elements with the type name: `FSVector([1, 2, 3])`.
    ///
    /// - Complexity: O(*n*)
    public var debugDescription: String { describeElements(self, typeName: "FSVector", debug: true) }
}
