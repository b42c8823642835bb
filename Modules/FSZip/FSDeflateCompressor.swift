import CFSZlib

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Compresses data that arrives in pieces into one zlib or raw deflate stream, with bounded
/// memory: a response body being generated, a log, the messages of a WebSocket.
///
/// ```swift
/// let compressor = try FSDeflateCompressor(format: .raw)
/// var body = Data()
/// for chunk in chunks { body += try compressor.update(chunk) }
/// body += try compressor.finish()
/// ```
///
/// For the same pieces, what ``update(_:)`` and ``finish()`` return is byte for byte what
/// Python's `zlib.compressobj(level, wbits=15)` (`-15` for raw) returns from `compress` and
/// `flush()`, at every level. ``flush()`` ends what came so far on a byte boundary, as a
/// protocol that frames messages needs: permessage-deflate (RFC 7692) sends each message's
/// output of `flush()` without its last four bytes (`00 00 FF FF`), and the other side
/// appends them before inflating. A compressor is used from one thread.
public final class FSDeflateCompressor {
    private let deflater: Deflater
    private var finished = false

    /// Starts a stream in `format`, deflated at `level` (0 stores, 9 compresses most).
    ///
    /// - Throws: an ``FSZipError`` of code ``FSZipError/Code/invalidArgument`` for a level
    ///   outside 0…9.
    public init(format: FSDeflateFormat = .zlib, level: Int = FSGzip.defaultLevel) throws(FSZipError) {
        deflater = try Deflater(checkedLevel: level, format: format)
    }

    /// Takes the next bytes; returns the compressed bytes ready so far (often none: deflate
    /// holds data until it has a block's worth).
    ///
    /// - Throws: ``FSZipError/Code/invalidArgument`` after ``finish()``.
    public func update(_ bytes: some ContiguousBytes) throws(FSZipError) -> Data {
        try run(bytes, flush: Z_NO_FLUSH)
    }

    /// Returns everything compressed so far, ended on a byte boundary by an empty stored block
    /// (`00 00 FF FF`, zlib's sync flush), so that the other side can inflate all of it now.
    /// The stream goes on; matches may still refer back to data before the flush.
    ///
    /// - Throws: ``FSZipError/Code/invalidArgument`` after ``finish()``.
    public func flush() throws(FSZipError) -> Data {
        try run([UInt8](), flush: Z_SYNC_FLUSH)
    }

    /// Ends the stream: the rest of the compressed data (and for a zlib stream, the Adler-32).
    ///
    /// - Throws: ``FSZipError/Code/invalidArgument`` when called twice.
    public func finish() throws(FSZipError) -> Data {
        let output = try run([UInt8](), flush: Z_FINISH)
        finished = true
        return output
    }

    private func run(_ bytes: some ContiguousBytes, flush: Int32) throws(FSZipError) -> Data {
        guard !finished else { throw .invalidArgument("the deflate stream is already finished") }
        var output = Data()
        try bytes.withBytes { raw throws(FSZipError) in try deflater.deflate(raw, flush: flush, into: &output) }
        return output
    }
}
