import FSTestSupport
import Foundation
import Testing

@testable import FSZip

/// gzip in pieces: the compressor's output joined is the one-call output (up to 16 MiB), and the
/// decompressor reads any split of any member sequence as the one-call reader does.
@Suite struct GzipStreamTests {
    /// Splits `data` at random places, now and then into single bytes.
    static func pieces(of data: Data, using rng: inout SeededGenerator) -> [Data] {
        var result: [Data] = []
        var start = data.startIndex
        while start < data.endIndex {
            let length = rng.next() % 4 == 0 ? 1 : Int(rng.next() % 400_000) + 1
            let end = min(data.endIndex, start + length)
            result.append(data[start..<end])
            start = end
        }
        return result
    }

    @Test(arguments: [1, 3])
    func theCompressorInPiecesWritesTheOneCallBytes(threads: Int) throws {
        var rng = SeededGenerator(seed: UInt64(threads))
        let header = FSGzipHeader(name: "stream.txt", modificationDate: Date(timeIntervalSince1970: 1_700_000_000))
        for data in GzipTests.samples() + [
            GzipTests.samples()[3] + GzipTests.samples()[2] + GzipTests.samples()[3] * 30
        ] {
            let compressor = try FSGzipCompressor(level: 6, header: header, maxConcurrency: threads)
            var output = Data()
            for piece in Self.pieces(of: data, using: &rng) { output += try compressor.update(piece) }
            output += try compressor.finish()
            if data.count <= GzipIndex.span {
                #expect(
                    output == (try FSGzip.compress(data, header: header, maxConcurrency: threads)),
                    "\(data.count) bytes")
            } else {
                // Above 16 MiB the one call also writes restart points: the same data, read back.
                #expect(try FSGzip.decompress(output) == data, "\(data.count) bytes")
            }
            #expect(throws: FSZipError.self) { try compressor.finish() }
            #expect(throws: FSZipError.self) { try compressor.update(Data("late".utf8)) }
        }
    }

    /// Members with every header field, NUL padding between and after them, split anywhere.
    @Test func theDecompressorReadsAnySplit() throws {
        var rng = SeededGenerator(seed: 1952)
        let samples = GzipTests.samples()
        let headers = [
            FSGzipHeader(),
            FSGzipHeader(name: "名前.txt", comment: "a comment", extra: [1, 2, 3, 4], isText: true),
            FSGzipHeader(name: "big"),
        ]
        var stream = Data()
        var expected = Data()
        for (index, data) in [samples[3], samples[1], samples[4] * 8].enumerated() {
            stream += try FSGzip.compress(data, header: headers[index])
            if index == 1 { stream += Data(count: 7) }
            expected += data
        }
        stream += Data(count: 3)
        #expect(try FSGzip.decompress(stream) == expected)
        for _ in 0..<20 {
            let decompressor = FSGzipDecompressor()
            var output = Data()
            for piece in Self.pieces(of: stream, using: &rng) { output += try decompressor.update(piece) }
            try decompressor.finish()
            #expect(output == expected)
            #expect(decompressor.headers == headers)
        }
        // One byte at a time, through every header and trailer boundary.
        let bytewise = FSGzipDecompressor()
        var output = Data()
        for byte in stream.prefix(200_000) { output += try bytewise.update(Data([byte])) }
        #expect(output == expected.prefix(output.count) && !output.isEmpty)
    }

    /// Cut anywhere, the data is refused — unless the cut falls between whole members — and
    /// damage is reported by the update that reads it.
    @Test func aCutOrDamagedStreamIsATypedError() throws {
        let members = [try FSGzip.compress(Data("first".utf8)), try FSGzip.compress(Data("second member".utf8))]
        let stream = members[0] + members[1]
        for cut in 0..<stream.count {
            let decompressor = FSGzipDecompressor()
            let outcome = Result { () throws(FSZipError) in
                _ = try decompressor.update(stream.prefix(cut))
                try decompressor.finish()
            }
            if cut == members[0].count {
                #expect(throws: Never.self) { try outcome.get() }
            } else {
                #expect(throws: FSZipError.self, "cut at \(cut)") { try outcome.get() }
            }
        }
        let early = FSGzipDecompressor()
        #expect(throws: FSZipError.self) { try early.update(Data("PK\u{3}\u{4}".utf8)) }
        #expect(throws: FSZipError.self) { try early.update(stream) }  // no use after an error
        let limited = FSGzipDecompressor(limit: 1 << 20)
        let bomb = try FSGzip.compress(Data(count: 4 << 20), level: 9)
        #expect {
            for piece in [bomb.prefix(1_000), bomb.dropFirst(1_000)] { _ = try limited.update(piece) }
        } throws: { ($0 as? FSZipError)?.code == .limitExceeded }
    }
}

extension Data {
    fileprivate static func * (lhs: Data, rhs: Int) -> Data { Data((0..<rhs).flatMap { _ in lhs }) }
}
