import FSTestSupport
import Foundation
import Testing

@testable import FSUnitTool

@Suite struct QuantityCodableTests {
    @Test func encodesTheValueAsADecimalStringAndTheUnitBySymbol() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(FSQuantity(1.5, .kibibyte)), as: UTF8.self)
        #expect(json == #"{"unit":"KiB","value":"1.5"}"#)
        #expect(
            String(decoding: try encoder.encode(FSQuantity(3, .jin)), as: UTF8.self) == #"{"unit":"斤","value":"3.0"}"#)
    }

    /// Every unit of every dimension, with random values of every magnitude: the same `Double`
    /// and the same unit come back.
    @Test func roundTripsEveryUnitExactly() throws {
        var rng = SeededGenerator(seed: 0x5EED)
        func check<D: FSDimension>(_: D.Type) throws {
            for entry in D.catalog {
                for _ in 0..<20 {
                    let value = Double(
                        sign: Bool.random(using: &rng) ? .minus : .plus,
                        exponent: Int.random(in: -60...60, using: &rng),
                        significand: Double.random(in: 1..<2, using: &rng))
                    let quantity = FSQuantity(value, entry.unit)
                    let back = try JSONDecoder().decode(FSQuantity<D>.self, from: JSONEncoder().encode(quantity))
                    #expect(back == quantity, "\(quantity)")
                }
            }
        }
        for dimension in everyDimension { try check(dimension) }
    }

    @Test func decodesBareNumbersAndAnyNameOfTheUnit() throws {
        let decoder = JSONDecoder()
        #expect(
            try decoder.decode(FSQuantity<FSMass>.self, from: Data(#"{"value": 2, "unit": "公斤"}"#.utf8))
                == FSQuantity(2, .kilogram))
        #expect(
            try decoder.decode(
                FSQuantity<FSInformationStorage>.self, from: Data(#"{"value": "1e3", "unit": "KB"}"#.utf8))
                == FSQuantity(1000, .kilobyte))
    }

    @Test(arguments: [
        (#"{"value": "NaN", "unit": "kg"}"#, "value"), (#"{"value": "0x10", "unit": "kg"}"#, "value"),
        (#"{"value": "1.", "unit": "kg"}"#, nil), (#"{"value": ".5e", "unit": "kg"}"#, "value"),
        (#"{"value": "", "unit": "kg"}"#, "value"), (#"{"value": "1", "unit": "m"}"#, "unit"),
        (#"{"value": "1", "unit": "parsec"}"#, "unit"), (#"{"unit": "kg"}"#, "value"),
        (#"{"value": true, "unit": "kg"}"#, "value"),
    ])
    func refusesBadFieldsNamingThem(json: String, field: String?) {
        do {
            _ = try JSONDecoder().decode(FSQuantity<FSMass>.self, from: Data(json.utf8))
            #expect(field == nil, "\(json) decoded")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.codingPath.last?.stringValue == field, "\(json): \(context)")
        } catch let DecodingError.keyNotFound(key, _) {
            #expect(key.stringValue == field)
        } catch let DecodingError.typeMismatch(_, context) {
            #expect(context.codingPath.last?.stringValue == field)
        } catch {
            Issue.record("\(json): \(error)")
        }
    }

    @Test func refusesToEncodeWhatIsNotFinite() {
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(FSQuantity(.nan, .kilogram)) }
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(FSQuantity(-.infinity, .meter)) }
    }
}
