import FSTestSupport
import Foundation
import Testing

@testable import FSContainers

@Suite struct ConformanceTests {
    @Test func equalValuesHashEqually() {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            let elements = (0..<Int(rng.next() % 20)).map { _ in Int(rng.next() % 4) }
            // Same elements reached through different ring layouts.
            var shifted = FSVector<Int>()
            for _ in 0..<5 { shifted.pushBack(-1) }
            for element in elements { shifted.pushBack(element) }
            shifted.removeFirst(5)
            let plain = FSVector(elements)
            #expect(plain == shifted)
            #expect(plain.hashValue == shifted.hashValue)
            #expect(FSQueue(elements) == FSQueue(elements))
            #expect(FSQueue(elements).hashValue == FSQueue(elements).hashValue)
            #expect(FSStack(elements).hashValue == FSStack(elements).hashValue)
        }
        #expect(FSVector([1, 2]) != FSVector([2, 1]))
        #expect(FSQueue([1]) != FSQueue([1, 1]))
        #expect(FSStack([1, 2]) != FSStack([1]))
    }

    @Test func codableRoundTripsAndInteroperatesWithArrays() throws {
        let vector: FSVector = ["a", "b"]
        let data = try JSONEncoder().encode(vector)
        #expect(String(decoding: data, as: UTF8.self) == #"["a","b"]"#)
        #expect(try JSONDecoder().decode(FSVector<String>.self, from: data) == vector)
        #expect(try JSONDecoder().decode(FSQueue<String>.self, from: data) == FSQueue(["a", "b"]))
        #expect(try JSONDecoder().decode(FSStack<String>.self, from: data).peek == "b")
        #expect(try JSONDecoder().decode([String].self, from: JSONEncoder().encode(FSStack(["x"]))) == ["x"])
    }

    @Test func boundedCodingKeepsTheBound() throws {
        var queue = FSQueue<Int>(maxCount: 2, overflowPolicy: .reject)
        queue.push(1)
        let decoded = try JSONDecoder().decode(FSQueue<Int>.self, from: JSONEncoder().encode(queue))
        #expect(decoded == queue && decoded.maxCount == 2 && decoded.overflowPolicy == .reject)
        let vector = FSVector<Int>(maxCount: 5)
        let decodedVector = try JSONDecoder().decode(FSVector<Int>.self, from: JSONEncoder().encode(vector))
        #expect(decodedVector.maxCount == 5 && decodedVector.overflowPolicy == .dropOldest)
    }

    @Test(arguments: [
        #"{"maxCount":1,"overflowPolicy":"reject","elements":[1,2]}"#,
        #"{"maxCount":-1,"overflowPolicy":"reject","elements":[]}"#,
        #"{"maxCount":1,"overflowPolicy":"sideways","elements":[]}"#,
        #"{"elements":[1]}"#,
        #"[1,"two"]"#,
        #""queue""#,
    ])
    func corruptInputIsATypedError(json: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(FSQueue<Int>.self, from: Data(json.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(FSVector<Int>.self, from: Data(json.utf8))
        }
    }

    @Test func collectionIndicesAreConsistent() {
        var vector = FSVector(0..<50)
        vector.removeFirst(20)
        for i in 0..<30 { vector.pushFront(i) }
        #expect(vector.indices == 0..<vector.count)
        #expect(vector.distance(from: vector.startIndex, to: vector.endIndex) == vector.count)
        #expect(zip(vector.indices, vector).allSatisfy { vector[$0] == $1 })
        #expect(Array(vector.reversed()) == Array(vector).reversed())
        #expect(Array(vector[5..<9]) == Array(Array(vector)[5..<9]))
        let queue = FSQueue(vector)
        #expect(queue.indices.map { queue[$0] } == Array(vector))
    }

    @Test func descriptionsLookLikeArrays() {
        #expect(FSQueue(["a", "b"]).description == #"["a", "b"]"#)
        #expect(FSStack([1, 2]).debugDescription == "FSStack([1, 2])")
        #expect(FSVector<Int>().description == "[]")
        #expect(String(reflecting: FSVector(["x"])) == #"FSVector(["x"])"#)
    }
}
