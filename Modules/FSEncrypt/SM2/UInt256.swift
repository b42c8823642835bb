/// A 256-bit unsigned integer in four 64-bit limbs, least significant first: the numbers of the
/// SM2 curve and its scalars.
///
/// Arithmetic on secrets goes through the carry flags and masks only (no branch or index
/// depends on a limb); ``isZero`` and `<` branch and are for public values.
struct UInt256: Hashable, Sendable {
    var w0: UInt64
    var w1: UInt64
    var w2: UInt64
    var w3: UInt64

    static let zero = UInt256(0, 0, 0, 0)
    static let one = UInt256(0, 0, 0, 1)

    /// The byte count of a number written out in full.
    static let byteCount = 32

    /// The number whose limbs are given most significant first, as written in the standard.
    init(_ w3: UInt64, _ w2: UInt64, _ w1: UInt64, _ w0: UInt64) {
        self.w0 = w0
        self.w1 = w1
        self.w2 = w2
        self.w3 = w3
    }

    /// The number that `bytes` (at most 32, big-endian) write.
    init(bigEndian bytes: some Collection<UInt8>) {
        var limbs: [UInt64] = [0, 0, 0, 0]
        for (index, byte) in bytes.reversed().enumerated() where index < Self.byteCount {
            limbs[index / 8] |= UInt64(byte) << (8 * UInt64(index % 8))
        }
        self.init(limbs[3], limbs[2], limbs[1], limbs[0])
    }

    /// The number as 32 big-endian bytes.
    var bigEndianBytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Self.byteCount)
        for limb in [w3, w2, w1, w0] {
            for shift in stride(from: 56, through: 0, by: -8) {
                bytes.append(UInt8(truncatingIfNeeded: limb >> UInt64(shift)))
            }
        }
        return bytes
    }

    /// Whether the number is zero (variable time: for public values).
    var isZero: Bool { w0 | w1 | w2 | w3 == 0 }

    /// All ones when the number is zero, else zero, without a branch.
    var zeroMask: UInt64 { Self.mask(whenZero: w0 | w1 | w2 | w3) }

    /// The 4-bit digit `index` (0 the least significant of 64).
    func nibble(_ index: Int) -> Int {
        let limb =
            switch index / 16 {
            case 0: w0
            case 1: w1
            case 2: w2
            default: w3
            }
        return Int(truncatingIfNeeded: limb >> UInt64(4 * (index % 16)) & 0xF)
    }

    /// The sum and the carry out of the top limb (0 or 1).
    func addingReportingCarry(_ other: UInt256) -> (sum: UInt256, carry: UInt64) {
        var carry: UInt64 = 0
        let r0 = Self.add(w0, other.w0, &carry)
        let r1 = Self.add(w1, other.w1, &carry)
        let r2 = Self.add(w2, other.w2, &carry)
        let r3 = Self.add(w3, other.w3, &carry)
        return (UInt256(r3, r2, r1, r0), carry)
    }

    /// The difference modulo 2²⁵⁶ and the borrow out of the top limb (0 or 1).
    func subtractingReportingBorrow(_ other: UInt256) -> (difference: UInt256, borrow: UInt64) {
        var borrow: UInt64 = 0
        let r0 = Self.subtract(w0, other.w0, &borrow)
        let r1 = Self.subtract(w1, other.w1, &borrow)
        let r2 = Self.subtract(w2, other.w2, &borrow)
        let r3 = Self.subtract(w3, other.w3, &borrow)
        return (UInt256(r3, r2, r1, r0), borrow)
    }

    /// `mask` all ones picks `second`, all zeros `first`, without a branch.
    static func select(_ first: UInt256, _ second: UInt256, mask: UInt64) -> UInt256 {
        UInt256(
            first.w3 ^ (mask & (first.w3 ^ second.w3)), first.w2 ^ (mask & (first.w2 ^ second.w2)),
            first.w1 ^ (mask & (first.w1 ^ second.w1)), first.w0 ^ (mask & (first.w0 ^ second.w0)))
    }

    /// Whether `lhs` is below `rhs` (variable time: for public values).
    static func < (lhs: UInt256, rhs: UInt256) -> Bool {
        (lhs.w3, lhs.w2, lhs.w1, lhs.w0) < (rhs.w3, rhs.w2, rhs.w1, rhs.w0)
    }

    /// All ones when `value` is zero, else zero.
    @inline(__always)
    static func mask(whenZero value: UInt64) -> UInt64 {
        ((value | (0 &- value)) >> 63) &- 1
    }

    /// a + b + carry (carry 0 or 1), leaving the carry out in `carry`. The flags become
    /// numbers through their bit patterns: `flag ? 1 : 0` compiles to a branch.
    @inline(__always)
    static func add(_ a: UInt64, _ b: UInt64, _ carry: inout UInt64) -> UInt64 {
        let (sum1, overflow1) = a.addingReportingOverflow(b)
        let (sum2, overflow2) = sum1.addingReportingOverflow(carry)
        carry = UInt64(unsafeBitCast(overflow1, to: UInt8.self) | unsafeBitCast(overflow2, to: UInt8.self))
        return sum2
    }

    /// a − b − borrow (borrow 0 or 1), leaving the borrow out in `borrow`, without a branch.
    @inline(__always)
    static func subtract(_ a: UInt64, _ b: UInt64, _ borrow: inout UInt64) -> UInt64 {
        let (difference1, overflow1) = a.subtractingReportingOverflow(b)
        let (difference2, overflow2) = difference1.subtractingReportingOverflow(borrow)
        borrow = UInt64(unsafeBitCast(overflow1, to: UInt8.self) | unsafeBitCast(overflow2, to: UInt8.self))
        return difference2
    }
}
