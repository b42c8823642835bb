import FSEncrypt
import FSTestSupport
import Foundation
import Testing

/// RSA against pycryptodome: keys it writes in every format read as the same key; every
/// encryption padding and every signature padding × digest, on random messages of every
/// allowed length (signatures over SHA-1 and every SHA-2), both ways, with 1024 and 2048-bit keys of theirs and a 2048-bit key of ours.
@Suite(.enabled(if: Peer.python.isAvailable(modules: ["Crypto.PublicKey.RSA"]), "needs pip install pycryptodome"))
struct RSAPeerTests {
    /// Writes keys in every format: one JSON object per bit count on the command line.
    static let keyScript = #"""
        import sys, json
        from Crypto.PublicKey import RSA
        from Crypto.Util.asn1 import DerSequence
        from Crypto.Util.number import getPrime
        from Crypto.IO import PEM
        for bits in map(int, sys.argv[1:]):
            key = RSA.generate(bits)
            public = key.public_key()
            pkcs1_public = DerSequence([key.n, key.e]).encode()
            print(json.dumps({
                "pkcs1": key.export_key(pkcs=1).decode(),
                "pkcs8": key.export_key(pkcs=8).decode(),
                "pkcs8_der": key.export_key(format="DER", pkcs=8).hex(),
                "pkcs1_der": key.export_key(format="DER", pkcs=1).hex(),
                "spki": public.export_key().decode(),
                "spki_der": public.export_key(format="DER").hex(),
                "pkcs1_public": PEM.encode(pkcs1_public, "RSA PUBLIC KEY"),
                "pkcs1_public_der": pkcs1_public.hex(),
                "legacy_encrypted": key.export_key(pkcs=1, passphrase="secret").decode(),
                "pkcs8_encrypted": key.export_key(pkcs=8, passphrase="secret",
                    protection="PBKDF2WithHMAC-SHA1AndAES128-CBC").decode(),
                "openssh": public.export_key(format="OpenSSH").decode(),
            }))
        p, q = getPrime(500), getPrime(500)  # a key of 999 or 1000 bits
        small = RSA.construct((p * q, 65537, pow(65537, -1, (p - 1) * (q - 1))))
        print(json.dumps({"small": small.export_key(pkcs=8).decode(), "small_public": small.public_key().export_key().decode()}))
        """#

    /// Runs one operation a line: encrypt, decrypt, sign or verify with the given key.
    static let operationScript = #"""
        import sys, json
        from Crypto.PublicKey import RSA
        from Crypto.Cipher import PKCS1_v1_5, PKCS1_OAEP
        from Crypto.Signature import pkcs1_15, pss
        from Crypto.Hash import SHA1, SHA224, SHA256, SHA384, SHA512
        hashes = {"sha1": SHA1.new, "sha224": SHA224.new, "sha256": SHA256.new, "sha384": SHA384.new,
                  "sha512": SHA512.new, "sha512-224": lambda m: SHA512.new(m, truncate="224"),
                  "sha512-256": lambda m: SHA512.new(m, truncate="256")}
        keys = {}
        def cipher(key, padding):
            if padding == "pkcs1": return PKCS1_v1_5.new(key)
            return PKCS1_OAEP.new(key, hashAlgo=SHA1 if padding == "oaep-sha1" else SHA256)
        def signer(key, padding):
            return pkcs1_15.new(key) if padding == "pkcs1" else pss.new(key)
        for line in sys.stdin:
            c = json.loads(line)
            key = keys.setdefault(c["key"], RSA.import_key(c["key"]))
            message = bytes.fromhex(c["message"])
            data = bytes.fromhex(c.get("data", ""))
            if c["op"] == "encrypt":
                print(cipher(key.public_key(), c["padding"]).encrypt(message).hex())
            elif c["op"] == "decrypt":
                if c["padding"] == "pkcs1":
                    result = cipher(key, "pkcs1").decrypt(data, None)
                    print("failed" if result is None else result.hex())
                else:
                    print(cipher(key, c["padding"]).decrypt(data).hex())
            elif c["op"] == "sign":
                print(signer(key, c["padding"]).sign(hashes[c["digest"]](message)).hex())
            else:
                try:
                    signer(key.public_key(), c["padding"]).verify(hashes[c["digest"]](message), data)
                    print("valid")
                except ValueError:
                    print("invalid")
        """#

    struct Keys: Decodable {
        var pkcs1, pkcs8, pkcs8_der, pkcs1_der, spki, spki_der, pkcs1_public, pkcs1_public_der: String
        var legacy_encrypted, pkcs8_encrypted, openssh: String
    }

    struct SmallKey: Decodable {
        var small, small_public: String
    }

    struct Operation: Encodable {
        var op, key, padding, message: String
        var digest = "", data = ""
    }

    let hex = FSTextEncoding.hex

    func generate(_ bits: [Int]) throws -> (keys: [Keys], small: SmallKey) {
        let lines = try Peer.python.run(["-c", Self.keyScript] + bits.map(String.init)).split(separator: "\n")
        try #require(lines.count == bits.count + 1)
        let keys = try lines.dropLast().map { try JSONDecoder().decode(Keys.self, from: Data($0.utf8)) }
        return (keys, try JSONDecoder().decode(SmallKey.self, from: Data(lines[lines.count - 1].utf8)))
    }

    @Test("keys pycryptodome writes — PKCS#1, PKCS#8, SPKI, as PEM, DER and bare Base64 — read as one key")
    func keyFormats() throws {
        let (generated, small) = try generate([1024, 2048])
        for keys in generated {
            let privateKeys = [
                try FSRSAPrivateKey(pem: keys.pkcs1), try FSRSAPrivateKey(pem: keys.pkcs8),
                try FSRSAPrivateKey(der: hex.decode(keys.pkcs8_der)),
                try FSRSAPrivateKey(der: hex.decode(keys.pkcs1_der)),
                try FSRSAPrivateKey(pem: Self.body(keys.pkcs1)), try FSRSAPrivateKey(pem: Self.body(keys.pkcs8)),
            ]
            let publicKeys = [
                try FSRSAPublicKey(pem: keys.spki), try FSRSAPublicKey(pem: keys.pkcs1_public),
                try FSRSAPublicKey(der: hex.decode(keys.spki_der)),
                try FSRSAPublicKey(der: hex.decode(keys.pkcs1_public_der)),
                try FSRSAPublicKey(pem: Self.body(keys.spki)),
                try FSRSAPublicKey(pem: Self.body(keys.spki).replacingOccurrences(of: "\n", with: "")),
            ]
            for key in privateKeys {
                #expect(key.derRepresentation == (try hex.decode(keys.pkcs8_der)))
                #expect(key.publicKey == publicKeys[0])
            }
            for key in publicKeys {
                #expect(key.derRepresentation == (try hex.decode(keys.spki_der)))
            }
            let written = privateKeys[0]
            #expect(try FSRSAPrivateKey(pem: written.pemRepresentation).derRepresentation == written.derRepresentation)
            #expect(
                try FSRSAPrivateKey(pem: written.pkcs1PEMRepresentation).derRepresentation == written.derRepresentation)
            #expect(try FSRSAPublicKey(pem: publicKeys[0].pkcs1PEMRepresentation) == publicKeys[0])
            #expect(try FSRSAPublicKey(pem: publicKeys[0].pemRepresentation) == publicKeys[0])

            // What cannot be read says why.
            #expect(throws: FSEncryptError.self) { try FSRSAPrivateKey(pem: keys.legacy_encrypted) }
            let encrypted = #expect(throws: FSEncryptError.self) { try FSRSAPrivateKey(pem: keys.pkcs8_encrypted) }
            #expect(encrypted?.code == .unsupported)
            let openssh = #expect(throws: FSEncryptError.self) { try FSRSAPublicKey(pem: keys.openssh) }
            #expect(openssh?.code == .unsupported)
            let swapped = #expect(throws: FSEncryptError.self) { try FSRSAPublicKey(pem: keys.pkcs8) }
            #expect(swapped?.message.contains("private key") == true)
            #expect(throws: FSEncryptError.self) { try FSRSAPrivateKey(pem: keys.spki) }
            #expect(throws: FSEncryptError.self) { try FSRSAPrivateKey(pem: Self.body(keys.spki)) }
        }
        let short = [
            #expect(throws: FSEncryptError.self) { try FSRSAPrivateKey(pem: small.small) },
            #expect(throws: FSEncryptError.self) { try FSRSAPublicKey(pem: small.small_public) },
        ]
        for error in short {
            #expect(error?.message.contains("shorter than 1024 bits") == true, "\(String(describing: error))")
        }
    }

    /// The Base64 body of a PEM block, as backends hand it out.
    static func body(_ pem: String) -> String {
        pem.split(separator: "\n").filter { !$0.hasPrefix("-----") }.joined(separator: "\n")
    }

    @Test("every padding and digest, random messages of every allowed length, both ways")
    func operations() throws {
        let (generated, _) = try generate([1024, 2048])
        let ours = try FSRSAPrivateKey(bitCount: 2048)
        let keys = try generated.map { try FSRSAPrivateKey(pem: $0.pkcs1) } + [ours]
        var generator = SeededGenerator(seed: 0x5253_4100)
        var operations: [Operation] = []
        var expectations: [(String) throws -> Void] = []
        for key in keys {
            let pem = key.pemRepresentation
            for padding in FSRSAEncryptionPadding.allCases {
                let limit = key.publicKey.maximumMessageByteCount(padding: padding)
                for length in [0, 1, limit - 1, limit]
                    + (0..<4).map({ _ in Int.random(in: 0...limit, using: &generator) })
                {
                    let message = generator.bytes(length)
                    let context = "\(key.bitCount) bits, \(padding), \(length) bytes"
                    let ciphertext = try key.publicKey.encrypt(message, padding: padding)
                    operations.append(
                        Operation(
                            op: "decrypt", key: pem, padding: padding.rawValue, message: "",
                            data: hex.encode(ciphertext)))
                    expectations.append {
                        #expect($0 == hex.encode(message), "pycryptodome cannot decrypt ours: \(context)")
                    }
                    operations.append(
                        Operation(op: "encrypt", key: pem, padding: padding.rawValue, message: hex.encode(message)))
                    expectations.append { (answer: String) throws in
                        #expect(try key.decrypt(hex.decode(answer), padding: padding) == Data(message), "\(context)")
                    }
                }
                let tooLong = generator.bytes(limit + 1)
                #expect(throws: FSEncryptError.self) { try key.publicKey.encrypt(tooLong, padding: padding) }
            }
            for digest in FSDigest.allCases where digest != .md5 && digest != .sm3 {
                for padding in FSRSASignaturePadding.allCases {
                    let message = generator.bytes(lengthIn: 0...300)
                    // RFC 8017 §9.1.1: PSS needs room for the digest, a salt as long, and two bytes.
                    if padding == .pss, key.bitCount < 8 * (2 * digest.byteCount + 2) + 1 {
                        let error = #expect(throws: FSEncryptError.self) {
                            try key.signature(for: message, digest: digest, padding: padding)
                        }
                        #expect(error?.code == .invalidArgument)
                        continue
                    }
                    let signature = try key.signature(for: message, digest: digest, padding: padding)
                    let context = "\(key.bitCount) bits, \(digest), \(padding)"
                    operations.append(
                        Operation(
                            op: "verify", key: pem, padding: padding.rawValue, message: hex.encode(message),
                            digest: digest.rawValue, data: hex.encode(signature)))
                    expectations.append { #expect($0 == "valid", "pycryptodome rejects our signature: \(context)") }
                    operations.append(
                        Operation(
                            op: "sign", key: pem, padding: padding.rawValue, message: hex.encode(message),
                            digest: digest.rawValue))
                    expectations.append { (answer: String) throws in
                        let theirs = try hex.decode(answer)
                        let publicKey = key.publicKey
                        #expect(
                            publicKey.isValidSignature(theirs, for: message, digest: digest, padding: padding),
                            "\(context)")
                        if padding == .pkcs1 { #expect(theirs == signature, "\(context)") }
                        var forged = Array(theirs)
                        forged[forged.count / 2] ^= 1
                        #expect(!publicKey.isValidSignature(forged, for: message, digest: digest, padding: padding))
                        #expect(
                            !publicKey.isValidSignature(theirs, for: message + [0], digest: digest, padding: padding))
                    }
                }
            }
        }
        let input = try operations.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
        let answers = try Peer.python.run(["-c", Self.operationScript], input: input.joined(separator: "\n"))
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        try #require(answers.count == operations.count)
        for (expectation, answer) in zip(expectations, answers) { try expectation(String(answer)) }
    }
}
