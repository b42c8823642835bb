extension FSHeap: ExpressibleByArrayLiteral {
    /// A heap of the literal's elements.
    ///
    /// - Complexity: O(*n*)
    @inlinable
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension FSHeap: Encodable where Element: Encodable {
    /// Encodes the elements as an array, in the heap's internal order.
    ///
    /// - Complexity: O(*n*)
    public func encode(to encoder: any Encoder) throws {
        try unordered.encode(to: encoder)
    }
}

extension FSHeap: Decodable where Element: Decodable {
    /// Decodes an array of elements in any order — what ``encode(to:)`` writes, or any array.
    ///
    /// - Complexity: O(*n*)
    public init(from decoder: any Decoder) throws {
        self.init(try [Element](from: decoder))
    }
}

extension FSHeap: CustomStringConvertible, CustomDebugStringConvertible {
    /// The elements smallest first, like a sorted array: `[1, 2, 3]`.
    ///
    /// - Complexity: O(*n* log *n*)
    public var description: String { describeElements(unordered.sorted(), typeName: "FSHeap", debug: false) }

    /// The elements smallest first, with the type name: `FSHeap([1, 2, 3])`.
    ///
    /// - Complexity: O(*n* log *n*)
    public var debugDescription: String { describeElements(unordered.sorted(), typeName: "FSHeap", debug: true) }
}
