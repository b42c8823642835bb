/// An odd modulus for modular exponentiation in Montgomery form, on 64-bit limbs (least
/// significant first): RSA's public operation for the keys swift-crypto's encryption keys
/// refuse, those whose modulus is not a whole number of bytes.
///
/// Only public values are raised to public exponents here (the private operation is
/// BoringSSL's, blinded), so the arithmetic need not be constant-time in the exponent.
struct MontgomeryModulus {
    private let limbs: [UInt64]
    /// −n⁻¹ mod 2⁶⁴.
    private let inverse: UInt64
    /// R² mod n, R = 2^(64 × limb count): converts into Montgomery form.
    private let rSquared: [UInt64]

    /// The modulus whose big-endian bytes are `bytes`; `nil` unless it is odd and above 1.
    init?(bigEndian bytes: some Collection<UInt8>) {
        let limbs = Self.limbs(bigEndian: bytes, count: (bytes.count + 7) / 8)
        guard let last = limbs.lastIndex(where: { $0 != 0 }), limbs[0] & 1 == 1, last > 0 || limbs[0] > 1 else {
            return nil
        }
        self.limbs = Array(limbs[...last])
        // Newton's iteration doubles the correct low bits: 1 (any odd x is its own inverse
        // mod 2), then 2, 4 … 64.
        var x: UInt64 = 1
        for _ in 0..<6 { x = x &* (2 &- self.limbs[0] &* x) }
        inverse = 0 &- x
        // R² mod n by doubling 1 as often as R² has bits, reducing each time.
        var value = [UInt64](repeating: 0, count: self.limbs.count)
        value[0] = 1
        for _ in 0..<(2 * 64 * self.limbs.count) { value = Self.doubled(value, modulo: self.limbs) }
        rSquared = value
    }

    /// The modulus's length in bytes.
    var byteCount: Int { (limbs.count * 64 - (limbs.last ?? 0).leadingZeroBitCount + 7) / 8 }

    /// `base` (big-endian, below the modulus) to the power `exponent` (big-endian), as
    /// `byteCount` big-endian bytes; `nil` when `base` is not below the modulus.
    func power(_ base: [UInt8], _ exponent: [UInt8]) -> [UInt8]? {
        let value = Self.limbs(bigEndian: base, count: limbs.count + (base.count + 7) / 8)
        guard value[limbs.count...].allSatisfy({ $0 == 0 }), Self.compare(Array(value[..<limbs.count]), limbs) < 0
        else { return nil }
        let montgomeryBase = multiply(Array(value[..<limbs.count]), rSquared)
        var result = multiply([1] + [UInt64](repeating: 0, count: limbs.count - 1), rSquared)
        for byte in exponent {
            for bit in (0..<8).reversed() {
                result = multiply(result, result)
                if byte >> bit & 1 == 1 { result = multiply(result, montgomeryBase) }
            }
        }
        result = multiply(result, [1] + [UInt64](repeating: 0, count: limbs.count - 1))
        var bytes: [UInt8] = []
        bytes.reserveCapacity(byteCount)
        for index in (0..<byteCount).reversed() {
            bytes.append(UInt8(truncatingIfNeeded: result[index / 8] >> (8 * UInt64(index % 8))))
        }
        return bytes
    }

    /// a × b × R⁻¹ mod n (coarsely integrated operand scanning).
    private func multiply(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        let count = limbs.count
        var t = [UInt64](repeating: 0, count: count + 2)
        for i in 0..<count {
            var carry: UInt64 = 0
            for j in 0..<count { (carry, t[j]) = Self.multiplyAdd(a[j], b[i], t[j], carry) }
            (t[count + 1], t[count]) = Self.add(t[count], carry)
            let m = t[0] &* inverse
            (carry, _) = Self.multiplyAdd(m, limbs[0], t[0], 0)
            for j in 1..<count { (carry, t[j - 1]) = Self.multiplyAdd(m, limbs[j], t[j], carry) }
            let (high, low) = Self.add(t[count], carry)
            t[count - 1] = low
            t[count] = t[count + 1] &+ high
        }
        var result = Array(t[..<count])
        if t[count] != 0 || Self.compare(result, limbs) >= 0 { result = Self.subtract(result, limbs) }
        return result
    }

    /// a × b + c + d as (high, low) words; it cannot overflow 128 bits.
    private static func multiplyAdd(_ a: UInt64, _ b: UInt64, _ c: UInt64, _ d: UInt64) -> (UInt64, UInt64) {
        let (high, low) = a.multipliedFullWidth(by: b)
        let (low1, carry1) = low.addingReportingOverflow(c)
        let (low2, carry2) = low1.addingReportingOverflow(d)
        return (high &+ (carry1 ? 1 : 0) &+ (carry2 ? 1 : 0), low2)
    }

    /// a + b as (carry, sum).
    private static func add(_ a: UInt64, _ b: UInt64) -> (UInt64, UInt64) {
        let (sum, carry) = a.addingReportingOverflow(b)
        return (carry ? 1 : 0, sum)
    }

    /// a − b, limb by limb, modulo 2^(64 × count) (the caller knows the true difference fits).
    private static func subtract(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        var borrow = false
        return zip(a, b).map { x, y in
            let (first, borrow1) = x.subtractingReportingOverflow(y)
            let (second, borrow2) = first.subtractingReportingOverflow(borrow ? 1 : 0)
            borrow = borrow1 || borrow2
            return second
        }
    }

    /// −1, 0 or 1 as a is below, equal to or above b (the same limb count).
    private static func compare(_ a: [UInt64], _ b: [UInt64]) -> Int {
        for index in (0..<a.count).reversed() where a[index] != b[index] { return a[index] < b[index] ? -1 : 1 }
        return 0
    }

    /// 2 × value mod n, for value below n.
    private static func doubled(_ value: [UInt64], modulo n: [UInt64]) -> [UInt64] {
        var carry: UInt64 = 0
        let shifted = value.map { limb in
            defer { carry = limb >> 63 }
            return limb << 1 | carry
        }
        return carry != 0 || compare(shifted, n) >= 0 ? subtract(shifted, n) : shifted
    }

    /// Big-endian bytes as `count` little-endian limbs (the bytes must fit).
    private static func limbs(bigEndian bytes: some Collection<UInt8>, count: Int) -> [UInt64] {
        var limbs = [UInt64](repeating: 0, count: max(count, 1))
        for (index, byte) in bytes.reversed().enumerated() {
            limbs[index / 8] |= UInt64(byte) << (8 * UInt64(index % 8))
        }
        return limbs
    }
}
