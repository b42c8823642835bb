import CFSZlib
internal import FSInternal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The gzip member format of RFC 1952: the header's bytes, and reading members one after
/// another from bytes in memory.
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
    static let trailerSize = 8
    static let maximumExtraSize = Int(UInt16.max)

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
        let seconds = header.modificationDate.map { $0.timeIntervalSince1970.rounded(.down) } ?? 0
        writer.u32(seconds >= 0 && seconds <= Double(UInt32.max) ? UInt32(seconds) : 0)
        writer.append([level == 9 ? slowestLevel : level == 1 ? fastestLevel : 0, header.operatingSystem])
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

    /// Writes one member to `output`: the header, the data `source` hands to its `feed`
    /// deflated on up to `threads` threads (in pigz's primed blocks), and the trailer.
    static func writeMember(
        header: FSGzipHeader, level: Int, threads: Int, output: (UnsafeRawBufferPointer) throws(FSZipError) -> Void,
        source: (_ feed: (UnsafeRawBufferPointer) throws(FSZipError) -> Void) throws(FSZipError) -> Void
    ) throws(FSZipError) {
        guard FSGzip.levels.contains(level) else { throw .invalidArgument("gzip level \(level) is not in 0…9") }
        try headerBytes(header, level: level).withBytes(output)
        let deflate = ParallelDeflate(level: level, primed: true, work: OrderedWork(threads: threads))
        var crc = CFSZlib.crc32(0, nil, 0)
        var size = 0
        // `source` and `output` are both the caller's; neither keeps the other.
        try withoutActuallyEscaping(output) { output throws(FSZipError) in
            try source { chunk throws(FSZipError) in
                crc = CFSZlib.crc32(crc, chunk.baseAddress?.assumingMemoryBound(to: Bytef.self), uInt(chunk.count))
                size += chunk.count
                try deflate.add(chunk, output: output)
            }
            try deflate.finish(output: output)
        }
        var trailer = ByteWriter()
        trailer.u32(UInt32(truncatingIfNeeded: crc))
        trailer.u32(UInt32(truncatingIfNeeded: size))
        try trailer.bytes.withBytes(output)
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

    /// Reads every member of `data`: each one's header goes to `member`, then its
    /// decompressed bytes to `chunk`, piece by piece (no member is held whole). NUL bytes after
    /// the last member (tape padding) are skipped, as `gzip` and Python's `gzip` skip them.
    static func readMembers(
        _ data: some ContiguousBytes, limit: Int?, member: (FSGzipHeader) throws(FSZipError) -> Void,
        chunk: (UnsafeRawBufferPointer) throws(FSZipError) -> Void
    ) throws(FSZipError) {
        try data.withBytes { (bytes: UnsafeRawBufferPointer) throws(FSZipError) in
            var position = 0
            var written = 0
            var index = 0
            repeat {
                let name = "gzip member \(index + 1)"
                try member(try readHeader(bytes, at: &position, member: name))
                var crc = CFSZlib.crc32(0, nil, 0)
                var size = 0
                try inflate(bytes, at: &position, member: name) { piece throws(FSZipError) in
                    size += piece.count
                    if let limit, written + size > limit {
                        throw .limitExceeded("gzip data decompresses to more than \(limit) bytes")
                    }
                    crc = CFSZlib.crc32(crc, piece.baseAddress?.assumingMemoryBound(to: Bytef.self), uInt(piece.count))
                    try chunk(piece)
                }
                guard bytes.count - position >= trailerSize else { throw .corrupt("\(name) ends early") }
                guard littleEndian(bytes, at: position) == UInt32(truncatingIfNeeded: crc),
                    littleEndian(bytes, at: position + 4) == UInt32(truncatingIfNeeded: size)
                else { throw .checksumMismatch(entry: name) }
                position += trailerSize
                written += size
                index += 1
                while position < bytes.count && bytes[position] == 0 { position += 1 }
            } while position < bytes.count
        }
    }

    private static func littleEndian(_ bytes: UnsafeRawBufferPointer, at position: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[position + $1]) << (8 * UInt32($1)) }
    }

    /// Reads the header at `position`, moving past it.
    private static func readHeader(
        _ bytes: UnsafeRawBufferPointer, at position: inout Int, member: String
    ) throws(FSZipError) -> FSGzipHeader {
        let start = position
        guard bytes.count - position >= fixedHeaderSize, bytes[position] == magic[0], bytes[position + 1] == magic[1]
        else { throw .corrupt("\(member): not gzip data (no 1F 8B signature)") }
        guard bytes[position + 2] == deflateMethod else {
            throw .corrupt("\(member): compression method \(bytes[position + 2]) is not deflate (8)")
        }
        let flags = bytes[position + 3]
        guard flags & reservedFlags == 0 else { throw .corrupt("\(member): reserved header flags are set") }
        let seconds = littleEndian(bytes, at: position + 4)
        var header = FSGzipHeader(
            modificationDate: seconds == 0 ? nil : Date(timeIntervalSince1970: TimeInterval(seconds)),
            operatingSystem: bytes[position + 9], isText: flags & textFlag != 0)
        position += fixedHeaderSize
        if flags & extraFlag != 0 {
            guard bytes.count - position >= 2 else { throw .corrupt("\(member): the header ends early") }
            let length = Int(bytes[position]) | Int(bytes[position + 1]) << 8
            position += 2
            guard bytes.count - position >= length else { throw .corrupt("\(member): the header ends early") }
            header.extra = Array(bytes[position..<(position + length)])
            position += length
        }
        func zeroTerminated() throws(FSZipError) -> String {
            guard let end = bytes[position...].firstIndex(of: 0) else {
                throw .corrupt("\(member): the header ends early")
            }
            defer { position = end + 1 }
            return decoded(bytes[position..<end])
        }
        if flags & nameFlag != 0 { header.name = try zeroTerminated() }
        if flags & commentFlag != 0 { header.comment = try zeroTerminated() }
        if flags & headerCRCFlag != 0 {
            guard bytes.count - position >= 2 else { throw .corrupt("\(member): the header ends early") }
            let stored = UInt16(bytes[position]) | UInt16(bytes[position + 1]) << 8
            let crc = CFSZlib.crc32(
                0, bytes.baseAddress.map { $0.assumingMemoryBound(to: Bytef.self) + start }, uInt(position - start))
            guard stored == UInt16(truncatingIfNeeded: crc) else { throw .checksumMismatch(entry: "\(member) header") }
            position += 2
        }
        return header
    }

    /// Inflates the deflate stream at `position`, moving past it, handing the output to
    /// `output` in pieces of at most 256 KiB.
    private static func inflate(
        _ bytes: UnsafeRawBufferPointer, at position: inout Int, member: String,
        output: (UnsafeRawBufferPointer) throws(FSZipError) -> Void
    ) throws(FSZipError) {
        var stream = z_stream()
        guard czlib_inflateInit2(&stream) == Z_OK else { throw .io("zlib could not start inflating") }
        defer { inflateEnd(&stream) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: SystemCalls.bufferSize, alignment: 16)
        defer { buffer.deallocate() }
        let input = bytes.baseAddress.map { $0.assumingMemoryBound(to: Bytef.self) + position }
        let available = bytes.count - position
        // zlib counts its input in 32-bit lengths: feed it at most 1 GiB at a time.
        let maximumFeed = 1 << 30
        var fed = 0
        var status = Z_OK
        repeat {
            if stream.avail_in == 0 && fed < available {
                let next = min(maximumFeed, available - fed)
                stream.next_in = UnsafeMutablePointer(mutating: input.map { $0 + fed })
                stream.avail_in = uInt(next)
                fed += next
            }
            stream.next_out = buffer.baseAddress?.assumingMemoryBound(to: Bytef.self)
            stream.avail_out = uInt(buffer.count)
            status = CFSZlib.inflate(&stream, Z_NO_FLUSH)
            let produced = buffer.count - Int(stream.avail_out)
            if produced > 0 { try output(UnsafeRawBufferPointer(rebasing: buffer[..<produced])) }
            switch status {
            case Z_OK, Z_STREAM_END: break
            case Z_BUF_ERROR where stream.avail_in == 0 && fed == available:
                throw .corrupt("\(member): the compressed data ends early")
            case Z_BUF_ERROR: break
            default: throw .corrupt("\(member): invalid deflate data")
            }
        } while status != Z_STREAM_END
        position += fed - Int(stream.avail_in)
    }
}
