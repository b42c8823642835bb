import FSTestSupport
import Testing

@testable import FSNumberTool

@Suite struct FSNumberEnumeratorTests {
    @Test(arguments: 0..<500)
    func integersMatchStride(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let start = Int.random(in: -50...50, using: &rng)
        let end = Int.random(in: -50...50, using: &rng)
        var step = Int.random(in: -7...7, using: &rng)
        if step == 0 { step = 1 }
        let enumerator = try FSNumberEnumerator(from: start, through: end, by: step)
        #expect(Array(enumerator) == Array(stride(from: start, through: end, by: step)), "seed \(seed)")
        #expect(enumerator.count == Array(stride(from: start, through: end, by: step)).count)
    }

    @Test func integerExtremesNeverTrap() throws {
        #expect(try FSNumberEnumerator(from: Int8.min, through: Int8.max, by: 1).count == 256)
        #expect(Array(try FSNumberEnumerator(from: Int8.max, through: Int8.min, by: -127)) == [127, 0, -127])
        #expect(Array(try FSNumberEnumerator(from: UInt64.min, through: .max, by: 1 << 63)) == [0, 1 << 63])
        #expect(Array(try FSNumberEnumerator(from: UInt8(250), through: 255, by: 3)) == [250, 253])
        #expect(try FSNumberEnumerator(from: Int.min, through: Int.max, by: 4).last == Int.max - 3)
        #expect(try FSNumberEnumerator(from: Int.max, through: Int.min, by: -4).last == Int.min + 3)
        // 2^63 values: one more than Int can count.
        #expect(throws: FSNumberToolError.overflow) { try FSNumberEnumerator(from: Int.min, through: Int.max, by: 2) }
        #expect(throws: FSNumberToolError.zeroStep) { try FSNumberEnumerator(from: 1, through: 5, by: 0) }
        #expect(try FSNumberEnumerator(from: 5, through: 1, by: 1).isEmpty)
    }

    @Test func floatingPointDoesNotAccumulateError() throws {
        let tenths = try FSNumberEnumerator(from: 0.0, through: 1.0, by: 0.1)
        #expect(tenths.count == 11)
        #expect(tenths.last == 1.0)
        var summed = 0.0
        for _ in 0..<10 { summed += 0.1 }
        #expect(summed != 1.0, "the running sum drifts, which is what computing each value avoids")
        let long = try FSNumberEnumerator(from: 0.0, through: 100_000.0, by: 0.01)
        #expect(long.count == 10_000_001)
        #expect(long[7_654_321].isClose(to: 76_543.21, relativeTolerance: 1e-15))
        #expect(Array(try FSNumberEnumerator(from: 1.0, through: 0.0, by: -0.25)) == [1, 0.75, 0.5, 0.25, 0])
        #expect(try FSNumberEnumerator(from: 0.0, through: 0.95, by: 0.1).count == 10)
        #expect(throws: FSNumberToolError.nonFinite) { try FSNumberEnumerator(from: 0.0, through: .infinity, by: 1) }
        #expect(throws: FSNumberToolError.nonFinite) { try FSNumberEnumerator(from: .nan, through: 1, by: 1) }
        #expect(throws: FSNumberToolError.zeroStep) { try FSNumberEnumerator(from: 0.0, through: 1, by: 0) }
        #expect(throws: FSNumberToolError.overflow) { try FSNumberEnumerator(from: 0.0, through: 1e300, by: 1e-300) }
    }

    @Test func cursorWalksAndResets() throws {
        var pages = try FSNumberEnumerator(from: 1, through: 3, by: 1)
        #expect(pages.next() == 1 && pages.next() == 2 && !pages.isOver)
        #expect(pages.next() == 3 && pages.isOver && pages.next() == nil && pages.next() == nil)
        pages.reset()
        #expect(pages.next() == 1 && pages.value(at: 2) == 3 && pages.value(at: 3) == nil && pages.value(at: -1) == nil)
    }
}
