internal import Crypto

/// The digest of a hash function written out in this module (see ``MerkleDamgardHash``).
struct SoftwareDigest<Function: DigestShape>: Digest {
    static var byteCount: Int { Function.digestByteCount }
    let bytes: [UInt8]

    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }

    func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }

    var description: String { "\(Function.name) digest: " + FSTextEncoding.hex.encode(bytes) }
}
