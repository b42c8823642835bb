/// What a bounded ``FSQueue`` or ``FSVector`` does when an insertion would take it past its
/// maximum count.
///
/// ```swift
/// var recent = FSQueue<String>(maxCount: 100, overflowPolicy: .dropOldest)
/// recent.push("launched")   // keeps only the last 100 events
/// ```
public enum FSOverflowPolicy: String, Sendable, Hashable, Codable, CaseIterable {
    /// Make room by evicting from the end opposite the insertion: a queue drops its front
    /// (oldest) element; a vector drops its first element, or its last when the insertion
    /// is at the front.
    case dropOldest
    /// Refuse the insertion and leave the container unchanged; the push returns `false`.
    case reject
}

/// The bound of a bounded container: configuration, not part of its value, so it is not
/// compared by `==` or hashed, but it is encoded.
@usableFromInline
@frozen
struct _FSLimit: Hashable, Sendable {
    @usableFromInline let maxCount: Int
    @usableFromInline let policy: FSOverflowPolicy

    @inlinable
    init(maxCount: Int, policy: FSOverflowPolicy) {
        precondition(maxCount >= 0, "maxCount must not be negative")
        self.maxCount = maxCount
        self.policy = policy
    }
}
