/// How a message is filled out to a whole number of blocks for ECB and CBC.
///
/// Removing padding does not say which check failed: any bad padding is
/// ``FSEncryptError/decryptionFailed``, the same error as a wrong key, and the checks read
/// every byte of the last block whatever its content, so timing does not tell either.
/// Unauthenticated CBC remains malleable all the same; for new data use ``FSAESGCM``.
public enum FSPadding: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// PKCS#7 (called PKCS#5 by Java): 1 to a whole block of bytes, each holding the count.
    /// What OpenSSL, Java's `PKCS5Padding`, PHP's `openssl_encrypt` and CommonCrypto use.
    case pkcs7
    /// Zero bytes up to the next block boundary, none when the message already ends on one
    /// (CryptoJS's `ZeroPadding`, PHP's old mcrypt). Decryption strips the trailing zero
    /// bytes of the last block, so it cannot carry messages that end in one.
    case zero
    /// ANSI X9.23: zero bytes, then a last byte holding the count (1 to a whole block).
    case ansiX923 = "x923"
    /// ISO 10126: random bytes, then a last byte holding the count (1 to a whole block).
    case iso10126
    /// No padding: the message must already be a whole number of blocks.
    case none

    /// The padding's name (`pkcs7`, `zero`, `x923`, `iso10126`, `none`).
    public var description: String { rawValue }

    /// The bytes to append to a message of `length` bytes.
    func padding(forLength length: Int, blockSize: Int) throws(FSEncryptError) -> [UInt8] {
        let remainder = length % blockSize
        let count = blockSize - remainder
        switch self {
        case .pkcs7: return [UInt8](repeating: UInt8(count), count: count)
        case .zero: return [UInt8](repeating: 0, count: remainder == 0 ? 0 : count)
        case .ansiX923: return [UInt8](repeating: 0, count: count - 1) + [UInt8(count)]
        case .iso10126:
            var generator = SystemRandomNumberGenerator()
            return (1..<count).map { _ in generator.next() } + [UInt8(count)]
        case .none:
            guard remainder == 0 else {
                throw .invalidArgument(
                    "without padding the message must be a whole number of \(blockSize)-byte blocks; it is \(length) bytes"
                )
            }
            return []
        }
    }

    /// The number of padding bytes at the end of `last`, the message's last block, or `nil`
    /// when the padding is malformed. Reads every byte of the block, branching on none.
    func paddingLength(inLastBlock last: UnsafeRawBufferPointer) -> Int? {
        let size = last.count
        switch self {
        case .none: return 0
        case .zero:
            // Counts the trailing zeros without stopping at the first non-zero byte.
            var count = 0
            var seenNonZero = 0
            for index in stride(from: size - 1, through: 0, by: -1) {
                seenNonZero |= Int(last[index] != 0 ? 1 : 0)
                count += 1 &- seenNonZero
            }
            return count
        case .pkcs7, .ansiX923, .iso10126:
            let count = Int(last[size - 1])
            var bad = (count == 0 ? 1 : 0) | (count > size ? 1 : 0)
            if self != .iso10126 {
                for index in 0..<(size - 1) {
                    // Only bytes inside the padding are checked; the mask keeps the loop's
                    // work the same for every count.
                    let inside = (size - 1 - index) < count ? 0xFF : 0
                    let expected = self == .pkcs7 ? UInt8(truncatingIfNeeded: count) : 0
                    bad |= Int((last[index] ^ expected) & UInt8(inside))
                }
            }
            return bad == 0 ? count : nil
        }
    }
}
