extension FSCipher {
    /// Encrypts the file at `source` into the file at `destination`, 256 KiB at a time, so
    /// memory stays bounded whatever the file's size; the output is what `encrypt(_:)`
    /// gives for the whole file.
    ///
    /// `destination` is written under a temporary name beside it and renamed into place at
    /// the end, so a failure leaves whatever was there untouched; the new file is readable by
    /// its owner only. `source` and `destination` may be the same file.
    ///
    /// ```swift
    /// let cipher = try FSCipher(.aes256, mode: .ctr(iv: .random), key: key)
    /// try cipher.encryptFile(at: "backup.tar", to: "backup.tar.enc")
    /// try cipher.decryptFile(at: "backup.tar.enc", to: "restored.tar")
    /// ```
    ///
    /// - Throws: ``FSEncryptError/Code/io`` (with its `errno`) when a file cannot be read or
    ///   written.
    public func encryptFile(at source: String, to destination: String) throws(FSEncryptError) {
        try stream(source, to: destination, through: makeEncryptor())
    }

    /// Decrypts the file at `source` into the file at `destination`, 256 KiB at a time; the
    /// output is what ``decrypt(_:)`` gives for the whole file. Nothing is written to
    /// `destination` unless all of it decrypts (the padding is checked at the end).
    ///
    /// - Throws: as ``decrypt(_:)``, and ``FSEncryptError/Code/io`` when a file cannot be
    ///   read or written.
    public func decryptFile(at source: String, to destination: String) throws(FSEncryptError) {
        try stream(source, to: destination, through: makeDecryptor())
    }

    private func stream(_ source: String, to destination: String, through cryptor: FSCryptor) throws(FSEncryptError) {
        var cryptor = cryptor
        try FileStream.transform(
            source, to: destination, { (buffer) throws(FSEncryptError) in try cryptor.update(buffer) },
            finish: { () throws(FSEncryptError) in try cryptor.finish() })
    }
}
