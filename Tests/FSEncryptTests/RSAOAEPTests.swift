import FSEncrypt
import FSTestSupport
import Foundation
import Testing

/// OAEP with every pair of digests and a label, both ways with pycryptodome — Java's
/// `OAEPWithSHA-256AndMGF1Padding` (SHA-256 for the label, MGF1 over SHA-1) among them.
@Suite struct RSAOAEPTests {
    static let parameters: [FSOAEP] = [
        FSOAEP(digest: .sha1), FSOAEP(digest: .sha256, mgf1Digest: .sha1), FSOAEP(digest: .sha256),
        FSOAEP(digest: .sha384), FSOAEP(digest: .sha512, mgf1Digest: .sha1), FSOAEP(digest: .sha512),
        FSOAEP(digest: .sha224), FSOAEP(digest: .sha224, mgf1Digest: .sha1),
        FSOAEP(digest: .sha256, label: Data("订单 42".utf8)),
        FSOAEP(digest: .sha1, mgf1Digest: .sha512, label: [0, 1, 2]),
    ]

    @Test func roundTripsAndRefusesOtherParameters() throws {
        // A fresh key per test: LeakSanitizer reports one kept in a `static let`.
        let key = try FSRSAPrivateKey(bitCount: 2048)
        for oaep in Self.parameters {
            let limit = key.publicKey.maximumMessageByteCount(oaep: oaep)
            #expect(limit == 256 - 2 * oaep.digest.byteCount - 2)
            for length in [0, 1, limit] {
                let message = [UInt8](repeating: 0x5A, count: length)
                let sealed = try key.publicKey.encrypt(message, oaep: oaep)
                #expect(try key.decrypt(sealed, oaep: oaep) == Data(message), "\(oaep)")
                var other = oaep
                other.label += [9]
                #expect(throws: FSEncryptError.decryptionFailed) { try key.decrypt(sealed, oaep: other) }
            }
            #expect(throws: FSEncryptError.self) {
                try key.publicKey.encrypt([UInt8](repeating: 0, count: limit + 1), oaep: oaep)
            }
        }
        // The presets and their FSOAEP equivalents read each other.
        let preset = try key.publicKey.encrypt(Data("preset".utf8), padding: .oaepSHA256)
        #expect(try key.decrypt(preset, oaep: FSOAEP(digest: .sha256)) == Data("preset".utf8))
        let general = try key.publicKey.encrypt(Data("general".utf8), oaep: FSOAEP(digest: .sha1))
        #expect(try key.decrypt(general, padding: .oaepSHA1) == Data("general".utf8))
    }

    /// A key too short for the digests is a typed error, not a trap.
    @Test func aKeyTooShortForTheDigest() throws {
        let key = try FSRSAPrivateKey(bitCount: 1024)
        #expect(key.publicKey.maximumMessageByteCount(oaep: FSOAEP(digest: .sha512)) == 0)
        #expect(throws: FSEncryptError.self) { try key.publicKey.encrypt(Data(), oaep: FSOAEP(digest: .sha512)) }
        #expect(throws: FSEncryptError.self) { try key.decrypt(Data(count: 128), oaep: FSOAEP(digest: .sha512)) }
    }

    @Test(.enabled(if: Peer.python.isAvailable(modules: ["Crypto.Cipher"]), "needs pip install pycryptodome"))
    func pycryptodomeBothWays() throws {
        // A fresh key per test: LeakSanitizer reports one kept in a `static let`.
        let key = try FSRSAPrivateKey(bitCount: 2048)
        let hex = FSTextEncoding.hex
        var lines: [String] = []
        for (index, oaep) in Self.parameters.enumerated() {
            let message = Data("message \(index) for \(oaep)".utf8)
            let sealed = try key.publicKey.encrypt(message, oaep: oaep)
            lines.append(
                [
                    oaep.digest.rawValue, oaep.mgf1Digest.rawValue, hex.encode(oaep.label) + "-",
                    hex.encode(sealed), hex.encode(message),
                ].joined(separator: " "))
        }
        let script = """
            import sys
            from Crypto.PublicKey import RSA
            from Crypto.Cipher import PKCS1_OAEP
            from Crypto.Signature.pss import MGF1
            from Crypto.Hash import SHA1, SHA224, SHA256, SHA384, SHA512
            hashes = {"sha1": SHA1, "sha224": SHA224, "sha256": SHA256, "sha384": SHA384, "sha512": SHA512}
            key = RSA.import_key(bytes.fromhex(sys.argv[1]))
            for line in sys.stdin:
                digest, mgf, label, sealed, message = line.split()
                label = bytes.fromhex(label[:-1])
                cipher = lambda k: PKCS1_OAEP.new(k, hashAlgo=hashes[digest], mgfunc=lambda x, y: MGF1(x, y, hashes[mgf]), label=label)
                ok = cipher(key).decrypt(bytes.fromhex(sealed)) == bytes.fromhex(message)
                print("ok" if ok else "bad", cipher(key.public_key()).encrypt(bytes.fromhex(message)).hex())
            """
        let answers = try Peer.python.run(
            ["-c", script, hex.encode(key.derRepresentation)], input: lines.joined(separator: "\n") + "\n"
        ).split(separator: "\n")
        try #require(answers.count == Self.parameters.count)
        for ((index, oaep), answer) in zip(Self.parameters.enumerated(), answers) {
            let parts = answer.split(separator: " ")
            #expect(parts.first == "ok", "pycryptodome cannot decrypt ours: \(oaep)")
            let theirs = try hex.decode(String(parts.last ?? ""))
            #expect(try key.decrypt(theirs, oaep: oaep) == Data("message \(index) for \(oaep)".utf8))
        }
    }
}
