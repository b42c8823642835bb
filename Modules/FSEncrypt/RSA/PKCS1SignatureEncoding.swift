/// EMSA-PKCS1-v1_5 (RFC 8017 §9.2) written out, for the digests swift-crypto's RSA signing does
/// not take (SHA-224, SHA-512/224, SHA-512/256): 00 01, FF bytes, 00, the DER DigestInfo.
enum PKCS1SignatureEncoding {
    /// The DER tags of DigestInfo ::= SEQUENCE { SEQUENCE { OID, NULL }, OCTET STRING }.
    private enum Tag {
        static let sequence: UInt8 = 0x30
        static let objectIdentifier: UInt8 = 0x06
        static let null: UInt8 = 0x05
        static let octetString: UInt8 = 0x04
    }

    /// The encoded arc 2.16.840.1.101.3.4.2 of NIST's hash algorithms (RFC 8017 §A.2.4).
    private static let nistHashAlgorithms: [UInt8] = [0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02]

    /// The last number of the digest's object identifier under ``nistHashAlgorithms``.
    private static func algorithmNumber(_ digest: FSDigest) -> UInt8? {
        switch digest {
        case .sha256: 1
        case .sha384: 2
        case .sha512: 3
        case .sha224: 4
        case .sha512_224: 5
        case .sha512_256: 6
        case .md5, .sha1, .sm3: nil
        }
    }

    /// The encoded message of the digest `messageHash` in a block of `count` bytes; `nil` when
    /// the digest has no identifier here or the block is too short (RFC 8017 §9.2 step 3).
    static func encode(_ messageHash: [UInt8], digest: FSDigest, count: Int) -> [UInt8]? {
        guard let number = algorithmNumber(digest) else { return nil }
        let identifier = nistHashAlgorithms + [number]
        let algorithm = [Tag.objectIdentifier, UInt8(identifier.count)] + identifier + [Tag.null, 0]
        let digestInfo =
            [Tag.sequence, UInt8(2 + algorithm.count + 2 + messageHash.count)]
            + [Tag.sequence, UInt8(algorithm.count)] + algorithm
            + [Tag.octetString, UInt8(messageHash.count)] + messageHash
        // At least eight FF bytes.
        let fill = count - digestInfo.count - 3
        guard fill >= 8 else { return nil }
        return [0, 1] + [UInt8](repeating: 0xFF, count: fill) + [0] + digestInfo
    }
}
