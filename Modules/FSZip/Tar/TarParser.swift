internal import FSInternal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads a tar stream pushed in pieces of any size and reports, in order, each entry, its
/// contents in pieces, and its end. Pax records (`x` and `g`) and GNU long names (`L`, `K`)
/// are folded into the entry they describe; every size is checked against ``FSTarLimits``
/// before anything is held or reported.
struct TarParser {
    enum Event {
        case entry(FSTarEntry)
        case contents(UnsafeRawBufferPointer)
        case entryEnd
    }

    private enum State {
        case header
        /// The data of a pax header or GNU long name, gathered in `pending`.
        case metadata(typeFlag: UInt8, size: Int)
        /// An entry's contents, still to report.
        case contents(remaining: UInt64)
        /// Bytes to pass over: padding, or the data of something not reported.
        case skip(remaining: UInt64)
        /// After the end-of-archive block: the rest is padding.
        case ended
    }

    private let limits: FSTarLimits
    private var state = State.header
    /// A header or metadata cut across pieces.
    private var pending: [UInt8] = []
    private var global = PaxRecords()
    private var local = PaxRecords()
    private var longName: [UInt8]?
    private var longLink: [UInt8]?
    private var entryCount = 0
    private var totalSize: UInt64 = 0

    init(limits: FSTarLimits) {
        self.limits = limits
    }

    /// Reads the next piece of the archive.
    mutating func parse(
        _ input: UnsafeRawBufferPointer, _ handle: (Event) throws(FSZipError) -> Void
    ) throws(FSZipError) {
        var rest = input[...]
        while !rest.isEmpty {
            switch state {
            case .ended:
                return
            case .header:
                if pending.isEmpty && rest.count >= TarHeader.blockSize {
                    try header(UnsafeRawBufferPointer(rebasing: rest.prefix(TarHeader.blockSize)), handle)
                    rest = rest.dropFirst(TarHeader.blockSize)
                } else if gather(&rest, upTo: TarHeader.blockSize) {
                    let block = pending
                    pending = []
                    try block.withBytes { block throws(FSZipError) in try header(block, handle) }
                }
            case .metadata(let typeFlag, let size):
                if gather(&rest, upTo: size) { try metadata(typeFlag) }
            case .contents(let remaining):
                let count = Int(min(remaining, UInt64(rest.count)))
                try handle(.contents(UnsafeRawBufferPointer(rebasing: rest.prefix(count))))
                rest = rest.dropFirst(count)
                if remaining == UInt64(count) {
                    try handle(.entryEnd)
                    state = .skip(remaining: UInt64(TarHeader.padding(after: currentSize)))
                } else {
                    state = .contents(remaining: remaining - UInt64(count))
                }
            case .skip(let remaining):
                let count = Int(min(remaining, UInt64(rest.count)))
                rest = rest.dropFirst(count)
                state = remaining == UInt64(count) ? .header : .skip(remaining: remaining - UInt64(count))
            }
            if case .skip(0) = state { state = .header }
        }
    }

    /// Checks that the input ended where an archive may: at its end block, or between
    /// entries (GNU tar and Python accept an archive without end blocks).
    func finish() throws(FSZipError) {
        switch state {
        case .ended: return
        case .header where pending.isEmpty && local.isEmpty && longName == nil && longLink == nil: return
        default: throw .corrupt("the tar archive is cut short")
        }
    }

    /// The size of the entry whose contents are being reported, for its padding.
    private var currentSize: UInt64 = 0

    /// Moves bytes from `rest` to `pending` until it holds `count`; whether it does.
    private mutating func gather(_ rest: inout Slice<UnsafeRawBufferPointer>, upTo count: Int) -> Bool {
        let take = min(count - pending.count, rest.count)
        pending += rest.prefix(take)
        rest = rest.dropFirst(take)
        return pending.count == count
    }

    private mutating func header(
        _ block: UnsafeRawBufferPointer, _ handle: (Event) throws(FSZipError) -> Void
    ) throws(FSZipError) {
        // The first zero block ends the archive; a second one and the record's padding follow.
        if TarHeader.isEnd(block) {
            state = .ended
            return
        }
        let header = try TarHeader(block)
        switch header.typeFlag {
        case TarHeader.TypeFlag.paxNext, TarHeader.TypeFlag.paxGlobal, TarHeader.TypeFlag.gnuLongName,
            TarHeader.TypeFlag.gnuLongLink:
            guard header.size <= limits.maxMetadataSize else {
                throw .limitExceeded(
                    "\(header.size) bytes of pax records or long names, more than \(limits.maxMetadataSize)")
            }
            state = .metadata(typeFlag: header.typeFlag, size: Int(header.size))
            if header.size == 0 { try metadata(header.typeFlag) }
        case TarHeader.TypeFlag.gnuSparse:
            throw FSZipError(.unsupportedMethod, "GNU sparse files (tar -S) are not supported")
        case TarHeader.TypeFlag.gnuVolume:
            state = .skip(remaining: UInt64(header.size) + UInt64(TarHeader.padding(after: UInt64(header.size))))
        default:
            try entry(header, handle)
        }
    }

