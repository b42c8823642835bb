import FSEncrypt
import FSTestSupport
import Foundation
import Testing

/// FSEncrypt against pycryptodome on random keys, IVs and messages of 0 to 4,096 bytes, for
/// every algorithm × mode × padding offered, both ways: our ciphertext must be theirs (where
/// the padding is deterministic), they must decrypt ours, and we must decrypt theirs.
@Suite(.enabled(if: Peer.python.isAvailable(modules: ["Crypto.Cipher"]), "needs pip install pycryptodome"))
struct PeerTests {
    /// Encrypts each case with pycryptodome and decrypts our ciphertext; one JSON object per line.
    static let cipherScript = #"""
        import sys, json, os
        from Crypto.Cipher import AES, DES, DES3
        from Crypto.Util.Padding import pad, unpad
        def make(c, iv):
            key = bytes.fromhex(c["key"])
            module = {"aes": AES, "des": DES, "des3": DES3}[c["family"]]
            mode = c["mode"]
            if mode == "ecb": return module.new(key, module.MODE_ECB)
            if mode == "cbc": return module.new(key, module.MODE_CBC, iv=iv)
            if mode == "ctr": return module.new(key, module.MODE_CTR, nonce=b"", initial_value=iv)
            if mode == "ofb": return module.new(key, module.MODE_OFB, iv=iv)
            return module.new(key, module.MODE_CFB, iv=iv, segment_size=8 if mode == "cfb8" else 128)
        def add_padding(data, padding, size):
            if padding in ("pkcs7", "x923"): return pad(data, size, style=padding)
            if padding == "zero": return data + bytes(-len(data) % size)
            if padding == "iso10126":
                count = size - len(data) % size
                return data + os.urandom(count - 1) + bytes([count])
            return data
        def remove_padding(data, padding, size):
            if padding in ("pkcs7", "x923"): return unpad(data, size, style=padding)
            if padding == "zero":
                last = data[-size:] if data else b""
                return data[:len(data) - (len(last) - len(last.rstrip(b"\0")))]
            if padding == "iso10126": return data[:-data[-1]]
            return data
        for line in sys.stdin:
            c = json.loads(line)
            size = 16 if c["family"] == "aes" else 8
            iv = bytes.fromhex(c["iv"])
            plaintext = bytes.fromhex(c["plaintext"])
            theirs = make(c, iv).encrypt(add_padding(plaintext, c["padding"], size))
            ours = make(c, iv).decrypt(bytes.fromhex(c["ours"]))
            print(json.dumps({"theirs": theirs.hex(), "decrypted": remove_padding(ours, c["padding"], size).hex()}))
        """#

    struct Case: Codable {
        var family, mode, padding, key, iv, plaintext, ours: String
    }

    struct Answer: Codable {
        var theirs, decrypted: String
    }

    /// The combinations FSCipher offers (SM4, which pycryptodome lacks, has SM4Tests).
    static let combinations: [(FSCipherAlgorithm, String, FSPadding)] = FSCipherAlgorithm.allCases.filter {
        $0 != .sm4
    }.flatMap {
        algorithm -> [(FSCipherAlgorithm, String, FSPadding)] in
        let block = ["ecb", "cbc"].flatMap { mode in FSPadding.allCases.map { (algorithm, mode, $0) } }
        let stream =
            algorithm.blockByteCount == 16 ? ["ctr", "cfb", "cfb8", "ofb"].map { (algorithm, $0, FSPadding.none) } : []
        return block + stream
    }

    @Test("every algorithm × mode × padding, random keys, IVs and lengths 0…4096, both ways")
    func ciphers() throws {
        var generator = SeededGenerator(seed: 2026)
        var cases: [Case] = []
        var ciphers: [FSCipher] = []
        for round in 0..<12 {
            for (algorithm, modeName, padding) in Self.combinations {
                let blockSize = algorithm.blockByteCount
                let key = generator.bytes(algorithm.keyByteCount)
                let iv = modeName == "ecb" ? [] : generator.bytes(blockSize)
                let mode = cipherMode(named: modeName, iv: iv)
                // Short messages often, every length up to 4 KiB sometimes; whole blocks without padding.
                var length =
                    round % 3 == 0
                    ? Int.random(in: 0...4096, using: &generator) : Int.random(in: 0...40, using: &generator)
                if padding == .none && !mode.isStream { length -= length % blockSize }
                // Zero padding cannot carry a message ending in a zero byte.
                var plaintext = generator.bytes(length)
                if padding == .zero, let last = plaintext.indices.last, plaintext[last] == 0 { plaintext[last] = 1 }
                let cipher = try FSCipher(algorithm, mode: mode, padding: mode.isStream ? nil : padding, key: key)
                let family = algorithm.blockByteCount == 16 ? "aes" : algorithm == .des ? "des" : "des3"
                let hex = FSTextEncoding.hex
                cases.append(
                    Case(
                        family: family, mode: modeName, padding: padding.rawValue, key: hex.encode(key),
                        iv: hex.encode(iv), plaintext: hex.encode(plaintext),
                        ours: hex.encode(try cipher.encrypt(plaintext))))
                ciphers.append(cipher)
            }
        }
        let input = try cases.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }.joined(
            separator: "\n")
        let answers = try Peer.python.run(["-c", Self.cipherScript], input: input).split(separator: "\n")
        try #require(answers.count == cases.count)
        for ((test, cipher), line) in zip(zip(cases, ciphers), answers) {
            let answer = try JSONDecoder().decode(Answer.self, from: Data(line.utf8))
            let context = "\(cipher.algorithm) \(cipher.mode) \(cipher.padding) \(test.plaintext.count / 2) bytes"
            #expect(answer.decrypted == test.plaintext, "pycryptodome cannot decrypt ours: \(context)")
            if test.padding != "iso10126" {
                #expect(answer.theirs == test.ours, "\(context)")
            }
            let decrypted = try cipher.decrypt(FSTextEncoding.hex.decode(answer.theirs))
            #expect(FSTextEncoding.hex.encode(decrypted) == test.plaintext, "we cannot decrypt theirs: \(context)")
        }
    }

    static let gcmScript = #"""
        import sys, json
        from Crypto.Cipher import AES
        for line in sys.stdin:
            c = json.loads(line)
            key, nonce, aad = (bytes.fromhex(c[k]) for k in ("key", "nonce", "aad"))
            cipher = AES.new(key, AES.MODE_GCM, nonce=nonce, mac_len=c["tag_length"])
            cipher.update(aad)
            ciphertext, tag = cipher.encrypt_and_digest(bytes.fromhex(c["plaintext"]))
            print((ciphertext + tag).hex())
        """#

    struct GCMCase: Codable {
        var key, nonce, aad, plaintext: String
        var tag_length: Int
    }

    @Test("AES-GCM: random keys, nonces of 1 to 32 bytes, AAD, tags of 4, 8 and 12 to 16 bytes, messages up to 4 KiB")
    func gcm() throws {
        var generator = SeededGenerator(seed: 96)
        let hex = FSTextEncoding.hex
        var cases: [GCMCase] = []
        var boxes: [FSSealedBox] = []
        for round in 0..<300 {
            let key = generator.bytes([16, 24, 32][round % 3])
            let nonceLengths = [
                12, Int.random(in: 1...11, using: &generator), Int.random(in: 13...32, using: &generator),
            ]
            let nonce = generator.bytes(nonceLengths[round % 3])
            let aad = generator.bytes(lengthIn: 0...64)
            let plaintext = generator.bytes(lengthIn: 0...(round % 5 == 0 ? 4096 : 100))
            let tagLength = FSAESGCM.tagLengths.sorted()[round % FSAESGCM.tagLengths.count]
            boxes.append(
                try FSAESGCM(key: key).seal(plaintext, nonce: nonce, authenticating: aad, tagLength: tagLength))
            cases.append(
                GCMCase(
                    key: hex.encode(key), nonce: hex.encode(nonce), aad: hex.encode(aad),
                    plaintext: hex.encode(plaintext),
                    tag_length: tagLength))
        }
        let input = try cases.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }.joined(
            separator: "\n")
        let answers = try Peer.python.run(["-c", Self.gcmScript], input: input).split(separator: "\n")
        try #require(answers.count == cases.count)
        for ((test, box), answer) in zip(zip(cases, boxes), answers) {
            #expect(hex.encode(box.ciphertext + box.tag) == String(answer))
            // And a tag changed in any one bit fails.
            var forged = box
            let bit = Int.random(in: 0..<(forged.tag.count * 8), using: &generator)
            forged.tag[forged.tag.startIndex + bit / 8] ^= 1 << (bit % 8)
            let gcm = try FSAESGCM(key: hex.decode(test.key))
            let aad = try hex.decode(test.aad)
            #expect(throws: FSEncryptError.decryptionFailed) { try gcm.open(forged, authenticating: aad) }
            #expect(try gcm.open(box, authenticating: aad) == hex.decode(test.plaintext))
        }
    }
}

/// The mode OpenSSL calls `name` (`ecb`, `cbc`, `ctr`, `cfb`, `cfb8`, `ofb`), from `iv`.
func cipherMode(named name: String, iv: [UInt8]) -> FSCipherMode {
    switch name {
    case "ecb": .ecb
    case "cbc": .cbc(iv: .bytes(iv))
    case "ctr": .ctr(iv: .bytes(iv))
    case "cfb": .cfb(iv: .bytes(iv))
    case "cfb8": .cfb8(iv: .bytes(iv))
    default: .ofb(iv: .bytes(iv))
    }
}
