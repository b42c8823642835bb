import FSEncrypt
import FSTestSupport
import Foundation
import Testing

/// Digests and HMACs against NIST's SHA files, RFC 1321/2202/4231 and Python's `hashlib`.
struct DigestTests {
    @Test(
        "NIST CAVP short- and long-message files for SHA-1 and SHA-2, and RFC 1321's MD5 suite",
        .enabled(if: Vectors.available))
    func nist() throws {
        var files: [(FSDigest, String)] = [(.md5, "MD5/rfc-1321.txt")]
        for (digest, folder, name) in [
            (FSDigest.sha1, "SHA1", "SHA1"), (.sha256, "SHA2", "SHA256"), (.sha384, "SHA2", "SHA384"),
            (.sha512, "SHA2", "SHA512"),
        ] {
            files += [(digest, "\(folder)/\(name)ShortMsg.rsp"), (digest, "\(folder)/\(name)LongMsg.rsp")]
        }
        for (digest, file) in files {
            let records = try Vectors.records(try #require(Vectors.cryptography) + "/hashes/" + file)
            #expect(records.count >= 7, "\(file)")
            for record in records {
                let length = Int(record.fields["LEN"] ?? "") ?? -1
                let message = Array(try record.bytes("MSG").prefix(length / 8))
                #expect(Array(digest.hash(message)) == (try record.bytes("MD")), "\(file) Len \(length)")
            }
        }
    }

    @Test("HMAC: RFC 2202 (MD5, SHA-1) and RFC 4231 (SHA-256/384/512) files", .enabled(if: Vectors.available))
    func hmacRFC() throws {
        let files: [(FSDigest, String)] = [
            (.md5, "rfc-2202-md5.txt"), (.sha1, "rfc-2202-sha1.txt"), (.sha256, "rfc-4231-sha256.txt"),
            (.sha384, "rfc-4231-sha384.txt"), (.sha512, "rfc-4231-sha512.txt"),
        ]
        for (digest, name) in files {
            let records = try Vectors.records(try #require(Vectors.cryptography) + "/HMAC/" + name)
            #expect(records.count >= 6)
            for record in records {
                let expected = try record.bytes("DIGEST")
                let code = digest.hmac(try record.bytes("MESSAGE"), key: try record.bytes("KEY"))
                // RFC 4231 case 5 gives a truncated code.
                #expect(Array(code.prefix(expected.count)) == expected, "\(name) \(record.fields)")
            }
        }
    }

    @Test(
        "every digest and HMAC equals hashlib's on random data, whole and piece by piece",
        .enabled(if: Peer.python.isAvailable()))
    func hashlib() throws {
        var generator = SeededGenerator(seed: 1321)
        let samples = (0..<100).map { _ in bytes(Int.random(in: 0...2000, using: &generator), &generator) }
        let script = """
            import sys, hashlib, hmac
            for line in sys.stdin:
                data = bytes.fromhex(line.strip())
                names = ["md5", "sha1", "sha256", "sha384", "sha512"]
                print(",".join([hashlib.new(n, data).hexdigest() for n in names] + [hmac.new(data[:40], data, n).hexdigest() for n in names]))
            """
        let input = samples.map { FSTextEncoding.hex.encode($0) }.joined(separator: "\n")
        let lines = try Peer.python.run(["-c", script], input: input).split(separator: "\n")
        try #require(lines.count == samples.count)
        for (sample, line) in zip(samples, lines) {
            let expected = line.split(separator: ",").map(String.init)
            for (index, digest) in FSDigest.allCases.enumerated() {
                #expect(FSTextEncoding.hex.encode(digest.hash(sample)) == expected[index])
                var hasher = digest.makeHasher()
                var start = 0
                while start < sample.count {
                    let end = min(sample.count, start + Int.random(in: 1...300, using: &generator))
                    hasher.update(sample[start..<end])
                    start = end
                }
                #expect(FSTextEncoding.hex.encode(hasher.finalize()) == expected[index])
                let code = digest.hmac(sample, key: sample.prefix(40))
                #expect(FSTextEncoding.hex.encode(code) == expected[5 + index])
                #expect(digest.isValidHMAC(code, for: sample, key: sample.prefix(40)))
                #expect(!digest.isValidHMAC(code.dropLast(), for: sample, key: sample.prefix(40)))
            }
        }
    }

    @Test("the digest lengths")
    func lengths() {
        #expect(FSDigest.allCases.map(\.byteCount) == [16, 20, 32, 48, 64])
        #expect(FSDigest.allCases.map { $0.hash("").count } == [16, 20, 32, 48, 64])
    }
}
