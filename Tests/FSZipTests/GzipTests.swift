import FSTestSupport
import Foundation
import Testing

@testable import FSZip

/// FSGzip against GNU gzip and Python's gzip module, and on damaged and hostile input.
@Suite struct GzipTests {
    static let gzip = Peer(executable: "gzip")
    static let pigz = Peer(executable: "pigz")
    static let zopfli = Peer(executable: "zopfli")

    /// Data that deflates well, data that does not, and the edges.
    static func samples() -> [Data] {
        var rng = SeededGenerator(seed: 1952)
        let random = Data(rng.bytes(300_000))
        let text = Data(String(repeating: "FrameworkStruct gzip 压缩 ", count: 20_000).utf8)
        return [Data(), Data("a".utf8), random, text, text + random]
    }

    @Test func roundTripsAtEveryLevel() throws {
        for data in Self.samples() {
            for level in FSGzip.levels {
                #expect(
                    try FSGzip.decompress(FSGzip.compress(data, level: level)) == data,
                    "level \(level), \(data.count) bytes")
            }
        }
    }

    /// Byte for byte what Python's `gzip.compress` writes for the same level and modification
    /// time, at every level: with a time it writes its own header (`OS` 255), without one
    /// (`mtime=0`) it lets zlib write it (`OS` 3, and level 0 marked fastest).
    @Test(.enabled(if: Peer.python.isAvailable(modules: ["gzip"]), "needs python3"))
    func writesWhatPythonWrites() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        for (index, data) in Self.samples().enumerated() {
            let input = scratch.path + "/in-\(index)"
            try data.write(to: URL(fileURLWithPath: input))
            let script = """
                import gzip, sys
                data = open(sys.argv[1], "rb").read()
                for level in range(10):
                    for mtime in (0, 1700000000):
                        open(f"{sys.argv[1]}-{level}-{mtime}.gz", "wb").write(gzip.compress(data, level, mtime=mtime))
                """
            try Peer.python.run(["-c", script, input])
            for level in FSGzip.levels {
                for mtime in [0, 1_700_000_000] {
                    let output = input + "-\(level)-\(mtime).gz"
                    let theirs = try Data(contentsOf: URL(fileURLWithPath: output))
                    let header =
                        mtime == 0
                        ? FSGzipHeader()
                        : FSGzipHeader(
                            modificationDate: Date(timeIntervalSince1970: TimeInterval(mtime)), operatingSystem: 255)
                    #expect(
                        try FSGzip.compress(data, level: level, header: header) == theirs,
                        "sample \(index), level \(level), mtime \(mtime)")
                }
            }
        }
    }

    /// GNU gzip reads what we write, and we read what it writes: the data, the name and the
    /// modification time (`-N`), and several members one after another with NUL padding.
    @Test(.enabled(if: GzipTests.gzip.isAvailable(), "needs gzip"))
    func interoperatesWithGNUGzip() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let samples = Self.samples()
        for (index, data) in samples.enumerated() {
            let ours = scratch.path + "/ours-\(index).gz"
            try FSGzip.compress(data, header: FSGzipHeader(name: "sample-\(index).bin")).write(
                to: URL(fileURLWithPath: ours))
            try Self.gzip.run(["-d", "-f", ours])
            #expect(try Data(contentsOf: URL(fileURLWithPath: scratch.path + "/ours-\(index)")) == data)

            let file = scratch.path + "/名字-\(index).bin"
            try data.write(to: URL(fileURLWithPath: file))
            let stamp = Date(timeIntervalSince1970: 1_600_000_000)
            try FileManager.default.setAttributes([.modificationDate: stamp], ofItemAtPath: file)
            try Self.gzip.run(["-9", "-N", "-k", "-f", file])
            let member = try #require(FSGzip.members(Data(contentsOf: URL(fileURLWithPath: file + ".gz"))).first)
            #expect(member.data == data && member.header.name == "名字-\(index).bin")
            #expect(member.header.modificationDate == modificationDate(of: file))
            #expect(member.header.operatingSystem == FSGzipHeader.unix)
        }
        // cat a.gz b.gz, then tape padding.
        var concatenated = Data()
        for index in [2, 3] {
            concatenated += try Data(contentsOf: URL(fileURLWithPath: scratch.path + "/名字-\(index).bin.gz"))
        }
        concatenated += Data(count: 512)
        #expect(try FSGzip.decompress(concatenated) == samples[2] + samples[3])
        #expect(try FSGzip.members(concatenated).count == 2)
    }

    /// Data over 1 MiB is deflated in primed blocks on all cores, pigz's way: the same bytes
    /// for any number of threads, one member gzip reads, little larger than one stream.
    @Test(.enabled(if: GzipTests.gzip.isAvailable(), "needs gzip"))
    func compressesOnAllCoresInPigzFormat() throws {
        var rng = SeededGenerator(seed: 32)
        let words = ["framework", "struct", "压缩", "gzip", "block", "\n"]
        let text = Data(rng.text(700_000, of: words).utf8)
        let one = try FSGzip.compress(text, maxConcurrency: 1)
        for threads in [2, 4] { #expect(try FSGzip.compress(text, maxConcurrency: threads) == one) }
        #expect(try FSGzip.decompress(one) == text)
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        try one.write(to: URL(fileURLWithPath: scratch.path + "/text.gz"))
        try Self.gzip.run(["-t", scratch.path + "/text.gz"])
        // Within 2% of one stream's ratio, measured on the first block alone.
        let single = try FSGzip.compress(text.prefix(1 << 20))
        let oneStreamRatio = Double(single.count) / Double(1 << 20)
        let ratio = Double(one.count) / Double(text.count)
        #expect(ratio < oneStreamRatio * 1.02, "\(ratio) against \(oneStreamRatio)")
    }

    /// pigz, Python's gzip and zlib read what we write, at every level and on all cores; we
    /// read what GNU gzip writes at every level, pigz on two threads, Python and zopfli.
    @Test(
        .enabled(
            if: GzipTests.gzip.isAvailable() && GzipTests.pigz.isAvailable() && GzipTests.zopfli.isAvailable()
                && Peer.python.isAvailable(modules: ["gzip", "zlib"]), "needs gzip, pigz, zopfli and python3"))
    func interoperatesWithPigzZopfliAndPython() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        var rng = SeededGenerator(seed: 1996)
        let words = ["pigz", "zopfli", "压缩", "member", "\n"]
        let large = Data(rng.text(600_000, of: words).utf8)
        // Some two hundred runs of the peers: CI's reruns take every eighth sample.
        for (index, data) in TestDepth.sample(Self.samples() + [large]).enumerated() {
            let input = scratch.path + "/in-\(index)"
            try data.write(to: URL(fileURLWithPath: input))
            for level in [1, 6, 9] {
                let ours = scratch.path + "/ours-\(index)-\(level).gz"
                try FSGzip.compress(data, level: level, maxConcurrency: 2).write(to: URL(fileURLWithPath: ours))
                try Self.gzip.run(["-t", ours])
                try Self.pigz.run(["-t", ours])
                let python = try Peer.python.run([
                    "-c",
                    "import gzip, zlib, sys; a = open(sys.argv[1], 'rb').read(); b = open(sys.argv[2], 'rb').read(); print(gzip.decompress(a) == b and zlib.decompress(a, 31) == b)",
                    ours, input,
                ])
                #expect(python.trimmingCharacters(in: .whitespacesAndNewlines) == "True", "\(ours)")
            }
            for level in 1...9 {
                try Self.gzip.run(["-\(level)", "-k", "-f", "-S", ".gnu\(level).gz", input])
                #expect(
                    try FSGzip.decompress(Data(contentsOf: URL(fileURLWithPath: input + ".gnu\(level).gz"))) == data)
            }
            try Self.pigz.run(["-p", "2", "-k", "-f", "-S", ".pigz.gz", input])
            // zopfli takes 24 s for the large sample alone; its block choices show as well in the
            // small ones.
            let zopfliRead = data.count <= Self.zopfliLimit
            if zopfliRead { try Self.zopfli.run(["--i5", input]) }  // writes input.gz
            try Peer.python.run([
                "-c", "import gzip, sys; open(sys.argv[2], 'wb').write(gzip.compress(open(sys.argv[1], 'rb').read()))",
                input, input + ".py.gz",
            ])
            for suffix in [".pigz.gz", ".py.gz"] + (zopfliRead ? [".gz"] : []) {
                #expect(
                    try FSGzip.decompress(Data(contentsOf: URL(fileURLWithPath: input + suffix))) == data, "\(suffix)")
            }
        }
    }

    /// The largest sample zopfli compresses.
    static let zopfliLimit = 1 << 20

    @Test func headersRoundTrip() throws {
        let header = FSGzipHeader(
            name: "café.txt", modificationDate: Date(timeIntervalSince1970: 1_700_000_000), comment: "报告 report",
            extra: [0x41, 0x70, 2, 0, 7, 8], operatingSystem: 255, isText: true)
        let packed = try FSGzip.compress(Data("x".utf8), header: header)
        #expect(packed[3] & 0x1E == 0x1C && packed[3] & 1 == 1)  // FEXTRA, FNAME, FCOMMENT, FTEXT
        #expect(Array(packed[18..<27]) == Array("café.txt".unicodeScalars.map { UInt8($0.value) }) + [0])  // Latin-1
        #expect(try FSGzip.members(packed).first?.header == header)
    }

    /// Damaged and hostile input: a typed error naming what is wrong, never a trap.
    @Test func damagedDataIsATypedError() throws {
        let data = Self.samples()[3]
        let packed = [UInt8](try FSGzip.compress(data))
        func code(_ bytes: [UInt8], limit: Int? = nil) -> FSZipError.Code? {
            do {
                _ = try FSGzip.decompress(bytes, limit: limit)
                return nil
            } catch {
                return error.code
            }
        }
        var crc = packed
        crc[crc.count - 8] ^= 1
        #expect(code(crc) == .checksumMismatch)
        var size = packed
        size[size.count - 1] ^= 1
        #expect(code(size) == .checksumMismatch)
        #expect(code(Array(packed.dropLast(3))) == .corrupt)
        #expect(code(Array(packed.prefix(packed.count / 2))) == .corrupt)
        #expect(code(Array("not gzip".utf8)) == .corrupt && code([]) == .corrupt && code([0x1F]) == .corrupt)
        var reserved = packed
        reserved[3] |= 0x20
        #expect(code(reserved) == .corrupt)
        var method = packed
        method[2] = 7
        #expect(code(method) == .corrupt)
        #expect(code(packed + Array("garbage".utf8)) == .corrupt)
        #expect(code(packed, limit: data.count - 1) == .limitExceeded && code(packed, limit: data.count) == nil)
        // A gzip bomb: 16 MiB of zeros in about 16 KiB, refused at 1 MiB.
        let bomb = try FSGzip.compress(Data(count: 16 << 20), level: 9)
        #expect(bomb.count < 20_000 && code([UInt8](bomb), limit: 1 << 20) == .limitExceeded)
        #expect(throws: FSZipError.self) { try FSGzip.compress(data, level: 10) }
        #expect(throws: FSZipError.self) {
            try FSGzip.compress(data, header: FSGzipHeader(extra: [UInt8](repeating: 0, count: 70_000)))
        }
    }

    /// The optional header CRC (`FHCRC`), which zlib and gzip can write: read when right,
    /// refused when wrong.
    @Test func headerCRCIsChecked() throws {
        let packed = [UInt8](try FSGzip.compress(Data("header crc".utf8), header: FSGzipHeader(name: "n")))
        let headerEnd = 10 + 2  // fixed header, "n", NUL
        var withCRC = Array(packed[..<headerEnd])
        withCRC[3] |= 0x02
        let crc = crc32Checksum(withCRC)
        let good = withCRC + [UInt8(crc & 0xFF), UInt8(crc >> 8 & 0xFF)] + packed[headerEnd...]
        #expect(try FSGzip.decompress(good) == Data("header crc".utf8))
        var bad = good
        bad[headerEnd] ^= 0xFF
        #expect(throws: FSZipError.checksumMismatch(entry: "gzip member 1 header")) { try FSGzip.decompress(bad) }
    }

    /// Files as `gzip -k` and `gzip -dk` treat them: the name, time and permissions kept, no
    /// overwriting unless asked, and nothing left behind by damaged data.
    @Test(.enabled(if: GzipTests.gzip.isAvailable(), "needs gzip"))
    func compressesAndDecompressesFiles() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let data = Self.samples()[4]
        let source = scratch.path + "/报告.bin"
        try data.write(to: URL(fileURLWithPath: source))
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_500_000_000), .posixPermissions: 0o640],
            ofItemAtPath: source)
        try FSGzip.compressFile(at: source)
        let packed = try Data(contentsOf: URL(fileURLWithPath: source + ".gz"))
        let header = try #require(FSGzip.members(packed).first?.header)
        #expect(header.name == "报告.bin" && header.modificationDate == modificationDate(of: source))
        let attributes = try FileManager.default.attributesOfItem(atPath: source + ".gz")
        #expect(attributes[.posixPermissions] as? Int == 0o640)
        #expect(try Self.gzip.run(["-l", "-N", source + ".gz"]).contains(data.count.description))
        #expect(throws: FSZipError.self) { try FSGzip.compressFile(at: source) }  // exists
        try FSGzip.compressFile(at: source, level: 9, overwrite: true)

        // Theirs, back to a file of ours.
        let theirs = scratch.path + "/theirs.bin"
        try data.write(to: URL(fileURLWithPath: theirs))
        try Self.gzip.run(["-k", theirs])
        try FileManager.default.removeItem(atPath: theirs)
        try FSGzip.decompressFile(at: theirs + ".gz")
        #expect(try Data(contentsOf: URL(fileURLWithPath: theirs)) == data)
        #expect(throws: FSZipError.self) { try FSGzip.decompressFile(at: theirs + ".gz") }  // exists
        #expect(throws: FSZipError.self) { try FSGzip.decompressFile(at: source) }  // no .gz suffix

        // Damaged data: an error, and neither the file nor a temporary one is left.
        var damaged = [UInt8](packed)
        damaged[damaged.count - 6] ^= 0xFF
        try Data(damaged).write(to: URL(fileURLWithPath: scratch.path + "/damaged.gz"))
        #expect(throws: FSZipError.self) { try FSGzip.decompressFile(at: scratch.path + "/damaged.gz") }
        #expect(throws: FSZipError.self) {
            try FSGzip.decompressFile(at: source + ".gz", to: scratch.path + "/bomb", limit: 1_000)
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted()
        #expect(left == ["damaged.gz", "theirs.bin", "theirs.bin.gz", "报告.bin", "报告.bin.gz"].sorted())
    }

    /// The file's modification time as `stat` reports it, in whole seconds as gzip keeps it:
    /// under faketime (CI's run at other dates) `stat` shifts file times too, for gzip and for
    /// us alike, so the time that was set is not the time anyone reads.
    private func modificationDate(of path: String) -> Date? {
        let date = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        return date.map { Date(timeIntervalSince1970: $0.timeIntervalSince1970.rounded(.down)) }
    }
}
