#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How binary data — ciphertext, keys, digests — is written as text.
///
/// ```swift
/// FSTextEncoding.hex.encode([0xCA, 0xFE])            // "cafe"
/// try FSTextEncoding.hex.decode("CAFE")               // [0xCA, 0xFE]: either case
/// try FSTextEncoding.base64.decode("yv4=\n")          // whitespace and line breaks ignored
/// FSTextEncoding.base64URL.encode([0xFB, 0xFF])       // "-_8" (no padding)
/// ```
///
/// Decoding names the offset of the first character that does not belong
/// (``FSEncryptError/position``).
public enum FSTextEncoding: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Lowercase hexadecimal. Decoding accepts either case, but no spaces or `0x`.
    case hex
    /// Uppercase hexadecimal. Decoding accepts either case.
    case hexUppercase = "HEX"
    /// Base64 with `+` and `/`, padded with `=` (RFC 4648 §4). Decoding ignores spaces, tabs
    /// and line breaks (so PEM bodies and MIME's 76-column lines read) and accepts missing
    /// padding.
    case base64
    /// Base64 with `-` and `_`, unpadded (RFC 4648 §5: URLs, JWT). Decoding accepts padding
    /// and ignores whitespace.
    case base64URL = "base64url"

    /// The encoding's name (`hex`, `HEX`, `base64`, `base64url`).
    public var description: String { rawValue }

    /// `bytes` as text.
    public func encode(_ bytes: some DataProtocol) -> String {
        switch self {
        case .hex, .hexUppercase:
            let digits = Array((self == .hex ? "0123456789abcdef" : "0123456789ABCDEF").utf8)
            var text = [UInt8]()
            text.reserveCapacity(bytes.count * 2)
            for byte in bytes {
                text.append(digits[Int(byte >> 4)])
                text.append(digits[Int(byte & 15)])
            }
            return String(decoding: text, as: UTF8.self)
        case .base64, .base64URL:
            let alphabet = Array(Self.alphabet(urlSafe: self == .base64URL).utf8)
            let input = Array(bytes)
            var text = [UInt8]()
            text.reserveCapacity((input.count + 2) / 3 * 4)
            for start in stride(from: 0, to: input.count, by: 3) {
                let group = input[start..<min(start + 3, input.count)]
                let value = group.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (16 - 8 * $1.offset) }
                let characters = group.count + 1
                for index in 0..<4 where index < characters {
                    text.append(alphabet[Int(value >> (18 - 6 * index) & 63)])
                }
                if self == .base64 { text += [UInt8](repeating: UInt8(ascii: "="), count: 4 - characters) }
            }
            return String(decoding: text, as: UTF8.self)
        }
    }

    /// The bytes `text` encodes.
    ///
    /// - Throws: ``FSEncryptError/Code/invalidEncoding`` for a character outside the
    ///   alphabet, an odd number of hex digits, misplaced `=` or a Base64 text whose length
    ///   leaves a single character over.
    public func decode(_ text: String) throws(FSEncryptError) -> Data {
        switch self {
        case .hex, .hexUppercase: try Self.decodeHex(Array(text.utf8))
        case .base64, .base64URL: try Self.decodeBase64(Array(text.utf8), urlSafe: self == .base64URL)
        }
    }

    private static func alphabet(urlSafe: Bool) -> String {
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789" + (urlSafe ? "-_" : "+/")
    }

    private static func decodeHex(_ text: [UInt8]) throws(FSEncryptError) -> Data {
        var output = Data(capacity: text.count / 2)
        var high: UInt8 = 0
        for (offset, character) in text.enumerated() {
            let value: UInt8
            switch character {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = character - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = character - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = character - UInt8(ascii: "A") + 10
            default: throw .invalidEncoding("hex", "\(describe(character)) is not a hex digit", position: offset)
            }
            if offset % 2 == 0 { high = value << 4 } else { output.append(high | value) }
        }
        guard text.count % 2 == 0 else {
            throw .invalidEncoding("hex", "an odd number of digits (\(text.count))", position: text.count - 1)
        }
        return output
    }

    private static func decodeBase64(_ text: [UInt8], urlSafe: Bool) throws(FSEncryptError) -> Data {
        let name = urlSafe ? "Base64URL" : "Base64"
        var values = [UInt8](repeating: 0xFF, count: 256)
        for (value, character) in alphabet(urlSafe: urlSafe).utf8.enumerated() { values[Int(character)] = UInt8(value) }
        var output = Data(capacity: text.count / 4 * 3)
        var accumulator: UInt32 = 0
        var count = 0  // characters of the current group of four
        var padding = 0
        var lastOffset = 0
        for (offset, character) in text.enumerated() {
            switch character {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"): continue
            case UInt8(ascii: "="):
                guard count >= 2, count + padding < 4 else {
                    throw .invalidEncoding(name, "misplaced '='", position: offset)
                }
                padding += 1
            default:
                let value = values[Int(character)]
                guard value != 0xFF else {
                    throw .invalidEncoding(name, "\(describe(character)) is not a \(name) character", position: offset)
                }
                guard padding == 0 else { throw .invalidEncoding(name, "data after '='", position: offset) }
                accumulator = accumulator << 6 | UInt32(value)
                count += 1
                if count == 4 {
                    output.append(contentsOf: [
                        UInt8(accumulator >> 16 & 0xFF), UInt8(accumulator >> 8 & 0xFF), UInt8(accumulator & 0xFF),
                    ])
                    accumulator = 0
                    count = 0
                }
            }
            lastOffset = offset
        }
        if padding > 0 && count + padding != 4 {
            throw .invalidEncoding(name, "incomplete padding", position: lastOffset)
        }
        switch count {
        case 0: break
        case 1: throw .invalidEncoding(name, "a single character left over at the end", position: lastOffset)
        case 2: output.append(UInt8(accumulator >> 4 & 0xFF))
        default: output.append(contentsOf: [UInt8(accumulator >> 10 & 0xFF), UInt8(accumulator >> 2 & 0xFF)])
        }
        return output
    }

    private static func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }
}
