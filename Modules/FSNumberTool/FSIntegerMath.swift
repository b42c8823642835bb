/// Greatest common divisor, least common multiple and primality for fixed-width integers.
///
/// ```swift
/// FSIntegerMath.gcd(12, -18)                 // 6
/// try FSIntegerMath.lcm(4, 6)                // 12
/// FSIntegerMath.isPrime(1_000_000_007)       // true
/// FSIntegerMath.isPrime(3_215_031_751)       // false (a strong pseudoprime to bases 2, 3, 5, 7)
/// ```
public enum FSIntegerMath {
    /// The greatest common divisor of `|a|` and `|b|`; `gcd(0, 0)` is 0. The result is a
    /// magnitude, so `gcd(Int.min, 0)` (2⁶³) is representable.
    ///
    /// - Complexity: O(log min(|a|, |b|)) (Euclid's algorithm).
    public static func gcd<T: FixedWidthInteger>(_ a: T, _ b: T) -> T.Magnitude {
        var (x, y) = (a.magnitude, b.magnitude)
        while y != 0 { (x, y) = (y, x % y) }
        return x
    }

    /// The least common multiple of `|a|` and `|b|`; 0 when either is 0.
    ///
    /// - Throws: ``FSNumberToolError/overflow`` when it does not fit in `T.Magnitude`.
    public static func lcm<T: FixedWidthInteger>(_ a: T, _ b: T) throws(FSNumberToolError) -> T.Magnitude {
        guard a != 0 && b != 0 else { return 0 }
        let (product, overflow) = (a.magnitude / gcd(a, b)).multipliedReportingOverflow(by: b.magnitude)
        guard !overflow else { throw .overflow }
        return product
    }

    /// Whether `n` is prime; negative numbers, 0 and 1 are not.
    ///
    /// Deterministic for every 64-bit value: trial division by small primes, then
    /// Miller–Rabin with the first twelve primes as bases, which has no false positives
    /// below 3.3 × 10²⁴ (Sorenson and Webster, 2015).
    ///
    /// - Complexity: O(log n) multiplications.
    public static func isPrime<T: FixedWidthInteger>(_ n: T) -> Bool {
        guard n > 1, let value = UInt64(exactly: n) else { return false }
        let bases: [UInt64] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]
        for p in bases {
            if value == p { return true }
            if value % p == 0 { return false }
        }
        // value − 1 = d × 2^s with d odd.
        let s = (value - 1).trailingZeroBitCount
        let d = (value - 1) >> s
        witnesses: for base in bases {
            var x = power(base, d, modulo: value)
            if x == 1 || x == value - 1 { continue }
            for _ in 1..<Swift.max(s, 1) {
                x = multiply(x, x, modulo: value)
                if x == value - 1 { continue witnesses }
            }
            return false
        }
        return true
    }

    private static func multiply(_ a: UInt64, _ b: UInt64, modulo m: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return m.dividingFullWidth((product.high, product.low)).remainder
    }

    private static func power(_ base: UInt64, _ exponent: UInt64, modulo m: UInt64) -> UInt64 {
        var (result, b, e) = (UInt64(1), base % m, exponent)
        while e > 0 {
            if e & 1 == 1 { result = multiply(result, b, modulo: m) }
            b = multiply(b, b, modulo: m)
            e >>= 1
        }
        return result
    }
}
