#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The encryption paddings of RFC 8017 written out (EME-OAEP §7.1, EME-PKCS1-v1_5 §7.2), for
/// what swift-crypto's encryption keys refuse: moduli that are not a whole number of bytes,
/// OAEP labels and digests other than its two. Decoding looks at every byte whatever it finds and answers only "the message" or
/// "no": one failure for every cause, in time that does not depend on where the block is
/// wrong, so a server cannot become a padding oracle.
enum RSABlockEncoding {
    /// `message` padded into a block of `count` bytes, with fresh random bytes.
    static func encode(_ message: [UInt8], padding: FSRSAEncryptionPadding, count: Int) -> [UInt8] {
        guard let oaep = padding.oaep else {
            // 00 02, at least eight non-zero random bytes, 00, the message.
            var generator = SystemRandomNumberGenerator()
            let filler = (0..<(count - 3 - message.count)).map { _ in
                UInt8.random(in: 1...UInt8.max, using: &generator)
            }
            return [0, 2] + filler + [0] + message
        }
        return oaepEncode(message, oaep: oaep, count: count)
    }

    /// The message in `block`, or `nil` for a block that is not one.
    static func decode(_ block: [UInt8], padding: FSRSAEncryptionPadding) -> [UInt8]? {
        guard let oaep = padding.oaep else { return pkcs1Decode(block) }
        return oaepDecode(block, oaep: oaep)
    }

    /// `message` in pieces of at most `limit` bytes, as a Java `Cipher` loop cuts it (none for
    /// an empty message).
    static func pieces(_ message: [UInt8], of limit: Int) -> [ArraySlice<UInt8>] {
        stride(from: 0, to: message.count, by: limit).map { message[$0..<min($0 + limit, message.count)] }
    }

    /// `ciphertext` cut into blocks as long as a `bitCount`-bit modulus.
    ///
    /// - Throws: ``FSEncryptError/Code/invalidLength`` when it is not a whole number of blocks.
    static func blocks(_ ciphertext: [UInt8], bitCount: Int) throws(FSEncryptError) -> [ArraySlice<UInt8>] {
        let blockByteCount = (bitCount + 7) / 8
        guard ciphertext.count.isMultiple(of: blockByteCount) else {
            throw .invalidLength(
                ciphertext.count,
                "a \(bitCount)-bit key's blocks are \(blockByteCount) bytes each, and this is not a whole number of them"
            )
        }
        return pieces(ciphertext, of: blockByteCount)
    }

    /// `message` in a block of type 1 (RFC 2313 §8.1, what `RSA_private_encrypt` and the
    /// EMSA-PKCS1-v1_5 signature block use): 00 01, FF bytes (at least eight), 00, the message.
    static func privateEncode(_ message: some Collection<UInt8>, count: Int) -> [UInt8] {
        [0, 1] + [UInt8](repeating: 0xFF, count: count - 3 - message.count) + [0] + message
    }

    /// The message in a block of type 1, or `nil`. The block is public (anyone with the public
    /// key computes it), so the checks need not hide where they fail.
    static func privateDecode(_ block: [UInt8]) -> [UInt8]? {
        guard block.count >= 11, block[0] == 0, block[1] == 1,
            let separator = block[2...].firstIndex(where: { $0 != 0xFF }), block[separator] == 0, separator >= 10
        else { return nil }
        return Array(block[(separator + 1)...])
    }

    /// EME-OAEP encoding with a fresh seed: 00, the masked seed, the masked data block.
    static func oaepEncode(_ message: [UInt8], oaep: FSOAEP, count: Int) -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        let hashLength = oaep.digest.byteCount
        let seed = (0..<hashLength).map { _ in UInt8.random(in: 0...UInt8.max, using: &generator) }
        let labelHash = [UInt8](oaep.digest.hash(oaep.label))
        let block =
            labelHash + [UInt8](repeating: 0, count: count - message.count - 2 * hashLength - 2) + [1] + message
        let maskedBlock = MaskGeneration.xor(
            block, MaskGeneration.mgf1(seed, count: block.count, digest: oaep.mgf1Digest))
        let maskedSeed = MaskGeneration.xor(
            seed, MaskGeneration.mgf1(maskedBlock, count: hashLength, digest: oaep.mgf1Digest))
        return [0] + maskedSeed + maskedBlock
    }

    /// The message in an EME-OAEP `block`, or `nil`.
    static func oaepDecode(_ block: [UInt8], oaep: FSOAEP) -> [UInt8]? {
        let hashLength = oaep.digest.byteCount
        guard block.count >= 2 * hashLength + 2 else { return nil }
        let maskedSeed = Array(block[1...hashLength])
        let maskedBlock = Array(block[(hashLength + 1)...])
        let seed = MaskGeneration.xor(
            maskedSeed, MaskGeneration.mgf1(maskedBlock, count: hashLength, digest: oaep.mgf1Digest))
        let dataBlock = MaskGeneration.xor(
            maskedBlock, MaskGeneration.mgf1(seed, count: maskedBlock.count, digest: oaep.mgf1Digest))
        let labelHash = [UInt8](oaep.digest.hash(oaep.label))
        var bad = block[0]
        for index in 0..<hashLength { bad |= dataBlock[index] ^ labelHash[index] }
        // The 01 after the zeros: found by looking at every byte, whatever they hold.
        var separator = 0
        var looking: UInt8 = 1
        for index in hashLength..<dataBlock.count {
            let byte = dataBlock[index]
            let isOne = isZero(byte ^ 1)
            let isZeroByte = isZero(byte)
            separator |= Int(looking & isOne) * index
            // A byte that is neither 00 nor 01 before the separator ruins the block.
            bad |= looking & ~isOne & ~isZeroByte & 1
            looking &= ~isOne & 1
        }
        bad |= looking
        guard bad == 0 else { return nil }
        return Array(dataBlock[(separator + 1)...])
    }

    private static func pkcs1Decode(_ block: [UInt8]) -> [UInt8]? {
        guard block.count >= 11 else { return nil }
        var bad = block[0] | (block[1] ^ 2)
        var separator = 0
        var looking: UInt8 = 1
        for index in 2..<block.count {
            let isZeroByte = isZero(block[index])
            separator |= Int(looking & isZeroByte) * index
            looking &= ~isZeroByte & 1
        }
        bad |= looking
        // At least eight filler bytes: the separator is at index 10 or later.
        bad |= UInt8(truncatingIfNeeded: (separator - 10) >> (Int.bitWidth - 1)) & 1
        guard bad == 0 else { return nil }
        return Array(block[(separator + 1)...])
    }

    /// 1 when `byte` is 0, else 0, without a branch.
    private static func isZero(_ byte: UInt8) -> UInt8 {
        UInt8(truncatingIfNeeded: (UInt32(byte) &- 1) >> 31)
    }
}

extension FSRSAEncryptionPadding {
    /// The OAEP parameters of an OAEP preset; `nil` for PKCS #1 v1.5.
    var oaep: FSOAEP? {
        switch self {
        case .pkcs1: nil
        case .oaepSHA1: FSOAEP(digest: .sha1)
        case .oaepSHA256: FSOAEP(digest: .sha256)
        }
    }
}
