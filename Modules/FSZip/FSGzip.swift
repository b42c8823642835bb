import CFSZlib
internal import FSInternal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// gzip (RFC 1952) on the same zlib as the zip archives: compressing and decompressing data
/// in memory, multi-member data (as `cat a.gz b.gz` makes) included, every CRC-32 and size
/// checked.
///
/// ```swift
/// let packed = try FSGzip.compress(Data("hello, gzip".utf8), header: FSGzipHeader(name: "hello.txt"))
/// let data = try FSGzip.decompress(packed, limit: 100 << 20)   // at most 100 MiB out
/// try FSGzip.members(packed).first?.header.name                 // "hello.txt"
/// ```
///
/// Up to 1 MiB, what `compress` writes is what Python's `gzip.compress` writes for the same
/// level (any, 0 included) and modification time (both use zlib): byte for byte without a
/// time, when Python lets zlib write the header, and with one but for the `OS` byte, which is
/// 3 (Unix, as `gzip` writes it) unless the header says otherwise; `gzip -d` reads it. Damaged data is a typed
/// ``FSZipError``: `corrupt` for data that is not gzip or is cut short, `checksumMismatch` for
/// a member whose CRC-32 or size (or header CRC) does not match, `limitExceeded` past the
/// `limit` a caller sets against gzip bombs.
public enum FSGzip {
    /// One decompressed member: its header and its data.
    public struct Member: Hashable, Sendable {
        /// The member's header.
        public let header: FSGzipHeader
        /// The member's data.
        public let data: Data
    }

    /// The deflate levels zlib has: 0 stores, 9 compresses most.
    public static let levels = 0...9

    /// The level every writer of FSZip uses unless told otherwise: zlib's default, 6, which
    /// gzip, Info-ZIP's zip and Python's `zipfile` use too.
    public static let defaultLevel = 6

    /// How many threads every writer and reader of FSZip may use unless told otherwise: the
    /// processors the system has online, read when asked.
    public static var defaultMaxConcurrency: Int { Platform.activeProcessorCount }

    /// `data` compressed as one gzip member, on up to `maxConcurrency` threads.
    ///
    /// Data of more than 1 MiB is deflated in 256 KiB blocks in parallel, each primed with the
    /// 32 KiB before it and ended on a byte boundary, as pigz does: one standard member, a
    /// little larger than one stream would be, and the same bytes for any number of threads.
    /// Up to 1 MiB it is one deflate stream: Python's `gzip.compress` bytes at every level.
    ///
    /// Data of more than 16 MiB gets restart points: every 16 MiB a block starts without the
    /// 32 KiB before it, and the header's extra field lists where (a subfield `FS` that other
    /// tools skip), so that ``decompress(_:limit:)`` inflates the member on all cores. It costs
    /// a few hundredths of a percent in size (Docs/Benchmarks.md).
    ///
    /// - Throws: an ``FSZipError`` of code ``FSZipError/Code/invalidArgument`` for a level
    ///   outside 0…9 or an extra field over 65,535 bytes.
    public static func compress(
        _ data: some ContiguousBytes, level: Int = FSGzip.defaultLevel, header: FSGzipHeader = FSGzipHeader(),
        maxConcurrency: Int = FSGzip.defaultMaxConcurrency
    ) throws(FSZipError) -> Data {
        var output: [UInt8] = []
        let size = data.withUnsafeBytes(\.count)
        let writer = try GzipWriter(header: header, level: level, threads: maxConcurrency, knownSize: size)
        try data.withBytes { bytes throws(FSZipError) in try writer.write(bytes) { output.append(contentsOf: $0) } }
        if let (offset, index) = try writer.finish(output: { output.append(contentsOf: $0) }) {
            output.replaceSubrange(offset..<(offset + index.count), with: index)
        }
        return Data(output)
    }

    /// The data of every member of `data`, one after another, as `gzip -d` writes it; a member
    /// with FSGzip's restart points is inflated on all cores.
    ///
    /// - Parameters:
    ///   - data: gzip data: one member or several one after another.
    ///   - limit: The most bytes to write out (`nil`: no limit).
    /// - Throws: ``FSZipError/corrupt(_:)``, ``FSZipError/checksumMismatch(entry:)``,
    ///   ``FSZipError/limitExceeded(_:)``.
    public static func decompress(_ data: some ContiguousBytes, limit: Int? = nil) throws(FSZipError) -> Data {
        var output = Data()
        let append: (UnsafeRawBufferPointer) throws(FSZipError) -> Void = { output.append(contentsOf: $0) }
        if data.withUnsafeBytes(hasRestartPoints) {
            let file = ReadableFile(bytes: (data as? Data) ?? data.withUnsafeBytes { Data($0) })
            if try readIndexedGzip(file, limit: limit, threads: defaultMaxConcurrency, chunk: append) { return output }
        }
        try GzipReader.readAll(data, limit: limit, member: { _ in }, chunk: append)
        return output
    }

    /// Every member of `data` with its header.
    ///
    /// - Parameters:
    ///   - data: gzip data: one member or several one after another.
    ///   - limit: The most bytes to write out, over all members (`nil`: no limit).
    /// - Throws: as ``decompress(_:limit:)``.
    public static func members(_ data: some ContiguousBytes, limit: Int? = nil) throws(FSZipError) -> [Member] {
        var headers: [FSGzipHeader] = []
        var datas: [Data] = []
        try GzipReader.readAll(
            data, limit: limit,
            member: { header in
                headers.append(header)
                datas.append(Data())
            }, chunk: { datas[datas.count - 1].append(contentsOf: $0) })
        return zip(headers, datas).map { Member(header: $0, data: $1) }
    }
}
