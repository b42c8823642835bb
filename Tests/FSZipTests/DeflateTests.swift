import FSTestSupport
import Foundation
import Testing

@testable import FSZip

/// FSDeflate, FSDeflateCompressor and FSDeflateDecompressor against Python's `zlib` module (the
/// same zlib underneath, so the same bytes at every level), and on damaged and hostile input.
@Suite struct DeflateTests {
    static let formats: [FSDeflateFormat] = [.zlib, .raw]

    /// Python's `wbits` for a format.
    static func wbits(_ format: FSDeflateFormat) -> String { format == .zlib ? "15" : "-15" }

    /// Byte for byte what `zlib.compress(data, level, wbits)` writes, every level and both
    /// framings; and each reads the other's.
    @Test(.enabled(if: Peer.python.isAvailable(modules: ["zlib"]), "needs python3"))
    func compressWritesWhatPythonWrites() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let script = """
            import sys, zlib
            data = open(sys.argv[1], "rb").read()
            for level in range(10):
                for wbits in (15, -15):
                    open(f"{sys.argv[1]}-{level}-{wbits}", "wb").write(zlib.compress(data, level, wbits))
                    ours = open(f"{sys.argv[1]}-{level}-{wbits}.ours", "rb").read()
                    assert zlib.decompress(ours, wbits) == data, (level, wbits)
            """
        for (index, data) in GzipTests.samples().enumerated() {
            let input = scratch.path + "/in-\(index)"
            try data.write(to: URL(fileURLWithPath: input))
            var ours: [String: Data] = [:]
            for level in FSGzip.levels {
                for format in Self.formats {
                    let name = input + "-\(level)-\(Self.wbits(format))"
                    ours[name] = try FSDeflate.compress(data, format: format, level: level)
                    try ours[name]?.write(to: URL(fileURLWithPath: name + ".ours"))
                }
            }
            try Peer.python.run(["-c", script, input])
            for level in FSGzip.levels {
                for format in Self.formats {
                    let name = input + "-\(level)-\(Self.wbits(format))"
                    let theirs = try Data(contentsOf: URL(fileURLWithPath: name))
                    #expect(ours[name] == theirs, "sample \(index), level \(level), \(format)")
                    #expect(try FSDeflate.decompress(theirs, format: format) == data, "\(name)")
                }
            }
        }
    }

    /// The same pieces give Python's `compressobj` bytes piece by piece — `compress` for each,
    /// `flush(Z_SYNC_FLUSH)` where asked, `flush()` at the end — at every level.
    @Test(.enabled(if: Peer.python.isAvailable(modules: ["zlib"]), "needs python3"))
    func streamingWritesWhatCompressobjWrites() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let data = GzipTests.samples()[4]
        try data.write(to: URL(fileURLWithPath: scratch.path + "/in"))
        var rng = SeededGenerator(seed: 1950)
        var cuts: [Int] = []
        var position = 0
        while position < data.count {
            position = min(data.count, position + Int.random(in: 1...200_000, using: &rng))
            cuts.append(position)
        }
        // Python prints each call's output in hex, one line each; "sync" marks a flush.
        let script = """
            import sys, zlib
            data = open(sys.argv[1], "rb").read()
            level, wbits, cuts = int(sys.argv[2]), int(sys.argv[3]), [int(c) for c in sys.argv[4].split(",")]
            compressor, start = zlib.compressobj(level, zlib.DEFLATED, wbits), 0
            for number, cut in enumerate(cuts):
                print(compressor.compress(data[start:cut]).hex())
                if number % 3 == 1:
                    print(compressor.flush(zlib.Z_SYNC_FLUSH).hex())
                start = cut
            print(compressor.flush().hex())
            """
        // CI's reruns take the default level only.
        for level in TestDepth.sample([6, 0, 1, 9]) {
            for format in Self.formats {
                let theirs = try Peer.python.run([
                    "-c", script, scratch.path + "/in", String(level), Self.wbits(format),
                    cuts.map(String.init).joined(separator: ","),
                ]).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
                    Data(hexString: String($0))
                }
                let compressor = try FSDeflateCompressor(format: format, level: level)
                var ours: [Data] = []
                var start = 0
                for (number, cut) in cuts.enumerated() {
                    ours.append(try compressor.update(data[start..<cut]))
                    if number % 3 == 1 { ours.append(try compressor.flush()) }
                    start = cut
                }
                ours.append(try compressor.finish())
                #expect(ours == theirs, "level \(level), \(format)")
                #expect(try FSDeflate.decompress(Data(ours.joined()), format: format) == data)
            }
        }
    }

    /// A stream fed in random pieces inflates to the same data, and `isFinished` tells when it
    /// has ended.
    @Test(arguments: [FSDeflateFormat.zlib, .raw])
    func decompressesInAnyPieces(format: FSDeflateFormat) throws {
        var rng = SeededGenerator(seed: 1951)
        for data in GzipTests.samples() {
            let packed = try FSDeflate.compress(data, format: format)
            let decompressor = FSDeflateDecompressor(format: format)
            var output = Data()
            var start = 0
            while start < packed.count {
                let end = min(packed.count, start + Int.random(in: 0...5_000, using: &rng))
                output += try decompressor.update(packed[start..<end])
                start = end
            }
            #expect(decompressor.isFinished)
            try decompressor.finish()
            #expect(output == data)
        }
    }

    /// permessage-deflate (RFC 7692): each message flushed and sent without `00 00 FF FF`, the
    /// receiver appends it; with context takeover the second message refers back to the first.
    @Test func webSocketMessagesRoundTrip() throws {
        let messages = ["{\"type\":\"hello\",\"user\":\"小明\"}", "{\"type\":\"hello\",\"user\":\"小红\"}", ""]
        let compressor = try FSDeflateCompressor(format: .raw)
        let decompressor = FSDeflateDecompressor(format: .raw)
        let tail: [UInt8] = [0x00, 0x00, 0xFF, 0xFF]
        var sizes: [Int] = []
        for message in messages {
            var frame = try compressor.update(Data(message.utf8)) + compressor.flush()
            #expect(Array(frame.suffix(4)) == tail)
            frame.removeLast(4)
            sizes.append(frame.count)
            #expect(String(decoding: try decompressor.update(frame + tail), as: UTF8.self) == message)
        }
        #expect(sizes[1] < sizes[0])
        #expect(!decompressor.isFinished)
    }

    @Test func limitsStopABomb() throws {
        let bomb = try FSDeflate.compress(Data(count: 50 << 20), level: 9)
        #expect(bomb.count < 100_000)
        #expect(
            errorCode { () throws(FSZipError) in _ = try FSDeflate.decompress(bomb, limit: 1 << 20) } == .limitExceeded)
        #expect(try FSDeflate.decompress(bomb, limit: 50 << 20).count == 50 << 20)
        let streaming = FSDeflateDecompressor(limit: 1 << 20)
        #expect(errorCode { () throws(FSZipError) in _ = try streaming.update(bomb) } == .limitExceeded)
        #expect(errorCode { () throws(FSZipError) in _ = try streaming.update(bomb) } == .invalidArgument)
    }

    /// Damaged, cut, mislabelled and trailing data: a typed error naming what is wrong.
    @Test func damagedDataIsATypedError() throws {
        let data = GzipTests.samples()[3]
        let packed = [UInt8](try FSDeflate.compress(data))
        func failure(_ bytes: [UInt8], _ format: FSDeflateFormat = .zlib) -> FSZipError? {
            do {
                _ = try FSDeflate.decompress(bytes, format: format)
                return nil
            } catch {
                return error
            }
        }
        var badChecksum = packed
        badChecksum[badChecksum.count - 1] ^= 1
        #expect(failure(badChecksum)?.message.contains("incorrect data check") == true)
        #expect(failure(Array(packed.dropLast(5)))?.code == .corrupt)
        #expect(failure(packed + [0])?.message.contains("1 bytes after the end") == true)
        #expect(failure([])?.code == .corrupt)
        #expect(failure(packed, .raw)?.code == .corrupt)
        #expect(failure([UInt8](try FSDeflate.compress(data, format: .raw)))?.code == .corrupt)
        // FDICT set: a zlib stream that needs a preset dictionary.
        #expect(failure([0x78, 0xBB, 0, 0, 0, 1, 0x03, 0x00])?.message.contains("preset dictionary") == true)
        let decompressor = FSDeflateDecompressor()
        _ = try decompressor.update(packed.prefix(100))
        #expect(errorCode { () throws(FSZipError) in try decompressor.finish() } == .corrupt)
    }

    @Test func misuseIsAnError() throws {
        #expect(
            errorCode { () throws(FSZipError) in _ = try FSDeflate.compress(Data(), level: 10) } == .invalidArgument)
        let compressor = try FSDeflateCompressor()
        _ = try compressor.finish()
        #expect(errorCode { () throws(FSZipError) in _ = try compressor.update(Data("a".utf8)) } == .invalidArgument)
        #expect(errorCode { () throws(FSZipError) in _ = try compressor.finish() } == .invalidArgument)
        #expect(FSDeflateFormat.zlib.description == "zlib" && FSDeflateFormat.raw.description == "raw")
    }
}

/// The code of the error `body` throws, `nil` when it throws none.
func errorCode(_ body: () throws(FSZipError) -> Void) -> FSZipError.Code? {
    do {
        try body()
        return nil
    } catch {
        return error.code
    }
}

extension Data {
    /// The bytes `hexString` spells, two hex digits each.
    init(hexString: String) {
        let digits = Array(hexString.utf8).map { UInt8(Character(Unicode.Scalar($0)).hexDigitValue ?? 0) }
        self.init((0..<digits.count / 2).map { digits[2 * $0] << 4 | digits[2 * $0 + 1] })
    }
}
