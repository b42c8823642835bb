import FSEncrypt
import FSTestSupport
import Foundation
import Testing

/// SM2 against the implementations backends run: OpenSSL 3's command line, BouncyCastle (what
/// Java backends use) and the gmssl Python package — both directions each time: what they
/// write, we read; what we write, they read.
@Suite("SM2: OpenSSL, BouncyCastle and gmssl, both ways")
struct SM2PeerTests {
    static let openssl = Peer(executable: "openssl")
    static let bouncyCastleJar = "/usr/share/java/bcprov.jar"
    let hex = FSTextEncoding.hex

    /// A user ID as people choose them: ASCII letters, digits and @ . _ -.
    func userID(_ generator: inout SeededGenerator) -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@._-")
        return String(
            (0..<Int.random(in: 1...40, using: &generator)).map { _ in
                alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
            })
    }

    @Test(
        "OpenSSL 3: keys (PKCS #8, SEC 1, SPKI), SM3withSM2 signatures with user IDs, GM/T 0009 ciphertexts",
        .enabled(if: openssl.isAvailable(), "needs openssl"))
    func openSSL() throws {
        let scratch = Scratch("fsencrypt-sm2-openssl")
        defer { scratch.cleanUp() }
        let openssl = Self.openssl
        var generator = SeededGenerator(seed: 0x5_3291)
        for round in 0..<(TestDepth.isSampled ? 2 : 6) {
            // Their key, read by us in each container they write.
            try openssl.run(["genpkey", "-algorithm", "SM2", "-out", scratch["theirs.pem"]])
            let theirPEM = try String(contentsOfFile: scratch["theirs.pem"], encoding: .utf8)
            let theirs = try FSSM2PrivateKey(pem: theirPEM)
            let theirPublic = try openssl.run(["pkey", "-in", scratch["theirs.pem"], "-pubout"])
            #expect(try FSSM2PublicKey(pem: theirPublic) == theirs.publicKey)
            #expect(theirs.publicKey.pemRepresentation + "\n" == theirPublic)
            #expect(theirs.pemRepresentation + "\n" == theirPEM, "we write PKCS #8 as OpenSSL does")
            let sec1 = try openssl.run(["ec", "-in", scratch["theirs.pem"]])
            #expect(try FSSM2PrivateKey(pem: sec1).rawRepresentation == theirs.rawRepresentation)
            try openssl.run(["ec", "-in", scratch["theirs.pem"], "-outform", "DER", "-out", scratch["sec1.der"]])
            #expect(try Data(contentsOf: URL(fileURLWithPath: scratch["sec1.der"])) == theirs.sec1DERRepresentation)

            // Our key, read by them.
            let ours = FSSM2PrivateKey()
            try ours.pemRepresentation.write(toFile: scratch["ours.pem"], atomically: true, encoding: .utf8)
            try ours.sec1PEMRepresentation.write(toFile: scratch["ours-sec1.pem"], atomically: true, encoding: .utf8)
            try ours.publicKey.pemRepresentation.write(toFile: scratch["ours.pub"], atomically: true, encoding: .utf8)
            for file in ["ours.pem", "ours-sec1.pem"] {
                #expect(
                    try openssl.run(["pkey", "-in", scratch[file], "-pubout"]) == ours.publicKey.pemRepresentation
                        + "\n")
            }
            try theirPublic.write(toFile: scratch["theirs.pub"], atomically: true, encoding: .utf8)

            for _ in 0..<4 {
                let message = generator.bytes(lengthIn: 0...300)
                let id = round.isMultiple(of: 2) ? "1234567812345678" : userID(&generator)
                let messagePath = try scratch.write(message, "message")
                // Theirs → ours.
                try openssl.run([
                    "dgst", "-sm3", "-sign", scratch["theirs.pem"], "-sigopt", "distid:\(id)", "-out", scratch["sig"],
                    messagePath,
                ])
                let signature = try FSSM2Signature(
                    derRepresentation: Data(contentsOf: URL(fileURLWithPath: scratch["sig"])))
                #expect(theirs.publicKey.isValidSignature(signature, for: message, userID: Data(id.utf8)), "ID \(id)")
                #expect(!theirs.publicKey.isValidSignature(signature, for: message + [1], userID: Data(id.utf8)))
                // Ours → theirs.
                let ourSignature = try ours.signature(for: message, userID: Data(id.utf8))
                _ = try scratch.write(Array(ourSignature.derRepresentation), "oursig")
                let verdict = try openssl.run([
                    "dgst", "-sm3", "-verify", scratch["ours.pub"], "-sigopt", "distid:\(id)", "-signature",
                    scratch["oursig"], messagePath,
                ])
                #expect(verdict == "Verified OK\n", "ID \(id)")
                guard !message.isEmpty else { continue }
                // Encryption, GM/T 0009 DER both ways.
                try openssl.run([
                    "pkeyutl", "-encrypt", "-pubin", "-inkey", scratch["theirs.pub"], "-in", messagePath, "-out",
                    scratch["ct"],
                ])
                let ciphertext = try Data(contentsOf: URL(fileURLWithPath: scratch["ct"]))
                #expect(try theirs.decrypt(ciphertext, format: .der) == Data(message))
                _ = try scratch.write(Array(try ours.publicKey.encrypt(message, format: .der)), "ourct")
                try openssl.run([
                    "pkeyutl", "-decrypt", "-inkey", scratch["ours.pem"], "-in", scratch["ourct"], "-out",
                    scratch["pt"],
                ])
                #expect(try Data(contentsOf: URL(fileURLWithPath: scratch["pt"])) == Data(message))
            }
        }
    }

    @Test(
        "gmssl: deterministic signatures equal to its signing with RFC 6979's k (python-ecdsa), raw ciphertexts in both orders",
        .enabled(if: Peer.python.isAvailable(modules: ["gmssl", "ecdsa"]), "needs pip install gmssl ecdsa"))
    func gmssl() throws {
        // gmssl 3.2.2 fails on about one of its own signatures in a hundred (a TypeError in its
        // point addition, or an odd-length hex string): such a call answers "defect", and the
        // test counts them instead of comparing.
        let script = """
            import sys, hashlib
            from gmssl import sm2
            from ecdsa.rfc6979 import generate_k
            n = int(sm2.default_ecc_table["n"], 16)
            sm3 = lambda data=b"": hashlib.new("sm3", data)
            def attempt(f, *args):
                try:
                    return f(*args)
                except Exception:
                    return "defect"
            def hexed(value):
                return value if value == "defect" else value.hex()
            for line in sys.stdin:
                d, pub, msg, det, rnd, c132, c123 = line.split()
                msg = bytes.fromhex(msg)
                c = sm2.CryptSM2(private_key=d, public_key=pub, mode=1)
                c.public_key = pub
                e = bytes.fromhex(c._sm3_z(msg))
                k = generate_k(n, int(d, 16), sm3, e)
                print(attempt(c.sign, e, "%064x" % k) == det, attempt(c.verify_with_sm3, rnd, msg),
                      attempt(c.sign_with_sm3, msg), hexed(attempt(c.encrypt, msg)),
                      hexed(attempt(c.decrypt, bytes.fromhex(c132))))
                c0 = sm2.CryptSM2(private_key=d, public_key=pub, mode=0)
                c0.public_key = pub
                print(hexed(attempt(c0.encrypt, msg)), hexed(attempt(c0.decrypt, bytes.fromhex(c123))))
            """
        var generator = SeededGenerator(seed: 0x6_3355)
        var noPrefix = FSSM2CiphertextFormat.c1c3c2
        noPrefix.writesPointPrefix = false
        var oldOrder = FSSM2CiphertextFormat.c1c2c3
        oldOrder.writesPointPrefix = false
        var cases: [(FSSM2PrivateKey, [UInt8])] = []
        var lines: [String] = []
        // gmssl's constructor strips every leading "0" and "4" from a public key that starts
        // with "04" (`lstrip`), so the script sets the key after it; the key 11, whose x
        // coordinate begins 04b3…, keeps that path tested on every run.
        let scalars =
            [[UInt8](repeating: 0, count: 31) + [11]]
            + (0..<(TestDepth.isSampled ? 3 : 12)).map { _ in generator.bytes(32) }
        for scalar in scalars {
            let key = try FSSM2PrivateKey(rawRepresentation: scalar)
            let message = generator.bytes(lengthIn: 1...200)
            let point = hex.encode(key.publicKey.rawRepresentation.dropFirst())
            let fields = [
                hex.encode(key.rawRepresentation), point, hex.encode(message),
                hex.encode(try key.signature(for: message, nonce: .deterministic).rawRepresentation),
                hex.encode(try key.signature(for: message).rawRepresentation),
                hex.encode(try key.publicKey.encrypt(message, format: noPrefix)),
                hex.encode(try key.publicKey.encrypt(message, format: oldOrder)),
            ]
            lines.append(fields.joined(separator: " "))
            cases.append((key, message))
        }
        let answers = try Peer.python.run(["-c", script], input: lines.joined(separator: "\n"))
            .split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        try #require(answers.count == 2 * cases.count)
        var defects = 0
        /// Runs `check` on gmssl's answer unless gmssl failed on its own.
        func unlessDefect(_ answer: String, _ check: (String) throws -> Void) rethrows {
            if answer == "defect" { defects += 1 } else { try check(answer) }
        }
        for (index, (key, message)) in cases.enumerated() {
            let first = answers[2 * index]
            let second = answers[2 * index + 1]
            try #require(first.count == 5 && second.count == 2)
            #expect(first[0] == "True", "our deterministic signature is gmssl's with RFC 6979's k")
            unlessDefect(first[1]) { #expect($0 == "True", "gmssl verifies our signature") }
            try unlessDefect(first[2]) { (answer: String) throws in
                #expect(
                    key.publicKey.isValidSignature(
                        try FSSM2Signature(rawRepresentation: hex.decode(answer)), for: message))
            }
            try unlessDefect(first[3]) { (answer: String) throws in
                #expect(try key.decrypt(hex.decode(answer)) == Data(message), "gmssl's C1C3C2 without 04")
            }
            unlessDefect(first[4]) { #expect($0 == hex.encode(message), "gmssl decrypts our C1C3C2") }
            try unlessDefect(second[0]) { (answer: String) throws in
                #expect(try key.decrypt(hex.decode(answer), format: .c1c2c3) == Data(message), "gmssl's C1C2C3")
            }
            unlessDefect(second[1]) { #expect($0 == hex.encode(message), "gmssl decrypts our C1C2C3") }
        }
        #expect(defects * 4 <= cases.count * 6, "gmssl failed on its own in \(defects) of \(cases.count * 6) calls")
    }

    static let java = #"""
        import org.bouncycastle.asn1.gm.GMNamedCurves;
        import org.bouncycastle.asn1.x9.X9ECParameters;
        import org.bouncycastle.crypto.CipherParameters;
        import org.bouncycastle.crypto.engines.SM2Engine;
        import org.bouncycastle.crypto.params.*;
        import org.bouncycastle.crypto.signers.SM2Signer;
        import java.io.*;
        import java.math.BigInteger;
        import java.security.SecureRandom;
        import java.util.HexFormat;
        public class SM2Peer {
            public static void main(String[] args) throws Exception {
                X9ECParameters x9 = GMNamedCurves.getByName("sm2p256v1");
                ECDomainParameters curve = new ECDomainParameters(x9.getCurve(), x9.getG(), x9.getN(), x9.getH());
                BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
                HexFormat hex = HexFormat.of();
                SecureRandom random = new SecureRandom();
                for (String line; (line = in.readLine()) != null; ) {
                    String[] f = line.split(" ", -1);
                    byte[] key = hex.parseHex(f[2]), data = hex.parseHex(f[3]);
                    CipherParameters pub = f[0].endsWith("pub") ? new ECPublicKeyParameters(x9.getCurve().decodePoint(key), curve) : null;
                    CipherParameters priv = f[0].endsWith("priv") ? new ECPrivateKeyParameters(new BigInteger(1, key), curve) : null;
                    switch (f[0]) {
                        case "encrypt-pub": case "decrypt-priv": {
                            SM2Engine engine = new SM2Engine(f[1].equals("c1c3c2") ? SM2Engine.Mode.C1C3C2 : SM2Engine.Mode.C1C2C3);
                            boolean encrypt = f[0].startsWith("encrypt");
                            engine.init(encrypt, encrypt ? new ParametersWithRandom(pub, random) : priv);
                            System.out.println(hex.formatHex(engine.processBlock(data, 0, data.length)));
                            break;
                        }
                        case "sign-priv": {
                            SM2Signer signer = new SM2Signer();
                            signer.init(true, new ParametersWithID(new ParametersWithRandom(priv, random), hex.parseHex(f[1])));
                            signer.update(data, 0, data.length);
                            System.out.println(hex.formatHex(signer.generateSignature()));
                            break;
                        }
                        default: {
                            SM2Signer signer = new SM2Signer();
                            signer.init(false, new ParametersWithID(pub, hex.parseHex(f[1])));
                            signer.update(data, 0, data.length);
                            System.out.println(signer.verifySignature(hex.parseHex(f[4])));
                        }
                    }
                }
            }
        }
        """#

    @Test(
        "BouncyCastle: SM2Engine in both orders, SM2Signer with user IDs",
        .enabled(
            if: Peer(executable: "java").isAvailable() && FileManager.default.fileExists(atPath: bouncyCastleJar),
            "needs a JDK and BouncyCastle (apt-get install default-jdk-headless libbcprov-java)"))
    func bouncyCastle() throws {
        let scratch = Scratch("fsencrypt-sm2-java")
        defer { scratch.cleanUp() }
        try Self.java.write(toFile: scratch["SM2Peer.java"], atomically: true, encoding: .utf8)
        var generator = SeededGenerator(seed: 0xBC_5302)
        var lines: [String] = []
        var checks: [(String) throws -> Void] = []
        for round in 0..<(TestDepth.isSampled ? 4 : 20) {
            let key = FSSM2PrivateKey()
            let message = generator.bytes(lengthIn: 1...(round == 0 ? 5000 : 300))
            let id = Data((round.isMultiple(of: 3) ? "1234567812345678" : userID(&generator)).utf8)
            let priv = hex.encode(key.rawRepresentation)
            let pub = hex.encode(key.publicKey.rawRepresentation)
            for (name, format) in [("c1c3c2", FSSM2CiphertextFormat.c1c3c2), ("c1c2c3", .c1c2c3)] {
                lines.append("encrypt-pub \(name) \(pub) \(hex.encode(message))")
                checks.append { (answer: String) throws in
                    #expect(try key.decrypt(hex.decode(answer), format: format) == Data(message), "\(name)")
                }
                lines.append(
                    "decrypt-priv \(name) \(priv) \(hex.encode(try key.publicKey.encrypt(message, format: format)))")
                checks.append { #expect($0 == hex.encode(message), "BouncyCastle decrypts our \(name)") }
            }
            lines.append("sign-priv \(hex.encode(id)) \(priv) \(hex.encode(message))")
            checks.append { (answer: String) throws in
                #expect(
                    key.publicKey.isValidSignature(
                        try FSSM2Signature(derRepresentation: hex.decode(answer)), for: message, userID: id))
            }
            let signature = try key.signature(for: message, userID: id)
            lines.append(
                "verify-pub \(hex.encode(id)) \(pub) \(hex.encode(message)) \(hex.encode(signature.derRepresentation))")
            checks.append { #expect($0 == "true", "BouncyCastle verifies our signature") }
            lines.append(
                "verify-pub \(hex.encode(id + [0x21])) \(pub) \(hex.encode(message)) \(hex.encode(signature.derRepresentation))"
            )
            checks.append { #expect($0 == "false", "and not under another ID") }
        }
        let answers = try Peer(executable: "java").run(
            ["-cp", Self.bouncyCastleJar, "SM2Peer.java"], input: lines.joined(separator: "\n") + "\n",
            directory: scratch.path
        ).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        try #require(answers.count == lines.count)
        for (check, answer) in zip(checks, answers) { try check(String(answer)) }
    }
}
