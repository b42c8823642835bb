#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How much of an outside oracle's input the heaviest comparison tests take.
///
/// A plain `swift test` takes all of it. CI runs the suite again — under AddressSanitizer and
/// ThreadSanitizer, and at other dates and in other zones — to find what any input shows (a
/// memory error, a race, a dependence on today's date), and those runs set
/// `FS_TEST_DEPTH=sample`: the same tests then compare a spread-out sample (every eighth input,
/// the first included), since the oracle's whole breadth was checked once by the plain run.
/// These few tests (DateFormatter over thousands of instants, lunar-python over two centuries,
/// NIST's GCM files) were most of the suite's time, and each rerun paid for them again.
public enum TestDepth {
    /// Whether this run compares a sample (`FS_TEST_DEPTH=sample`).
    public static let isSampled: Bool = getenv("FS_TEST_DEPTH").map { String(cString: $0) == "sample" } ?? false

    /// How far apart the inputs of a sample are.
    public static let sampleStride = 8

    /// `inputs` whole, or in a sampled run every ``sampleStride``-th of them, the first included.
    public static func sample<Input>(_ inputs: [Input]) -> [Input] {
        guard isSampled else { return inputs }
        return stride(from: 0, to: inputs.count, by: sampleStride).map { inputs[$0] }
    }
}
