import FSTestSupport
import Foundation
import Testing

@testable import FSZip

/// Password-protected archives: ZipCrypto always, WinZip AES when FSZip is built with the
/// FSZipAES trait (CI builds with it; `swift test` without it checks the error instead).
/// Archives come from Info-ZIP `zip -P`, 7-Zip and pyzipper and are read by FSZip; archives
/// FSZip writes are read by `unzip -P`, 7-Zip, Python's zipfile and pyzipper.
@Suite struct EncryptionTests {
    static let password = "pässword 密码"
    static let hasAES = FSZipEncryption.aes256.isSupported

    /// The encryptions this build writes and reads.
    static var methods: [FSZipEncryption] {
        [.zipCrypto]
            + (hasAES
                ? FSZipAESKeySize.allCases.flatMap { size in
                    [FSZipEncryption.winZipAES(size, version: .ae1), .winZipAES(size, version: .ae2)]
                } : [])
    }

    func write(
        _ files: [String: Data], to archive: String, encryption: FSZipEncryption,
        password: FSZipPassword = "pässword 密码",
        level: Int = 6
    ) throws {
        let writer = try FSZipWriter(path: archive, level: level)
        writer.password = password
        writer.encryption = encryption
        for (name, data) in files.sorted(by: { $0.key < $1.key }) { try writer.add(data, as: name) }
        try writer.finish()
    }

