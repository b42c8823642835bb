import FSTestSupport
import Foundation
import Testing

@testable import FSNumberTool

@Suite struct RoundingTests {
    @Test(
        arguments: [
            ("2.675", 2, FSRoundingMode.halfUp, "2.68"), ("1.005", 2, .halfUp, "1.01"), ("2.665", 2, .halfEven, "2.66"),
            ("2.675", 2, .halfEven, "2.68"),
            ("-1.001", 1, .down, "-1.1"), ("-1.001", 1, .up, "-1.0"), ("1234.5", -2, .halfUp, "1200"),
            ("3", 2, .halfUp, "3.00"),
            ("1.5e3", 0, .halfUp, "1500"), ("-0.004", 2, .halfUp, "0.00"), ("9.995", 2, .halfUp, "10.00"),
            ("0.5", 0, .halfDown, "0"), ("-0.5", 0, .halfUp, "-1"), (" +12.30 ", 1, .towardZero, "12.3"),
            ("0.0001", 2, .awayFromZero, "0.01"), ("999", -3, .halfUp, "1000"), ("0", 3, .up, "0.000"),
            ("-0", 0, .halfUp, "0"),
        ] as [(String, Int, FSRoundingMode, String)])
    func knownValues(text: String, places: Int, mode: FSRoundingMode, expected: String) throws {
        #expect(try mode.round(text, places: places) == expected)
    }

    @Test(arguments: ["", "abc", "1.2.3", "--1", "1e", "1e+", ".", "-", "1 2", "0x10", "١٢"])
    func malformedTextIsATypedError(text: String) {
        #expect(throws: FSNumberToolError.invalidNumber(text)) { try FSRoundingMode.halfUp.round(text, places: 2) }
    }

    static let pythonModes: [FSRoundingMode: String] = [
        .halfUp: "ROUND_HALF_UP", .halfEven: "ROUND_HALF_EVEN", .halfDown: "ROUND_HALF_DOWN", .up: "ROUND_CEILING",
        .down: "ROUND_FLOOR", .towardZero: "ROUND_DOWN", .awayFromZero: "ROUND_UP",
    ]

    /// Python's `decimal` module is the reference for every mode, on random decimal text.
    @Test(.enabled(if: Peer.python.isAvailable(), "needs python3"))
    func textRoundingMatchesPythonDecimal() throws {
        var rng = FSSeededGenerator(seed: 3)
        var cases: [(String, Int, FSRoundingMode)] = []
        for _ in 0..<4_000 {
            let digits = String(
                (0..<Int.random(in: 1...12, using: &rng)).map { _ in "0123456789".randomElement(using: &rng)! })
            var text = digits
            let point = Int.random(in: 0...digits.count, using: &rng)
            if point < digits.count { text.insert(".", at: text.index(text.startIndex, offsetBy: point)) }
            if Bool.random(using: &rng) { text = "-" + text }
            if Int.random(in: 0..<5, using: &rng) == 0 { text += "e\(Int.random(in: -4...4, using: &rng))" }
            // Ties on purpose: end many numbers in 5.
            if Int.random(in: 0..<3, using: &rng) == 0, text.last?.isNumber == true { text += "5" }
            cases.append(
                (text, Int.random(in: -3...6, using: &rng), FSRoundingMode.allCases.randomElement(using: &rng)!))
        }
        let script = """
            import sys, decimal
            decimal.getcontext().prec = 200
            for line in sys.stdin:
                text, places, mode = line.split()
                q = decimal.Decimal(text).quantize(decimal.Decimal(1).scaleb(-int(places)), rounding=getattr(decimal, mode))
                s = format(q, 'f')
                print(s[1:] if s.startswith('-') and decimal.Decimal(s) == 0 else s)
            """
        let input = cases.map { "\($0.0) \($0.1) \(Self.pythonModes[$0.2]!)" }.joined(separator: "\n") + "\n"
        let expected = try Peer.python.run(["-c", script], input: input).split(separator: "\n").map(String.init)
        #expect(expected.count == cases.count)
        for ((text, places, mode), reference) in zip(cases, expected) {
            #expect(try mode.round(text, places: places) == reference, "\(text) to \(places) places, \(mode)")
        }
    }

