/// Random integers, decimals and shuffles whose results depend only on the generator's
/// output, so a seeded generator reproduces them exactly on every platform and Swift version.
///
/// The standard library's `Int.random(in:using:)` and `shuffled(using:)` are unbiased too,
/// but their algorithms are not part of their contract and may change between releases;
/// these are documented and fixed.
///
/// ```swift
/// var rng = FSSeededGenerator(seed: 7)
/// FSRandom.int(in: 1...6, using: &rng)              // a die roll, no modulo bias
/// FSRandom.double(decimals: 2, using: &rng)         // e.g. 0.37, in [0, 1]
/// FSRandom.shuffled([1, 2, 3, 4], using: &rng)
/// FSRandom.pick(["a", "b", "c"], using: &rng)
///
/// var system = SystemRandomNumberGenerator()
/// FSRandom.int(in: 0...99, using: &system)          // the system generator works too
/// ```
public enum FSRandom {
    /// A uniformly distributed integer in `range`, without modulo bias (the original
    /// `randomIn(_:_:)`).
    ///
    /// Lemire's multiply-and-reject method: a 64-bit draw times the range size, keeping the
    /// high word, with draws rejected when they fall in the biased low part.
    public static func int<G: RandomNumberGenerator>(in range: ClosedRange<Int>, using generator: inout G) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound) &- Int64(range.lowerBound)) &+ 1
        return Int(truncatingIfNeeded: Int64(range.lowerBound) &+ Int64(bitPattern: bounded(span, &generator)))
    }

    /// A uniformly distributed integer in `range`; `nil` when the range is empty (the original
    /// `randomInt(_ border:)` is `int(in: 0..<border)`).
    public static func int<G: RandomNumberGenerator>(in range: Range<Int>, using generator: inout G) -> Int? {
        range.isEmpty ? nil : int(in: range.lowerBound...(range.upperBound - 1), using: &generator)
    }

    /// A value in [0, 1] with exactly `decimals` decimal places, each of the 10^decimals + 1
    /// values equally likely (the original `randomInOne(precision:)`); `decimals` is limited
    /// to 0...15, the digits a `Double` holds exactly.
    public static func double<G: RandomNumberGenerator>(decimals: Int, using generator: inout G) -> Double {
        let places = decimals.clamped(to: 0...15)
        var scale: UInt64 = 1
        for _ in 0..<places { scale *= 10 }
        let numerator = bounded(scale + 1, &generator)
        return Double(numerator) / Double(scale)
    }

    /// The elements in a uniformly random order (Fisher–Yates, with the same unbiased draw as `int(in:using:)`).
    public static func shuffled<S: Sequence, G: RandomNumberGenerator>(
        _ elements: S, using generator: inout G
    ) -> [S.Element] {
        var result = Array(elements)
        shuffle(&result, using: &generator)
        return result
    }

    /// Shuffles `elements` in place (Fisher–Yates).
    public static func shuffle<C: MutableCollection & RandomAccessCollection, G: RandomNumberGenerator>(
        _ elements: inout C, using generator: inout G
    ) {
        var remaining = elements.count
        var index = elements.startIndex
        while remaining > 1 {
            let other = elements.index(index, offsetBy: Int(bounded(UInt64(remaining), &generator)))
            elements.swapAt(index, other)
            elements.formIndex(after: &index)
            remaining -= 1
        }
    }

    /// A uniformly chosen element, or `nil` when the collection is empty.
    public static func pick<C: RandomAccessCollection, G: RandomNumberGenerator>(
        _ elements: C, using generator: inout G
    ) -> C.Element? {
        guard !elements.isEmpty else { return nil }
        return elements[elements.index(elements.startIndex, offsetBy: Int(bounded(UInt64(elements.count), &generator)))]
    }

    /// A uniform value in 0..<span (span 0 means the full 2^64 range).
    private static func bounded<G: RandomNumberGenerator>(_ span: UInt64, _ generator: inout G) -> UInt64 {
        guard span != 0 else { return generator.next() }
        var product = generator.next().multipliedFullWidth(by: span)
        if product.low < span {
            let threshold = (0 &- span) % span
            while product.low < threshold {
                product = generator.next().multipliedFullWidth(by: span)
            }
        }
        return product.high
    }
}
