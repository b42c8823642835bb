import FSEncrypt
import FSTestSupport
import Foundation
import Testing

/// SM4 against GB/T 32907-2016's examples, RFC 8998's SM4-GCM example, OpenSSL 3
/// (`openssl enc -sm4-…`), pyca/cryptography (every mode, GCM with any nonce and tag length)
/// and the `gmssl` PyPI package, on random keys, IVs and lengths 0…4096, both ways.
@Suite struct SM4Tests {
    static let openssl = Peer(executable: "openssl")
    let hex = FSTextEncoding.hex

    @Test("the standard's examples (Appendix A): one block, and one block encrypted 1,000,000 times")
    func standardExamples() throws {
        let key = try hex.decode("0123456789abcdeffedcba9876543210")
        let ecb = try FSCipher(.sm4, mode: .ecb, padding: FSPadding.none, key: key)
        #expect(hex.encode(try ecb.encrypt(key)) == "681edf34d206965e86b3e94f536e4246")
        #expect(try ecb.decrypt(hex.decode("681edf34d206965e86b3e94f536e4246")) == key)
        // OFB's keystream is the IV encrypted again and again, so its millionth block is the
        // plaintext (as IV) encrypted a million times.
        let ofb = try FSCipher(.sm4, mode: .ofb(iv: .bytes(Array(key))), key: key)
        let keystream = try ofb.encrypt(Data(count: 16 * 1_000_000))
        #expect(hex.encode(keystream.suffix(16)) == "595298c7c6fd271f0402f804c33d3f66")
    }

