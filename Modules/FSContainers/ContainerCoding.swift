/// The one Codable format of the containers: a plain array of elements when unbounded, so
/// they interoperate with `[Element]`; an object `{maxCount, overflowPolicy, elements}` when
/// bounded, so the bound survives a round trip.
enum ContainerCoding {
    private enum Keys: String, CodingKey {
        case maxCount, overflowPolicy, elements
    }

    static func encode<S: Sequence>(_ elements: S, limit: _FSLimit?, to encoder: any Encoder) throws
    where S.Element: Encodable {
        guard let limit else {
            var container = encoder.unkeyedContainer()
            try container.encode(contentsOf: elements)
            return
        }
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(limit.maxCount, forKey: .maxCount)
        try container.encode(limit.policy, forKey: .overflowPolicy)
        var nested = container.nestedUnkeyedContainer(forKey: .elements)
        try nested.encode(contentsOf: elements)
    }

    /// Decodes either form; a bounded form holding more elements than its bound, or a negative
    /// bound, is rejected as corrupted data.
    static func decode<Element: Decodable>(
        _: Element.Type, from decoder: any Decoder
    ) throws -> (elements: [Element], limit: _FSLimit?) {
        if let container = try? decoder.container(keyedBy: Keys.self), container.contains(.elements) {
            let maxCount = try container.decode(Int.self, forKey: .maxCount)
            guard maxCount >= 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .maxCount, in: container, debugDescription: "maxCount \(maxCount) is negative")
            }
            let policy = try container.decode(FSOverflowPolicy.self, forKey: .overflowPolicy)
            let elements = try container.decode([Element].self, forKey: .elements)
            guard elements.count <= maxCount else {
                throw DecodingError.dataCorruptedError(
                    forKey: .elements, in: container,
                    debugDescription: "\(elements.count) elements exceed maxCount \(maxCount)")
            }
            return (elements, _FSLimit(maxCount: maxCount, policy: policy))
        }
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        if let count = container.count { elements.reserveCapacity(count) }
        while !container.isAtEnd {
            elements.append(try container.decode(Element.self))
        }
        return (elements, nil)
    }
}

/// `[a, b, c]` with elements printed as `Array` prints them, or `TypeName([a, b, c])` when
/// `debug`: shared by every container's descriptions.
func describeElements<S: Sequence>(_ elements: S, typeName: String, debug: Bool) -> String {
    var result = debug ? "\(typeName)([" : "["
    var first = true
    for element in elements {
        if !first { result += ", " }
        first = false
        debugPrint(element, terminator: "", to: &result)
    }
    return result + (debug ? "])" : "]")
}
