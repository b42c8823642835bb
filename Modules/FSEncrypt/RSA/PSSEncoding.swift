#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// EMSA-PSS (RFC 8017 §9.1) written out, for salt lengths swift-crypto does not offer: it
/// signs and verifies with a salt as long as the digest only.
enum PSSEncoding {
    /// The bit that ends every encoded message (`0xbc`).
    private static let trailer: UInt8 = 0xBC

    /// The encoded message of the digest `messageHash` with a fresh salt of `saltLength`
    /// bytes, `emBits` bits long (the modulus's bits less one); `nil` when the salt does not
    /// fit.
    static func encode(_ messageHash: [UInt8], saltLength: Int, emBits: Int, digest: FSDigest) -> [UInt8]? {
        let hashLength = digest.byteCount
        let length = (emBits + 7) / 8
        guard saltLength >= 0, saltLength <= length - hashLength - 2 else { return nil }
        var generator = SystemRandomNumberGenerator()
        let salt = (0..<saltLength).map { _ in UInt8.random(in: 0...UInt8.max, using: &generator) }
        let h = [UInt8](digest.hash([UInt8](repeating: 0, count: 8) + messageHash + salt))
        let block = [UInt8](repeating: 0, count: length - saltLength - hashLength - 2) + [1] + salt
        var maskedBlock = MaskGeneration.xor(block, MaskGeneration.mgf1(h, count: block.count, digest: digest))
        maskedBlock[0] &= leftmostMask(emBits: emBits)
        return maskedBlock + h + [trailer]
    }

    /// Whether `encoded` (`(emBits + 7) / 8` bytes) is an encoding of `messageHash` with a
    /// salt of `saltLength` bytes, or of any length when `saltLength` is `nil`.
    static func verify(
        _ messageHash: [UInt8], encoded: [UInt8], saltLength: Int?, emBits: Int, digest: FSDigest
    )
        -> Bool
    {
        let hashLength = digest.byteCount
        let length = (emBits + 7) / 8
        guard encoded.count == length, length >= hashLength + 2, encoded.last == trailer else { return false }
        let maskedBlock = Array(encoded[..<(length - hashLength - 1)])
        let h = Array(encoded[(length - hashLength - 1)..<(length - 1)])
        guard maskedBlock[0] & ~leftmostMask(emBits: emBits) == 0 else { return false }
        var block = MaskGeneration.xor(maskedBlock, MaskGeneration.mgf1(h, count: maskedBlock.count, digest: digest))
        block[0] &= leftmostMask(emBits: emBits)
        // The zeros, then 01, then the salt.
        guard let separator = block.firstIndex(where: { $0 != 0 }), block[separator] == 1 else { return false }
        let salt = Array(block[(separator + 1)...])
        if let saltLength, salt.count != saltLength { return false }
        let expected = [UInt8](digest.hash([UInt8](repeating: 0, count: 8) + messageHash + salt))
        return constantTimeEqual(expected, h)
    }

    /// The bits of the first byte that an `emBits`-bit message may use.
    private static func leftmostMask(emBits: Int) -> UInt8 {
        let unused = 8 * ((emBits + 7) / 8) - emBits
        return 0xFF >> UInt8(unused)
    }
}
