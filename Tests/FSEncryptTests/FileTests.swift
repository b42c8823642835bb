import FSEncrypt
import FSTestSupport
import Foundation
import Testing

/// Files encrypted, decrypted and hashed a buffer at a time: the same bytes as the one-shot
/// calls and as `openssl enc` and `sha256sum`, across the 256 KiB buffer boundary, and
/// nothing left behind or overwritten when something fails.
struct FileTests {
    static let buffer = 1 << 18
    /// Around a block and the buffer; in CI's reruns (sanitizers) the empty file and several
    /// buffers, which pass every path of the loop.
    static let lengths = TestDepth.sample([0, 1, 15, 16, 17, buffer - 1, buffer, buffer + 1, 3 * buffer + 7])

    func contents(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    @Test("every algorithm and mode: the file is the one-shot output, and decrypts back", arguments: lengths)
    func roundTrip(length: Int) throws {
        let folder = Scratch("fsencrypt-test")
        defer { folder.cleanUp() }
        var generator = SeededGenerator(seed: UInt64(length))
        let plaintext = generator.bytes(length)
        let source = try folder.write(plaintext, "plain")
        for algorithm in FSCipherAlgorithm.allCases {
            let iv = FSIV.bytes(generator.bytes(algorithm.blockByteCount))
            let modes: [FSCipherMode] =
                algorithm.blockByteCount == 16
                ? [.ecb, .cbc(iv: iv), .ctr(iv: iv), .cfb(iv: iv)] : [.ecb, .cbc(iv: iv)]
            for mode in modes {
                let cipher = try FSCipher(algorithm, mode: mode, key: generator.bytes(algorithm.keyByteCount))
                try cipher.encryptFile(at: source, to: folder["sealed"])
                #expect(try contents(folder["sealed"]) == cipher.encrypt(plaintext), "\(algorithm) \(mode)")
                try cipher.decryptFile(at: folder["sealed"], to: folder["opened"])
                #expect(try contents(folder["opened"]) == Data(plaintext), "\(algorithm) \(mode)")
            }
        }
        // A random IV is written in front and read back.
        let random = try FSCipher(.aes256, mode: .cbc(iv: .random), key: generator.bytes(32))
        try random.encryptFile(at: source, to: folder["sealed"])
        #expect(try random.decrypt(contents(folder["sealed"])) == Data(plaintext))
        #expect(folder.names == ["opened", "plain", "sealed"])
    }

    @Test(
        "AES-CTR and AES-CBC files are exactly openssl enc's",
        .enabled(if: Peer(executable: "openssl").isAvailable(), "needs openssl"))
    func openssl() throws {
        let folder = Scratch("fsencrypt-test")
        defer { folder.cleanUp() }
        var generator = SeededGenerator(seed: 0x0E_55)
        let source = try folder.write(generator.bytes(2 * Self.buffer + 99), "plain")
        for (name, mode) in [("aes-256-ctr", "ctr"), ("aes-128-cbc", "cbc")] {
            let key = generator.bytes(name.contains("256") ? 32 : 16)
            let iv = generator.bytes(16)
            let hex = FSTextEncoding.hex
            try Peer(executable: "openssl").run([
                "enc", "-\(name)", "-K", hex.encode(key), "-iv", hex.encode(iv), "-in", source, "-out",
                folder["theirs"],
            ])
            let cipher = try FSCipher(
                name.contains("256") ? .aes256 : .aes128,
                mode: mode == "ctr" ? .ctr(iv: .bytes(iv)) : .cbc(iv: .bytes(iv)),
                key: key)
            try cipher.encryptFile(at: source, to: folder["ours"])
            #expect(try contents(folder["ours"]) == contents(folder["theirs"]), "\(name)")
        }
    }

    @Test("file digests are sha256sum's and md5sum's, across the buffer boundary", arguments: lengths)
    func digests(length: Int) throws {
        let folder = Scratch("fsencrypt-test")
        defer { folder.cleanUp() }
        var generator = SeededGenerator(seed: UInt64(length) + 1)
        let data = generator.bytes(length)
        let path = try folder.write(data, "file")
        for digest in FSDigest.allCases {
            #expect(try digest.hashFile(at: path) == digest.hash(data), "\(digest)")
            let tool = Peer(executable: "\(digest)sum")
            guard tool.isAvailable() else { continue }
            let line = try tool.run([path])
            #expect(
                String(line.prefix(digest.byteCount * 2)) == FSTextEncoding.hex.encode(try digest.hashFile(at: path)))
        }
    }

    @Test("a failed decryption, a missing source or folder: typed errors, the destination untouched, no leftovers")
    func failures() throws {
        let folder = Scratch("fsencrypt-test")
        defer { folder.cleanUp() }
        var generator = SeededGenerator(seed: 7)
        let key = generator.bytes(16)
        let cipher = try FSCipher(.aes128, mode: .cbc(iv: .zero), key: key)
        let source = try folder.write(generator.bytes(Self.buffer + 5), "plain")
        try cipher.encryptFile(at: source, to: folder["sealed"])
        let previous = try folder.write([1, 2, 3], "existing")
        let wrongKey = try FSCipher(.aes128, mode: .cbc(iv: .zero), key: generator.bytes(16))
        // A wrong key fails at the padding check, after a whole buffer was written.
        #expect(throws: FSEncryptError.decryptionFailed) {
            try wrongKey.decryptFile(at: folder["sealed"], to: previous)
        }
        #expect(try contents(previous) == Data([1, 2, 3]))
        let truncated = try folder.write(Array(try contents(folder["sealed"]).dropLast(3)), "truncated")
        let cut = #expect(throws: FSEncryptError.self) { try cipher.decryptFile(at: truncated, to: previous) }
        #expect(cut?.code == .invalidLength)
        let missing = #expect(throws: FSEncryptError.self) { try cipher.encryptFile(at: folder["none"], to: previous) }
        #expect(missing?.code == .io)
        #expect(missing?.errno == ENOENT)
        #expect(missing?.message.contains(folder["none"]) == true)
        let noFolder = #expect(throws: FSEncryptError.self) {
            try cipher.encryptFile(at: source, to: folder["no/such"])
        }
        #expect(noFolder?.errno == ENOENT)
        #expect(try contents(previous) == Data([1, 2, 3]))
        #expect(folder.names == ["existing", "plain", "sealed", "truncated"])
        let directory = #expect(throws: FSEncryptError.self) { try FSDigest.sha256.hashFile(at: folder.path) }
        #expect(directory?.code == .io)
    }

    @Test("a file encrypted in place and decrypted in place comes back")
    func inPlace() throws {
        let folder = Scratch("fsencrypt-test")
        defer { folder.cleanUp() }
        var generator = SeededGenerator(seed: 9)
        let data = generator.bytes(100_000)
        let path = try folder.write(data, "file")
        let cipher = try FSCipher(.tripleDES, mode: .cbc(iv: .random), key: generator.bytes(24))
        try cipher.encryptFile(at: path, to: path)
        #expect(try contents(path) != Data(data))
        try cipher.decryptFile(at: path, to: path)
        #expect(try contents(path) == Data(data))
        #expect(folder.names == ["file"])
    }
}
