#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Decompresses a zlib or raw deflate stream that arrives in pieces — an HTTP body, a socket,
/// a file being read — with bounded memory and a bound on what it may inflate to.
///
/// ```swift
/// let decompressor = FSDeflateDecompressor(format: .zlib, limit: 100 << 20)
/// for try await chunk in body { try output.write(contentsOf: decompressor.update(chunk)) }
/// try decompressor.finish()                       // the stream ended, and nothing after it
/// ```
///
/// A piece may end anywhere. The data must end where the stream ends: bytes after the end
/// are ``FSZipError/corrupt(_:)``, as is damage, reported as soon as it is read. For the
/// messages of a WebSocket (permessage-deflate, RFC 7692), append `00 00 FF FF` to each and
/// pass it to ``update(_:)`` of one raw decompressor (or one per message without context
/// takeover); such a stream never ends, so ``finish()`` is not called. A decompressor is used
/// from one thread.
public final class FSDeflateDecompressor {
    private let format: FSDeflateFormat
    private let limit: Int?
    private var inflater: Inflater?
    private var produced = 0
    private var failed = false

    /// Whether the stream has ended (its last block read, and for zlib its Adler-32 checked).
    public private(set) var isFinished = false

    /// A decompressor for one stream in `format` that writes out at most `limit` bytes
    /// (`nil`: no limit).
    public init(format: FSDeflateFormat = .zlib, limit: Int? = nil) {
        self.format = format
        self.limit = limit
    }

    /// Takes the next bytes; returns the data they inflate to.
    ///
    /// - Throws: ``FSZipError/corrupt(_:)`` for damaged data or bytes after the end of the
    ///   stream, ``FSZipError/limitExceeded(_:)`` past the limit, and
    ///   ``FSZipError/Code/invalidArgument`` after an error.
    public func update(_ bytes: some ContiguousBytes) throws(FSZipError) -> Data {
        guard !failed else { throw .invalidArgument("the \(format) data was damaged") }
        var output = Data()
        do throws(FSZipError) {
            try bytes.withBytes { input throws(FSZipError) in
                guard !input.isEmpty else { return }
                guard !isFinished else { throw .corrupt("\(input.count) bytes after the end of the \(format) data") }
                let inflater: Inflater
                if let started = self.inflater {
                    inflater = started
                } else {
                    inflater = try Inflater(format: format)
                    self.inflater = inflater
                }
                let (used, ended) = try inflater.inflate(input, subject: "the \(format) data") {
                    piece throws(FSZipError) in
                    produced += piece.count
                    if let limit, produced > limit {
                        throw .limitExceeded("the \(format) data inflates to more than \(limit) bytes")
                    }
                    output.append(contentsOf: piece)
                }
                if ended {
                    isFinished = true
                    self.inflater = nil
                    guard used == input.count else {
                        throw .corrupt("\(input.count - used) bytes after the end of the \(format) data")
                    }
                }
            }
        } catch {
            failed = true
            throw error
        }
        return output
    }

    /// Checks that the stream ended.
    ///
    /// - Throws: ``FSZipError/corrupt(_:)`` when it has not (the data was cut short or is
    ///   empty), and ``FSZipError/Code/invalidArgument`` after an error.
    public func finish() throws(FSZipError) {
        guard !failed else { throw .invalidArgument("the \(format) data was damaged") }
        guard isFinished else { throw .corrupt("the \(format) data ends before its stream does") }
    }
}
