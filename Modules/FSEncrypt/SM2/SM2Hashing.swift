internal import Crypto

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The SM3 computations around SM2: the signer's identity digest Z, the digest e that is signed,
/// and the key derivation function of the encryption scheme.
enum SM2Hashing {
    /// ENTL holds the identity's length in bits in two bytes (GB/T 32918.2 §5.5).
    static let maximumUserIDByteCount = Int(UInt16.max) / 8

    /// Z = SM3(ENTL ‖ ID ‖ a ‖ b ‖ x_G ‖ y_G ‖ x_A ‖ y_A) (GB/T 32918.2 §5.5).
    static func identityDigest(
        userID: some Collection<UInt8>, publicKey: (x: UInt256, y: UInt256)
    ) throws(FSEncryptError)
        -> [UInt8]
    {
        guard userID.count <= maximumUserIDByteCount else {
            throw .invalidArgument(
                "an SM2 user ID is at most \(maximumUserIDByteCount) bytes (its length in bits fills two bytes), not \(userID.count)"
            )
        }
        let bits = userID.count * 8
        var hash = SM3()
        hash.update(data: [UInt8(truncatingIfNeeded: bits >> 8), UInt8(truncatingIfNeeded: bits)] + Array(userID))
        for number in [SM2Curve.a, SM2Curve.b, SM2Curve.generatorX, SM2Curve.generatorY, publicKey.x, publicKey.y] {
            hash.update(data: number.bigEndianBytes)
        }
        return Array(hash.finalize())
    }

    /// e = SM3(Z ‖ M), the number a signature signs.
    static func messageDigest(
        _ message: some DataProtocol, userID: some Collection<UInt8>, publicKey: (x: UInt256, y: UInt256)
    ) throws(FSEncryptError) -> UInt256 {
        var hash = SM3()
        hash.update(data: try identityDigest(userID: userID, publicKey: publicKey))
        hash.update(data: message)
        return UInt256(bigEndian: Array(hash.finalize()))
    }

    /// KDF(Z, klen) of GB/T 32918.4 §5.4.3: SM3(Z ‖ ct) for ct = 1, 2, … (32-bit big-endian),
    /// concatenated and cut to `count` bytes.
    static func derivedKey(_ secret: [UInt8], count: Int) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(count + SM3.digestByteCount)
        var counter: UInt32 = 1
        while output.count < count {
            var hash = SM3()
            hash.update(data: secret + withUnsafeBytes(of: counter.bigEndian, Array.init))
            output += hash.finalize()
            counter &+= 1
        }
        return Array(output.prefix(count))
    }

    /// SM3 of the concatenated parts.
    static func digest(_ parts: [UInt8]...) -> [UInt8] {
        var hash = SM3()
        for part in parts { hash.update(data: part) }
        return Array(hash.finalize())
    }
}
