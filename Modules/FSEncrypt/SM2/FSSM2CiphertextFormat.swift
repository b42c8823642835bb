/// How an SM2 ciphertext's three parts are laid out: C1, the sender's one-time point; C3, the
/// SM3 check value (32 bytes); C2, the message masked (as long as the message).
///
/// Backends disagree, and a ciphertext in the wrong layout does not decrypt, so ask the other
/// side which one it uses:
///
/// | Format | Bytes | Who writes it |
/// |---|---|---|
/// | ``c1c3c2`` | 04 ‖ x ‖ y ‖ C3 ‖ C2 | GB/T 32918.4-2016; hutool, BouncyCastle 1.6x+ when told `C1C3C2`, sm-crypto (`cipherMode = 1`, without 04) |
/// | ``c1c2c3`` | 04 ‖ x ‖ y ‖ C2 ‖ C3 | the 2010 draft; BouncyCastle's `SM2Engine` default, many older Java backends |
/// | ``der`` | SEQUENCE { x, y, C3, C2 } (GM/T 0009) | OpenSSL (`pkeyutl -encrypt`), GmSSL, Java `Cipher("SM2")` in some providers |
///
/// Decryption reads the raw layouts with or without the leading 04, and with a compressed C1
/// (02 or 03 ‖ x); encryption writes the 04 unless ``writesPointPrefix`` is `false`.
///
/// ```swift
/// var format = FSSM2CiphertextFormat.c1c3c2
/// format.writesPointPrefix = false                   // sm-crypto's default shape
/// let field = FSTextEncoding.hex.encode(try serverKey.encrypt(password, format: format))
/// ```
public struct FSSM2CiphertextFormat: Hashable, Sendable, CustomStringConvertible {
    enum Layout: Hashable {
        case c1c3c2
        case c1c2c3
        case der
    }

    let layout: Layout

    /// Whether encryption in a raw layout writes the 04 that marks C1 as an uncompressed point
    /// (65 bytes of C1, or 64 without). DER ignores it; decryption accepts either.
    public var writesPointPrefix = true

    /// C1 ‖ C3 ‖ C2, the order of the current standard.
    public static let c1c3c2 = FSSM2CiphertextFormat(layout: .c1c3c2)

    /// C1 ‖ C2 ‖ C3, the order of the draft standard that many backends still use.
    public static let c1c2c3 = FSSM2CiphertextFormat(layout: .c1c2c3)

    /// GM/T 0009's ASN.1: SEQUENCE { INTEGER x, INTEGER y, OCTET STRING C3, OCTET STRING C2 },
    /// in DER.
    public static let der = FSSM2CiphertextFormat(layout: .der)

    /// `c1c3c2`, `c1c2c3` or `der`, and `without 04` where ``writesPointPrefix`` is `false`.
    public var description: String {
        let name =
            switch layout {
            case .c1c3c2: "c1c3c2"
            case .c1c2c3: "c1c2c3"
            case .der: "der"
            }
        return writesPointPrefix || layout == .der ? name : name + " without 04"
    }

    /// The parts laid out.
    func encode(c1: (x: UInt256, y: UInt256), c3: [UInt8], c2: [UInt8]) -> [UInt8] {
        let uncompressed = SM2PointEncoding.uncompressed(c1)
        let point = writesPointPrefix ? uncompressed : Array(uncompressed.dropFirst())
        switch layout {
        case .c1c3c2: return point + c3 + c2
        case .c1c2c3: return point + c2 + c3
        case .der:
            return DERWriter.sequence(
                DERWriter.integer(c1.x), DERWriter.integer(c1.y), DERWriter.octetString(c3), DERWriter.octetString(c2))
        }
    }

    /// The parts of `bytes`, C1 checked to be on the curve.
    ///
    /// - Throws: ``FSEncryptError/Code/invalidLength`` when the bytes are too short to hold C1
    ///   and C3 and a byte of C2; ``FSEncryptError/Code/decryptionFailed`` when they are not in
    ///   this layout or C1 is not a point of the curve.
    func decode(_ bytes: [UInt8]) throws(FSEncryptError) -> (c1: SM2Point, c3: [UInt8], c2: [UInt8]) {
        let digestCount = SM3.digestByteCount
        if layout == .der {
            var outer = DERReader(bytes)
            guard var sequence = outer.nested(), outer.isAtEnd, let x = sequence.readUInt256(),
                let y = sequence.readUInt256(), let c3 = sequence.read(DERReader.octetStringTag),
                let c2 = sequence.read(DERReader.octetStringTag), sequence.isAtEnd, c3.count == digestCount,
                !c2.isEmpty, let point = SM2Point(checkingX: x, y: y)
            else { throw .decryptionFailed }
            return (point, Array(c3), Array(c2))
        }
        guard let (point, pointCount) = SM2PointEncoding.leadingPoint(of: bytes) else {
            guard bytes.count > SM2PointEncoding.coordinatesByteCount + digestCount else {
                throw .invalidLength(
                    bytes.count, "an SM2 ciphertext holds C1 (64 or 65 bytes), C3 (32) and at least one byte of C2")
            }
            throw .decryptionFailed
        }
        let rest = bytes[pointCount...]
        guard rest.count > digestCount else {
            throw .invalidLength(bytes.count, "after C1 it holds C3 (32 bytes) and at least one byte of C2")
        }
        switch layout {
        case .c1c3c2:
            return (point, Array(rest.prefix(digestCount)), Array(rest.dropFirst(digestCount)))
        default:
            return (point, Array(rest.suffix(digestCount)), Array(rest.dropLast(digestCount)))
        }
    }
}
