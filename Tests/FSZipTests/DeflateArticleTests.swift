import FSTestSupport
import Foundation
import Testing

@testable import FSZip

/// The code of the article "zlib and raw deflate: an HTTP body, a WebSocket message", as
/// written there, run against Python's zlib where the article names it.
@Suite("The article on zlib and raw deflate")
struct DeflateArticleTests {
    // MARK: The article's code

    func deflatedBody(_ body: Data) throws(FSZipError) -> Data {
        try FSDeflate.compress(body)
    }

    func inflatedBody(_ body: Data, limit: Int = 50 << 20) throws(FSZipError) -> Data {
        let bytes = [UInt8](body.prefix(2))
        let isZlib = bytes.count == 2 && bytes[0] & 0x0F == 8 && (UInt16(bytes[0]) << 8 | UInt16(bytes[1])) % 31 == 0
        return try FSDeflate.decompress(body, format: isZlib ? .zlib : .raw, limit: limit)
    }

    func inflate(
        _ chunks: some Sequence<Data>, limit: Int, into deliver: (Data) -> Void
    ) throws(FSZipError) {
        let decompressor = FSDeflateDecompressor(format: .zlib, limit: limit)
        for chunk in chunks { deliver(try decompressor.update(chunk)) }
        try decompressor.finish()
    }

    final class MessageDeflate {
        private static let flushMarker: [UInt8] = [0x00, 0x00, 0xFF, 0xFF]
        private let compressor: FSDeflateCompressor
        private let decompressor = FSDeflateDecompressor(format: .raw)

        init() throws(FSZipError) { compressor = try FSDeflateCompressor(format: .raw) }

        func compress(_ message: Data) throws(FSZipError) -> Data {
            let flushed = try compressor.update(message) + compressor.flush()
            return flushed.dropLast(Self.flushMarker.count)
        }

        func decompress(_ payload: Data) throws(FSZipError) -> Data {
            try decompressor.update(payload + Self.flushMarker)
        }
    }

    // MARK: Checks

    @Test("the overview: a zlib body, read back; raw deflate at level 9")
    func overview() throws {
        let json = Data(#"{"user":"小明","items":[1,2,3]}"#.utf8)
        let body = try FSDeflate.compress(json)
        #expect(try FSDeflate.decompress(body, limit: 10 << 20) == json)
        let bare = try FSDeflate.compress(json, format: .raw, level: 9)
        #expect(try FSDeflate.decompress(bare, format: .raw) == json)
        #expect(body.count == bare.count + 6)  // the 2-byte header and the Adler-32
    }

    /// Bodies as servers send them — zlib (Python's zlib.compress, as RFC 9110 means it) and raw
    /// deflate (as some servers do) — are both read; ours is what a client inflates.
    @Test(
        "an HTTP body in deflate: zlib and raw, from Python, both read",
        .enabled(if: Peer.python.isAvailable(modules: ["zlib"]), "needs python3"))
    func httpBody() throws {
        let scratch = Scratch()
        defer { scratch.cleanUp() }
        for (index, body) in GzipTests.samples().enumerated() where !body.isEmpty {
            let input = scratch.path + "/body-\(index)"
            try body.write(to: URL(fileURLWithPath: input))
            try Peer.python.run([
                "-c",
                """
                import sys, zlib
                data = open(sys.argv[1], "rb").read()
                for level in (1, 6, 9):
                    open(f"{sys.argv[1]}.zlib{level}", "wb").write(zlib.compress(data, level))
                    open(f"{sys.argv[1]}.raw{level}", "wb").write(zlib.compress(data, level, -15))
                """,
                input,
            ])
            for level in [1, 6, 9] {
                for suffix in ["zlib", "raw"] {
                    let sent = try Data(contentsOf: URL(fileURLWithPath: "\(input).\(suffix)\(level)"))
                    #expect(try inflatedBody(sent) == body, "\(suffix), level \(level), body \(index)")
                }
            }
            #expect(try inflatedBody(deflatedBody(body)) == body)
            #expect(throws: FSZipError.self) { try inflatedBody(deflatedBody(body), limit: body.count - 1) }
        }
    }

    @Test("a body in pieces: the pieces handed on join to the body")
    func bodyInPieces() throws {
        let body = GzipTests.samples()[4]
        let sent = try FSDeflate.compress(body)
        let chunks = stride(from: 0, to: sent.count, by: 1_000).map { sent[$0..<min($0 + 1_000, sent.count)] }
        var received = Data()
        try inflate(chunks, limit: 10 << 20) { received += $0 }
        #expect(received == body)
    }

    @Test("WebSocket messages: each side's frames read by the other, later messages smaller")
    func webSocket() throws {
        let client = try MessageDeflate()
        let server = try MessageDeflate()
        var sizes: [Int] = []
        for number in 0..<5 {
            let message = Data(#"{"type":"chat","room":"general","text":"message \#(number)"}"#.utf8)
            let payload = try client.compress(message)
            sizes.append(payload.count)
            #expect(try server.decompress(payload) == message)
            let reply = Data("ack \(number)".utf8)
            #expect(try client.decompress(server.compress(reply)) == reply)
        }
        #expect(sizes.dropFirst().allSatisfy { $0 < sizes[0] })
    }
}
