import Foundation

extension FSDatePattern {
    /// An instant read from text and the UTC offset the text gave, as
    /// ``FSDatePattern/dateAndOffset(from:)`` returns them: what it takes to write the date
    /// back as it was written.
    public struct ParsedDate: Hashable, Sendable {
        /// The instant.
        public let date: Date
        /// The offset from UTC the text gave, in seconds (east positive); for a pattern without
        /// a zone field, the offset of the pattern's zone at ``date``.
        public let secondsFromGMT: Int
    }
}
