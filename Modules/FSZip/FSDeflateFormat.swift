import CFSZlib

/// How deflate data (RFC 1951) is framed: in a zlib stream or bare.
///
/// - ``zlib``: RFC 1950 — a two-byte header and an Adler-32 checksum of the data at the end.
///   PNG's image data, PDF streams, HTTP's `Content-Encoding: deflate` as the RFC defines it,
///   and Python's `zlib.compress` use it.
/// - ``raw``: the deflate data alone, checked by nothing — the framing of zip entries, of the
///   WebSocket permessage-deflate extension, and of what some servers send as HTTP `deflate`.
///
/// gzip is the third framing; ``FSGzip`` writes and reads it.
public struct FSDeflateFormat: Hashable, Sendable, CustomStringConvertible {
    /// zlib's `windowBits`: positive for a zlib stream, negative for raw deflate.
    let windowBits: Int32

    /// A zlib stream (RFC 1950): header, deflate data, Adler-32.
    public static let zlib = FSDeflateFormat(windowBits: MAX_WBITS)

    /// Raw deflate (RFC 1951), without header or checksum.
    public static let raw = FSDeflateFormat(windowBits: -MAX_WBITS)

    /// `zlib` or `raw`.
    public var description: String { windowBits > 0 ? "zlib" : "raw" }
}