    @Test(.enabled(if: Peer.python.isAvailable(), "needs python3"))
    func integerRoundingMatchesPythonDecimal() throws {
        var rng = FSSeededGenerator(seed: 4)
        var cases: [(Int64, Int64, FSRoundingMode)] = []
        for _ in 0..<3_000 {
            let unit = [1, 2, 3, 5, 10, 100, 7, 1_000_000_007].randomElement(using: &rng)! as Int64
            let value =
                Int64.random(in: -1_000_000_000...1_000_000_000, using: &rng) * (Bool.random(using: &rng) ? 1 : 1_000)
            cases.append((value, unit, FSRoundingMode.allCases.randomElement(using: &rng)!))
        }
        let script = """
            import sys, decimal
            decimal.getcontext().prec = 100
            for line in sys.stdin:
                v, u, mode = line.split()
                q = (decimal.Decimal(v) / decimal.Decimal(u)).quantize(decimal.Decimal(1), rounding=getattr(decimal, mode))
                print(int(q) * int(u))
            """
        let input = cases.map { "\($0.0) \($0.1) \(Self.pythonModes[$0.2]!)" }.joined(separator: "\n") + "\n"
        let expected = try Peer.python.run(["-c", script], input: input).split(separator: "\n").compactMap { Int64($0) }
        #expect(expected.count == cases.count)
        for ((value, unit, mode), reference) in zip(cases, expected) {
            #expect(
                try value.rounded(toMultipleOf: unit, mode) == reference, "\(value) to a multiple of \(unit), \(mode)")
        }
    }

    @Test func integerRoundingEdges() throws {
        #expect(try 12345.rounded(toMultipleOf: 10, .halfUp) == 12350)
        #expect(try (-25).rounded(toMultipleOf: 10, .halfEven) == -20)
        #expect(throws: FSNumberToolError.nonPositiveUnit) { try 5.rounded(toMultipleOf: 0, .halfUp) }
        #expect(throws: FSNumberToolError.overflow) { try Int8(127).rounded(toMultipleOf: 10, .up) }
        #expect(try Int8(-128).rounded(toMultipleOf: 64, .halfUp) == -128)
        #expect(try UInt8(255).rounded(toMultipleOf: 5, .down) == 255)
    }
}

@Suite struct IntegerMathTests {
    @Test func gcdAndLcm() throws {
        #expect(FSIntegerMath.gcd(12, -18) == 6 && FSIntegerMath.gcd(0, 0) == 0 && FSIntegerMath.gcd(0, -7) == 7)
        #expect(FSIntegerMath.gcd(Int.min, 0) == UInt(1) << 63)
        #expect(try FSIntegerMath.lcm(4, 6) == 12 && FSIntegerMath.lcm(0, 5) == 0 && FSIntegerMath.lcm(-4, 6) == 12)
        #expect(throws: FSNumberToolError.overflow) { try FSIntegerMath.lcm(UInt64.max, UInt64.max - 1) }
    }

    @Test func primesMatchASieve() {
        let limit = 100_000
        var composite = [Bool](repeating: false, count: limit + 1)
        for i in 2...limit where !composite[i] {
            for multiple in stride(from: i * i, through: limit, by: i) { composite[multiple] = true }
        }
        for n in -5...limit {
            #expect(FSIntegerMath.isPrime(n) == (n >= 2 && !composite[n]), "\(n)")
        }
    }

    @Test func pseudoprimesAreRejected() {
        // Carmichael numbers and strong pseudoprimes to several bases (OEIS A014233).
        for n: UInt64 in [
            561, 1105, 2047, 1_373_653, 25_326_001, 3_215_031_751, 2_152_302_898_747, 3_474_749_660_383,
            341_550_071_728_321, 3_825_123_056_546_413_051,
        ] {
            #expect(!FSIntegerMath.isPrime(n), "\(n)")
        }
        #expect(FSIntegerMath.isPrime(UInt64(18_446_744_073_709_551_557)))  // the largest 64-bit prime
        #expect(!FSIntegerMath.isPrime(UInt64.max))
    }

    @Test(.enabled(if: Peer.python.isAvailable(modules: ["sympy"]), "needs python3 with sympy (pip install sympy)"))
    func primalityMatchesSympyOnRandom64BitNumbers() throws {
        var rng = FSSeededGenerator(seed: 8)
        let numbers = (0..<3_000).map { _ in rng.next() | 1 } + (0..<1_000).map { _ in rng.next() >> 33 | 1 }
        let script = "import sys, sympy\nfor line in sys.stdin: print(1 if sympy.isprime(int(line)) else 0)"
        let reference = try Peer.python.run(
            ["-c", script], input: numbers.map(String.init).joined(separator: "\n") + "\n"
        )
        .split(separator: "\n").map { $0 == "1" }
        #expect(reference.count == numbers.count && reference.contains(true))
        for (n, prime) in zip(numbers, reference) { #expect(FSIntegerMath.isPrime(n) == prime, "\(n)") }
    }
}
