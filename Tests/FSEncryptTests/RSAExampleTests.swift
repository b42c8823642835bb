import FSEncrypt
import FSTestSupport
import Foundation
import Testing

/// RSA Laboratories' PKCS #1 example files (RSA-OAEP and PKCS #1 v1.5 encryption): keys of
/// 1024 to 1031 bits — moduli that are not a whole number of bytes among them — then 1536 and
/// 2048. Every published ciphertext decrypts to its message; what we encrypt to each key,
/// we and pycryptodome decrypt.
@Suite(.enabled(if: Vectors.available))
struct RSAExampleTests {
    /// One key of an example file and its examples.
    struct Example {
        var bits = 0
        var privateKey: FSRSAPrivateKey
        var cases: [(message: [UInt8], ciphertext: [UInt8])] = []
    }

    /// The file's keys, their private key from its components (PKCS #1 DER built here), and
    /// each example's message and ciphertext.
    static func examples(_ file: String) throws -> [Example] {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        var blocks: [(label: String, hex: String)] = []
        var bits: [Int] = []
        // The files end their lines with CR LF, one Character in Swift.
        for line in text.split(whereSeparator: \.isNewline) {
            if line.hasPrefix("# Example "), let match = line.firstMatch(of: /A (\d+)-bit RSA key pair/) {
                bits.append(Int(match.1) ?? 0)
                blocks.append(("key", ""))
            } else if line.hasPrefix("# "), line.hasSuffix(":") || line.hasSuffix(": ") {
                blocks.append((line.dropFirst(2).trimmingCharacters(in: .whitespaces).dropLast() + "", ""))
            } else if !blocks.isEmpty, line.allSatisfy({ $0.isHexDigit || $0 == " " }) {
                blocks[blocks.count - 1].hex += line.replacingOccurrences(of: " ", with: "")
            }
        }
        var examples: [Example] = []
        var index = 0
        func next() throws -> [UInt8] {
            defer { index += 1 }
            return Array(try FSTextEncoding.hex.decode(blocks[index].hex))
        }
        while index < blocks.count {
            guard blocks[index].label == "key" else {
                let message = try next()
                if blocks[index].label == "Seed" { index += 1 }
                examples[examples.count - 1].cases.append((message, try next()))
                continue
            }
            index += 1
            // Public modulus and exponent, then the private key's eight numbers.
            index += 2
            let numbers = try (0..<8).map { _ in try next() }
            let der = sequence([integer([0])] + numbers.map(integer))
            examples.append(Example(bits: bits[examples.count], privateKey: try FSRSAPrivateKey(der: der)))
        }
        return examples
    }

    static let folder = (Vectors.cryptography ?? "") + "/asymmetric/RSA/"

    @Test(arguments: [
        ("pkcs-1v2-1d2-vec/oaep-vect.txt", FSRSAEncryptionPadding.oaepSHA1),
        ("pkcs1v15crypt-vectors.txt", .pkcs1),
    ])
    func publishedCiphertextsDecrypt(file: String, padding: FSRSAEncryptionPadding) throws {
        let examples = try Self.examples(Self.folder + file)
        #expect(examples.map(\.bits).contains(1025) && examples.map(\.bits).contains(1031))
        var checked = 0
        for example in examples {
            #expect(example.privateKey.bitCount == example.bits)
            for (message, ciphertext) in example.cases {
                #expect(
                    try example.privateKey.decrypt(ciphertext, padding: padding) == Data(message),
                    "\(example.bits) bits")
                var damaged = ciphertext
                damaged[damaged.count / 2] ^= 0x10
                #expect(throws: FSEncryptError.decryptionFailed) {
                    try example.privateKey.decrypt(damaged, padding: padding)
                }
                checked += 1
            }
        }
        #expect(checked == (padding == .pkcs1 ? 15 * 20 : 10 * 6))
    }

    /// What we encrypt to keys of every size, with every padding, decrypts — here and in
    /// pycryptodome.
    @Test(.enabled(if: Peer.python.isAvailable(modules: ["Crypto.Cipher"]), "needs pip install pycryptodome"))
    func ourCiphertextsDecryptHereAndInPycryptodome() throws {
        var lines: [String] = []
        var rng = SeededGenerator(seed: 8017)
        let hex = FSTextEncoding.hex
        for example in try Self.examples(Self.folder + "pkcs1v15crypt-vectors.txt") {
            for padding in FSRSAEncryptionPadding.allCases {
                let limit = example.privateKey.publicKey.maximumMessageByteCount(padding: padding)
                for length in [0, 1, limit / 2, limit] {
                    let message = rng.bytes(length)
                    let ciphertext = try example.privateKey.publicKey.encrypt(message, padding: padding)
                    #expect(ciphertext.count == (example.bits + 7) / 8)
                    #expect(try example.privateKey.decrypt(ciphertext, padding: padding) == Data(message))
                    lines.append(
                        "\(padding) \(hex.encode(example.privateKey.derRepresentation)) \(hex.encode(ciphertext)) \(hex.encode(message))"
                    )
                }
                #expect(throws: FSEncryptError.self) {
                    try example.privateKey.publicKey.encrypt([UInt8](repeating: 1, count: limit + 1), padding: padding)
                }
            }
        }
        let script = """
            import sys
            from Crypto.PublicKey import RSA
            from Crypto.Cipher import PKCS1_OAEP, PKCS1_v1_5
            from Crypto.Hash import SHA1, SHA256
            for line in sys.stdin:
                padding, key, ciphertext, message = (line.split() + [""])[:4]
                key = RSA.import_key(bytes.fromhex(key))
                if padding == "pkcs1":
                    plain = PKCS1_v1_5.new(key).decrypt(bytes.fromhex(ciphertext), None)
                else:
                    plain = PKCS1_OAEP.new(key, hashAlgo=SHA1 if padding == "oaep-sha1" else SHA256).decrypt(bytes.fromhex(ciphertext))
                print("ok" if plain == bytes.fromhex(message) else "bad " + line)
            """
        let answers = try Peer.python.run(["-c", script], input: lines.joined(separator: "\n") + "\n")
        #expect(answers.split(separator: "\n").allSatisfy { $0 == "ok" } && !answers.isEmpty, "\(answers.prefix(400))")
    }

    /// DER: a SEQUENCE of `items`.
    static func sequence(_ items: [[UInt8]]) -> [UInt8] { [0x30] + length(items.joined().count) + items.joined() }

    /// DER: the INTEGER with the big-endian magnitude `bytes`.
    static func integer(_ bytes: [UInt8]) -> [UInt8] {
        var magnitude = Array(bytes.drop(while: { $0 == 0 }))
        if magnitude.isEmpty || magnitude[0] & 0x80 != 0 { magnitude.insert(0, at: 0) }
        return [0x02] + length(magnitude.count) + magnitude
    }

    static func length(_ count: Int) -> [UInt8] {
        count < 0x80
            ? [UInt8(count)] : count < 0x100 ? [0x81, UInt8(count)] : [0x82, UInt8(count >> 8), UInt8(count & 0xFF)]
    }
}
