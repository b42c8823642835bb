#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The header blocks that introduce an entry in the archives FSZip writes: one ustar header,
/// after a pax header (`x`) with whatever ustar cannot hold — names over 100 bytes that no
/// `/` splits into its prefix and name, names and link targets that are not ASCII, sizes of
/// 8 GiB and over, IDs over 2,097,151, times with fractions or before 1970 — as GNU tar's and
/// Python's pax formats do.
enum TarHeaderBlocks {
    /// The name of the pax header itself (Python's; readers ignore it).
    private static let paxHeaderName = Array("././@PaxHeader".utf8)
    /// The longest ustar user or group name.
    private static let nameFieldLength = TarHeader.Field.userName.length

    /// The blocks for `entry`, whose contents have `size` bytes.
    static func blocks(for entry: FSTarEntry, size: UInt64) -> [UInt8] {
        var header = TarHeader()
        var pax = PaxRecords()
        var name = Array(entry.path.utf8)
        if entry.kind == .directory && name.last != UInt8(ascii: "/") { name.append(UInt8(ascii: "/")) }
        if !isASCII(name) {
            pax.append(PaxRecords.Key.path, name)
            header.name = Array(name.prefix(TarHeader.Field.name.length))
        } else if name.count <= TarHeader.Field.name.length {
            header.name = name
        } else if let (prefix, rest) = split(name) {
            header.prefix = prefix
            header.name = rest
        } else {
            pax.append(PaxRecords.Key.path, name)
            header.name = Array(name.prefix(TarHeader.Field.name.length))
        }
        if let target = entry.linkTarget.map({ Array($0.utf8) }) {
            if !isASCII(target) || target.count > TarHeader.Field.linkName.length {
                pax.append(PaxRecords.Key.linkPath, target)
            }
            header.linkName = Array(target.prefix(TarHeader.Field.linkName.length))
        }
        header.typeFlag = entry.kind.typeFlag
        header.mode = Int64(entry.permissions & UnixMode.permissionMask)
        header.userID = Int64(entry.userID)
        if !TarHeader.fitsOctal(header.userID, TarHeader.Field.userID) {
            pax.append(PaxRecords.Key.userID, entry.userID)
        }
        header.groupID = Int64(entry.groupID)
        if !TarHeader.fitsOctal(header.groupID, TarHeader.Field.groupID) {
            pax.append(PaxRecords.Key.groupID, entry.groupID)
        }
        header.size = Int64(clamping: size)
        if !TarHeader.fitsOctal(header.size, TarHeader.Field.size) { pax.append(PaxRecords.Key.size, size) }
        let interval = entry.modificationDate.timeIntervalSince1970
        header.modificationTime = Int64(clamping: Int(exactly: interval.rounded(.down)) ?? 0)
        if interval != interval.rounded(.down)
            || !TarHeader.fitsOctal(header.modificationTime, TarHeader.Field.modificationTime)
        {
            pax.append(PaxRecords.Key.modificationTime, entry.modificationDate)
        }
        for (key, value, field) in [
            (PaxRecords.Key.userName, entry.userName, \TarHeader.userName),
            (PaxRecords.Key.groupName, entry.groupName, \TarHeader.groupName),
        ] {
            let bytes = Array(value.utf8)
            if isASCII(bytes) && bytes.count <= nameFieldLength {
                header[keyPath: field] = bytes
            } else {
                pax.append(key, bytes)
            }
        }
        guard !pax.isEmpty else { return header.block }
        var paxHeader = TarHeader()
        let records = pax.bytes
        paxHeader.name = paxHeaderName
        paxHeader.typeFlag = TarHeader.TypeFlag.paxNext
        paxHeader.mode = Int64(UnixMode.defaultFilePermissions)
        paxHeader.size = Int64(records.count)
        paxHeader.modificationTime = max(0, header.modificationTime)
        return paxHeader.block + records + zeros(TarHeader.padding(after: UInt64(records.count))) + header.block
    }

    /// The zero bytes that end an archive of `size` bytes so far: two zero blocks, then the
    /// padding to a whole record.
    static func end(after size: UInt64) -> [UInt8] {
        let ended = size + UInt64(2 * TarHeader.blockSize)
        let record = UInt64(TarHeader.recordSize)
        return zeros(2 * TarHeader.blockSize + Int((record - ended % record) % record))
    }

    static func zeros(_ count: Int) -> [UInt8] { [UInt8](repeating: 0, count: count) }

    private static func isASCII(_ bytes: [UInt8]) -> Bool { bytes.allSatisfy { $0 < 0x80 } }

    /// A name of at most 256 bytes cut at a `/` into ustar's prefix (≤ 155 bytes) and name
    /// (1 … 100 bytes).
    private static func split(_ name: [UInt8]) -> (prefix: [UInt8], name: [UInt8])? {
        let limit = TarHeader.Field.prefix.length + 1 + TarHeader.Field.name.length
        guard name.count <= limit else { return nil }
        for index in name.indices.reversed() where name[index] == UInt8(ascii: "/") {
            let rest = name.count - index - 1
            guard rest <= TarHeader.Field.name.length else { return nil }
            if index <= TarHeader.Field.prefix.length && rest > 0 {
                return (Array(name[..<index]), Array(name[(index + 1)...]))
            }
        }
        return nil
    }
}
