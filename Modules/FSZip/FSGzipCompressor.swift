#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Compresses data that arrives in pieces — a recording, a log, a response being generated —
/// into one gzip member, with bounded memory: what ``update(_:)`` and ``finish()`` return,
/// joined, is what ``FSGzip/compress(_:level:header:maxConcurrency:)`` returns for the whole
/// data up to 16 MiB. (Above, `compress` also writes restart points, which need the size
/// before the header is written; a compressor does not know it.)
///
/// ```swift
/// let compressor = try FSGzipCompressor(level: 9, header: FSGzipHeader(name: "log.txt"))
/// var gzip = Data()
/// for line in lines { gzip += try compressor.update(Data(line.utf8)) }
/// gzip += try compressor.finish()
/// ```
///
/// Past the first MiB, output comes in 256 KiB blocks deflated on up to `maxConcurrency`
/// threads, so ``update(_:)`` often returns nothing; a compressor is used from one thread.
public final class FSGzipCompressor {
    private let writer: GzipWriter
    private var finished = false

    /// Starts a member with `header`, deflated at `level` on up to `maxConcurrency` threads.
    ///
    /// - Throws: an ``FSZipError`` of code ``FSZipError/Code/invalidArgument`` for a level
    ///   outside 0…9 or an extra field over 65,535 bytes.
    public init(
        level: Int = FSGzip.defaultLevel, header: FSGzipHeader = FSGzipHeader(),
        maxConcurrency: Int = FSGzip.defaultMaxConcurrency
    ) throws(FSZipError) {
        writer = try GzipWriter(header: header, level: level, threads: maxConcurrency)
    }

    /// Takes the next bytes; returns the compressed bytes ready so far (the header first).
    ///
    /// - Throws: ``FSZipError/Code/invalidArgument`` after ``finish()``.
    public func update(_ bytes: some ContiguousBytes) throws(FSZipError) -> Data {
        guard !finished else { throw .invalidArgument("the gzip member is already finished") }
        var output = Data()
        try bytes.withBytes { raw throws(FSZipError) in
            try writer.write(raw) { output.append(contentsOf: $0) }
        }
        return output
    }

    /// Ends the member: the rest of the compressed data and the trailer.
    ///
    /// - Throws: ``FSZipError/Code/invalidArgument`` when called twice.
    public func finish() throws(FSZipError) -> Data {
        guard !finished else { throw .invalidArgument("the gzip member is already finished") }
        finished = true
        var output = Data()
        try writer.finish { output.append(contentsOf: $0) }
        return output
    }
}
