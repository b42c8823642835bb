import FrameworkStruct

/// Comparison, stepping, seeded randomness, scanning and rounding on sample values.
@Sendable
func numberToolDemo() -> [String] {
    var lines: [String] = []
    lines.append(
        "0.1 + 0.2 == 0.3: \(0.1 + 0.2 == 0.3); isClose: \((0.1 + 0.2).isClose(to: 0.3))")
    if let tenths = try? FSNumberEnumerator(from: 0.0, through: 1.0, by: 0.1) {
        lines.append("0 through 1 by 0.1: \(tenths.count) values, last \(tenths.last ?? .nan)")
    }
    var rng = FSSeededGenerator(seed: 2024)
    let rolls = (0..<8).map { _ in FSRandom.int(in: 1...6, using: &rng) }
    lines.append("dice with seed 2024: \(rolls) (the same on every machine)")
    let text = "订单：－１２ 件，合计 1,234.50 元，2024-01-05"
    lines.append(
        "in \"\(text)\": first integer \(FSNumberScanner.firstInteger(in: text) ?? 0), "
            + "first decimal \(FSNumberScanner.firstDecimal(in: text) ?? 0), all \(FSNumberScanner.allIntegers(in: text))"
    )
    let rounded = (try? FSRoundingMode.halfUp.round("1.005", places: 2)) ?? "?"
    lines.append("1.005 half-up to 2 places: \(rounded) (Double arithmetic gives \((1.005 * 100).rounded() / 100))")
    lines.append("gcd(84, 36) = \(FSIntegerMath.gcd(84, 36)); 2^61 − 1 prime: \(FSIntegerMath.isPrime((1 << 61) - 1))")
    return lines
}
