import FSEncrypt
import FSTestSupport
import Foundation
import Testing

/// The code of the articles "SM2 with a Chinese backend" and "RSA as Java backends send it", as
/// written there; the outputs they print are the standard's example (true) and Java's
/// (the block count, the round trips), checked here.
@Suite("The articles on SM2 and RSA with backends")
struct BackendArticleTests {
    @Test("SM2 with a Chinese backend: encrypt for the server's hex key, verify its signature, sign a request")
    func sm2() throws {
        let server = try FSSM2PublicKey(
            hex: "0409F9DF311E5421A150DD7D161E4BC5C672179FAD1833FC076BB08FF356F35020"
                + "CCEA490CE26775A52DC6EA718CC1AA600AED05FBF35E084A6632F6072DA9AD13")
        let field = FSTextEncoding.hex.encode(try server.encrypt(Data("s3cret".utf8), format: .c1c3c2))
        let signature = try FSSM2Signature(
            rawRepresentation: FSTextEncoding.hex.decode(
                "F5A03B0648D2C4630EEAC513E1BB81A15944DA3827D5B74143AC7EACEEE720B3"
                    + "B1B6AA29DF212FD8763182BC0D421CA1BB9038FD1F7F42D4840B69C485BBC1AA"))
        #expect(server.isValidSignature(signature, for: Data("message digest".utf8)))
        // The field is what the standard's private key decrypts.
        let serverKey = try FSSM2PrivateKey(hex: "3945208F7B2144B13F36E38AC6D39F95889393692860B51A42FB81EF4DF7C5B8")
        #expect(try serverKey.decrypt(FSTextEncoding.hex.decode(field)) == Data("s3cret".utf8))

        let key = FSSM2PrivateKey()
        let publicKeyForTheServer = key.publicKey.pemRepresentation
        let body = Data(#"{"orderId":42,"amount":"100.00"}"#.utf8)
        let header = FSTextEncoding.base64.encode(try key.signature(for: body).derRepresentation)
        let received = try FSSM2Signature(derRepresentation: FSTextEncoding.base64.decode(header))
        #expect(try FSSM2PublicKey(pem: publicKeyForTheServer).isValidSignature(received, for: body))
    }

    @Test("RSA as Java backends send it: 分段加密 and the private key that encrypts")
    func rsa() throws {
        let key = try FSRSAPrivateKey(bitCount: 2048)
        let publicBase64 = FSTextEncoding.base64.encode(key.publicKey.derRepresentation)
        let server = try FSRSAPublicKey(pem: publicBase64)
        let json = Data(String(repeating: #"{"item":"茶叶","qty":1}"#, count: 30).utf8)
        let body = try server.encryptInBlocks(json, padding: .pkcs1)
        #expect(body.count == 1024)
        #expect(try key.decryptInBlocks(body, padding: .pkcs1) == json)

        let appKey = try FSRSAPrivateKey(bitCount: 2048)
        let token = try appKey.privateEncrypt(Data(#"{"uid":42}"#.utf8))
        #expect(String(decoding: try appKey.publicKey.publicDecrypt(token), as: UTF8.self) == #"{"uid":42}"#)
    }
}
