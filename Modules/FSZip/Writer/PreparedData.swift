#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A file of at most one block, read, deflated and encrypted whole by a worker thread: its
/// CRC-32, the method chosen, and the bytes to write — what the writer itself would have
/// written for it (but for the random salt or header of an encrypted one).
struct PreparedData: Sendable {
    var crc: UInt32
    var method: FSZipEntry.Method
    var bytes: [UInt8]
    var size: UInt64

    /// Reads the file at `path` (`size` bytes, as its `stat` said) and deflates it at `level`
    /// into one block; stored instead when deflate does not shrink it and the output can
    /// seek (as ``FSZipWriter`` rewrites such entries).
    static func reading(
        _ path: String, size: UInt64, level: Int, canStore: Bool, sealing: Sealing?
    ) -> Result<PreparedData, FSZipError> {
        Result { () throws(FSZipError) in
            let file = try ReadableFile(path: path)
            guard file.size == size else { throw .unreadableSource("\(path) (its size changed while it was added)") }
            let raw = try file.read(at: 0, count: Int(size), what: path)
            let crc = crc32Checksum(raw)
            var (method, bytes): (FSZipEntry.Method, [UInt8]) = (.stored, raw)
            if level > 0 && size > 0 {
                let deflated = try deflateBlock(raw, level: level, dictionary: [], last: true).get()
                if !canStore || deflated.count < raw.count { (method, bytes) = (.deflated, [UInt8](deflated)) }
            }
            if let sealing {
                var (cipher, header) = try sealing.start()
                let encrypted: Result<Void, FSZipError> = bytes.withUnsafeMutableBytes { raw in
                    Result { () throws(FSZipError) in try cipher.encrypt(raw) }
                }
                try encrypted.get()
                bytes = header + bytes + cipher.trailer()
            }
            return PreparedData(crc: crc, method: method, bytes: bytes, size: size)
        }
    }
}
