import Foundation

extension FSSolarTerm {
    /// A solar term and the moment it begins, as ``FSSolarTerm/current(at:)`` and
    /// ``FSSolarTerm/next(after:)`` return it.
    ///
    /// ```swift
    /// let next = try FSSolarTerm.next(after: date)
    /// print(next.term, next.date)   // 谷雨 2025-04-20 02:56:00 +0000
    /// ```
    public struct Occurrence: Hashable, Sendable {
        /// The term.
        public let term: FSSolarTerm
        /// The moment it begins, to the minute.
        public let date: Date
    }
}
