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
            (FSDigest.sha1, "SHA1", "SHA1"), (.sha224, "SHA2", "SHA224"), (.sha256, "SHA2", "SHA256"),
            (.sha384, "SHA2", "SHA384"), (.sha512, "SHA2", "SHA512"), (.sha512_224, "SHA2", "SHA512_224"),
            (.sha512_256, "SHA2", "SHA512_256"),
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

    @Test("HMAC: RFC 2202 (MD5, SHA-1) and RFC 4231 (SHA-224/256/384/512) files", .enabled(if: Vectors.available))
    func hmacRFC() throws {
        let files: [(FSDigest, String)] = [
            (.md5, "rfc-2202-md5.txt"), (.sha1, "rfc-2202-sha1.txt"), (.sha224, "rfc-4231-sha224.txt"),
            (.sha256, "rfc-4231-sha256.txt"), (.sha384, "rfc-4231-sha384.txt"), (.sha512, "rfc-4231-sha512.txt"),
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
        let samples = (0..<100).map { _ in generator.bytes(lengthIn: 0...2000) }
        // SM3 has its own tests against OpenSSL (SM3Tests): Python's hashlib has it only when
        // its OpenSSL does.
        let digests = FSDigest.allCases.filter { $0 != .sm3 }
        let script = """
            import sys, hashlib, hmac
            names = [name.replace("-", "_") for name in sys.argv[1:]]
            for line in sys.stdin:
                data = bytes.fromhex(line.strip())
                print(",".join([hashlib.new(n, data).hexdigest() for n in names] + [hmac.new(data[:40], data, n).hexdigest() for n in names]))
            """
        let input = samples.map { FSTextEncoding.hex.encode($0) }.joined(separator: "\n")
        let lines = try Peer.python.run(["-c", script] + digests.map(\.description), input: input)
            .split(separator: "\n")
        try #require(lines.count == samples.count)
        for (sample, line) in zip(samples, lines) {
            let expected = line.split(separator: ",").map(String.init)
            for (index, digest) in digests.enumerated() {
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
                #expect(FSTextEncoding.hex.encode(code) == expected[digests.count + index])
                var mac = digest.makeHMAC(key: sample.prefix(40))
                start = 0
                while start < sample.count {
                    let end = min(sample.count, start + Int.random(in: 1...300, using: &generator))
                    mac.update(sample[start..<end])
                    start = end
                }
                #expect(mac.finalize() == code)
                #expect(digest.isValidHMAC(code, for: sample, key: sample.prefix(40)))
                #expect(!digest.isValidHMAC(code.dropLast(), for: sample, key: sample.prefix(40)))
            }
        }
    }

    @Test("PBKDF2-HMAC-SHA1: RFC 6070's file (the cases up to 100,000 iterations)", .enabled(if: Vectors.available))
    func pbkdf2RFC() throws {
        let path = try #require(Vectors.cryptography) + "/KDF/rfc-6070-PBKDF2-SHA1.txt"
        var checked = 0
        for record in try Vectors.records(path) {
            let iterations = try #require(Int(record.fields["ITERATIONS"] ?? ""))
            guard iterations <= 100_000 else { continue }
            // The file writes NUL as `\0` inside the text fields.
            func text(_ name: String) -> [UInt8] {
                Array((record.fields[name] ?? "").replacingOccurrences(of: "\\0", with: "\0").utf8)
            }
            let key = try FSDigest.sha1.pbkdf2(
                password: text("PASSWORD"), salt: text("SALT"), iterations: iterations,
                byteCount: try #require(Int(record.fields["LENGTH"] ?? "")))
            #expect(key == (try record.bytes("DERIVED_KEY")), "\(record.fields)")
            checked += 1
        }
        #expect(checked == 5)
    }

    @Test(
        "PBKDF2 over every digest equals hashlib.pbkdf2_hmac on random passwords, salts and lengths",
        .enabled(if: Peer.python.isAvailable()))
    func pbkdf2Hashlib() throws {
        var generator = SeededGenerator(seed: 8018)
        var cases: [(FSDigest, [UInt8], [UInt8], Int, Int)] = []
        for _ in 0..<60 {
            cases.append(
                (
                    FSDigest.allCases.filter { $0 != .sm3 }.randomElement(using: &generator)!,
                    generator.bytes(lengthIn: 0...100),
                    generator.bytes(lengthIn: 0...40),
                    Int.random(in: 1...2000, using: &generator), Int.random(in: 1...150, using: &generator)
                ))
        }
        cases = TestDepth.sample(cases)
        let script = """
            import sys, hashlib
            for line in sys.stdin:
                name, password, salt, rounds, length = line.split(",")
                print(hashlib.pbkdf2_hmac(name.replace("-", "_"), bytes.fromhex(password), bytes.fromhex(salt), int(rounds), int(length)).hex())
            """
        let input = cases.map { digest, password, salt, rounds, length in
            "\(digest),\(FSTextEncoding.hex.encode(password)),\(FSTextEncoding.hex.encode(salt)),\(rounds),\(length)"
        }.joined(separator: "\n")
        let lines = try Peer.python.run(["-c", script], input: input).split(separator: "\n")
        try #require(lines.count == cases.count)
        for ((digest, password, salt, rounds, length), line) in zip(cases, lines) {
            let key = try digest.pbkdf2(password: password, salt: salt, iterations: rounds, byteCount: length)
            #expect(FSTextEncoding.hex.encode(key) == line, "\(digest) \(rounds) rounds, \(length) bytes")
        }
        #expect(throws: FSEncryptError.self) {
            try FSDigest.sha1.pbkdf2(password: [1], salt: [2], iterations: 0, byteCount: 8)
        }
        #expect(throws: FSEncryptError.self) {
            try FSDigest.sha1.pbkdf2(password: [1], salt: [2], iterations: 1, byteCount: 0)
        }
    }

    @Test("the digest lengths")
    func lengths() {
        #expect(FSDigest.allCases.map(\.byteCount) == [16, 20, 28, 32, 48, 64, 28, 32, 32])
        #expect(FSDigest.allCases.map { $0.hash("").count } == FSDigest.allCases.map(\.byteCount))
    }
}
