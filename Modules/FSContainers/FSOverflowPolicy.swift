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
