internal import Crypto

/// The shape shared by the hash functions written out in this module (SM3, SHA-224,
/// SHA-512/224): a chaining value compressed with one block at a time, the message padded with
/// a 1 bit, zeros and its length in bits. Conforming types write the compression function and
/// the digest's bytes; buffering and padding are here, once.
protocol MerkleDamgardHash: HashFunction, DigestShape where Digest == SoftwareDigest<Self> {
    /// The bytes of the length field that ends the padding: 8, or 16 for SHA-512's family.
    static var lengthFieldByteCount: Int { get }
    /// The message so far: bytes of an unfinished block and the length.
    var buffer: MessageBuffer { get set }
    /// Compresses one whole block into the chaining value.
    mutating func compress(_ block: UnsafeRawBufferPointer)
    /// The chaining value as big-endian bytes, of which the digest is the first
    /// ``digestByteCount``.
    var chainingBytes: [UInt8] { get }
}

/// What a ``SoftwareDigest`` knows of its hash function.
protocol DigestShape: Sendable {
    /// The name a digest's description starts with (`SM3`, `SHA-224`).
    static var name: String { get }
    /// The digest's length in bytes.
    static var digestByteCount: Int { get }
}

/// The part of a message a ``MerkleDamgardHash`` has not compressed yet, and the message's
/// length.
struct MessageBuffer: Sendable {
    var pending: [UInt8] = []
    var length: UInt64 = 0
}

extension MerkleDamgardHash {
    mutating func update(bufferPointer: UnsafeRawBufferPointer) {
        let blockSize = Self.blockByteCount
        buffer.length &+= UInt64(bufferPointer.count)
        var rest = bufferPointer[...]
        if !buffer.pending.isEmpty {
            let taken = min(blockSize - buffer.pending.count, rest.count)
            buffer.pending += rest.prefix(taken)
            rest = rest.dropFirst(taken)
            guard buffer.pending.count == blockSize else { return }
            let block = buffer.pending
            block.withUnsafeBytes { compress($0) }
            buffer.pending.removeAll(keepingCapacity: true)
        }
        while rest.count >= blockSize {
            compress(UnsafeRawBufferPointer(rebasing: rest.prefix(blockSize)))
            rest = rest.dropFirst(blockSize)
        }
        buffer.pending += rest
    }

    func finalize() -> SoftwareDigest<Self> {
        var copy = self
        let blockSize = Self.blockByteCount
        let lengthField = Self.lengthFieldByteCount
        // A 1 bit, zeros up to the length field at the end of a block, the length in bits.
        var tail: [UInt8] = [0x80]
        tail += [UInt8](repeating: 0, count: (2 * blockSize - 1 - lengthField - buffer.pending.count) % blockSize)
        // SHA-512's 16-byte field holds a 128-bit count: its high word takes the bits shifted
        // out of the 64-bit one.
        tail += [UInt8](repeating: 0, count: lengthField - 8)
        if lengthField > 8 { tail[tail.count - 1] = UInt8(truncatingIfNeeded: buffer.length >> 61) }
        let bits = buffer.length &* 8
        tail += bigEndianBytes(bits)
        tail.withUnsafeBytes { copy.update(bufferPointer: $0) }
        return SoftwareDigest(bytes: Array(copy.chainingBytes.prefix(Self.digestByteCount)))
    }
}

/// The big-endian bytes of `word`.
func bigEndianBytes<Word: FixedWidthInteger & UnsignedInteger>(_ word: Word) -> [UInt8] {
    let count = Word.bitWidth / 8
    return (0..<count).map { UInt8(truncatingIfNeeded: word >> (8 * (count - 1 - $0))) }
}
