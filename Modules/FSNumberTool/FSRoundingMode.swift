/// How to round a value that lies between two representable results.
///
/// | mode | 2.5 | 3.5 | −2.5 | 2.1 | −2.1 |
/// |---|---|---|---|---|---|
/// | ``halfUp`` (四舍五入) | 3 | 4 | −3 | 2 | −2 |
/// | ``halfEven`` (banker's) | 2 | 4 | −2 | 2 | −2 |
/// | ``halfDown`` | 2 | 3 | −2 | 2 | −2 |
/// | ``up`` (ceiling) | 3 | 4 | −2 | 3 | −2 |
/// | ``down`` (floor) | 2 | 3 | −3 | 2 | −3 |
/// | ``towardZero`` (truncate) | 2 | 3 | −2 | 2 | −2 |
/// | ``awayFromZero`` | 3 | 4 | −3 | 3 | −3 |
///
/// The names follow Swift's `FloatingPointRoundingRule` where they overlap; ``up`` and
/// ``down`` are directions on the number line, as in `rounded(.up)`.
public enum FSRoundingMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// To the nearest; ties away from zero. The common commercial rule (四舍五入).
    case halfUp
    /// To the nearest; ties to the even neighbour (banker's rounding, IEEE 754 default).
    case halfEven
    /// To the nearest; ties toward zero.
    case halfDown
    /// Toward positive infinity (ceiling).
    case up
    /// Toward negative infinity (floor).
    case down
    /// Toward zero: drop the excess digits (truncation).
    case towardZero
    /// Away from zero.
    case awayFromZero

    /// Where a discarded, nonzero remainder lies relative to half a unit.
    enum Remainder {
        case belowHalf, half, aboveHalf
    }

    /// Whether rounding moves the kept magnitude one unit away from zero, given a nonzero
    /// discarded remainder: the one decision every rounding in this module shares.
    func roundsAwayFromZero(_ remainder: Remainder, keptIsOdd: Bool, negative: Bool) -> Bool {
        switch self {
        case .halfUp: remainder != .belowHalf
        case .halfDown: remainder == .aboveHalf
        case .halfEven: remainder == .aboveHalf || (remainder == .half && keptIsOdd)
        case .up: !negative
        case .down: negative
        case .towardZero: false
        case .awayFromZero: true
        }
    }
}
