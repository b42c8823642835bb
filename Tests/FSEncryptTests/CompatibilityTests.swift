import FSEncrypt
import FSTestSupport
import Foundation
import Testing

/// The original EncryptManager's outputs, and the key policies, against independent code:
/// pycryptodome's DES and Python's hashlib.
@Suite(.enabled(if: Peer.python.isAvailable(modules: ["Crypto.Cipher"]), "needs pip install pycryptodome"))
struct CompatibilityTests {
    @Test("des(_:key:) is DES-ECB/PKCS#7 in lowercase hex with the key zero-padded or cut to 8 bytes")
    func des() throws {
        var generator = SeededGenerator(seed: 46)
        let alphabet = Array("abcXYZ0123456789 你好é!".unicodeScalars)
        func text(_ count: Int) -> String {
            String(
                String.UnicodeScalarView(
                    (0..<count).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }))
        }
        let cases = (0..<100).map { _ in
            (text(Int.random(in: 0...40, using: &generator)), text(Int.random(in: 0...12, using: &generator)))
        }
        let script = """
            import sys, json
            from Crypto.Cipher import DES
            from Crypto.Util.Padding import pad
            for line in sys.stdin:
                text, key = json.loads(line)
                key = key.encode()[:8].ljust(8, b"\\0")
                print(DES.new(key, DES.MODE_ECB).encrypt(pad(text.encode(), 8)).hex())
            """
        let input = try cases.map { String(decoding: try JSONEncoder().encode([$0.0, $0.1]), as: UTF8.self) }.joined(
            separator: "\n")
        let expected = try Peer.python.run(["-c", script], input: input).split(separator: "\n")
        try #require(expected.count == cases.count)
        for ((plain, key), hex) in zip(cases, expected) {
            #expect(FSEncryptManager.des(plain, key: key) == String(hex))
            #expect(try FSEncryptManager.desDecrypt(String(hex).uppercased(), key: key) == plain)
        }
    }

    @Test("md5, sha256, base64 and uuidString as the original gave them")
    func helpers() throws {
        let script = """
            import hashlib, base64
            for text in ["", "hello", "你好"]:
                m = hashlib.md5(text.encode()).hexdigest()
                print(m, m[8:24], m.upper(), hashlib.sha256(text.encode()).hexdigest(), base64.b64encode(text.encode()).decode() or "-")
            """
        let lines = try Peer.python.run(["-c", script]).split(separator: "\n")
        for (text, line) in zip(["", "hello", "你好"], lines) {
            let fields = line.split(separator: " ").map(String.init)
            #expect(FSEncryptManager.md5(text) == fields[0])
            #expect(FSEncryptManager.md5(text, short: true) == fields[1])
            #expect(FSEncryptManager.md5(text, lower: false) == fields[2])
            #expect(FSEncryptManager.sha256(text) == fields[3])
            #expect(FSEncryptManager.base64(text) == (fields[4] == "-" ? "" : fields[4]))
            #expect(try FSEncryptManager.base64DecodeToString(FSEncryptManager.base64(text)) == text)
        }
        let uuid = FSEncryptManager.uuidString()
        #expect(uuid.count == 36 && UUID(uuidString: uuid) != nil && uuid == uuid.uppercased())
        let short = FSEncryptManager.uuidString(lower: true, short: true)
        #expect(short.count == 32 && short == short.lowercased() && !short.contains("-"))
    }

    @Test("key policies: exact, zero-padded (CommonCrypto, PHP) and PBKDF2-SHA256 as hashlib derives it")
    func keyPolicies() throws {
        #expect(try FSKeyPolicy.exact.key(from: "1234567890123456", for: .aes128) == Array("1234567890123456".utf8))
        #expect(try FSKeyPolicy.zeroPadded.key(from: "abc", for: .des) == [0x61, 0x62, 0x63, 0, 0, 0, 0, 0])
        #expect(try FSKeyPolicy.zeroPadded.key(from: "0123456789", for: .des) == Array("01234567".utf8))
        let script = """
            import hashlib
            for password, salt, rounds, size in [("password", b"salt", 1, 16), ("pässwörd", bytes(range(16)), 1000, 24), ("", b"x", 4096, 32)]:
                print(hashlib.pbkdf2_hmac("sha256", password.encode(), salt, rounds, size).hex())
            """
        let expected = try Peer.python.run(["-c", script]).split(separator: "\n").map(String.init)
        let cases: [(String, [UInt8], Int, FSCipherAlgorithm)] = [
            ("password", Array("salt".utf8), 1, .aes128), ("pässwörd", Array(0..<16), 1000, .aes192),
            ("", [0x78], 4096, .aes256),
        ]
        for ((password, salt, rounds, algorithm), hex) in zip(cases, expected) {
            let key = try FSKeyPolicy.pbkdf2(salt: salt, iterations: rounds).key(from: password, for: algorithm)
            #expect(FSTextEncoding.hex.encode(key) == hex)
        }
    }
}
