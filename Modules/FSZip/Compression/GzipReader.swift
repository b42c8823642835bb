import CFSZlib

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads gzip members (RFC 1952) from bytes that arrive in pieces of any size: each member's
/// header goes to `member`, its decompressed data to `chunk`, piece by piece (no member is
/// held whole), and every CRC-32 and size is checked. NUL bytes after a member (tape padding)
/// are skipped, as `gzip` and Python's `gzip` skip them.
final class GzipReader {
    private enum State {
        /// Waiting for a member's header (`pending` holds its first bytes).
        case header
        /// Inflating a member's data.
        case data
        /// Waiting for a member's trailer (`pending` holds its first bytes).
        case trailer
        /// After a member: NUL padding, another member, or the end.
        case between
    }

    /// The longest header read before it is taken for damage: a 64 KiB extra field plus
    /// names and comments of a generous length.
    private static let maximumHeaderSize = 1 << 20

    private let limit: Int?
    private let member: (FSGzipHeader) throws(FSZipError) -> Void
    private let chunk: (UnsafeRawBufferPointer) throws(FSZipError) -> Void
    private var state = State.header
    private var pending: [UInt8] = []
    private var inflater: Inflater?
    private var crc = CFSZlib.crc32(0, nil, 0)
    private var size = 0
    private var written = 0
    private var membersRead = 0

    /// A reader that writes out at most `limit` bytes.
    init(
        limit: Int?, member: @escaping (FSGzipHeader) throws(FSZipError) -> Void,
        chunk: @escaping (UnsafeRawBufferPointer) throws(FSZipError) -> Void
    ) {
        self.limit = limit
        self.member = member
        self.chunk = chunk
    }

    /// Reads every member of `data`, which must end after a whole member.
    static func readAll(
        _ data: some ContiguousBytes, limit: Int?, member: (FSGzipHeader) throws(FSZipError) -> Void,
        chunk: (UnsafeRawBufferPointer) throws(FSZipError) -> Void
    ) throws(FSZipError) {
        // The reader lives only for this call.
        try withoutActuallyEscaping(member) { member throws(FSZipError) in
            try withoutActuallyEscaping(chunk) { chunk throws(FSZipError) in
                let reader = GzipReader(limit: limit, member: member, chunk: chunk)
                try data.withBytes { bytes throws(FSZipError) in try reader.read(bytes) }
                try reader.finish()
            }
        }
    }

    /// What error messages call the member being read.
    private var memberName: String { "gzip member \(membersRead + 1)" }

    /// Reads the next bytes.
    func read(_ input: UnsafeRawBufferPointer) throws(FSZipError) {
        var rest = input[...]
        while !rest.isEmpty {
            switch state {
            case .header:
                try readHeader(&rest)
            case .data:
                try readData(&rest)
            case .trailer:
                let taken = min(GzipFormat.trailerSize - pending.count, rest.count)
                pending += rest.prefix(taken)
                rest = rest.dropFirst(taken)
                if pending.count == GzipFormat.trailerSize { try checkTrailer() }
            case .between:
                if let start = rest.firstIndex(where: { $0 != 0 }) {
                    rest = rest[start...]
                    state = .header
                } else {
                    rest = rest[rest.endIndex...]
                }
            }
        }
    }

    /// Checks that the input ended where it may: after a whole member.
    func finish() throws(FSZipError) {
        switch state {
        case .between: return
        case .header where pending.isEmpty && membersRead == 0:
            throw .corrupt("\(memberName): not gzip data (it is empty)")
        case .header: throw .corrupt("\(memberName): the header ends early")
        case .data: throw .corrupt("\(memberName): the compressed data ends early")
        case .trailer: throw .corrupt("\(memberName) ends early")
        }
    }

    private func readHeader(_ rest: inout UnsafeRawBufferPointer.SubSequence) throws(FSZipError) {
        // Parsed in place when the header arrives whole, from `pending` when it comes in pieces.
        let before = pending.count
        let parsed: (header: FSGzipHeader, length: Int, restartPoints: RestartPoints?)?
        if pending.isEmpty {
            parsed = try GzipFormat.parseHeader(UnsafeRawBufferPointer(rebasing: rest), member: memberName)
        } else {
            pending += rest
            parsed = try pending.withBytes { bytes throws(FSZipError) in
                try GzipFormat.parseHeader(bytes, member: memberName)
            }
        }
        guard let (header, length) = parsed.map({ ($0.header, $0.length) }) else {
            if pending.isEmpty { pending += rest }
            rest = rest[rest.endIndex...]
            guard pending.count <= Self.maximumHeaderSize else {
                throw .corrupt("\(memberName): the header is longer than \(Self.maximumHeaderSize) bytes")
            }
            return
        }
        rest = rest.dropFirst(length - before)
        pending = []
        try member(header)
        if let inflater { inflater.reset() } else { inflater = try Inflater() }
        crc = CFSZlib.crc32(0, nil, 0)
        size = 0
        state = .data
    }

    private func readData(_ rest: inout UnsafeRawBufferPointer.SubSequence) throws(FSZipError) {
        guard let inflater else { return }
        let (used, ended) = try inflater.inflate(UnsafeRawBufferPointer(rebasing: rest), subject: memberName) {
            piece throws(FSZipError) in
            size += piece.count
            if let limit, piece.count > limit - written {
                throw .limitExceeded("gzip data decompresses to more than \(limit) bytes")
            }
            written += piece.count
            crc = CFSZlib.crc32(crc, piece.baseAddress?.assumingMemoryBound(to: Bytef.self), uInt(piece.count))
            try chunk(piece)
        }
        rest = rest.dropFirst(used)
        if ended { state = .trailer }
    }

    private func checkTrailer() throws(FSZipError) {
        let matches = pending.withUnsafeBytes { bytes in
            GzipFormat.littleEndian(bytes, at: 0) == UInt32(truncatingIfNeeded: crc)
                && GzipFormat.littleEndian(bytes, at: 4) == UInt32(truncatingIfNeeded: size)
        }
        guard matches else { throw .checksumMismatch(entry: memberName) }
        pending = []
        membersRead += 1
        state = .between
    }
}
