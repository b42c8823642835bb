/// The sum of a cache's costs, exact past `Int.max`: a cache without a cost limit may hold
/// entries whose costs add up to more than an `Int` holds (two of cost `Int.max`), and a
/// saturated sum would come out wrong once one of them is removed. Two words hold the sum of
/// up to 2³¹ costs of at most `Int.max` each.
@usableFromInline
struct _FSCostTotal: Sendable {
    @usableFromInline var high: UInt64 = 0
    @usableFromInline var low: UInt64 = 0

    @inlinable
    init() {}

    /// The sum, or `Int.max` when it is larger.
    @inlinable
    var clamped: Int { high == 0 && low <= UInt64(Int.max) ? Int(low) : .max }

    /// Whether the sum is larger than `limit` (a negative one counts as zero; `nil`: no limit).
    @inlinable
    func exceeds(_ limit: Int?) -> Bool {
        guard let limit else { return false }
        return high != 0 || low > UInt64(Swift.max(0, limit))
    }

    /// Adds a cost of at least zero.
    @inlinable
    mutating func add(_ cost: Int) {
        let (sum, carry) = low.addingReportingOverflow(UInt64(cost))
        low = sum
        if carry { high &+= 1 }
    }

    /// Takes away a cost that was added before.
    @inlinable
    mutating func subtract(_ cost: Int) {
        let (difference, borrow) = low.subtractingReportingOverflow(UInt64(cost))
        low = difference
        if borrow { high &-= 1 }
    }
}
