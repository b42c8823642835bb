import FSEncrypt
import FSTestSupport
import Foundation
import Testing

/// The documented recipes for Java and PHP backends, run against the real thing: `javax.crypto`
/// through the JDK's `java` launcher, and PHP's `openssl_encrypt`/`openssl_public_encrypt`.
/// Each side decrypts what the other encrypted, and deterministic ciphertexts are equal.
struct InteropTests {
    /// Reads `op transformation key iv data` lines (hex; RSA keys as DER in hex; `-` for no
    /// IV) and prints the result in hex, one line each.
    static let java = #"""
        import javax.crypto.Cipher;
        import javax.crypto.spec.*;
        import java.security.*;
        import java.security.spec.*;
        import java.io.*;
        import java.util.HexFormat;
        public class Interop {
            public static void main(String[] args) throws Exception {
                BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
                HexFormat hex = HexFormat.of();
                for (String line; (line = in.readLine()) != null; ) {
                    String[] f = line.split(" ", -1);
                    Cipher cipher = Cipher.getInstance(f[1]);
                    boolean encrypt = f[0].equals("encrypt");
                    int mode = encrypt ? Cipher.ENCRYPT_MODE : Cipher.DECRYPT_MODE;
                    byte[] key = hex.parseHex(f[2]);
                    if (f[1].startsWith("RSA")) {
                        KeyFactory factory = KeyFactory.getInstance("RSA");
                        cipher.init(mode, encrypt ? factory.generatePublic(new X509EncodedKeySpec(key))
                                                  : factory.generatePrivate(new PKCS8EncodedKeySpec(key)));
                    } else {
                        SecretKeySpec spec = new SecretKeySpec(key, f[1].split("/")[0]);
                        if (f[3].equals("-")) cipher.init(mode, spec);
                        else cipher.init(mode, spec, new IvParameterSpec(hex.parseHex(f[3])));
                    }
                    System.out.println(hex.formatHex(cipher.doFinal(hex.parseHex(f[4]))));
                }
            }
        }
        """#

    /// Reads `op method key iv data` lines (key as text in hex, the rest hex; `-` for no IV)
    /// and prints the result in hex.
    static let php = #"""
        while (($line = fgets(STDIN)) !== false) {
            [$op, $method, $key, $iv, $data] = explode(" ", rtrim($line, "\n"));
            $key = hex2bin($key); $data = hex2bin($data); $iv = $iv === "-" ? "" : hex2bin($iv);
            if ($op === "rsa") { openssl_public_encrypt($data, $out, $key); }
            elseif ($op === "encrypt") { $out = openssl_encrypt($data, $method, $key, OPENSSL_RAW_DATA, $iv); }
            else { $out = openssl_decrypt($data, $method, $key, OPENSSL_RAW_DATA, $iv); }
            echo bin2hex($out), "\n";
        }
        """#

    let hex = FSTextEncoding.hex

    /// A random printable key text of `length` characters, as users type them.
    func keyText(_ length: Int, _ generator: inout SeededGenerator) -> String {
        String((0..<length).map { _ in Character(Unicode.Scalar(UInt8.random(in: 33...126, using: &generator))) })
    }

    @Test(
        "Java javax.crypto: AES/ECB and AES/CBC with PKCS5Padding, DESede/ECB, RSA/ECB/PKCS1Padding, both ways",
        .enabled(if: Peer(executable: "java").isAvailable(), "needs a JDK (apt-get install default-jdk-headless)"))
    func javaCrypto() throws {
        let scratch = Scratch("fsencrypt-java")
        defer { scratch.cleanUp() }
        let folder = scratch.path
        try Self.java.write(toFile: folder + "/Interop.java", atomically: true, encoding: .utf8)

        var generator = SeededGenerator(seed: 0x1A7A)
        let rsa = try FSRSAPrivateKey(bitCount: 2048)
        var lines: [String] = []
        var checks: [(String) throws -> Void] = []
        for length in [0, 1, 15, 16, 17, 100, 1000] + (0..<5).map({ _ in Int.random(in: 0...4096, using: &generator) })
        {
            let message = generator.bytes(length)
            // The recipe: a 16-character key text, taken exactly.
            let text = keyText(16, &generator)
            let iv = generator.bytes(16)
            let des3 = generator.bytes(24)
            let cases: [(String, FSCipher, [UInt8], String)] = [
                (
                    "AES/ECB/PKCS5Padding", try FSCipher(.aes128, mode: .ecb, key: text, policy: .exact),
                    Array(text.utf8), "-"
                ),
                (
                    "AES/CBC/PKCS5Padding",
                    try FSCipher(.aes128, mode: .cbc(iv: .bytes(iv)), key: text, policy: .exact),
                    Array(text.utf8), hex.encode(iv)
                ),
                ("DESede/ECB/PKCS5Padding", try FSCipher(.tripleDES, mode: .ecb, key: des3), des3, "-"),
            ]
            for (transformation, cipher, key, ivText) in cases {
                let ours = try cipher.encrypt(message)
                lines.append("encrypt \(transformation) \(hex.encode(key)) \(ivText) \(hex.encode(message))")
                checks.append { (answer: String) throws in
                    #expect(answer == hex.encode(ours), "\(transformation), \(length) bytes")
                    #expect(try cipher.decrypt(hex.decode(answer)) == Data(message))
                }
                lines.append("decrypt \(transformation) \(hex.encode(key)) \(ivText) \(hex.encode(ours))")
                checks.append { #expect($0 == hex.encode(message), "Java cannot decrypt ours: \(transformation)") }
            }
            let short = Array(message.prefix(245))
            lines.append(
                "encrypt RSA/ECB/PKCS1Padding \(hex.encode(rsa.publicKey.derRepresentation)) - \(hex.encode(short))")
            checks.append { (answer: String) throws in
                #expect(try rsa.decrypt(hex.decode(answer), padding: .pkcs1) == Data(short))
            }
            let sealed = try rsa.publicKey.encrypt(short, padding: .pkcs1)
            lines.append("decrypt RSA/ECB/PKCS1Padding \(hex.encode(rsa.derRepresentation)) - \(hex.encode(sealed))")
            checks.append { #expect($0 == hex.encode(short), "Java cannot decrypt our RSA block") }
        }
        let answers = try Peer(executable: "java").run(
            ["Interop.java"], input: lines.joined(separator: "\n") + "\n", directory: folder
        )
        .split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        try #require(answers.count == lines.count)
        for (check, answer) in zip(checks, answers) { try check(String(answer)) }
    }

    @Test(
        "PHP openssl_encrypt with key texts of any length (zero-padded or cut), openssl_public_encrypt",
        .enabled(if: Peer(executable: "php").isAvailable(), "needs PHP (apt-get install php-cli)"))
    func phpOpenSSL() throws {
        var generator = SeededGenerator(seed: 0x0_9409)
        let rsa = try FSRSAPrivateKey(bitCount: 2048)
        var lines: [String] = []
        var checks: [(String) throws -> Void] = []
        for (method, algorithm) in [
            ("aes-128-ecb", FSCipherAlgorithm.aes128), ("aes-256-cbc", .aes256), ("aes-192-cbc", .aes192),
        ] {
            for keyLength in [1, 8, 16, 24, 31, 32, 40] {
                let message = generator.bytes(lengthIn: 0...600)
                let text = keyText(keyLength, &generator)
                let iv = generator.bytes(16)
                let mode: FSCipherMode = method.hasSuffix("ecb") ? .ecb : .cbc(iv: .bytes(iv))
                let cipher = try FSCipher(algorithm, mode: mode, key: text, policy: .zeroPadded)
                let ivText = method.hasSuffix("ecb") ? "-" : hex.encode(iv)
                let ours = try cipher.encrypt(message)
                let context = "\(method), a key of \(keyLength) characters"
                lines.append("encrypt \(method) \(hex.encode(Array(text.utf8))) \(ivText) \(hex.encode(message))")
                checks.append { #expect($0 == hex.encode(ours), "\(context)") }
                lines.append("decrypt \(method) \(hex.encode(Array(text.utf8))) \(ivText) \(hex.encode(ours))")
                checks.append { #expect($0 == hex.encode(message), "PHP cannot decrypt ours: \(context)") }
            }
        }
        let secret = generator.bytes(100)
        lines.append("rsa - \(hex.encode(Array(rsa.publicKey.pemRepresentation.utf8))) - \(hex.encode(secret))")
        checks.append { (answer: String) throws in
            #expect(try rsa.decrypt(hex.decode(answer), padding: .pkcs1) == Data(secret))
        }
        let answers = try Peer(executable: "php").run(["-r", Self.php], input: lines.joined(separator: "\n") + "\n")
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        try #require(answers.count == lines.count)
        for (check, answer) in zip(checks, answers) { try check(String(answer)) }
    }
}