    @Test("round trip in every method, stored and deflated, random sizes and passwords")
    func roundTrip() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        var generator = SeededGenerator(seed: 99)
        for encryption in Self.methods {
            for level in [0, 6] {
                var files: [String: Data] = [:]
                for index in 0..<6 {
                    let count = [0, 1, 15, 16, 17, Int.random(in: 0...300_000, using: &generator)][index]
                    let compressible = index % 2 == 0
                    files["file\(index).bin"] =
                        compressible ? Data((0..<count).map { UInt8($0 % 7) }) : Data(generator.bytes(count))
                }
                let password = FSZipPassword(bytes: generator.bytes(lengthIn: 1...40))
                let path = scratch.path + "/\(encryption)-\(level).zip"
                try write(files, to: path, encryption: encryption, password: password, level: level)
                let archive = try FSZipArchive(path: path)
                #expect(archive.entries.allSatisfy { $0.encryption == encryption }, "\(encryption)")
                for entry in archive.entries {
                    #expect(
                        try archive.data(of: entry, password: password) == files[entry.path],
                        "\(encryption) \(entry.path)")
                }
                #expect(try archive.verify(password: password).count == files.count)
            }
        }
    }

    @Test("a wrong or missing password is a typed error before anything is written")
    func wrongPassword() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        for encryption in Self.methods {
            let path = scratch.path + "/\(encryption).zip"
            try write(sampleFiles(), to: path, encryption: encryption)
            let archive = try FSZipArchive(path: path)
            let out = scratch.path + "/out-\(encryption)"
            // ZipCrypto's one check byte lets 1 wrong password in 256 through to the CRC: over
            // five entries, "wrong" fails the check on at least one before any file is written.
            let error = #expect(throws: FSZipError.self) { try archive.extractAll(to: out, password: "wrong") }
            #expect(error?.code == .wrongPassword, "\(encryption)")
            #expect(contents(of: out).isEmpty)
            #expect(throws: FSZipError.passwordRequired(entry: archive.entries[0].path)) {
                try archive.extractAll(to: out)
            }
            #expect(throws: FSZipError.passwordRequired(entry: "README.md")) { try archive.data(of: "README.md") }
            let extracted = try archive.extractAll(to: out, password: FSZipPassword(Self.password))
            #expect(extracted.count == sampleFiles().count && contents(of: out) == sampleFiles())
        }
    }

    @Test("changed data fails authentication (AES) or the CRC (ZipCrypto) and leaves no file")
    func tampering() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        var generator = SeededGenerator(seed: 7)
        let text = Data(String(repeating: "tamper-evident ", count: 5000).utf8)
        for encryption in Self.methods {
            let path = scratch.path + "/\(encryption).zip"
            try write(["a.txt": text], to: path, encryption: encryption)
            let clean = try Data(contentsOf: URL(fileURLWithPath: path))
            let entry = try #require(try FSZipArchive(path: path).entries.first)
            let start = Int(try FSZipArchive(path: path).dataStart(of: entry))
            for _ in 0..<8 {
                var bytes = clean
                // Past the header (a change there is a wrong password), inside data and code.
                let header = encryption == .zipCrypto ? 12 : 18
                let position = start + Int.random(in: header..<Int(entry.compressedSize), using: &generator)
                bytes[position] ^= UInt8.random(in: 1...255, using: &generator)
                try bytes.write(to: URL(fileURLWithPath: path))
                let out = scratch.path + "/out"
                do {
                    try FSZipArchive(path: path).extractAll(to: out, password: FSZipPassword(Self.password))
                    Issue.record("\(encryption): a changed byte at \(position) was not noticed")
                } catch {
                    if case .winZipAES = encryption {
                        #expect(error.code == .authenticationFailed, "\(encryption): \(error)")
                    } else {
                        #expect([.checksumMismatch, .corrupt].contains(error.code), "\(encryption): \(error)")
                    }
                }
                #expect(contents(of: out).isEmpty, "nothing left on disk")
            }
        }
    }

    @Test("passwords per entry, reading and writing; entries without one stay plain")
    func perEntryPasswords() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let password = FSZipPassword.perEntry { path in
            path.hasPrefix("docs/") ? "docs" : path == "README.md" ? nil : "other"
        }
        let path = scratch.path + "/mixed.zip"
        try write(sampleFiles(), to: path, encryption: .zipCrypto, password: password)
        let archive = try FSZipArchive(path: path)
        #expect(archive["README.md"]?.encryption == nil && archive["docs/长文本.txt"]?.encryption == .zipCrypto)
        try archive.extractAll(to: scratch.path + "/out", password: password)
        #expect(contents(of: scratch.path + "/out") == sampleFiles())
        // ZipCrypto's one check byte lets 1 wrong password in 256 through, to fail at the data
        // instead (the header is salted afresh by each write): of eight, at least one fails the check.
        let errors = (0..<8).map { attempt in
            #expect(throws: FSZipError.self) {
                try archive.data(of: "docs/长文本.txt", password: FSZipPassword("other\(attempt)"))
            }
        }
        let refusals: [FSZipError.Code?] = [.wrongPassword, .corrupt, .checksumMismatch]
        #expect(errors.allSatisfy { refusals.contains($0?.code) })
        #expect(errors.contains(.wrongPassword(entry: "docs/长文本.txt")))
    }

    @Test("without the FSZipAES trait, WinZip AES is a typed error naming the trait")
    func aesNeedsTrait() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let writer = try FSZipWriter(path: scratch.path + "/a.zip")
        writer.password = "x"
        if Self.hasAES {
            try writer.add(Data("x".utf8), as: "x")
        } else {
            #expect(throws: FSZipError.unsupportedEncryption(entry: "x", .aes256)) {
                try writer.add(Data("x".utf8), as: "x")
            }
            #expect(FSZipError.unsupportedEncryption(entry: "x", .aes256).description.contains("FSZipAES"))
            #expect(FSZipError.unsupportedEncryption(entry: "x", .aes256).kind == .unsupported)
        }
        writer.cancel()
    }

    // MARK: Peers write, FSZip reads

    @Test("Info-ZIP zip -P (ZipCrypto)", .enabled(if: Peer.zip.isAvailable()))
    func readsInfoZip() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let source = try scratch.tree("sample", sampleFiles())
        _ = try Peer.zip.run(["-q", "-r", "-P", Self.password, scratch.path + "/info.zip", "."], directory: source)
        let archive = try FSZipArchive(path: scratch.path + "/info.zip")
        #expect(archive.entries.filter { !$0.isDirectory }.allSatisfy { $0.encryption == .zipCrypto })
        try archive.extractAll(to: scratch.path + "/out", password: FSZipPassword(Self.password))
        #expect(contents(of: scratch.path + "/out") == sampleFiles())
    }

    @Test("7-Zip -p with ZipCrypto, AES-128 and AES-256", .enabled(if: Peer.sevenZipModern.isAvailable()))
    func readsSevenZip() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let source = try scratch.tree("sample", sampleFiles())
        let cases: [(String, FSZipEncryption)] = [
            ("ZipCrypto", .zipCrypto), ("AES128", .winZipAES(.bits128, version: .ae2)),
            ("AES256", .winZipAES(.bits256, version: .ae2)),
        ]
        // 7-Zip writes zip passwords in ASCII only (E_INVALIDARG otherwise).
        let password = "Seven-Zip 2026!"
        for (option, expected) in cases {
            let path = scratch.path + "/\(option).zip"
            _ = try Peer.sevenZipModern.run(
                ["a", "-tzip", "-p" + password, "-mem=\(option)", path, "."], directory: source)
            let archive = try FSZipArchive(path: path)
            let encrypted = archive.entries.filter { !$0.isDirectory }
            // 7-Zip writes AE-2 for small files and AE-1 otherwise, as WinZip does.
            #expect(
                encrypted.allSatisfy { entry in
                    switch (entry.encryption, expected) {
                    case (.winZipAES(let size, _), .winZipAES(let expectedSize, _)): size == expectedSize
                    default: entry.encryption == expected
                    }
                }, "\(option): \(encrypted.map { $0.encryption?.description ?? "-" })")
            let out = scratch.path + "/out-\(option)"
            if expected.isSupported {
                try archive.extractAll(to: out, password: FSZipPassword(password))
                #expect(contents(of: out) == sampleFiles(), "\(option)")
            } else {
                #expect(throws: FSZipError.unsupportedEncryption(entry: encrypted[0].path, encrypted[0].encryption!)) {
                    try archive.extractAll(to: out, password: FSZipPassword(password))
                }
            }
        }
    }

    @Test(
        "pyzipper WinZip AES, 128/192/256, stored and deflated",
        .enabled(if: Self.hasAES && Peer.python.isAvailable(modules: ["pyzipper"])))
    func readsPyzipper() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let source = try scratch.tree("sample", sampleFiles())
        let script = """
            import os, sys, pyzipper
            source, target, password = sys.argv[1], sys.argv[2], sys.argv[3].encode()
            for bits in (128, 192, 256):
                for method in (pyzipper.ZIP_STORED, pyzipper.ZIP_DEFLATED):
                    with pyzipper.AESZipFile(f"{target}/{bits}-{method}.zip", "w", compression=method, encryption=pyzipper.WZ_AES) as z:
                        z.setpassword(password)
                        z.setencryption(pyzipper.WZ_AES, nbits=bits)
                        for root, _, files in os.walk(source):
                            for name in files:
                                full = os.path.join(root, name)
                                z.write(full, os.path.relpath(full, source))
            """
        _ = try Peer.python.run(["-c", script, source, scratch.path, Self.password])
        for bits in FSZipAESKeySize.allCases {
            for method in [0, 8] {
                let archive = try FSZipArchive(path: scratch.path + "/\(bits.rawValue)-\(method).zip")
                #expect(
                    archive.entries.allSatisfy {
                        if case .winZipAES(bits, _) = $0.encryption { true } else { false }
                    })
                let out = scratch.path + "/out-\(bits.rawValue)-\(method)"
                try archive.extractAll(to: out, password: FSZipPassword(Self.password))
                #expect(contents(of: out) == sampleFiles(), "AES-\(bits.rawValue) method \(method)")
            }
        }
    }

    // MARK: FSZip writes, peers read

    @Test(
        "unzip -P and Python's zipfile read our ZipCrypto",
        .enabled(if: Peer.unzip.isAvailable() && Peer.python.isAvailable()))
    func infoZipAndPythonReadOurZipCrypto() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let path = scratch.path + "/ours.zip"
        try write(sampleFiles(), to: path, encryption: .zipCrypto)
        #expect(try Peer.unzip.run(["-t", "-P", Self.password, path]).contains("No errors detected"))
        _ = try Peer.unzip.run(["-q", "-P", Self.password, path, "-d", scratch.path + "/unzip"])
        #expect(contents(of: scratch.path + "/unzip") == sampleFiles())
        let script = """
            import sys, zipfile
            z = zipfile.ZipFile(sys.argv[1])
            z.extractall(sys.argv[2], pwd=sys.argv[3].encode())
            """
        _ = try Peer.python.run(["-c", script, path, scratch.path + "/python", Self.password])
        #expect(contents(of: scratch.path + "/python") == sampleFiles())
    }

    @Test("7-Zip reads and tests our ZipCrypto and AES", .enabled(if: Peer.sevenZipModern.isAvailable()))
    func sevenZipReadsOurs() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        for encryption in Self.methods {
            let path = scratch.path + "/\(encryption).zip"
            try write(sampleFiles(), to: path, encryption: encryption)
            #expect(try Peer.sevenZipModern.run(["t", "-p" + Self.password, path]).contains("Everything is Ok"))
            let out = scratch.path + "/7z-\(encryption)"
            _ = try Peer.sevenZipModern.run(["x", "-p" + Self.password, "-o" + out, path])
            #expect(contents(of: out) == sampleFiles(), "\(encryption)")
            #expect(throws: (any Error).self) { try Peer.sevenZipModern.run(["t", "-pwrong", path]) }
        }
    }

    @Test("pyzipper reads our AES", .enabled(if: Self.hasAES && Peer.python.isAvailable(modules: ["pyzipper"])))
    func pyzipperReadsOurs() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        for encryption in Self.methods where encryption != .zipCrypto {
            let path = scratch.path + "/\(encryption).zip"
            try write(sampleFiles(), to: path, encryption: encryption)
            let script = """
                import sys, pyzipper
                with pyzipper.AESZipFile(sys.argv[1]) as z:
                    z.setpassword(sys.argv[3].encode())
                    assert z.testzip() is None
                    z.extractall(sys.argv[2])
                """
            _ = try Peer.python.run(["-c", script, path, scratch.path + "/py-\(encryption)", Self.password])
            #expect(contents(of: scratch.path + "/py-\(encryption)") == sampleFiles(), "\(encryption)")
        }
    }
}
