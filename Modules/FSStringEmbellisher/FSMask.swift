internal import FSInternal

/// Masks parts of text by grapheme cluster — a character as people see it, so an emoji or a
/// letter with an accent is never cut in half.
///
/// ```swift
/// FSMask.phone("13800138000")               // "138****8000"
/// FSMask.idCard("110101199003071234")       // "110101********1234"
/// FSMask.email("alice@example.com")         // "a***@example.com"
/// FSMask.bankCard("6222021234567890123")    // "***************0123"
/// FSMask.chineseName("张三")                 // "张*"
/// FSMask.chineseName("欧阳娜娜")             // "欧**娜"
/// FSMask.keep(head: 1, tail: 1, in: "👨‍👩‍👧secret🎉")  // "👨‍👩‍👧****🎉"
/// ```
///
/// Every function takes any text: out-of-range positions are clamped, never a crash.
public enum FSMask {
    /// Replaces `length` characters from `start` (the original `changeStringWithChar`).
    ///
    /// - Parameters:
    ///   - text: The text to mask.
    ///   - start: The offset, in characters, of the first character to replace.
    ///   - length: How many characters to replace.
    ///   - mask: The character to put in their place.
    ///   - replaceCount: How many `mask` characters to put in their place: a negative value
    ///     (the default) means as many as were replaced, 0 deletes them.
    ///   - compact: When `false`, a space is added on each side of the replacement.
    public static func replace(
        _ text: String, start: Int, length: Int, with mask: Character = "*", replaceCount: Int = -1,
        compact: Bool = true
    ) -> String {
        let characters = Array(text)
        let lower = start.clamped(to: 0...characters.count)
        let upper = min(lower + max(length, 0), characters.count)
        let count = replaceCount < 0 ? upper - lower : replaceCount
        var replacement = String(repeating: String(mask), count: count)
        if !compact && !replacement.isEmpty { replacement = " " + replacement + " " }
        return String(characters[..<lower]) + replacement + String(characters[upper...])
    }

    /// Keeps the first `head` and last `tail` characters and masks the rest, one mask per
    /// character (or exactly `maskCount` masks). Text no longer than `head + tail` is
    /// returned unchanged.
    public static func keep(
        head: Int, tail: Int, in text: String, with mask: Character = "*", maskCount: Int? = nil
    ) -> String {
        let characters = Array(text)
        let head = max(head, 0)
        let tail = max(tail, 0)
        guard characters.count > head + tail else { return text }
        let hidden = characters.count - head - tail
        return String(characters[..<head]) + String(repeating: String(mask), count: maskCount ?? hidden)
            + String(characters[(characters.count - tail)...])
    }

    /// `138****8000`: the first 3 and last 4 digits of a mobile number.
    public static func phone(_ number: String, with mask: Character = "*") -> String {
        keep(head: 3, tail: 4, in: number, with: mask)
    }

    /// `110101********1234`: the region code and the last 4 characters of an ID card number.
    public static func idCard(_ number: String, with mask: Character = "*") -> String {
        keep(head: 6, tail: 4, in: number, with: mask)
    }

    /// `a***@example.com`: the first character of the local part and three masks.
    public static func email(_ address: String, with mask: Character = "*") -> String {
        guard let at = address.lastIndex(of: "@"), at != address.startIndex else {
            return keep(head: 1, tail: 0, in: address, with: mask, maskCount: 3)
        }
        return keep(head: 1, tail: 0, in: String(address[..<at]), with: mask, maskCount: 3) + address[at...]
    }

    /// `***************0123`: only the last 4 digits of a bank card.
    public static func bankCard(_ number: String, with mask: Character = "*") -> String {
        keep(head: 0, tail: 4, in: number, with: mask)
    }

    /// `张*` for two characters, `张*三` for three, `欧**娜` for four: the first and (from three
    /// characters on) the last character stay.
    public static func chineseName(_ name: String, with mask: Character = "*") -> String {
        let count = name.count
        switch count {
        case 0, 1: return name
        case 2: return keep(head: 1, tail: 0, in: name, with: mask)
        default: return keep(head: 1, tail: 1, in: name, with: mask)
        }
    }
}
