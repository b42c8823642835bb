import FSTestSupport
import Foundation
import Testing

@testable import FSZip

/// gzip members with FSGzip's restart points: read by every tool as one ordinary member, and
/// by FSGzip on all cores; points that lie are refused, never believed.
@Suite struct GzipIndexTests {
    /// 20 MiB that compress a little, with a short period so that a wrong segment shows. Made
    /// afresh by each test: a `Data` kept in a global is reported as leaked by LeakSanitizer.
    static func sample() -> Data {
        var rng = SeededGenerator(seed: 4848)
        let words = ["gzip", "segment", "restart", "压缩", "index", "\n", "16 MiB", "pigz"].map { Array(($0 + " ").utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(20 << 20 + 12345 + 16)
        while bytes.count < 20 << 20 + 12345 { bytes += words[Int(rng.next() % UInt64(words.count))] }
        return Data(bytes.prefix(20 << 20 + 12345))
    }

    static func packed(_ data: Data, header: FSGzipHeader = FSGzipHeader()) throws -> Data {
        try FSGzip.compress(data, level: 1, header: header, maxConcurrency: 2)
    }

    /// The points the first header carries, and the header's length.
    static func points(_ packed: Data) throws -> (points: RestartPoints?, length: Int) {
        let parsed = try packed.withBytes { bytes throws(FSZipError) in
            try GzipFormat.parseHeader(bytes, member: "test")
        }
        let header = try #require(parsed)
        return (header.restartPoints, header.length)
    }

    @Test("over 16 MiB, the header lists a segment every 16 MiB; gzip, pigz and Python read one member")
    func writesRestartPoints() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let data = Self.sample()
        let packed = try Self.packed(data)
        let points = try #require(try Self.points(packed).points)
        #expect(points.span == 16 << 20 && points.compressedSizes.count == 2)
        let path = scratch.path + "/data.gz"
        try packed.write(to: URL(fileURLWithPath: path))
        try data.write(to: URL(fileURLWithPath: scratch.path + "/data"))
        let text = String(decoding: data, as: UTF8.self)
        if GzipTests.gzip.isAvailable() { #expect(try GzipTests.gzip.run(["-dc", path]) == text) }
        if GzipTests.pigz.isAvailable() { #expect(try GzipTests.pigz.run(["-dc", path]) == text) }
        if Peer.python.isAvailable() {
            let same = try Peer.python.run([
                "-c", "import gzip, sys; print(gzip.open(sys.argv[1]).read() == open(sys.argv[2], 'rb').read())", path,
                scratch.path + "/data",
            ])
            #expect(same.trimmingCharacters(in: .newlines) == "True")
        }
        // No index under two segments, nor from a compressor (the size is not known in advance).
        #expect(try Self.points(FSGzip.compress(data.prefix(16 << 20), level: 1)).points == nil)
        let compressor = try FSGzipCompressor(level: 1)
        let streamed = try compressor.update(data) + compressor.finish()
        #expect(try Self.points(streamed).points == nil)
        #expect(try FSGzip.decompress(streamed) == data)
        // The same bytes for any number of threads.
        #expect(try FSGzip.compress(data, level: 1, maxConcurrency: 1) == packed)
    }

    @Test("read on all cores: the data, every member after it, the user's extra field kept apart")
    func readsInParallel() throws {
        let header = FSGzipHeader(name: "big.txt", extra: [0x41, 0x70, 2, 0, 7, 8])
        let data = Self.sample()
        let packed = try Self.packed(data, header: header)
        var output = Data()
        let file = ReadableFile(bytes: packed)
        #expect(try readIndexedGzip(file, limit: nil, threads: 2) { output.append(contentsOf: $0) })
        #expect(output == data)
        #expect(try FSGzip.members(packed).first?.header == header)
        let tail = try FSGzip.compress(Data("tail".utf8))
        let joined = packed + Data(count: 10) + tail + Data(count: 3)
        #expect(try FSGzip.decompress(joined) == data + Data("tail".utf8))
        #expect(throws: FSZipError.self) { try FSGzip.decompress(joined, limit: data.count + 3) }
        #expect(throws: FSZipError.self) { try FSGzip.decompress(joined, limit: data.count - 1) }
    }

    @Test("files: compressFile writes the points, decompressFile reads them on all cores")
    func files() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        let data = Self.sample()
        let path = scratch.path + "/big.txt"
        try data.write(to: URL(fileURLWithPath: path))
        try FSGzip.compressFile(at: path, level: 1, maxConcurrency: 2)
        let packed = try Data(contentsOf: URL(fileURLWithPath: path + ".gz"))
        #expect(try Self.points(packed).points?.compressedSizes.count == 2)
        try FSGzip.decompressFile(at: path + ".gz", to: scratch.path + "/back.txt")
        #expect(try Data(contentsOf: URL(fileURLWithPath: scratch.path + "/back.txt")) == data)
    }

    /// Points that lie — sizes moved between segments, a segment cut, a wrong CRC — are
    /// refused with a typed error; a placeholder left at version 0 is ignored.
    @Test func lyingPointsAreRefused() throws {
        let data = Self.sample()
        let packed = [UInt8](try Self.packed(data))
        let (_, length) = try Self.points(Data(packed))
        // The subfield: FS, LEN, version, span, count, then the sizes from byte 9 of its data.
        let subfield = try #require(packed.indices.first { packed[$0] == 0x46 && packed[$0 + 1] == 0x53 })
        let sizes = subfield + 4 + 9
        func read(_ bytes: [UInt8]) -> FSZipError.Code? {
            errorCode { () throws(FSZipError) in _ = try FSGzip.decompress(bytes) }
        }
        var moved = packed
        moved[sizes] &+= 1
        moved[sizes + 4] &-= 1
        #expect(read(moved) == .corrupt)
        var badCRC = packed
        badCRC[badCRC.count - 8] ^= 1
        #expect(read(badCRC) == .checksumMismatch)
        var placeholder = packed
        let dataLength = Int(packed[subfield + 2]) | Int(packed[subfield + 3]) << 8
        for index in (subfield + 4)..<(subfield + 4 + dataLength) { placeholder[index] = 0 }
        #expect(subfield + 4 + dataLength <= length)
        #expect(try FSGzip.decompress(placeholder) == data)
        #expect(try FSGzip.members(placeholder).first?.header.extra == nil)
        #expect(read(Array(packed.dropLast(20))) == .corrupt)
    }

    /// A span of 4 GiB fits the sizes (the trailer's size is modulo 2³²), but a segment that
    /// wide would be inflated whole in memory: the points are not used, and the member is read
    /// from its start.
    @Test func pointsTooFarApartAreNotUsed() throws {
        let data = Self.sample()
        var packed = [UInt8](try Self.packed(data))
        // The subfield: FS, LEN, version, then the span.
        let subfield = try #require(packed.indices.first { packed[$0] == 0x46 && packed[$0 + 1] == 0x53 })
        for index in (subfield + 5)..<(subfield + 9) { packed[index] = 0xFF }
        #expect(try Self.points(Data(packed)).points?.span == .max)
        #expect(!(try readIndexedGzip(ReadableFile(bytes: packed), limit: nil, threads: 2) { _ in }))
        #expect(try FSGzip.decompress(packed) == data)
    }
}
