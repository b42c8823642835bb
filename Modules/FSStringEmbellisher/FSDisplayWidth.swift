/// Terminal and monospace display width: how many columns text takes where CJK and
/// full-width characters (and emoji) take two, combining marks none.
///
/// ```swift
/// FSDisplayWidth.of("中文ab")                          // 6
/// FSDisplayWidth.of("e\u{301}")                        // 1 (e + combining acute)
/// FSDisplayWidth.truncate("你好，世界", to: 7)           // "你好，…"
/// FSDisplayWidth.pad("价格", to: 8, alignment: .right) // "    价格"
/// FSDisplayWidth.toHalfWidth("ＡＢＣ１２３　！")          // "ABC123 !"
/// FSDisplayWidth.toFullWidth("ABC 123")                // "ＡＢＣ　１２３"
/// ```
///
/// Widths follow Unicode's East Asian Width property (W and F are two columns) from the
/// table `Scripts/gen-unicode-width` generates, applied per grapheme cluster: a cluster is as
/// wide as its widest scalar, so an emoji ZWJ sequence or a flag is two columns and a base
/// letter with marks is one. Control characters count as zero.
public enum FSDisplayWidth {
    /// Where padding goes.
    public enum Alignment: Sendable, Hashable {
        /// Text on the left, spaces after it.
        case left
        /// Spaces before the text.
        case right
        /// Spaces on both sides, the odd one after.
        case center
    }

    /// The number of columns `text` takes.
    public static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// The columns one character (grapheme cluster) takes: 0, 1 or 2.
    public static func width(of character: Character) -> Int {
        // A pair of regional indicators is a flag, drawn as an emoji.
        if character.unicodeScalars.count == 2,
            character.unicodeScalars.allSatisfy({ (0x1F1E6...0x1F1FF).contains($0.value) })
        {
            return 2
        }
        var widest = 0
        for scalar in character.unicodeScalars {
            widest = max(widest, width(of: scalar))
            // An emoji presentation selector makes the cluster an emoji: two columns.
            if scalar.value == 0xFE0F && character.unicodeScalars.count > 1 { widest = 2 }
        }
        return widest
    }

    /// The columns one scalar takes on its own.
    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x300 { return 1 }
        if contains(zeroWidthRanges, value) { return 0 }
        if contains(wideRanges, value) { return 2 }
        return 1
    }

    private static func contains(_ ranges: [(UInt32, UInt32)], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].1 < value { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].0 <= value
    }

    /// `text` cut to at most `width` columns, ending in `ellipsis` when cut (the ellipsis
    /// counts towards the width; whole characters only, never half a wide one).
    public static func truncate(_ text: String, to width: Int, ellipsis: String = "…") -> String {
        guard of(text) > width else { return text }
        let room = width - of(ellipsis)
        guard room >= 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let next = Self.width(of: character)
            guard used + next <= room else { break }
            result.append(character)
            used += next
        }
        return result + ellipsis
    }

    /// `text` padded with spaces to `width` columns; text already as wide is unchanged.
    public static func pad(_ text: String, to width: Int, alignment: Alignment = .left) -> String {
        let missing = max(width - of(text), 0)
        switch alignment {
        case .left: return text + String(repeating: " ", count: missing)
        case .right: return String(repeating: " ", count: missing) + text
        case .center:
            return String(repeating: " ", count: missing / 2) + text
                + String(repeating: " ", count: missing - missing / 2)
        }
    }

    /// Full-width ASCII variants (U+FF01…FF5E) and the ideographic space to their ASCII forms.
    public static func toHalfWidth(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    switch scalar.value {
                    case 0xFF01...0xFF5E: Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar
                    case 0x3000: " "
                    default: scalar
                    }
                }))
    }

    /// Printable ASCII (U+0021…007E) and the space to their full-width forms.
    public static func toFullWidth(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    switch scalar.value {
                    case 0x21...0x7E: Unicode.Scalar(scalar.value + 0xFEE0) ?? scalar
                    case 0x20: "\u{3000}"
                    default: scalar
                    }
                }))
    }
}
