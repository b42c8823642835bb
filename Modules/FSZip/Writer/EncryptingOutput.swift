internal import FSInternal

/// An entry's data on its way to the output through its encryption: the header first, each
/// piece encrypted in a scratch buffer (the caller's bytes stay as they are), the
/// authentication code last.
final class EncryptingOutput {
    private var cipher: any EntryEncryption
    private let output: ArchiveOutput
    private let scratch = UnsafeMutableRawBufferPointer.allocate(
        byteCount: SystemCalls.bufferSize, alignment: MemoryLayout<UInt64>.alignment)

    /// Starts a fresh encryption of `sealing` (its own salt or header: a rewrite of an entry
    /// gets new ones) and writes its header.
    init(_ sealing: Sealing, output: ArchiveOutput) throws(FSZipError) {
        let (cipher, header) = try sealing.start()
        self.cipher = cipher
        self.output = output
        try output.append(header)
    }

    deinit { scratch.deallocate() }

    /// Encrypts and writes `bytes`.
    func write(_ bytes: UnsafeRawBufferPointer) throws(FSZipError) {
        var offset = 0
        while offset < bytes.count {
            let count = min(scratch.count, bytes.count - offset)
            let piece = UnsafeMutableRawBufferPointer(rebasing: scratch[..<count])
            piece.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count]))
            try cipher.encrypt(piece)
            try output.append(UnsafeRawBufferPointer(piece))
            offset += count
        }
    }

    /// Writes the authentication code of everything written, if the encryption has one.
    func finish() throws(FSZipError) {
        try output.append(cipher.trailer())
    }
}
