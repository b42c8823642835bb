import CFSZlib
internal import FSInternal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The gzip member format of RFC 1952: a header's bytes, writing a member, and parsing a
/// header (``GzipReader`` reads whole members).
enum GzipFormat {
    static let magic: [UInt8] = [0x1F, 0x8B]
    static let deflateMethod: UInt8 = 8
    /// Header flags (`FLG`).
    static let textFlag: UInt8 = 1 << 0, headerCRCFlag: UInt8 = 1 << 1, extraFlag: UInt8 = 1 << 2
    static let nameFlag: UInt8 = 1 << 3, commentFlag: UInt8 = 1 << 4
    /// Bits 5–7 of `FLG` are reserved and must be zero.
    static let reservedFlags: UInt8 = 0xE0
    /// `XFL`: 2 for the slowest, best compression (level 9), 4 for the fastest (level 1).
    static let slowestLevel: UInt8 = 2, fastestLevel: UInt8 = 4
    static let fixedHeaderSize = 10
    /// `XLEN`, the extra field's length before it.
    static let extraLengthSize = 2
    static let trailerSize = 8
    static let maximumExtraSize = Int(UInt16.max)

    /// The header's `MTIME`: seconds since 1970, 0 for none (or one that does not fit).
    static func modificationTime(_ header: FSGzipHeader) -> UInt32 {
        let seconds = header.modificationDate.map { $0.timeIntervalSince1970.rounded(.down) } ?? 0
        return seconds >= 0 && seconds <= Double(UInt32.max) ? UInt32(seconds) : 0
    }

    /// The header bytes of a member compressed at `level`.
    static func headerBytes(_ header: FSGzipHeader, level: Int) throws(FSZipError) -> [UInt8] {
        if let extra = header.extra, extra.count > maximumExtraSize {
            throw .invalidArgument("a gzip extra field has at most 65,535 bytes, not \(extra.count)")
        }
        var flags: UInt8 = header.isText ? textFlag : 0
        if header.extra != nil { flags |= extraFlag }
        if header.name != nil { flags |= nameFlag }
        if header.comment != nil { flags |= commentFlag }
        var writer = ByteWriter()
        writer.append(magic)
        writer.append([deflateMethod, flags])
        let mtime = modificationTime(header)
        writer.u32(mtime)
        // As Python's gzip.compress: without a time it lets zlib write the header, and zlib
        // counts level 0 among the fastest.
        let fastest = level == 1 || (level == 0 && mtime == 0)
        writer.append([level == 9 ? slowestLevel : fastest ? fastestLevel : 0, header.operatingSystem])
        if let extra = header.extra {
            writer.u16(UInt16(extra.count))
            writer.append(extra)
        }
        for text in [header.name, header.comment].compactMap({ $0 }) {
            writer.append(encoded(text).filter { $0 != 0 })
            writer.append([0])
        }
        return writer.bytes
    }

    /// Latin-1 when every character is, else UTF-8.
    private static func encoded(_ text: String) -> [UInt8] {
        text.unicodeScalars.allSatisfy { $0.value <= 0xFF }
            ? text.unicodeScalars.map { UInt8($0.value) } : Array(text.utf8)
    }

    /// UTF-8 when the bytes are valid UTF-8 (decoding them changes nothing), else Latin-1.
    private static func decoded(_ bytes: UnsafeRawBufferPointer.SubSequence) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        if text.utf8.elementsEqual(bytes) { return text }
        return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }

    /// Parses the header at the start of `bytes`: the header (without FSGzip's restart points
    /// in its extra field), its length, and those restart points; `nil` when `bytes` end before
    /// the header does.
    static func parseHeader(
        _ bytes: UnsafeRawBufferPointer, member: String
    ) throws(FSZipError) -> (
        header: FSGzipHeader, length: Int, restartPoints: RestartPoints?
    )? {
        func need(_ count: Int, at position: Int) -> Bool { bytes.count - position >= count }
        // Wrong bytes are refused as soon as they arrive, not when the whole header has.
        guard zip(bytes, magic).allSatisfy({ $0 == $1 }) else { throw notGzip(member) }
        guard bytes.count <= magic.count || bytes[magic.count] == deflateMethod else {
            throw .corrupt("\(member): compression method \(bytes[magic.count]) is not deflate (8)")
        }
        guard need(fixedHeaderSize, at: 0) else { return nil }
        let flags = bytes[3]
        guard flags & reservedFlags == 0 else { throw .corrupt("\(member): reserved header flags are set") }
        let seconds = littleEndian(bytes, at: 4)
        var header = FSGzipHeader(
            modificationDate: seconds == 0 ? nil : Date(timeIntervalSince1970: TimeInterval(seconds)),
            operatingSystem: bytes[9], isText: flags & textFlag != 0)
        var position = fixedHeaderSize
        var restartPoints: RestartPoints?
        if flags & extraFlag != 0 {
            guard need(extraLengthSize, at: position) else { return nil }
            let length = Int(bytes[position]) | Int(bytes[position + 1]) << 8
            position += extraLengthSize
            guard need(length, at: position) else { return nil }
            (header.extra, restartPoints) = GzipIndex.split(Array(bytes[position..<(position + length)]))
            position += length
        }
        for (flag, field) in [(nameFlag, \FSGzipHeader.name), (commentFlag, \FSGzipHeader.comment)]
        where flags & flag != 0 {
            guard let end = bytes[position...].firstIndex(of: 0) else { return nil }
            header[keyPath: field] = decoded(bytes[position..<end])
            position = end + 1
        }
        if flags & headerCRCFlag != 0 {
            guard need(2, at: position) else { return nil }
            let stored = UInt16(bytes[position]) | UInt16(bytes[position + 1]) << 8
            let crc = CFSZlib.crc32(0, bytes.baseAddress?.assumingMemoryBound(to: Bytef.self), uInt(position))
            guard stored == UInt16(truncatingIfNeeded: crc) else { throw .checksumMismatch(entry: "\(member) header") }
            position += 2
        }
        return (header, position, restartPoints)
    }

    private static func notGzip(_ member: String) -> FSZipError {
        .corrupt("\(member): not gzip data (no 1F 8B signature)")
    }

    /// The 32-bit little-endian number at `position`.
    static func littleEndian(_ bytes: UnsafeRawBufferPointer, at position: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[position + $1]) << (8 * UInt32($1)) }
    }
}
