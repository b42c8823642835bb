import FSEncrypt
import FSTestSupport
import Foundation
import Testing

/// PSS with every salt length peers use — the digest's (swift-crypto, JWT), the maximum
/// (Python's `cryptography`), 20 or 32 (Java, .NET), none — both ways with pycryptodome.
@Suite struct RSAPSSTests {
    /// Fresh keys for each test: a key kept in a `static let` is reported as a leak by
    /// LeakSanitizer (its DER `Data` is referenced only from a lazily made global).
    static func makeKeys() throws -> [FSRSAPrivateKey] { try [2048, 1024].map { try FSRSAPrivateKey(bitCount: $0) } }
    static let salts: [FSPSSSaltLength] = [.digestLength, .maximum, .bytes(0), .bytes(20), .bytes(32)]

    /// Whether a salt of `salt`'s length fits `key` with `digest`.
    static func fits(_ salt: FSPSSSaltLength, key: FSRSAPrivateKey, digest: FSDigest) -> Bool {
        count(salt, key: key, digest: digest) <= count(.maximum, key: key, digest: digest)
    }

    /// The salt's byte count for `key` and `digest`.
    static func count(_ salt: FSPSSSaltLength, key: FSRSAPrivateKey, digest: FSDigest) -> Int {
        switch salt {
        case .digestLength: digest.byteCount
        case .maximum: (key.bitCount - 1 + 7) / 8 - digest.byteCount - 2
        case .bytes(let count): count
        case .any: -1
        }
    }

    /// Keys of 1024 to 1031 bits too, from RSA Laboratories' example file: an encoded message
    /// one byte shorter than the modulus, or the same length with unused top bits.
    @Test func ourSignaturesVerifyWithTheirSaltLengthOrAny() throws {
        let message = Data("签名 PSS".utf8)
        let examples =
            Vectors.available ? try RSAExampleTests.examples(RSAExampleTests.folder + "pkcs1v15crypt-vectors.txt") : []
        // A sampled run signs with every eighth key: the 2048-bit one and two of the examples.
        for key in TestDepth.sample(try Self.makeKeys() + examples.map(\.privateKey)) {
            for digest in [FSDigest.sha1, .sha256, .sha512] {
                for salt in Self.salts {
                    guard Self.fits(salt, key: key, digest: digest) else {
                        #expect(throws: FSEncryptError.self) {
                            try key.signature(for: message, digest: digest, padding: .pss, saltLength: salt)
                        }
                        continue
                    }
                    let signature = try key.signature(for: message, digest: digest, padding: .pss, saltLength: salt)
                    let publicKey = key.publicKey
                    #expect(publicKey.isValidSignature(signature, for: message, digest: digest, saltLength: salt))
                    #expect(publicKey.isValidSignature(signature, for: message, digest: digest, saltLength: .any))
                    let wrong = FSPSSSaltLength.bytes(Self.count(salt, key: key, digest: digest) + 1)
                    #expect(!publicKey.isValidSignature(signature, for: message, digest: digest, saltLength: wrong))
                    #expect(
                        !publicKey.isValidSignature(signature, for: message + [0], digest: digest, saltLength: .any))
                    var damaged = signature
                    damaged[damaged.count / 3] ^= 1
                    #expect(!publicKey.isValidSignature(damaged, for: message, digest: digest, saltLength: .any))
                }
            }
        }
    }

    @Test func impossibleSaltsAreTypedErrors() throws {
        let key = try FSRSAPrivateKey(bitCount: 1024)
        #expect(throws: FSEncryptError.self) { try key.signature(for: Data(), padding: .pss, saltLength: .any) }
        #expect(throws: FSEncryptError.self) { try key.signature(for: Data(), padding: .pss, saltLength: .bytes(-1)) }
        #expect(throws: FSEncryptError.self) {
            try key.signature(for: Data(), digest: .sha512, padding: .pss, saltLength: .bytes(Int.max))
        }
        #expect(throws: FSEncryptError.self) {
            try key.signature(for: Data(), digest: .md5, padding: .pss, saltLength: .maximum)
        }
    }

    /// pycryptodome verifies ours and signs what we verify, at every salt length.
    @Test(.enabled(if: Peer.python.isAvailable(modules: ["Crypto.Signature.pss"]), "needs pip install pycryptodome"))
    func pycryptodomeBothWays() throws {
        let hex = FSTextEncoding.hex
        var lines: [String] = []
        var expected: [(FSRSAPrivateKey, FSDigest, FSPSSSaltLength, Data)] = []
        for key in try Self.makeKeys() {
            for digest in [FSDigest.sha1, .sha256, .sha384, .sha512] {
                for salt in Self.salts where Self.fits(salt, key: key, digest: digest) {
                    let message = Data("message \(key.bitCount) \(digest) \(salt)".utf8)
                    let signature = try key.signature(for: message, digest: digest, padding: .pss, saltLength: salt)
                    lines.append(
                        [
                            hex.encode(key.derRepresentation), digest.rawValue,
                            String(Self.count(salt, key: key, digest: digest)), hex.encode(message),
                            hex.encode(signature),
                        ].joined(separator: " "))
                    expected.append((key, digest, salt, message))
                }
            }
        }
        let script = """
            import sys
            from Crypto.PublicKey import RSA
            from Crypto.Signature import pss
            from Crypto.Hash import SHA1, SHA256, SHA384, SHA512
            hashes = {"sha1": SHA1, "sha256": SHA256, "sha384": SHA384, "sha512": SHA512}
            for line in sys.stdin:
                key, digest, salt, message, signature = line.split()
                key = RSA.import_key(bytes.fromhex(key))
                h = hashes[digest].new(bytes.fromhex(message))
                try:
                    pss.new(key.public_key(), salt_bytes=int(salt)).verify(h, bytes.fromhex(signature))
                    ok = "ok"
                except (ValueError, TypeError):
                    ok = "bad"
                print(ok, pss.new(key, salt_bytes=int(salt)).sign(h).hex())
            """
        let answers = try Peer.python.run(["-c", script], input: lines.joined(separator: "\n") + "\n")
            .split(separator: "\n")
        try #require(answers.count == expected.count)
        for ((key, digest, salt, message), answer) in zip(expected, answers) {
            let parts = answer.split(separator: " ")
            #expect(parts.first == "ok", "pycryptodome refuses ours: \(key.bitCount) bits, \(digest), \(salt)")
            let theirs = try hex.decode(String(parts.last ?? ""))
            let publicKey = key.publicKey
            #expect(publicKey.isValidSignature(theirs, for: message, digest: digest, saltLength: salt), "\(salt)")
            #expect(publicKey.isValidSignature(theirs, for: message, digest: digest, saltLength: .any))
        }
    }
}
