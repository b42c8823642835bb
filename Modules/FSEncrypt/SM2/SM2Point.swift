/// A point of the SM2 curve in projective coordinates (X : Y : Z), the point at infinity being
/// (0 : 1 : 0).
///
/// Addition and doubling are the complete formulas of Renes, Costello and Batina ("Complete
/// addition formulas for prime order elliptic curves", 2016, algorithms 4 and 6, for a = −3):
/// one sequence of field operations for every pair of points, the point at infinity and
/// doubling included, so no branch depends on the points. Scalar multiplication by a secret
/// (``multiplied(by:)``) walks fixed 4-bit windows and reads its table by scanning every entry
/// with masks: the same instructions and memory accesses for every scalar.
struct SM2Point: Sendable {
    typealias Field = SM2Curve.Field

    var x: Field
    var y: Field
    var z: Field

    static let infinity = SM2Point(x: .zero, y: .one, z: .zero)
    static let generator = SM2Point(affineX: SM2Curve.generatorX, affineY: SM2Curve.generatorY)

    init(x: Field, y: Field, z: Field) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// The point (x, y); the caller has checked it is on the curve.
    init(affineX: UInt256, affineY: UInt256) {
        self.init(x: Field(affineX), y: Field(affineY), z: .one)
    }

    /// The point at (x, y), or `nil` when x or y is not below p or the point is not on the
    /// curve (which also rules out the point at infinity, as it has no affine coordinates).
    init?(checkingX x: UInt256, y: UInt256) {
        let p = SM2Curve.Prime.modulus
        guard x < p, y < p else { return nil }
        let fx = Field(x)
        let fy = Field(y)
        guard fy.squared() == Self.curveRightSide(fx) else { return nil }
        self.init(x: fx, y: fy, z: .one)
    }

    /// The point with this x whose y is even (`odd` false) or odd, as a compressed point
    /// (SEC 1 §2.3.4) names it; `nil` when no point has this x.
    init?(checkingX x: UInt256, yIsOdd odd: Bool) {
        guard x < SM2Curve.Prime.modulus else { return nil }
        let fx = Field(x)
        let square = Self.curveRightSide(fx)
        // p ≡ 3 (mod 4): a square root of s, if s has one, is s^((p + 1) / 4).
        let exponent = UInt256(
            0x3FFF_FFFF_BFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_C000_0000, 0x4000_0000_0000_0000)
        var fy = square.power(exponent)
        guard fy.squared() == square else { return nil }
        if (fy.value.w0 & 1 == 1) != odd { fy = -fy }
        self.init(x: fx, y: fy, z: .one)
    }

    /// x³ + ax + b.
    private static func curveRightSide(_ x: Field) -> Field {
        x.squared() * x + Field(SM2Curve.a) * x + SM2Curve.bResidue
    }

    /// The affine coordinates, or `nil` for the point at infinity. (The inversion's time does
    /// not depend on Z; whether the point is at infinity is public wherever this is asked.)
    var affine: (x: UInt256, y: UInt256)? {
        guard z.zeroMask == 0 else { return nil }
        let inverse = z.inverted
        return ((x * inverse).value, (y * inverse).value)
    }

    /// self + other (algorithm 4).
    func adding(_ other: SM2Point) -> SM2Point {
        let b = SM2Curve.bResidue
        var t0 = x * other.x
        var t1 = y * other.y
        var t2 = z * other.z
        var t3 = x + y
        var t4 = other.x + other.y
        t3 = t3 * t4
        t4 = t0 + t1
        t3 = t3 - t4
        t4 = y + z
        var x3 = other.y + other.z
        t4 = t4 * x3
        x3 = t1 + t2
        t4 = t4 - x3
        x3 = x + z
        var y3 = other.x + other.z
        x3 = x3 * y3
        y3 = t0 + t2
        y3 = x3 - y3
        var z3 = b * t2
        x3 = y3 - z3
        z3 = x3 + x3
        x3 = x3 + z3
        z3 = t1 - x3
        x3 = t1 + x3
        y3 = b * y3
        t1 = t2 + t2
        t2 = t1 + t2
        y3 = y3 - t2
        y3 = y3 - t0
        t1 = y3 + y3
        y3 = t1 + y3
        t1 = t0 + t0
        t0 = t1 + t0
        t0 = t0 - t2
        t1 = t4 * y3
        t2 = t0 * y3
        y3 = x3 * z3
        y3 = y3 + t2
        x3 = t3 * x3
        x3 = x3 - t1
        z3 = t4 * z3
        t1 = t3 * t0
        z3 = z3 + t1
        return SM2Point(x: x3, y: y3, z: z3)
    }

