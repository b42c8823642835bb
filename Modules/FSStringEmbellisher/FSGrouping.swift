/// Splits text into groups with a separator: `138 0013 8000`, `6222 0212 3456 7890`.
///
/// ```swift
/// FSGrouping.phone("13800138000")              // "138 0013 8000"
/// FSGrouping.bankCard("6222021234567890123")   // "6222 0212 3456 7890 123"
/// FSGrouping.group("20240105", pattern: [4, 2, 2], separator: "-")   // "2024-01-05"
/// ```
///
/// The original `phoneAddSpace` appended the whole number three times; these only insert
/// separators. Groups count characters (grapheme clusters).
public enum FSGrouping {
    /// Groups of the sizes in `pattern`; the last size repeats for any remaining characters
    /// (sizes below 1 count as 1).
    public static func group(_ text: String, pattern: [Int], separator: String = " ") -> String {
        guard !pattern.isEmpty else { return text }
        var groups: [Substring] = []
        var start = text.startIndex
        var index = 0
        while start < text.endIndex {
            let size = max(pattern[min(index, pattern.count - 1)], 1)
            let end = text.index(start, offsetBy: size, limitedBy: text.endIndex) ?? text.endIndex
            groups.append(text[start..<end])
            start = end
            index += 1
        }
        return groups.joined(separator: separator)
    }

    /// A mainland mobile number as 3-4-4.
    public static func phone(_ number: String, separator: String = " ") -> String {
        group(number, pattern: [3, 4, 4], separator: separator)
    }

    /// A bank card number in groups of 4.
    public static func bankCard(_ number: String, separator: String = " ") -> String {
        group(number, pattern: [4], separator: separator)
    }
}