    /// Folds the gathered data of a pax header or GNU long name into what comes next.
    private mutating func metadata(_ typeFlag: UInt8) throws(FSZipError) {
        let data = pending
        pending = []
        switch typeFlag {
        case TarHeader.TypeFlag.paxGlobal: global = try bounded(global.overridden(by: PaxRecords(parsing: data)))
        case TarHeader.TypeFlag.paxNext: local = try bounded(local.overridden(by: PaxRecords(parsing: data)))
        case TarHeader.TypeFlag.gnuLongName: longName = Array(data.prefix { $0 != 0 })
        default: longLink = Array(data.prefix { $0 != 0 })
        }
        state = .skip(remaining: UInt64(TarHeader.padding(after: UInt64(data.count))))
    }

    /// `records`, when they stay within the metadata limit: pax headers that follow each other
    /// add up, and global ones last for the whole archive.
    private func bounded(_ records: PaxRecords) throws(FSZipError) -> PaxRecords {
        guard records.byteCount <= limits.maxMetadataSize else {
            throw .limitExceeded("pax records of more than \(limits.maxMetadataSize) bytes")
        }
        return records
    }

    private mutating func entry(
        _ header: TarHeader, _ handle: (Event) throws(FSZipError) -> Void
    ) throws(FSZipError) {
        let pax = global.overridden(by: local)
        local = PaxRecords()
        defer {
            longName = nil
            longLink = nil
        }
        if pax.hasKey(startingWith: PaxRecords.Key.gnuSparsePrefix) {
            throw FSZipError(.unsupportedMethod, "GNU sparse files (tar -S) are not supported")
        }
        var nameBytes = header.name
        if !header.prefix.isEmpty { nameBytes = header.prefix + [UInt8(ascii: "/")] + nameBytes }
        nameBytes = pax[PaxRecords.Key.path] ?? longName ?? nameBytes
        let linkBytes = pax[PaxRecords.Key.linkPath] ?? longLink ?? header.linkName
        guard !nameBytes.contains(0), !linkBytes.contains(0) else { throw .corrupt("a tar name holds a NUL byte") }
        var kind = FSTarEntry.Kind(typeFlag: header.typeFlag)
        let isDumpDirectory = header.typeFlag == TarHeader.TypeFlag.gnuDumpDirectory
        // Old tars mark a directory only by the slash that ends its name.
        if isDumpDirectory || header.typeFlag == 0 && nameBytes.last == UInt8(ascii: "/") { kind = .directory }
        let path = Self.path(nameBytes)
        guard !path.isEmpty else { throw .corrupt("a tar entry has no name") }
        let size = try pax.integer(PaxRecords.Key.size) ?? header.size
        var entry = FSTarEntry(
            path: path, kind: kind, permissions: UInt16(truncatingIfNeeded: header.mode) & UnixMode.permissionMask,
            modificationDate: try pax.time(PaxRecords.Key.modificationTime)
                ?? Date(timeIntervalSince1970: TimeInterval(header.modificationTime)),
            linkTarget: kind == .symbolicLink || kind == .hardLink ? Self.text(linkBytes) : nil,
            userID: Int(try pax.integer(PaxRecords.Key.userID) ?? header.userID),
            groupID: Int(try pax.integer(PaxRecords.Key.groupID) ?? header.groupID),
            userName: Self.text(pax[PaxRecords.Key.userName] ?? header.userName),
            groupName: Self.text(pax[PaxRecords.Key.groupName] ?? header.groupName))
        entryCount += 1
        guard entryCount <= limits.maxEntryCount else {
            throw .limitExceeded("more than \(limits.maxEntryCount) entries")
        }
        let contents = kind.hasContents ? UInt64(size) : 0
        let (sum, overflow) = totalSize.addingReportingOverflow(contents)
        guard !overflow, sum <= limits.maxTotalSize else {
            throw .limitExceeded("\(path) makes more than \(limits.maxTotalSize) bytes in all")
        }
        totalSize = sum
        entry.size = contents
        currentSize = contents
        try handle(.entry(entry))
        if contents > 0 {
            state = .contents(remaining: contents)
            return
        }
        try handle(.entryEnd)
        // A GNU directory listing's data is not a file's contents: passed over.
        state =
            isDumpDirectory ? .skip(remaining: UInt64(size) + UInt64(TarHeader.padding(after: UInt64(size)))) : .header
    }

    /// An entry's path: its name without the trailing slashes of a directory.
    private static func path(_ bytes: [UInt8]) -> String {
        var name = bytes[...]
        while name.count > 1 && name.last == UInt8(ascii: "/") { name = name.dropLast() }
        return text(Array(name))
    }

    /// UTF-8 text, or, for bytes that are not UTF-8, each byte as the Latin-1 character of its
    /// value — so that distinct names stay distinct.
    static func text(_ bytes: [UInt8]) -> String {
        String(validUTF8: bytes) ?? String(bytes.map { Character(Unicode.Scalar($0)) })
    }
}
