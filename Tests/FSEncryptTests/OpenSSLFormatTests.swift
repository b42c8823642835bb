import FSEncrypt
import FSTestSupport
import Foundation
import Testing

/// OpenSSL's `enc` format against OpenSSL 3 itself: the same bytes for the same salt, and each
/// side decrypts the other's, for every key derivation, cipher and mode `openssl enc` offers.
@Suite(.enabled(if: Peer(executable: "openssl").isAvailable(), "needs the openssl command"))
struct OpenSSLFormatTests {
    static let openssl = Peer(executable: "openssl")

    static let derivations: [(FSOpenSSLFormat.KeyDerivation, [String])] = [
        (.bytesToKey(.md5), ["-md", "md5"]), (.bytesToKey(.sha256), ["-md", "sha256"]),
        (.pbkdf2(.sha256, iterations: 10_000), ["-pbkdf2"]),
        (.pbkdf2(.sha1, iterations: 7), ["-pbkdf2", "-iter", "7", "-md", "sha1"]),
        (.pbkdf2(.sha512, iterations: 1_000), ["-pbkdf2", "-iter", "1000", "-md", "sha512"]),
    ]

    /// The OpenSSL name of a cipher and mode.
    static func name(_ algorithm: FSCipherAlgorithm, _ mode: FSOpenSSLFormat.Mode) -> String {
        "\(algorithm)-\(mode.rawValue)"
    }

    @Test func sameBytesAndBothWays() throws {
        let scratch = Scratch("openssl-format")
        defer { scratch.cleanUp() }
        let directory = scratch.path
        var generator = SeededGenerator(seed: 1998)
        let combinations: [(FSCipherAlgorithm, FSOpenSSLFormat.Mode)] =
            [FSCipherAlgorithm.aes128, .aes192, .aes256].flatMap { algorithm in
                FSOpenSSLFormat.Mode.allCases.map { (algorithm, $0) }
            } + [(.tripleDES, .cbc)]
            + [FSOpenSSLFormat.Mode.ecb, .cbc, .ctr, .cfb, .ofb].map { (FSCipherAlgorithm.sm4, $0) }
        var checked = 0
        for (index, (algorithm, mode)) in combinations.enumerated() {
            for (derivation, flags) in Self.derivations where index % 3 == 0 || derivation == .bytesToKey(.md5) {
                let format = FSOpenSSLFormat(algorithm, mode: mode, keyDerivation: derivation)
                let plaintext = generator.bytes(lengthIn: 0...300)
                let password = ["secret", "密码 with spaces", "x"][index % 3]
                let salt = generator.bytes(8)
                let input = directory + "/plain"
                let output = directory + "/theirs"
                let ours = directory + "/ours"
                try Data(plaintext).write(to: URL(fileURLWithPath: input))
                let common = ["enc", "-\(Self.name(algorithm, mode))"] + flags + ["-pass", "pass:\(password)"]
                // OpenSSL 3 leaves the header out when the salt is given (-S): the rest is equal.
                _ = try Self.openssl.run(
                    common + ["-S", FSTextEncoding.hex.encode(salt), "-in", input, "-out", output])
                let theirs = try Data(contentsOf: URL(fileURLWithPath: output))
                let context = "\(Self.name(algorithm, mode)) \(derivation)"
                #expect(
                    try format.encrypt(plaintext, password: Array(password.utf8), salt: salt)
                        == Data(FSOpenSSLFormat.magic + salt) + theirs, "\(context)")
                // A random salt of theirs, with its header.
                _ = try Self.openssl.run(common + ["-in", input, "-out", output])
                let salted = try Data(contentsOf: URL(fileURLWithPath: output))
                #expect(try format.decrypt(salted, password: Array(password.utf8)) == Data(plaintext), "\(context)")
                // A random salt of ours, decrypted by openssl.
                try format.encrypt(plaintext, password: Array(password.utf8)).write(to: URL(fileURLWithPath: ours))
                _ = try Self.openssl.run(common + ["-d", "-in", ours, "-out", output])
                #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == Data(plaintext), "\(context)")
                checked += 1
            }
        }
        #expect(checked > 30)
    }

    /// Base64 as `openssl enc -a` writes it (64-character lines), read with or without breaks.
    @Test func base64Text() throws {
        let format = FSOpenSSLFormat(keyDerivation: .bytesToKey(.md5))
        let long = String(repeating: "CryptoJS 与 OpenSSL ", count: 20)
        let text = try format.encryptText(long, password: "passphrase")
        #expect(text.split(separator: "\n").dropLast().allSatisfy { (line: Substring) in line.count == 64 })
        #expect(try format.decryptText(text, password: "passphrase") == long)
        #expect(try format.decryptText(text.replacingOccurrences(of: "\n", with: ""), password: "passphrase") == long)
        let output = try Self.openssl.run(
            ["enc", "-d", "-aes-256-cbc", "-md", "md5", "-a", "-pass", "pass:passphrase"], input: text)
        #expect(output == long)
        // A wrong password fails the padding check; bad input is a typed error.
        #expect(throws: FSEncryptError.self) { try format.decryptText(text, password: "wrong") }
        #expect(throws: FSEncryptError.self) { try format.decrypt(Data("Salted_".utf8), password: [1]) }
        #expect(throws: FSEncryptError.self) { try format.encrypt(Data(), password: [1], salt: [1, 2, 3]) }
        #expect(throws: FSEncryptError.self) {
            try FSOpenSSLFormat(keyDerivation: .pbkdf2(.sha256, iterations: 0)).encrypt(Data(), password: [1])
        }
    }
}
