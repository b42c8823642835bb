#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Decompresses gzip data that arrives in pieces — a download, a socket, a pipe — with
/// bounded memory: every member (as `cat a.gz b.gz` makes), each CRC-32 and size checked.
///
/// ```swift
/// let decompressor = FSGzipDecompressor(limit: 500 << 20)   // at most 500 MiB out
/// for try await chunk in download { try file.write(contentsOf: decompressor.update(chunk)) }
/// try decompressor.finish()                                  // the data ended where it may
/// ```
///
/// A piece may end anywhere, even inside a header or a trailer; damage is reported as soon
/// as it is read. A decompressor is used from one thread.
public final class FSGzipDecompressor {
    private var reader: GzipReader?
    private var output = Data()
    /// The headers of the members begun so far, in order.
    public private(set) var headers: [FSGzipHeader] = []

    /// A decompressor that writes out at most `limit` bytes (`nil`: no limit).
    public init(limit: Int? = nil) {
        reader = GzipReader(
            limit: limit,
            member: { [unowned self] header in headers.append(header) },
            chunk: { [unowned self] piece in output.append(contentsOf: piece) })
    }

    /// Takes the next bytes; returns the data they decompress to.
    ///
    /// - Throws: ``FSZipError/corrupt(_:)``, ``FSZipError/checksumMismatch(entry:)``,
    ///   ``FSZipError/limitExceeded(_:)``; ``FSZipError/Code/invalidArgument`` after
    ///   ``finish()`` or an error.
    public func update(_ bytes: some ContiguousBytes) throws(FSZipError) -> Data {
        let reader = try open
        defer { output = Data() }
        do throws(FSZipError) {
            try bytes.withBytes { raw throws(FSZipError) in try reader.read(raw) }
        } catch {
            self.reader = nil
            throw error
        }
        return output
    }

    /// Checks that the data ended after a whole member.
    ///
    /// - Throws: ``FSZipError/corrupt(_:)`` when it ends inside a member (or is empty).
    public func finish() throws(FSZipError) {
        let reader = try open
        self.reader = nil
        try reader.finish()
    }

    private var open: GzipReader {
        get throws(FSZipError) {
            guard let reader else { throw .invalidArgument("the gzip data is already finished, or was damaged") }
            return reader
        }
    }
}
