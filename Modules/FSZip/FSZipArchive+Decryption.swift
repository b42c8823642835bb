internal import FSInternal

extension FSZipArchive {
    /// The decryption of `entry`, its header read and the password checked; `nil` for an entry
    /// that is not encrypted.
    ///
    /// - Throws: ``FSZipError/Code/passwordRequired`` without a password for it,
    ///   ``FSZipError/Code/wrongPassword``, and ``FSZipError/Code/encrypted`` for an
    ///   encryption this build does not read.
    func unlock(_ entry: FSZipEntry, password: FSZipPassword?) throws(FSZipError) -> UnlockedEntry? {
        guard let encryption = entry.encryption else { return nil }
        guard encryption.isSupported else { throw .unsupportedEncryption(entry: entry.path, encryption) }
        guard let password = password?.bytes(for: entry.path) else { throw .passwordRequired(entry: entry.path) }
        let start = try dataStart(of: entry)
        switch encryption {
        case .zipCrypto:
            let header = try readHeader(of: entry, at: start, count: ZipCrypto.headerCount, trailer: 0)
            guard let keys = ZipCrypto(password: password, header: header, check: entry.zipCryptoCheck) else {
                throw .wrongPassword(entry: entry.path)
            }
            return UnlockedEntry(decryption: keys, headerCount: header.count)
        case .winZipAES(let size, _):
            #if FSZipAES
                let header = try readHeader(
                    of: entry, at: start, count: size.saltCount + 2, trailer: WinZipAES.trailerCount)
                guard
                    let keys = try WinZipAES(
                        password: password, size: size, salt: Array(header.dropLast(2)), verifier: header.suffix(2))
                else { throw .wrongPassword(entry: entry.path) }
                return UnlockedEntry(decryption: keys, headerCount: header.count)
            #else
                _ = size
                throw .unsupportedEncryption(entry: entry.path, encryption)
            #endif
        case .unsupported:
            throw .unsupportedEncryption(entry: entry.path, encryption)
        }
    }

    private func readHeader(
        of entry: FSZipEntry, at start: UInt64, count: Int, trailer: Int
    ) throws(FSZipError) -> [UInt8] {
        guard entry.compressedSize >= UInt64(count + trailer) else {
            throw .corrupt("\(entry.path): too short for its encryption header")
        }
        return try file.read(at: start, count: count, what: "the encryption header of \(entry.path)")
    }
}
