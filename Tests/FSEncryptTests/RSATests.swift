import FSEncrypt
import Foundation
import Testing

/// RSA keys and blocks that are wrong in every way a caller can get them wrong: each gives a
/// typed error that says what was wrong.
struct RSATests {
    /// A fresh key for each test. (Not a static: LeakSanitizer cannot see a pointer that a
    /// global holds inside `Data`'s packed enum, and would report it.)
    let key: FSRSAPrivateKey

    init() throws { key = try FSRSAPrivateKey(bitCount: 2048) }

    @Test("generated keys have the size asked for and read back from their own PEM")
    func generation() throws {
        #expect(key.bitCount == 2048)
        #expect(key.publicKey.bitCount == 2048)
        #expect(try FSRSAPrivateKey(pem: key.pemRepresentation).publicKey == key.publicKey)
        #expect(key.pemRepresentation.hasPrefix("-----BEGIN PRIVATE KEY-----\n"))
        #expect(key.pkcs1PEMRepresentation.hasPrefix("-----BEGIN RSA PRIVATE KEY-----\n"))
        #expect(key.publicKey.pemRepresentation.hasPrefix("-----BEGIN PUBLIC KEY-----\n"))
        #expect(key.publicKey.pkcs1PEMRepresentation.hasPrefix("-----BEGIN RSA PUBLIC KEY-----\n"))
        for bits in [0, 512, 1023, 2047, 8192] {
            let error = #expect(throws: FSEncryptError.self) { try FSRSAPrivateKey(bitCount: bits) }
            #expect(error?.code == .invalidArgument)
        }
    }

    @Test("text round trip in the default padding, Base64 and hex")
    func text() throws {
        for encoding in FSTextEncoding.allCases {
            let sealed = try key.publicKey.encrypt("密码 password", encoding: encoding)
            #expect(try key.decryptText(sealed, encoding: encoding) == "密码 password")
        }
        let binary = try key.publicKey.encrypt([0xFF, 0xFE], padding: .pkcs1)
        let error = #expect(throws: FSEncryptError.self) {
            try key.decryptText(FSTextEncoding.base64.encode(binary), padding: .pkcs1)
        }
        #expect(error?.code == .invalidEncoding)
    }

    @Test("wrong lengths, wrong keys and wrong paddings")
    func wrongBlocks() throws {
        let other = try FSRSAPrivateKey(bitCount: 1024)
        let ciphertext = try key.publicKey.encrypt(Array("hello".utf8), padding: .oaepSHA256)
        #expect(ciphertext.count == 256)
        for length in [0, 1, 255, 257, 512] {
            let error = #expect(throws: FSEncryptError.self) { try key.decrypt(Data(count: length)) }
            #expect(error?.code == .invalidLength)
            #expect(error?.message.contains("exactly 256") == true)
        }
        // Only OAEP can be relied on to refuse a block padded another way: PKCS #1 v1.5 unpadding
        // accepts about one random block in 256 (an OAEP block among them), which is why CI once
        // saw an OAEP ciphertext "decrypt" under .pkcs1.
        let pkcs1 = try key.publicKey.encrypt(Array("hello".utf8), padding: .pkcs1)
        #expect(throws: FSEncryptError.decryptionFailed) { try key.decrypt(pkcs1, padding: .oaepSHA1) }
        #expect(throws: FSEncryptError.decryptionFailed) { try key.decrypt(pkcs1, padding: .oaepSHA256) }
        #expect(throws: FSEncryptError.decryptionFailed) { try key.decrypt(ciphertext, padding: .oaepSHA1) }
        #expect(throws: FSEncryptError.self) { try other.decrypt(ciphertext) }
        var damaged = Array(ciphertext)
        damaged[100] ^= 0x40
        #expect(throws: FSEncryptError.decryptionFailed) { try key.decrypt(damaged) }
        #expect(key.publicKey.maximumMessageByteCount(padding: .pkcs1) == 245)
        #expect(key.publicKey.maximumMessageByteCount(padding: .oaepSHA1) == 214)
        #expect(key.publicKey.maximumMessageByteCount(padding: .oaepSHA256) == 190)
        let long = #expect(throws: FSEncryptError.self) { try key.publicKey.encrypt(Data(count: 191)) }
        #expect(long?.code == .invalidLength)
        let md5 = #expect(throws: FSEncryptError.self) { try key.signature(for: Data(), digest: .md5) }
        #expect(md5?.code == .unsupported)
        #expect(!key.publicKey.isValidSignature(Data(), for: Data()))
        #expect(!key.publicKey.isValidSignature(Data(count: 256), for: Data(), digest: .md5))
    }

    @Test("a public key's PEM given as a private key, and random DER, are refused")
    func swappedAndRandom() throws {
        let swapped = #expect(throws: FSEncryptError.self) { try FSRSAPrivateKey(pem: key.publicKey.pemRepresentation) }
        #expect(swapped?.message.contains("public key") == true)
        #expect(throws: FSEncryptError.self) { try FSRSAPrivateKey(der: key.publicKey.derRepresentation) }
        #expect(throws: FSEncryptError.self) { try FSRSAPublicKey(der: key.derRepresentation.prefix(100)) }
        let der = Array(key.derRepresentation)
        for cut in stride(from: 0, to: der.count, by: 97) {
            #expect(throws: FSEncryptError.self) { try FSRSAPrivateKey(der: der.prefix(cut)) }
        }
    }
}

/// Text that is not an RSA key, each refused with a message naming why.
struct RSAKeyTextTests {
    @Test(
        "key text that is not a key",
        arguments: [
            ("", "empty"),
            ("   \n", "empty"),
            ("-----BEGIN PUBLIC KEY", "not closed"),
            ("-----BEGIN PUBLIC KEY-----\nMIIB\n", "no -----END PUBLIC KEY----- line"),
            ("-----BEGIN PUBLIC KEY-----\nMIIB!@#\n-----END PUBLIC KEY-----", "Base64"),
            ("-----BEGIN PUBLIC KEY-----\n\n-----END PUBLIC KEY-----", "empty"),
            ("-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----", "not an RSA public key"),
            ("-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----", "openssl x509"),
            ("-----BEGIN EC PRIVATE KEY-----\nAAAA\n-----END EC PRIVATE KEY-----", "was expected"),
            ("MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA", "not an RSA public key"),
            ("ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ== user@host", "OpenSSH"),
        ])
    func malformedPublicKeys(text: String, expected: String) {
        let error = #expect(throws: FSEncryptError.self) { try FSRSAPublicKey(pem: text) }
        #expect(error?.message.contains(expected) == true, "\(String(describing: error))")
    }
}