    @Test("RFC 8998 Appendix A.1: SM4-GCM")
    func rfc8998() throws {
        let gcm = try FSSM4GCM(key: hex.decode("0123456789ABCDEFFEDCBA9876543210"))
        let aad = try hex.decode("FEEDFACEDEADBEEFFEEDFACEDEADBEEFABADDAD2")
        let plaintext = try hex.decode(
            "AAAAAAAAAAAAAAAABBBBBBBBBBBBBBBBCCCCCCCCCCCCCCCCDDDDDDDDDDDDDDDD"
                + "EEEEEEEEEEEEEEEEFFFFFFFFFFFFFFFFEEEEEEEEEEEEEEEEAAAAAAAAAAAAAAAA")
        let box = try gcm.seal(plaintext, nonce: Array(hex.decode("00001234567800000000ABCD")), authenticating: aad)
        #expect(
            hex.encode(box.ciphertext)
                == "17f399f08c67d5ee19d0dc9969c4bb7d5fd46fd3756489069157b282bb200735"
                + "d82710ca5c22f0ccfa7cbf93d496ac15a56834cbcf98c397b4024a2691233b8d")
        #expect(hex.encode(box.tag) == "83de3541e4c2b58177e065a9bf7b62ec")
        #expect(try gcm.open(box, authenticating: aad) == plaintext)
        #expect(throws: FSEncryptError.decryptionFailed) { try gcm.open(box, authenticating: aad.dropLast()) }
    }

    @Test("wrong keys, IVs, nonces and tag lengths are typed errors")
    func wrongArguments() throws {
        #expect(throws: FSEncryptError.self) { try FSCipher(.sm4, mode: .ecb, key: [UInt8](repeating: 1, count: 15)) }
        #expect(throws: FSEncryptError.self) {
            try FSCipher(.sm4, mode: .cbc(iv: .bytes([1, 2])), key: Data(count: 16))
        }
        #expect(throws: FSEncryptError.self) { try FSSM4GCM(key: Data(count: 32)) }
        let gcm = try FSSM4GCM(key: Data(count: 16))
        #expect(throws: FSEncryptError.self) { try gcm.seal(Data(), nonce: []) }
        #expect(throws: FSEncryptError.self) { try gcm.seal(Data(), tagLength: 5) }
        #expect(throws: FSEncryptError.self) { try FSAESGCM(.sm4, key: "key", policy: .zeroPadded) }
    }

    @Test(.enabled(if: SM4Tests.openssl.isAvailable(), "needs the openssl command"))
    func agreesWithOpenSSL() throws {
        let scratch = Scratch("sm4")
        defer { scratch.cleanUp() }
        let directory = scratch.path
        var generator = SeededGenerator(seed: 32907)
        for name in ["ecb", "cbc", "ctr", "cfb", "ofb"] {
            for round in 0..<8 {
                let key = generator.bytes(16)
                let iv = generator.bytes(16)
                let length =
                    [0, 1, 16, 4096][round % 4] + (round < 4 ? 0 : Int.random(in: 0...4096, using: &generator))
                let plaintext = generator.bytes(length)
                let cipher = try FSCipher(.sm4, mode: cipherMode(named: name, iv: iv), key: key)
                let context = "sm4-\(name), \(length) bytes"
                let plainPath = directory + "/plain"
                let cipherPath = directory + "/cipher"
                try Data(plaintext).write(to: URL(fileURLWithPath: plainPath))
                var arguments = ["enc", "-sm4-\(name)", "-K", hex.encode(key), "-in", plainPath, "-out", cipherPath]
                if name != "ecb" { arguments += ["-iv", hex.encode(iv)] }
                _ = try Self.openssl.run(arguments)
                let theirs = try Data(contentsOf: URL(fileURLWithPath: cipherPath))
                #expect(try cipher.encrypt(plaintext) == theirs, "\(context)")
                #expect(try cipher.decrypt(theirs) == Data(plaintext), "\(context)")
                // And OpenSSL reads ours back.
                try cipher.encrypt(plaintext).write(to: URL(fileURLWithPath: cipherPath))
                _ = try Self.openssl.run(
                    arguments.map { $0 == plainPath ? cipherPath : $0 == cipherPath ? plainPath : $0 } + ["-d"])
                #expect(try Data(contentsOf: URL(fileURLWithPath: plainPath)) == Data(plaintext), "\(context)")
            }
        }
    }

    /// Encrypts each case with pyca/cryptography — CFB-8 built on its ECB, GCM with the case's
    /// nonce and tag length — and decrypts ours.
    static let cryptographyScript = #"""
        import sys, json
        from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM
        from cryptography.hazmat.primitives import padding
        def block(key):
            return Cipher(algorithms.SM4(key), modes.ECB()).encryptor()
        def cfb8(key, iv, data, encrypting):
            ecb, register, out = block(key), bytearray(iv), bytearray()
            for byte in data:
                result = byte ^ ecb.update(bytes(register))[0]
                out.append(result)
                register = register[1:] + bytes([result if encrypting else byte])
            return bytes(out)
        def run(c, data, encrypting):
            key, iv = bytes.fromhex(c["key"]), bytes.fromhex(c["iv"])
            name = c["mode"]
            if name == "cfb8": return cfb8(key, iv, data, encrypting)
            if name == "gcm":
                if encrypting:
                    e = Cipher(algorithms.SM4(key), modes.GCM(iv, min_tag_length=4)).encryptor()
                    e.authenticate_additional_data(bytes.fromhex(c["aad"]))
                    return e.update(data) + e.finalize() + e.tag[:c["tag_length"]]
                tag = data[len(data) - c["tag_length"]:]
                d = Cipher(algorithms.SM4(key), modes.GCM(iv, tag, min_tag_length=4)).decryptor()
                d.authenticate_additional_data(bytes.fromhex(c["aad"]))
                return d.update(data[:len(data) - c["tag_length"]]) + d.finalize()
            mode = {"ecb": lambda: modes.ECB(), "cbc": lambda: modes.CBC(iv), "ctr": lambda: modes.CTR(iv),
                    "cfb": lambda: modes.CFB(iv), "ofb": lambda: modes.OFB(iv)}[name]()
            cipher = Cipher(algorithms.SM4(key), mode)
            if name in ("ecb", "cbc"):
                if encrypting:
                    padder = padding.PKCS7(128).padder()
                    data = padder.update(data) + padder.finalize()
                    e = cipher.encryptor()
                    return e.update(data) + e.finalize()
                d = cipher.decryptor()
                data = d.update(data) + d.finalize()
                unpadder = padding.PKCS7(128).unpadder()
                return unpadder.update(data) + unpadder.finalize()
            t = cipher.encryptor() if encrypting else cipher.decryptor()
            return t.update(data) + t.finalize()
        for line in sys.stdin:
            c = json.loads(line)
            theirs = run(c, bytes.fromhex(c["plaintext"]), True)
            decrypted = run(c, bytes.fromhex(c["ours"]), False)
            print(json.dumps({"theirs": theirs.hex(), "decrypted": decrypted.hex()}))
        """#

    struct Case: Codable {
        var mode, key, iv, aad, plaintext, ours: String
        var tag_length = 16
    }

    struct Answer: Codable {
        var theirs, decrypted: String
    }

    @Test(
        "every mode and GCM with nonces of 8 to 32 bytes and every tag length, against pyca/cryptography",
        .enabled(if: Peer.python.isAvailable(modules: ["cryptography"]), "needs pip install cryptography"))
    func agreesWithCryptography() throws {
        var generator = SeededGenerator(seed: 8998)
        var cases: [Case] = []
        for name in ["ecb", "cbc", "ctr", "cfb", "cfb8", "ofb", "gcm"] {
            for round in 0..<21 {
                let key = generator.bytes(16)
                // pyca/cryptography takes GCM nonces of 8 bytes or more; a shorter one takes the
                // same path as these (any length but 12 is hashed into the first counter block).
                let ivLength = name != "gcm" ? 16 : [12, Int.random(in: 8...32, using: &generator)][round % 2]
                let iv = generator.bytes(ivLength)
                let aad = name == "gcm" ? generator.bytes(lengthIn: 0...64) : []
                let length =
                    round % 4 == 0
                    ? Int.random(in: 0...4096, using: &generator) : Int.random(in: 0...40, using: &generator)
                let plaintext = generator.bytes(length)
                var test = Case(
                    mode: name, key: hex.encode(key), iv: hex.encode(iv), aad: hex.encode(aad),
                    plaintext: hex.encode(plaintext), ours: "")
                if name == "gcm" {
                    test.tag_length = FSAESGCM.tagLengths.sorted()[round % FSAESGCM.tagLengths.count]
                    let box = try FSSM4GCM(key: key).seal(
                        plaintext, nonce: iv, authenticating: aad, tagLength: test.tag_length)
                    test.ours = hex.encode(box.ciphertext + box.tag)
                } else {
                    test.ours = hex.encode(
                        try FSCipher(.sm4, mode: cipherMode(named: name, iv: iv), key: key).encrypt(plaintext))
                }
                cases.append(test)
            }
        }
        let input = try cases.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
        let answers = try Peer.python.run(["-c", Self.cryptographyScript], input: input.joined(separator: "\n"))
            .split(separator: "\n")
        try #require(answers.count == cases.count)
        for (test, line) in zip(cases, answers) {
            let answer = try JSONDecoder().decode(Answer.self, from: Data(line.utf8))
            let context = "sm4-\(test.mode), \(test.plaintext.count / 2) bytes, IV \(test.iv.count / 2) bytes"
            #expect(answer.theirs == test.ours, "\(context)")
            #expect(answer.decrypted == test.plaintext, "cryptography cannot decrypt ours: \(context)")
            let key = try hex.decode(test.key)
            let iv = Array(try hex.decode(test.iv))
            let theirs = try hex.decode(answer.theirs)
            if test.mode == "gcm" {
                let gcm = try FSSM4GCM(key: key)
                var box = FSSealedBox(
                    nonce: iv, ciphertext: theirs.dropLast(test.tag_length), tag: theirs.suffix(test.tag_length))
                let aad = try hex.decode(test.aad)
                #expect(hex.encode(try gcm.open(box, authenticating: aad)) == test.plaintext, "\(context)")
                box.tag[box.tag.startIndex] ^= 0x80
                #expect(throws: FSEncryptError.decryptionFailed) { try gcm.open(box, authenticating: aad) }
            } else {
                let cipher = try FSCipher(.sm4, mode: cipherMode(named: test.mode, iv: iv), key: key)
                #expect(hex.encode(try cipher.decrypt(theirs)) == test.plaintext, "\(context)")
            }
        }
    }

    @Test(
        "ECB and CBC with PKCS #7 padding against the gmssl package, both ways",
        .enabled(if: Peer.python.isAvailable(modules: ["gmssl"]), "needs pip install gmssl"))
    func agreesWithGmssl() throws {
        let script = """
            import sys
            from gmssl.sm4 import CryptSM4, SM4_ENCRYPT, SM4_DECRYPT
            for line in sys.stdin:
                mode, key, iv, plaintext, ours = (bytes.fromhex(f) if i else f for i, f in enumerate(line.split(",")))
                e, d = CryptSM4(), CryptSM4()
                e.set_key(key, SM4_ENCRYPT)
                d.set_key(key, SM4_DECRYPT)
                if mode == "ecb":
                    print(e.crypt_ecb(plaintext).hex(), d.crypt_ecb(ours).hex())
                else:
                    print(e.crypt_cbc(iv, plaintext).hex(), d.crypt_cbc(iv, ours).hex())
            """
        var generator = SeededGenerator(seed: 2016)
        var lines: [String] = []
        var cases: [(FSCipher, [UInt8])] = []
        for round in 0..<40 {
            let name = round % 2 == 0 ? "ecb" : "cbc"
            let key = generator.bytes(16)
            let iv = generator.bytes(16)
            let plaintext = generator.bytes(lengthIn: 0...(round % 5 == 0 ? 4096 : 60))
            let cipher = try FSCipher(.sm4, mode: cipherMode(named: name, iv: iv), key: key)
            let fields = [key, iv, plaintext, Array(try cipher.encrypt(plaintext))].map { hex.encode($0) }
            lines.append(([name] + fields).joined(separator: ","))
            cases.append((cipher, plaintext))
        }
        let answers = try Peer.python.run(["-c", script], input: lines.joined(separator: "\n")).split(separator: "\n")
        try #require(answers.count == cases.count)
        for ((cipher, plaintext), answer) in zip(cases, answers) {
            let fields = answer.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            let context = "\(cipher.mode), \(plaintext.count) bytes"
            #expect(fields.count == 2 && fields[1] == hex.encode(plaintext), "gmssl cannot decrypt ours: \(context)")
            #expect(try cipher.decrypt(hex.decode(fields[0])) == Data(plaintext), "\(context)")
            #expect(try cipher.encrypt(plaintext) == hex.decode(fields[0]), "\(context)")
        }
    }
}
