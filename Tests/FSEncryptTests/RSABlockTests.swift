import FSEncrypt
import FSTestSupport
import Foundation
import Testing

/// RSA as Java backends send it: data of any length block by block, and the private key's
/// "encryption" (PKCS #1 type 1), against Java's `Cipher` loops and `openssl pkeyutl` per block.
@Suite("RSA block by block and private-key encryption: Java and OpenSSL, both ways")
struct RSABlockTests {
    let hex = FSTextEncoding.hex

    /// `Cipher.getInstance(transformation)` in a loop over blocks, as every `RSAUtils` does:
    /// `op transformation keyDER data` → the output in hex.
    static let java = #"""
        import javax.crypto.Cipher;
        import java.io.*;
        import java.security.*;
        import java.security.interfaces.RSAKey;
        import java.security.spec.*;
        import java.util.HexFormat;
        public class Blocks {
            public static void main(String[] args) throws Exception {
                BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
                HexFormat hex = HexFormat.of();
                KeyFactory factory = KeyFactory.getInstance("RSA");
                for (String line; (line = in.readLine()) != null; ) {
                    String[] f = line.split(" ", -1);
                    byte[] der = hex.parseHex(f[2]), data = hex.parseHex(f[3]);
                    Key key = f[0].endsWith("public") ? factory.generatePublic(new X509EncodedKeySpec(der))
                                                      : factory.generatePrivate(new PKCS8EncodedKeySpec(der));
                    boolean encrypt = f[0].startsWith("encrypt");
                    Cipher cipher = Cipher.getInstance(f[1]);
                    cipher.init(encrypt ? Cipher.ENCRYPT_MODE : Cipher.DECRYPT_MODE, key);
                    int k = (((RSAKey) key).getModulus().bitLength() + 7) / 8;
                    int block = encrypt ? k - (f[1].contains("OAEP") ? 42 : 11) : k;
                    ByteArrayOutputStream out = new ByteArrayOutputStream();
                    for (int offset = 0; offset < data.length; offset += block)
                        out.write(cipher.doFinal(data, offset, Math.min(block, data.length - offset)));
                    System.out.println(hex.formatHex(out.toByteArray()));
                }
            }
        }
        """#

    @Test(
        "Java's Cipher loops: PKCS #1 and OAEP-SHA-1 with the public key, PKCS #1 with the private key",
        .enabled(if: Peer(executable: "java").isAvailable(), "needs a JDK (apt-get install default-jdk-headless)"))
    func java() throws {
        let scratch = Scratch("fsencrypt-rsa-blocks")
        defer { scratch.cleanUp() }
        try Self.java.write(toFile: scratch["Blocks.java"], atomically: true, encoding: .utf8)
        var generator = SeededGenerator(seed: 0x5E6_3E47)
        var lines: [String] = []
        var checks: [(String) throws -> Void] = []
        for bits in [1024, 2048] {
            let key = try FSRSAPrivateKey(bitCount: bits)
            let publicDER = hex.encode(key.publicKey.derRepresentation)
            let privateDER = hex.encode(key.derRepresentation)
            let k = bits / 8
            for length in [0, 1, k - 11, k - 10, 2 * (k - 11), 300, 1000, Int.random(in: 0...5000, using: &generator)] {
                let message = generator.bytes(length)
                let text = hex.encode(message)
                for (transformation, padding) in [
                    ("RSA/ECB/PKCS1Padding", FSRSAEncryptionPadding.pkcs1),
                    ("RSA/ECB/OAEPWithSHA-1AndMGF1Padding", .oaepSHA1),
                ] {
                    lines.append("encrypt-public \(transformation) \(publicDER) \(text)")
                    checks.append { (answer: String) throws in
                        #expect(
                            try key.decryptInBlocks(hex.decode(answer), padding: padding) == Data(message),
                            "\(transformation), \(length) bytes")
                    }
                    let ours = try key.publicKey.encryptInBlocks(message, padding: padding)
                    #expect(ours.count == (length + k - padding.overhead - 1) / (k - padding.overhead) * k)
                    lines.append("decrypt-private \(transformation) \(privateDER) \(hex.encode(ours))")
                    checks.append { #expect($0 == text, "Java decrypts ours: \(transformation), \(length) bytes") }
                }
                // Type 1 is deterministic: our blocks are Java's, byte for byte.
                let signed = try key.privateEncrypt(message)
                lines.append("encrypt-private RSA/ECB/PKCS1Padding \(privateDER) \(text)")
                checks.append { (answer: String) throws in
                    #expect(answer == hex.encode(signed), "private-key encryption of \(length) bytes")
                    #expect(try key.publicKey.publicDecrypt(hex.decode(answer)) == Data(message))
                }
                lines.append("decrypt-public RSA/ECB/PKCS1Padding \(publicDER) \(hex.encode(signed))")
                checks.append { #expect($0 == text, "Java's public-key decryption of ours, \(length) bytes") }
            }
        }
        let answers = try Peer(executable: "java").run(
            ["Blocks.java"], input: lines.joined(separator: "\n") + "\n", directory: scratch.path
        ).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        try #require(answers.count == lines.count)
        for (check, answer) in zip(checks, answers) { try check(String(answer)) }
    }

    @Test(
        "openssl per block: rsautl -sign (RSA_private_encrypt) is our private-key encryption, pkeyutl -verifyrecover our public decryption, -encrypt our blocks",
        .enabled(if: Peer(executable: "openssl").isAvailable(), "needs openssl"))
    func openSSL() throws {
        let scratch = Scratch("fsencrypt-rsa-pkeyutl")
        defer { scratch.cleanUp() }
        let openssl = Peer(executable: "openssl")
        let key = try FSRSAPrivateKey(bitCount: 2048)
        try key.pemRepresentation.write(toFile: scratch["key.pem"], atomically: true, encoding: .utf8)
        try key.publicKey.pemRepresentation.write(toFile: scratch["pub.pem"], atomically: true, encoding: .utf8)
        var generator = SeededGenerator(seed: 0x0_9E17)
        let message = generator.bytes(600)
        let blocks = stride(from: 0, to: message.count, by: 245).map {
            Array(message[$0..<min($0 + 245, message.count)])
        }
        var signed: [UInt8] = []
        var encrypted: [UInt8] = []
        for (index, block) in blocks.enumerated() {
            let input = try scratch.write(block, "block\(index)")
            // pkeyutl -sign takes at most 64 bytes (it expects a digest); rsautl is
            // RSA_private_encrypt itself.
            try openssl.run([
                "rsautl", "-sign", "-inkey", scratch["key.pem"], "-in", input, "-out", scratch["sig\(index)"],
            ])
            signed += try Data(contentsOf: URL(fileURLWithPath: scratch["sig\(index)"]))
            try openssl.run([
                "pkeyutl", "-encrypt", "-pubin", "-inkey", scratch["pub.pem"], "-in", input, "-out",
                scratch["ct\(index)"],
            ])
            encrypted += try Data(contentsOf: URL(fileURLWithPath: scratch["ct\(index)"]))
        }
        #expect(try key.privateEncrypt(message) == Data(signed))
        // And pkeyutl -sign without a digest, on what it takes: one block of up to 64 bytes.
        let short = try scratch.write(Array(message.prefix(64)), "short")
        try openssl.run(["pkeyutl", "-sign", "-inkey", scratch["key.pem"], "-in", short, "-out", scratch["short.sig"]])
        #expect(
            try key.privateEncrypt(message.prefix(64)) == Data(contentsOf: URL(fileURLWithPath: scratch["short.sig"])))
        #expect(try key.publicKey.publicDecrypt(signed) == Data(message))
        #expect(try key.decryptInBlocks(encrypted, padding: .pkcs1) == Data(message))
        let ours = Array(try key.publicKey.encryptInBlocks(message, padding: .pkcs1))
        let ourSigned = Array(try key.privateEncrypt(message))
        for index in blocks.indices {
            let range = (index * 256)..<((index + 1) * 256)
            let ciphertext = try scratch.write(Array(ours[range]), "ours\(index)")
            try openssl.run([
                "pkeyutl", "-decrypt", "-inkey", scratch["key.pem"], "-in", ciphertext, "-out", scratch["pt\(index)"],
            ])
            #expect(try Data(contentsOf: URL(fileURLWithPath: scratch["pt\(index)"])) == Data(blocks[index]))
            let signature = try scratch.write(Array(ourSigned[range]), "oursig\(index)")
            try openssl.run([
                "pkeyutl", "-verifyrecover", "-pubin", "-inkey", scratch["pub.pem"], "-in", signature, "-out",
                scratch["rec\(index)"],
            ])
            #expect(try Data(contentsOf: URL(fileURLWithPath: scratch["rec\(index)"])) == Data(blocks[index]))
        }
    }

    @Test("ciphertext that is not whole blocks, or a block of another padding, is refused with a typed error")
    func refusals() throws {
        let key = try FSRSAPrivateKey(bitCount: 1024)
        let sealed = try key.publicKey.encryptInBlocks(Array(repeating: 7, count: 200), padding: .pkcs1)
        #expect(
            throws: FSEncryptError.invalidLength(
                sealed.count - 1, "a 1024-bit key's blocks are 128 bytes each, and this is not a whole number of them")
        ) {
            try key.decryptInBlocks(sealed.dropLast(), padding: .pkcs1)
        }
        #expect(throws: FSEncryptError.decryptionFailed) { try key.publicKey.publicDecrypt(sealed) }
        var tampered = Array(try key.privateEncrypt([1, 2, 3]))
        tampered[5] ^= 1
        #expect(throws: FSEncryptError.decryptionFailed) { try key.publicKey.publicDecrypt(tampered) }
        #expect(try key.publicKey.encryptInBlocks([UInt8](), padding: .pkcs1).isEmpty)
        #expect(try key.privateEncrypt([UInt8]()).isEmpty)
    }
}
