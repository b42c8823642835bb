import CFSZlib

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// zlib streams (RFC 1950) and raw deflate (RFC 1951) in one call, on the same zlib as
/// ``FSGzip`` and the zip archives: an HTTP body in `Content-Encoding: deflate`, a PNG's image
/// data, a WebSocket message.
///
/// ```swift
/// let body = try FSDeflate.compress(Data(json.utf8))                    // zlib, level 6
/// let json = try FSDeflate.decompress(body, limit: 10 << 20)            // at most 10 MiB out
/// let bare = try FSDeflate.compress(Data(json.utf8), format: .raw, level: 9)
/// ```
///
/// What ``compress(_:format:level:)`` writes is byte for byte what Python's
/// `zlib.compress(data, level)` writes (`wbits=-15` for ``FSDeflateFormat/raw``), at every
/// level: the same zlib settings, and at level 0 the same stored blocks. Reading is strict: the
/// data must end exactly where the stream does, its Adler-32 (for ``FSDeflateFormat/zlib``)
/// must match, and a `limit` bounds what a small input may inflate to. For data that arrives
/// in pieces, use ``FSDeflateCompressor`` and ``FSDeflateDecompressor``.
public enum FSDeflate {
    /// `data` compressed at `level` (0 stores, 9 compresses most) in `format`.
    ///
    /// - Throws: an ``FSZipError`` of code ``FSZipError/Code/invalidArgument`` for a level
    ///   outside 0…9.
    public static func compress(
        _ data: some ContiguousBytes, format: FSDeflateFormat = .zlib, level: Int = FSGzip.defaultLevel
    ) throws(FSZipError) -> Data {
        let deflater = try Deflater(checkedLevel: level, format: format)
        var output = Data()
        try data.withBytes { bytes throws(FSZipError) in try deflater.deflate(bytes, flush: Z_FINISH, into: &output) }
        return output
    }

    /// The data that `data`, one whole stream in `format`, inflates to.
    ///
    /// - Parameters:
    ///   - data: One zlib stream or raw deflate stream, and nothing after it.
    ///   - format: How the stream is framed.
    ///   - limit: The most bytes to write out (`nil`: no limit).
    /// - Throws: ``FSZipError/corrupt(_:)`` for data that is not a whole stream in `format`
    ///   (zlib's reason in the message: "incorrect data check" for an Adler-32 that does not
    ///   match), has bytes after its end or needs a preset dictionary, and
    ///   ``FSZipError/limitExceeded(_:)`` past `limit`.
    public static func decompress(
        _ data: some ContiguousBytes, format: FSDeflateFormat = .zlib, limit: Int? = nil
    ) throws(FSZipError) -> Data {
        let decompressor = FSDeflateDecompressor(format: format, limit: limit)
        let output = try decompressor.update(data)
        try decompressor.finish()
        return output
    }
}
