extension String {
    /// `bytes` as a string when they are well-formed UTF-8, else `nil`.
    ///
    /// What the standard library's `String(validating:as:)` does, which needs macOS 15 and
    /// iOS 18. Decoding replaces every ill-formed sequence with U+FFFD, so the bytes were
    /// well-formed exactly when the decoded string's UTF-8 is the same bytes. Inlinable, so
    /// that it is specialized for the caller's collection: generic, it cost FSZip 3 µs a name.
    @inlinable
    package init?(validUTF8 bytes: some Collection<UInt8>) {
        let decoded = String(decoding: bytes, as: UTF8.self)
        let same =
            decoded.utf8.withContiguousStorageIfAvailable { decodedBytes in
                bytes.withContiguousStorageIfAvailable { decodedBytes.elementsEqual($0) }
            } ?? nil
        guard same ?? decoded.utf8.elementsEqual(bytes) else { return nil }
        self = decoded
    }
}
