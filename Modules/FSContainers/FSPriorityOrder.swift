/// Which priority an ``FSPriorityQueue`` serves first.
@frozen
public enum FSPriorityOrder: Hashable, Sendable, Codable {
    /// The lowest priority first: deadlines, distances, costs.
    case lowestFirst
    /// The highest priority first: urgency, scores.
    case highestFirst
}
