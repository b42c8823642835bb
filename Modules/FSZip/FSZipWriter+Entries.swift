import CFSZlib

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writing one entry: its local header, its data (deflated, encrypted), then what the header
/// could not say before the data was written, and its central directory record.
extension FSZipWriter {
    /// Adds one entry, its data from `source` — or, when a worker already read and deflated
    /// it, from `prepared`.
    func addEntry(
        name: String, mode: UnixMode, date: Date, size: UInt64?, level: Int, comment: String, encrypts: Bool,
        prepared: PreparedData? = nil,
        source: ((UnsafeRawBufferPointer) throws(FSZipError) -> Void) throws(FSZipError) -> Void
    ) throws(FSZipError) {
        guard output.isOpen else { throw .invalidArgument("the archive is already finished") }
        var header = try EntryHeader(
            name: name, comment: comment, mode: mode, date: date, size: size,
            method: prepared?.method ?? (level > 0 && size != 0 ? .deflated : .stored), offset: output.position)
        let sealing = try encrypts ? sealingFor(name, checkByte: UInt8(truncatingIfNeeded: header.dosTime >> 8)) : nil
        header.flags.formUnion(dataFlags(sealing: sealing))
        header.aes = sealing?.aes
        do throws(FSZipError) {
            try writeEntry(
                name, &header, size: size, level: level, sealing: sealing, prepared: prepared, source: source)
        } catch {
            // Where the output can seek, a failed entry leaves no bytes behind: the archive
            // can still be finished with the entries before it.
            if output.canSeek && output.position > header.offset { try? output.rewind(to: header.offset) }
            throw error
        }
    }

    private func writeEntry(
        _ name: String, _ header: inout EntryHeader, size: UInt64?, level: Int, sealing: Sealing?,
        prepared: PreparedData?,
        source: ((UnsafeRawBufferPointer) throws(FSZipError) -> Void) throws(FSZipError) -> Void
    ) throws(FSZipError) {
        try output.append(header.localHeader())
        let dataStart = output.position
        let reportedBefore = reporter?.progress.bytesCompleted
        var written = try writeData(
            method: header.method, level: level, sealing: sealing, prepared: prepared, source: source)
        if header.method == .deflated && output.canSeek && size != nil
            && written.compressed - UInt64(sealing?.overhead ?? 0) >= written.uncompressed
        {
            // Deflate did not help: rewrite the entry stored.
            if let reportedBefore { reporter?.redo(from: reportedBefore) }
            try output.rewind(to: dataStart)
            header.method = .stored
            written = try writeData(method: .stored, level: 0, sealing: sealing, prepared: nil, source: source)
        }
        guard size == nil || written.uncompressed == size else {
            throw .unreadableSource("\(name) (its size changed while it was added)")
        }
        guard header.zip64 || max(written.compressed, written.uncompressed) < UInt64(Zip64.marker32) else {
            throw .io("\(name) grew past 4 GiB while being added")
        }
        // AE-2 leaves the CRC out: the authentication code covers the data.
        if header.aes?.version == UInt16(FSZipAESVersion.ae2.rawValue) { written.crc = 0 }
        if let descriptor = header.dataDescriptor(written) { try output.append(descriptor) }
        if output.canSeek { try output.patch(at: header.offset, header.localHeader(written)) }
        directory.append(header.centralRecord(written))
    }

    /// The flags an entry's data needs besides UTF-8. Streamed entries carry their CRC and
    /// sizes in a data descriptor after the data, and so does ZipCrypto, whose header is
    /// written before the CRC is known and so checks the DOS time instead (APPNOTE 6.1.6).
    private func dataFlags(sealing: Sealing?) -> GeneralPurposeFlags {
        var flags: GeneralPurposeFlags = []
        if sealing != nil { flags.insert(.encrypted) }
        if !output.canSeek || sealing?.encryption == .zipCrypto { flags.insert(.dataDescriptor) }
        return flags
    }

    /// How the entry `name` is encrypted, or `nil` when ``password`` has none for it.
    func sealingFor(_ name: String, checkByte: UInt8) throws(FSZipError) -> Sealing? {
        guard let password = password?.bytes(for: name) else { return nil }
        guard encryption.isSupported else { throw .unsupportedEncryption(entry: name, encryption) }
        return Sealing(entry: name, encryption: encryption, password: password, checkByte: checkByte)
    }

    /// Streams the source through deflate (or not) and the encryption (if any) to the output.
    private func writeData(
        method: FSZipEntry.Method, level: Int, sealing: Sealing?, prepared: PreparedData?,
        source: ((UnsafeRawBufferPointer) throws(FSZipError) -> Void) throws(FSZipError) -> Void
    ) throws(FSZipError) -> WrittenData {
        let start = output.position
        if let prepared {
            // A worker deflated and encrypted it.
            try output.append(prepared.bytes)
            return WrittenData(crc: prepared.crc, compressed: output.position - start, uncompressed: prepared.size)
        }
        let encrypted = try sealing.map { sealing throws(FSZipError) in try EncryptingOutput(sealing, output: output) }
        let write: (UnsafeRawBufferPointer) throws(FSZipError) -> Void = { bytes throws(FSZipError) in
            if let encrypted { try encrypted.write(bytes) } else { try self.output.append(bytes) }
        }
        let deflate =
            method == .deflated
            ? ParallelDeflate(
                level: level, segmentBlocks: recordsRestartPoints ? 1 : .max, work: OrderedWork(threads: maxConcurrency)
            )
            : nil
        // Deflated data is checksummed by the workers, block by block; stored data here.
        var storedCRC = CFSZlib.crc32(0, nil, 0)
        var uncompressed: UInt64 = 0
        try source { chunk throws(FSZipError) in
            if Task.isCancelled { throw .cancelled }
            uncompressed += UInt64(chunk.count)
            if let deflate {
                try deflate.add(chunk, output: write)
            } else {
                storedCRC = CFSZlib.crc32(
                    storedCRC, chunk.baseAddress?.assumingMemoryBound(to: Bytef.self), uInt(chunk.count))
                try write(chunk)
            }
        }
        try deflate?.finish(output: write)
        try encrypted?.finish()
        // Encrypted data cannot be decrypted from the middle (ZipCrypto, AES's HMAC).
        return WrittenData(
            crc: deflate?.crc ?? UInt32(storedCRC), compressed: output.position - start, uncompressed: uncompressed,
            restartPoints: sealing == nil ? deflate?.segmentSizes : nil)
    }
}
