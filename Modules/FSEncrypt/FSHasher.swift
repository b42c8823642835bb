internal import Crypto

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Computes a digest of data given a piece at a time, in constant memory.
///
/// ```swift
/// var hasher = FSDigest.sha256.makeHasher()
/// while let chunk = try stream.read(upTo: 1 << 20) { hasher.update(chunk) }
/// print(FSTextEncoding.hex.encode(hasher.finalize()))
/// ```
public struct FSHasher: Sendable {
    /// The hash function.
    public let digest: FSDigest
    private var state: any HashFunction

    init(_ digest: FSDigest) {
        self.digest = digest
        state = digest.function.init()
    }

    /// Adds `data` to what is hashed.
    public mutating func update(_ data: some DataProtocol) {
        state.update(data: data)
    }

    /// The digest of everything added so far. The hasher may go on taking data.
    public func finalize() -> Data {
        Data(finalizedDigest())
    }

    /// The digest as swift-crypto's typed value, which its RSA signing takes.
    func finalizedDigest() -> any Digest {
        state.finalize()
    }
}
