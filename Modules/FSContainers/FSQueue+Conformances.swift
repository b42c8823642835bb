extension FSQueue: ExpressibleByArrayLiteral {
    /// Creates an unbounded queue from a literal, the first element at the front.
    ///
    /// - Complexity: O(*n*)
    @inlinable
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension FSQueue: Equatable where Element: Equatable {
    /// Whether both queues hold equal elements in the same order; bounds are not compared.
    ///
    /// - Complexity: O(*n*)
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.elementsEqual(rhs)
    }
}

extension FSQueue: Hashable where Element: Hashable {
    /// Hashes the elements in order, consistently with `==`.
    ///
    /// - Complexity: O(*n*)
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}

extension FSQueue: Encodable where Element: Encodable {
    /// Encodes the elements front first: a plain array when unbounded, or an object with
    /// `maxCount`, `overflowPolicy` and `elements` when bounded.
    ///
    /// - Complexity: O(*n*)
    public func encode(to encoder: any Encoder) throws {
        try ContainerCoding.encode(self, limit: _limit, to: encoder)
    }
}

extension FSQueue: Decodable where Element: Decodable {
    /// Decodes either form written by `encode(to:)`.
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

extension FSQueue: CustomStringConvertible, CustomDebugStringConvertible {
    /// The elements front first, like an array: `[1, 2, 3]`.
    ///
    /// - Complexity: O(*n*)
    public var description: String { describeElements(self, typeName: "FSQueue", debug: false) }

    /// The elements with the type name: `FSQueue([1, 2, 3])`.
    ///
    /// - Complexity: O(*n*)
    public var debugDescription: String { describeElements(self, typeName: "FSQueue", debug: true) }
}
