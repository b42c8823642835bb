import Foundation
import Testing

@testable import FSEncrypt

/// The examples published with the standard (GM/T 0003.5 Annex A, on the recommended curve, as
/// OpenSSL's `sm2_internal_test.c` and GmSSL reproduce them): the key, the identity digest Z,
/// a signature and a ciphertext with a given k.
@Suite("SM2: the standard's published examples")
struct SM2VectorTests {
    let hex = FSTextEncoding.hex
    let secret = "3945208F7B2144B13F36E38AC6D39F95889393692860B51A42FB81EF4DF7C5B8"
    let publicKey =
        "0409F9DF311E5421A150DD7D161E4BC5C672179FAD1833FC076BB08FF356F35020CCEA490CE26775A52DC6EA718CC1AA600AED05FBF35E084A6632F6072DA9AD13"
    /// The standard's k, 59276E27D506861A16680F3AD9C02DCCEF3CC1FA3CDBE4CE6D54B80DEAC1BC21.
    let k = UInt256(0x5927_6E27_D506_861A, 0x1668_0F3A_D9C0_2DCC, 0xEF3C_C1FA_3CDB_E4CE, 0x6D54_B80D_EAC1_BC21)

    @Test("the private key's public key and its identity digest Z")
    func keyAndIdentityDigest() throws {
        let key = try FSSM2PrivateKey(hex: secret)
        #expect(hex.encode(key.publicKey.rawRepresentation) == publicKey.lowercased())
        let z = try SM2Hashing.identityDigest(
            userID: FSSM2Signature.defaultUserID, publicKey: key.publicKey.coordinates)
        #expect(hex.encode(z) == "b2e14c5c79c6df5b85f4fe7ed8db7a262b9da7e07ccb0ea9f4747b8ccda8a4f3")
    }

    @Test("the signature of \"message digest\" with the given k")
    func signature() throws {
        let key = try FSSM2PrivateKey(hex: secret)
        let signature = try key.signature(for: Data("message digest".utf8), nonce: .init(source: .fixed(k)))
        #expect(
            hex.encode(signature.rawRepresentation)
                == "f5a03b0648d2c4630eeac513e1bb81a15944da3827d5b74143ac7eaceee720b3b1b6aa29df212fd8763182bc0d421ca1bb9038fd1f7f42d4840b69c485bbc1aa"
        )
        #expect(key.publicKey.isValidSignature(signature, for: Data("message digest".utf8)))
        #expect(!key.publicKey.isValidSignature(signature, for: Data("message digesT".utf8)))
    }

    @Test("the ciphertext of \"encryption standard\" with the given k, raw and in GM/T 0009 DER")
    func encryption() throws {
        let key = try FSSM2PrivateKey(hex: secret)
        let message = Data("encryption standard".utf8)
        let c1 =
            "0404ebfc718e8d1798620432268e77feb6415e2ede0e073c0f4f640ecd2e149a73e858f9d81e5430a57b36daab8f950a3c64e6ee6a63094d99283aff767e124df0"
        let c3 = "59983c18f809e262923c53aec295d30383b54e39d609d160afcb1908d0bd8766"
        let c2 = "21886ca989ca9c7d58087307ca93092d651efa"
        let nonce = FSSM2Signature.Nonce(source: .fixed(k))
        #expect(hex.encode(try key.publicKey.encrypt(message, format: .c1c3c2, nonce: nonce)) == c1 + c3 + c2)
        #expect(hex.encode(try key.publicKey.encrypt(message, format: .c1c2c3, nonce: nonce)) == c1 + c2 + c3)
        #expect(
            hex.encode(try key.publicKey.encrypt(message, format: .der, nonce: nonce))
                == "307c022004ebfc718e8d1798620432268e77feb6415e2ede0e073c0f4f640ecd2e149a73022100e858f9d81e5430a57b36daab8f950a3c64e6ee6a63094d99283aff767e124df0042059983c18f809e262923c53aec295d30383b54e39d609d160afcb1908d0bd8766041321886ca989ca9c7d58087307ca93092d651efa"
        )
        #expect(try key.decrypt(hex.decode(c1 + c3 + c2)) == message)
        #expect(try key.decrypt(hex.decode(String((c1 + c3 + c2).dropFirst(2)))) == message)
        #expect(try key.decrypt(hex.decode(c1 + c2 + c3), format: .c1c2c3) == message)
    }
}