    /// 2 × self (algorithm 6).
    func doubled() -> SM2Point {
        let b = SM2Curve.bResidue
        var t0 = x.squared()
        let t1 = y.squared()
        var t2 = z.squared()
        var t3 = x * y
        t3 = t3 + t3
        var z3 = x * z
        z3 = z3 + z3
        var y3 = b * t2
        y3 = y3 - z3
        var x3 = y3 + y3
        y3 = x3 + y3
        x3 = t1 - y3
        y3 = t1 + y3
        y3 = x3 * y3
        x3 = x3 * t3
        t3 = t2 + t2
        t2 = t2 + t3
        z3 = b * z3
        z3 = z3 - t2
        z3 = z3 - t0
        t3 = z3 + z3
        z3 = z3 + t3
        t3 = t0 + t0
        t0 = t3 + t0
        t0 = t0 - t2
        t0 = t0 * z3
        y3 = y3 + t0
        t0 = y * z
        t0 = t0 + t0
        z3 = t0 * z3
        x3 = x3 - z3
        z3 = t0 * t1
        z3 = z3 + z3
        z3 = z3 + z3
        return SM2Point(x: x3, y: y3, z: z3)
    }

    /// [scalar] self in constant time: 0 … 15 × self in a table, then for each 4-bit window
    /// from the top four doublings and the addition of the window's entry, read by a masked
    /// scan of the whole table.
    func multiplied(by scalar: UInt256) -> SM2Point {
        let table = multiples()
        var result = SM2Point.infinity
        for window in (0..<64).reversed() {
            result = result.doubled().doubled().doubled().doubled()
            var entry = SM2Point.infinity
            let digit = UInt64(scalar.nibble(window))
            for (index, candidate) in table.enumerated() {
                entry = .select(entry, candidate, mask: UInt256.mask(whenZero: UInt64(index) ^ digit))
            }
            result = result.adding(entry)
        }
        return result
    }

    /// [first] G + [second] self, for public scalars (signature verification): the two
    /// multiplications share their doublings, and the tables are indexed directly.
    func multiplied(by second: UInt256, addingGeneratorTimes first: UInt256) -> SM2Point {
        let own = multiples()
        let base = SM2Point.generatorMultiples
        var result = SM2Point.infinity
        for window in (0..<64).reversed() {
            result = result.doubled().doubled().doubled().doubled()
            result = result.adding(base[first.nibble(window)]).adding(own[second.nibble(window)])
        }
        return result
    }

    /// 0 × self … 15 × self.
    private func multiples() -> [SM2Point] {
        var table = [SM2Point.infinity, self]
        table.reserveCapacity(16)
        for index in 2..<16 {
            table.append(index.isMultiple(of: 2) ? table[index / 2].doubled() : table[index - 1].adding(self))
        }
        return table
    }

    private static let generatorMultiples = generator.multiples()

    /// `mask` all ones picks `second`, all zeros `first`.
    static func select(_ first: SM2Point, _ second: SM2Point, mask: UInt64) -> SM2Point {
        SM2Point(
            x: .select(first.x, second.x, mask: mask), y: .select(first.y, second.y, mask: mask),
            z: .select(first.z, second.z, mask: mask))
    }
}
