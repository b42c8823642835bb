internal import CFSIconv
internal import FSInternal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How to decode entry names that are not flagged as UTF-8.
public enum FSZipNameEncoding: Hashable, Sendable {
    /// IBM code page 437, what the zip specification prescribes.
    case cp437
    /// UTF-8 even without the flag (some tools omit it); bytes that are not UTF-8 fall back
    /// to CP437.
    case utf8
    /// UTF-8 when the bytes are valid UTF-8 (as Info-ZIP on Linux and macOS writes names
    /// without setting the flag), otherwise CP437. Pure ASCII reads the same either way. The
    /// default: CP437 text that happens to be valid UTF-8 is rare, UTF-8 names without the
    /// flag are common.
    case automatic
    /// Another encoding by its iconv name — `"GB18030"` for archives made on Chinese
    /// Windows, `"SHIFT_JIS"`, `"CP866"`. Bytes that do not decode fall back to CP437.
    case legacy(String)
}

/// 0x80…0xFF of code page 437.
private let cp437High: [Character] = Array(
    "ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u{A0}"
)

extension FSZipNameEncoding {
    func decode(_ bytes: [UInt8]) -> String {
        switch self {
        case .cp437:
            return String(bytes.map { $0 < 0x80 ? Character(Unicode.Scalar($0)) : cp437High[Int($0 - 0x80)] })
        case .utf8, .automatic:
            return String(validUTF8: bytes) ?? FSZipNameEncoding.cp437.decode(bytes)
        case .legacy(let name):
            return convertWithIconv(bytes, from: name) ?? FSZipNameEncoding.cp437.decode(bytes)
        }
    }
}

/// Decodes with iconv (through CFSIconv: the C library's on Linux, libiconv's on Apple platforms).
private func convertWithIconv(_ bytes: [UInt8], from encoding: String) -> String? {
    let converter = iconv_open("UTF-8", encoding)
    guard converter != iconv_t(bitPattern: -1) else { return nil }
    defer { iconv_close(converter) }
    var input = bytes.map { CChar(bitPattern: $0) }
    var output = [CChar](repeating: 0, count: bytes.count * 4 + 4)
    let produced: Int? = input.withUnsafeMutableBufferPointer { inputBuffer in
        output.withUnsafeMutableBufferPointer { outputBuffer in
            var inPointer = inputBuffer.baseAddress
            var inLeft = inputBuffer.count
            var outPointer = outputBuffer.baseAddress
            var outLeft = outputBuffer.count
            guard iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft) != -1 else { return nil }
            return outputBuffer.count - outLeft
        }
    }
    guard let produced else { return nil }
    return String(validUTF8: output[..<produced].map { UInt8(bitPattern: $0) })
}
