/// The language of generated text.
public enum FSTimeLanguage: String, Sendable, Hashable, CaseIterable, Codable {
    /// Simplified Chinese: 3分钟前, 还剩 2天 03:04:05.
    case chinese
    /// English: 3 minutes ago, 2d 03:04:05 left.
    case english
}
