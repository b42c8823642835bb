/// The SM2 curve of GB/T 32918.5 (GM/T 0003.5): y² = x³ + ax + b over the prime field 𝔽ₚ, with
/// a = −3, the base point G, and the prime order n of the group it generates (cofactor 1).
enum SM2Curve {
    /// p = 2²⁵⁶ − 2²²⁴ − 2⁹⁶ + 2⁶⁴ − 1.
    enum Prime: ResidueModulus {
        static var modulus: UInt256 {
            UInt256(0xFFFF_FFFE_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_0000_0000, 0xFFFF_FFFF_FFFF_FFFF)
        }
        /// p ≡ −1 (mod 2⁶⁴), so −p⁻¹ ≡ 1.
        static var inverse: UInt64 { 1 }
        static var rSquared: UInt256 {
            UInt256(0x0000_0004_0000_0002, 0x0000_0001_0000_0001, 0x0000_0002_FFFF_FFFF, 0x0000_0002_0000_0003)
        }
    }

    /// n, the order of G.
    enum Order: ResidueModulus {
        static var modulus: UInt256 {
            UInt256(0xFFFF_FFFE_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF, 0x7203_DF6B_21C6_052B, 0x53BB_F409_39D5_4123)
        }
        static var inverse: UInt64 { 0x327F_9E88_7235_0975 }
        static var rSquared: UInt256 {
            UInt256(0x1EB5_E412_A22B_3D3B, 0x620F_C84C_3AFF_E0D4, 0x3464_504A_DE6F_A2FA, 0x9011_92AF_7C11_4F20)
        }
    }

    typealias Field = MontgomeryResidue<Prime>
    typealias Scalar = MontgomeryResidue<Order>

    static let a = UInt256(0xFFFF_FFFE_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_0000_0000, 0xFFFF_FFFF_FFFF_FFFC)
    static let b = UInt256(0x28E9_FA9E_9D9F_5E34, 0x4D5A_9E4B_CF65_09A7, 0xF397_89F5_15AB_8F92, 0xDDBC_BD41_4D94_0E93)
    static let generatorX = UInt256(
        0x32C4_AE2C_1F19_8119, 0x5F99_0446_6A39_C994, 0x8FE3_0BBF_F266_0BE1, 0x715A_4589_334C_74C7)
    static let generatorY = UInt256(
        0xBC37_36A2_F4F6_779C, 0x59BD_CEE3_6B69_2153, 0xD0A9_877C_C62A_4740, 0x02DF_32E5_2139_F0A0)

    /// b in Montgomery form, which the point formulas multiply by.
    static let bResidue = Field(b)

    /// The curve's object identifier, 1.2.156.10197.1.301, DER-encoded.
    static let objectIdentifier: [UInt8] = [0x06, 0x08, 0x2A, 0x81, 0x1C, 0xCF, 0x55, 0x01, 0x82, 0x2D]
    /// id-ecPublicKey, 1.2.840.10045.2.1 (RFC 5480), the algorithm OpenSSL names SM2 keys by.
    static let ecPublicKeyIdentifier: [UInt8] = [0x06, 0x07, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x02, 0x01]
}
