import FSEncrypt
import FSTestSupport
import Foundation
import Testing

/// SM3 against GB/T 32905-2016's examples and OpenSSL 3 (`openssl dgst -sm3`, its HMAC and its
/// PBKDF2), on random messages across the block boundaries.
@Suite struct SM3Tests {
    static let openssl = Peer(executable: "openssl")

    @Test("the standard's two examples (Appendix A)")
    func standardExamples() {
        let hex = FSTextEncoding.hex
        #expect(
            hex.encode(FSDigest.sm3.hash("abc"))
                == "66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0")
        #expect(
            hex.encode(FSDigest.sm3.hash(String(repeating: "abcd", count: 16)))
                == "debe9ff92275b8a138604889c18e5a4d6fdb70e5387e5765293dcba39c0c5732")
        #expect(FSDigest.sm3.byteCount == 32)
    }

    /// The streaming hasher and HMAC give the one-shot results whatever the pieces.
    @Test func piecesGiveTheOneShotDigest() {
        var generator = SeededGenerator(seed: 32905)
        for length in [0, 1, 55, 56, 63, 64, 65, 119, 128, 1000] {
            let message = generator.bytes(length)
            var hasher = FSDigest.sm3.makeHasher()
            var mac = FSDigest.sm3.makeHMAC(key: [1, 2, 3])
            var start = 0
            while start < message.count {
                let end = min(message.count, start + Int(generator.next() % 70) + 1)
                hasher.update(message[start..<end])
                mac.update(message[start..<end])
                start = end
            }
            #expect(hasher.finalize() == FSDigest.sm3.hash(message), "\(length) bytes")
            #expect(mac.finalize() == FSDigest.sm3.hmac(message, key: [1, 2, 3]), "\(length) bytes")
        }
    }

    @Test(.enabled(if: SM3Tests.openssl.isAvailable(), "needs the openssl command"))
    func agreesWithOpenSSL() throws {
        let scratch = Scratch("sm3")
        defer { scratch.cleanUp() }
        let directory = scratch.path
        var generator = SeededGenerator(seed: 3)
        var files: [String] = []
        var messages: [[UInt8]] = []
        for index in 0..<40 {
            let length = index < 8 ? [0, 1, 55, 56, 63, 64, 65, 128][index] : Int(generator.next() % 4097)
            let message = generator.bytes(length)
            let path = directory + "/m\(index)"
            try Data(message).write(to: URL(fileURLWithPath: path))
            files.append(path)
            messages.append(message)
        }
        let key = generator.bytes(lengthIn: 0...99)
        let hex = FSTextEncoding.hex
        let digests = try Self.openssl.run(["dgst", "-sm3", "-r"] + files).split(separator: "\n")
        let macs = try Self.openssl.run(
            ["dgst", "-sm3", "-r", "-mac", "HMAC", "-macopt", "hexkey:" + hex.encode(key)] + files
        ).split(separator: "\n")
        try #require(digests.count == files.count && macs.count == files.count)
        for (index, message) in messages.enumerated() {
            #expect(digests[index].hasPrefix(hex.encode(FSDigest.sm3.hash(message))), "\(message.count) bytes")
            #expect(macs[index].hasPrefix(hex.encode(FSDigest.sm3.hmac(message, key: key))), "\(message.count) bytes")
        }
        // PBKDF2-HMAC-SM3, as OpenSSL's kdf command computes it.
        let derived = try Self.openssl.run([
            "kdf", "-keylen", "70", "-kdfopt", "digest:SM3", "-kdfopt", "pass:口令 password", "-kdfopt", "salt:salt",
            "-kdfopt", "iter:1000", "PBKDF2",
        ])
        let ours = try FSDigest.sm3.pbkdf2(
            password: Array("口令 password".utf8), salt: Array("salt".utf8), iterations: 1000, byteCount: 70)
        #expect(
            derived.trimmingCharacters(in: .whitespacesAndNewlines)
                == ours.map { hex.encode([$0]).uppercased() }.joined(separator: ":"))
    }

    @Test func rsaSignaturesOverSM3AreRefused() throws {
        let key = try FSRSAPrivateKey(bitCount: 1024)
        #expect(throws: FSEncryptError.self) { try key.signature(for: Data(), digest: .sm3) }
        #expect(throws: FSEncryptError.self) { try key.signature(for: Data(), digest: .sm3, saltLength: .maximum) }
        #expect(!key.publicKey.isValidSignature(Data(count: 128), for: Data(), digest: .sm3, saltLength: .any))
    }
}
