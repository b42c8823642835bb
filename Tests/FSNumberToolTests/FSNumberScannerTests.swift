import Testing

@testable import FSNumberTool

@Suite struct FSNumberScannerTests {
    @Test(
        arguments: [
            ("共 1,234 件", 1234), ("价格：－１２元", -12), ("温度-5度", -5), ("abc", nil), ("", nil),
            ("--7", -7), ("+8", 8), ("A-1", 1), ("3.7", 3), ("1,23", 1), ("1,2345", 1), ("x1,000,000y", 1_000_000),
            ("99999999999999999999 then 5", 5), ("-9223372036854775808", Int.min), ("9223372036854775807", Int.max),
            ("9223372036854775808", nil), ("−42", -42), ("－", nil), ("１２３", 123),
        ] as [(String, Int?)])
    func firstInteger(text: String, expected: Int?) {
        #expect(FSNumberScanner.firstInteger(in: text) == expected)
    }

    @Test(
        arguments: [
            ("2024-01-05 09:30", [2024, 1, 5, 9, 30]), ("a1b22c333", [1, 22, 333]), ("no digits", []),
            ("1,000 and -2,000,000", [1000, -2_000_000]), ("１，２３４ ＋５", [1234, 5]), ("1e3", [1, 3]),
            ("99999999999999999999 7", [7]),
        ] as [(String, [Int])])
    func allIntegers(text: String, expected: [Int]) {
        #expect(FSNumberScanner.allIntegers(in: text) == expected)
    }

    @Test(
        arguments: [
            ("温度 -3.5e2 K", -350.0), ("约 .5 元", 0.5), ("5.", 5.0), ("x 1,234.56 y", 1234.56), ("１２．５", 12.5),
            ("1e", 1.0), ("1e+2", 100.0), ("-.25", -0.25), ("abc", nil), ("1e999 then 2", 2.0), (".", nil),
            ("0.1", 0.1), ("6.02214076e23", 6.02214076e23),
        ] as [(String, Double?)])
    func firstDecimal(text: String, expected: Double?) {
        #expect(FSNumberScanner.firstDecimal(in: text) == expected)
    }

    @Test func junkNeverTraps() {
        var rng = FSSeededGenerator(seed: 11)
        let alphabet = Array("0123456789,.-+eE １２，．－ 元a")
        for _ in 0..<5_000 {
            let text = String(
                (0..<Int(rng.next() % 30)).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] })
            _ = FSNumberScanner.firstInteger(in: text)
            _ = FSNumberScanner.allIntegers(in: text)
            _ = FSNumberScanner.firstDecimal(in: text)
        }
    }
}
