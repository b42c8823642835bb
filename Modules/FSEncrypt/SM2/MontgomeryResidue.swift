/// An odd 256-bit modulus for ``MontgomeryResidue``: the SM2 prime or the order of its group.
protocol ResidueModulus {
    /// The modulus m.
    static var modulus: UInt256 { get }
    /// −m⁻¹ mod 2⁶⁴, which each reduction step multiplies by.
    static var inverse: UInt64 { get }
    /// R² mod m, R = 2²⁵⁶: multiplying by it brings a number into Montgomery form.
    static var rSquared: UInt256 { get }
}

/// A number modulo `Modulus`, held in Montgomery form (a·R mod m), so that a product costs
/// multiplications and additions but no division.
///
/// Every operation runs the same instructions whatever the values (carries are added as
/// numbers, conditional subtractions are masks), so secrets pass through it in constant time.
/// ``power(_:)`` branches on its exponent, which is always public here (m − 2, (p + 1) / 4).
struct MontgomeryResidue<Modulus: ResidueModulus>: Equatable, Sendable {
    /// a·R mod m.
    private var montgomery: UInt256

    private init(montgomery: UInt256) {
        self.montgomery = montgomery
    }

    /// `value` modulo m; `value` must be below m.
    init(_ value: UInt256) {
        self = Self(montgomery: value) * Self(montgomery: Modulus.rSquared)
    }

    /// A number of any size below 2²⁵⁶, reduced: every modulus here is above 2²⁵⁵, so one
    /// conditional subtraction suffices.
    init(reducing value: UInt256) {
        let (difference, borrow) = value.subtractingReportingBorrow(Modulus.modulus)
        self.init(UInt256.select(difference, value, mask: 0 &- borrow))
    }

    static var zero: Self { Self(montgomery: .zero) }
    static var one: Self { Self(.one) }

    /// The number, out of Montgomery form.
    var value: UInt256 { (self * Self(montgomery: .one)).montgomery }

    /// All ones when the number is zero, else zero.
    var zeroMask: UInt64 { montgomery.zeroMask }

    static func + (lhs: Self, rhs: Self) -> Self {
        let (sum, carry) = lhs.montgomery.addingReportingCarry(rhs.montgomery)
        return Self(montgomery: reduced(sum, carry: carry))
    }

    static func - (lhs: Self, rhs: Self) -> Self {
        let (difference, borrow) = lhs.montgomery.subtractingReportingBorrow(rhs.montgomery)
        let mask = 0 &- borrow
        let m = Modulus.modulus
        let correction = UInt256(m.w3 & mask, m.w2 & mask, m.w1 & mask, m.w0 & mask)
        return Self(montgomery: difference.addingReportingCarry(correction).sum)
    }

    static prefix func - (operand: Self) -> Self { zero - operand }

    /// The product, by coarsely integrated operand scanning: four rounds, each adding a·bᵢ
    /// and then the multiple of m that clears the lowest limb, shifting one limb down.
    static func * (lhs: Self, rhs: Self) -> Self {
        let a = lhs.montgomery
        let b = rhs.montgomery
        var t = Accumulator()
        t.round(a, b.w0)
        t.round(a, b.w1)
        t.round(a, b.w2)
        t.round(a, b.w3)
        return Self(montgomery: reduced(UInt256(t.t3, t.t2, t.t1, t.t0), carry: t.t4))
    }

    /// The five limbs of a product being reduced (the fifth is 0 or 1 between rounds).
    private struct Accumulator {
        var t0: UInt64 = 0
        var t1: UInt64 = 0
        var t2: UInt64 = 0
        var t3: UInt64 = 0
        var t4: UInt64 = 0

        @inline(__always)
        mutating func round(_ a: UInt256, _ word: UInt64) {
            let m = Modulus.modulus
            var carry: UInt64 = 0
            t0 = multiplyAdd(a.w0, word, t0, &carry)
            t1 = multiplyAdd(a.w1, word, t1, &carry)
            t2 = multiplyAdd(a.w2, word, t2, &carry)
            t3 = multiplyAdd(a.w3, word, t3, &carry)
            var overflow: UInt64 = 0
            let top = UInt256.add(t4, carry, &overflow)
            let q = t0 &* Modulus.inverse
            carry = 0
            _ = multiplyAdd(q, m.w0, t0, &carry)
            t0 = multiplyAdd(q, m.w1, t1, &carry)
            t1 = multiplyAdd(q, m.w2, t2, &carry)
            t2 = multiplyAdd(q, m.w3, t3, &carry)
            var overflow2: UInt64 = 0
            t3 = UInt256.add(top, carry, &overflow2)
            t4 = overflow &+ overflow2
        }

    }

    func squared() -> Self { self * self }

    /// The number to the power `exponent`, four bits at a time (the exponent is public).
    func power(_ exponent: UInt256) -> Self {
        var table = [Self.one, self]
        for _ in 2..<16 { table.append(table[table.count - 1] * self) }
        var result = Self.one
        for index in (0..<64).reversed() {
            result = result.squared().squared().squared().squared()
            result = result * table[exponent.nibble(index)]
        }
        return result
    }

    /// The multiplicative inverse (Fermat: a^(m−2)); zero for zero.
    var inverted: Self {
        power(Modulus.modulus.subtractingReportingBorrow(UInt256(0, 0, 0, 2)).difference)
    }

    /// `mask` all ones picks `second`, all zeros `first`.
    static func select(_ first: Self, _ second: Self, mask: UInt64) -> Self {
        Self(montgomery: UInt256.select(first.montgomery, second.montgomery, mask: mask))
    }

    /// A number below 2m held as 256 bits and a carry, brought below m.
    @inline(__always)
    private static func reduced(_ value: UInt256, carry: UInt64) -> UInt256 {
        let (difference, borrow) = value.subtractingReportingBorrow(Modulus.modulus)
        // Keep the value only when it was below m: no carry out, and the subtraction borrowed.
        let keep = borrow & (carry ^ 1)
        return UInt256.select(difference, value, mask: 0 &- keep)
    }
}

/// a·b + c + carry, returning the low word and leaving the high word in `carry`; it cannot
/// overflow 128 bits.
@inline(__always)
private func multiplyAdd(_ a: UInt64, _ b: UInt64, _ c: UInt64, _ carry: inout UInt64) -> UInt64 {
    let (high, low) = a.multipliedFullWidth(by: b)
    var overflow: UInt64 = 0
    let sum1 = UInt256.add(low, c, &overflow)
    var overflow2: UInt64 = 0
    let sum2 = UInt256.add(sum1, carry, &overflow2)
    carry = high &+ overflow &+ overflow2
    return sum2
}
